func.func @options() -> tensor<8xf32> {
  %c = hlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %0 = hlo.negate %c : tensor<8xf32>
  %dead = hlo.exponential %0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
