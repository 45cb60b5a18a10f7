func.func @compare_result_not_bool(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.compare %a, %a {comparison_direction = "GT"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
