func.func @result_type_mismatch() -> tensor<3xf32> {
  %0 = "hlo.constant"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
