func.func @too_many_values() -> tensor<2xf32> {
  %0 = hlo.constant dense<[1.0, 2.0, 3.0]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
