func.func @dimensions_of_floats(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = [1.0]} : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
