func.func @repeated(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 0, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
