func.func @unknown_direction(%a: tensor<4xf32>) -> tensor<4xi1> {
  %0 = hlo.compare %a, %a {comparison_direction = "LTE"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
