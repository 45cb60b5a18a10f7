func.func @wrong_entry_count(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
