func.func @missing_stream(%seed: tensor<i64>) -> tensor<4xf32> {
  %0 = hlo.rng %seed {distribution = "normal"} : (tensor<i64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
