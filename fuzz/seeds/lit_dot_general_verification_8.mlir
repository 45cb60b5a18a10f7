func.func @batch_size(%a: tensor<4x8x16xf32>, %b: tensor<2x16x32xf32>) -> tensor<4x8x32xf32> {
  %0 = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x8x16xf32>, tensor<2x16x32xf32>) -> tensor<4x8x32xf32>
  return %0 : tensor<4x8x32xf32>
}
