// loss(w1, w2, x) = sum(gelu(x @ w1) @ w2)^2 / n, hidden width 1001 (odd)
dist.mesh @mesh = <["tp"=4]>
func.func @main(%w1: tensor<64x1001xf32>, %w2: tensor<1001x64xf32>, %x: tensor<8x64xf32>) -> tensor<f32> {
  %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x64xf32>, tensor<64x1001xf32>) -> tensor<8x1001xf32>
  %g = hlo.gelu %h {approximate = true} : tensor<8x1001xf32>
  %y = hlo.dot_general %g, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x1001xf32>, tensor<1001x64xf32>) -> tensor<8x64xf32>
  %s = hlo.multiply %y, %y : tensor<8x64xf32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %l = hlo.reduce %s, %zero {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
  return %l : tensor<f32>
}
