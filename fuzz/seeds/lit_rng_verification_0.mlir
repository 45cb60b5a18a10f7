func.func @seed_not_scalar(%seed: tensor<2xi64>) -> tensor<4xf32> {
  %0 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<2xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
