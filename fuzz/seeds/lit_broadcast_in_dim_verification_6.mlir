func.func @missing_dimensions(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.broadcast_in_dim %x : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
