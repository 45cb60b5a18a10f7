func.func @two_operands(%x: tensor<4xi32>) -> tensor<4xi64> {
  %0 = "hlo.convert"(%x, %x) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
