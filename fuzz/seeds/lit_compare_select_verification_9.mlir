func.func @select_two_operands(%p: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "hlo.select"(%p, %x) : (tensor<i1>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
