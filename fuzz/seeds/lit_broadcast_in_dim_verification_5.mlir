func.func @size_mismatch(%x: tensor<3xf32>) -> tensor<2x4xf32> {
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
