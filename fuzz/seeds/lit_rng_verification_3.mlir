func.func @unknown_distribution(%seed: tensor<i64>) -> tensor<4xf32> {
  %0 = hlo.rng %seed {distribution = "bernoulli", stream = 0} : (tensor<i64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
