func.func @pad(%x: tensor<2x3xf32>, %p: tensor<f32>) -> (tensor<3x7xf32>, tensor<2x1xf32>) {
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 2>, interior_padding = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x7xf32>
  %1 = hlo.pad %x, %p {edge_padding_low = array<i64: 0, -1>, edge_padding_high = array<i64: 0, -1>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x1xf32>
  return %0, %1 : tensor<3x7xf32>, tensor<2x1xf32>
}

func.func @pad_integers(%x: tensor<2xi32>, %p: tensor<i32>) -> tensor<9xi32> {
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 3>} : (tensor<2xi32>, tensor<i32>) -> tensor<9xi32>
  return %0 : tensor<9xi32>
}
