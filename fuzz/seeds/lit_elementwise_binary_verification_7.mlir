func.func @power_of_bool(%a: tensor<4xi1>) -> tensor<4xi1> {
  %0 = hlo.power %a, %a : tensor<4xi1>
  return %0 : tensor<4xi1>
}
