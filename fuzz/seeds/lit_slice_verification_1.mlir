func.func @zero_stride(%x: tensor<8xf32>) -> tensor<4xf32> {
  %0 = hlo.slice %x {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 0>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
