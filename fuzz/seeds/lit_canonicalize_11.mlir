func.func @transposing_broadcast_kept(%m: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = hlo.broadcast_in_dim %m {broadcast_dimensions = array<i64: 1, 0>} : tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
