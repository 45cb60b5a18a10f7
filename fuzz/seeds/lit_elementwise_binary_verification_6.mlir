func.func @divide_of_bool(%a: tensor<4xi1>) -> tensor<4xi1> {
  %0 = hlo.divide %a, %a : tensor<4xi1>
  return %0 : tensor<4xi1>
}
