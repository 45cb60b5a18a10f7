func.func @fold_compare_reduce() -> (tensor<3xi1>, tensor<f32>) {
  %a = hlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = hlo.constant dense<2.0> : tensor<3xf32>
  %0 = hlo.compare %a, %b {comparison_direction = "EQ"} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %1 = hlo.reduce %a, %z {dimensions = array<i64: 0>, kind = "add"} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  return %0, %1 : tensor<3xi1>, tensor<f32>
}
