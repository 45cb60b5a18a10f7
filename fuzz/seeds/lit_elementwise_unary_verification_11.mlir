func.func @two_operands(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "hlo.negate"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
