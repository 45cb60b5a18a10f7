func.func @no_seed() -> tensor<4xf32> {
  %0 = hlo.rng {distribution = "normal", stream = 0} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
