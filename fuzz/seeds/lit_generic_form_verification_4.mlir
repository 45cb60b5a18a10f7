func.func @missing_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "hlo.negate"(%x)
  return %0 : tensor<4xf32>
}
