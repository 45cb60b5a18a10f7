func.func @three_operands(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "hlo.add"(%a, %a, %a) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
