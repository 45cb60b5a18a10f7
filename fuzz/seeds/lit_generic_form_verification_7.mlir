func.func @fixed_result_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = "hlo.negate"(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}
