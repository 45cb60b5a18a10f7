func.func @one_operand(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.subtract %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
