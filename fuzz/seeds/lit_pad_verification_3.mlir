func.func @negative_interior(%x: tensor<3xf32>, %p: tensor<f32>) -> tensor<1xf32> {
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: -1>} : (tensor<3xf32>, tensor<f32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
