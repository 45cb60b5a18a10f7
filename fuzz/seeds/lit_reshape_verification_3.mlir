func.func @two_operands(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "hlo.reshape"(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
