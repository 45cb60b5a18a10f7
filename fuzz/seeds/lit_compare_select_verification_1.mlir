func.func @direction_not_a_string(%a: tensor<4xf32>) -> tensor<4xi1> {
  %0 = hlo.compare %a, %a {comparison_direction = 1} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
