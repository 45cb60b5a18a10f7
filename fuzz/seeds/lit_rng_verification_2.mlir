func.func @integer_result(%seed: tensor<i64>) -> tensor<4xi32> {
  %0 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<i64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
