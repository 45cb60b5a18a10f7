func.func @seed_float(%seed: tensor<f32>) -> tensor<4xf32> {
  %0 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
