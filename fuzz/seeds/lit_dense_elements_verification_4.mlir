func.func @float_in_integer_tensor() -> tensor<2xi32> {
  %0 = hlo.constant dense<1.5> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
