func.func @wrong_result(%a: tensor<2x3xf32>) -> tensor<5x3xf32> {
  %0 = hlo.concatenate %a, %a {dimension = 0} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}
