func.func @and_of_float(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.and %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
