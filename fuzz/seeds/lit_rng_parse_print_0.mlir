func.func @rng(%seed: tensor<i64>, %seed32: tensor<i32>) -> (tensor<4x8xf32>, tensor<16xbf16>, tensor<f64>) {
  %0 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<i64>) -> tensor<4x8xf32>
  %1 = hlo.rng %seed32 {distribution = "normal", stream = 7} : (tensor<i32>) -> tensor<16xbf16>
  %2 = hlo.rng %seed {stream = 1, distribution = "uniform"} : (tensor<i64>) -> tensor<f64>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<16xbf16>, tensor<f64>
}
