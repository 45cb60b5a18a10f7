func.func @element_change(%x: tensor<3xf32>) -> tensor<2x3xf16> {
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}
