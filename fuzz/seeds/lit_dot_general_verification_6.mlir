func.func @rhs_twice(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<f32> {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 0, 1>, rhs_contracting_dimensions = array<i64: 1, 1>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}
