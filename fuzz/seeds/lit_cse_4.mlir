func.func @rng(%seed: tensor<i64>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<i64>) -> tensor<4xf32>
  %1 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<i64>) -> tensor<4xf32>
  %2 = hlo.rng %seed {distribution = "uniform", stream = 1} : (tensor<i64>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
