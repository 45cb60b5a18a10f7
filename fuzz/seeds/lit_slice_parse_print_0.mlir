func.func @slice(%x: tensor<8x6xf32>) -> (tensor<4x6xf32>, tensor<3x2xf32>, tensor<0x6xf32>) {
  %0 = hlo.slice %x {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 6, 6>, strides = array<i64: 1, 1>} : (tensor<8x6xf32>) -> tensor<4x6xf32>
  %1 = hlo.slice %x {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 8, 4>, strides = array<i64: 3, 2>} : (tensor<8x6xf32>) -> tensor<3x2xf32>
  %2 = hlo.slice %x {start_indices = array<i64: 8, 0>, limit_indices = array<i64: 8, 6>, strides = array<i64: 1, 1>} : (tensor<8x6xf32>) -> tensor<0x6xf32>
  return %0, %1, %2 : tensor<4x6xf32>, tensor<3x2xf32>, tensor<0x6xf32>
}

func.func @attribute_order(%x: tensor<4xi32>) -> tensor<2xi32> {
  %0 = hlo.slice %x {strides = array<i64: 1>, limit_indices = array<i64: 2>, start_indices = array<i64: 0>} : (tensor<4xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

func.func @huge_stride(%x: tensor<8xf32>) -> tensor<1xf32> {
  %0 = hlo.slice %x {start_indices = array<i64: 0>, limit_indices = array<i64: 8>, strides = array<i64: 9223372036854775807>} : (tensor<8xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
