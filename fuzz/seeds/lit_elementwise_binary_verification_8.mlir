func.func @result_mismatch(%a: tensor<4xf32>) -> tensor<4xf64> {
  %0 = hlo.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
