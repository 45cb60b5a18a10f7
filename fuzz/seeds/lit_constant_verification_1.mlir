func.func @missing_value() -> tensor<3xf32> {
  %0 = "hlo.constant"() : () -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
