func.func @not_a_function_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "hlo.negate"(%x) : tensor<4xf32>
  return %0 : tensor<4xf32>
}
