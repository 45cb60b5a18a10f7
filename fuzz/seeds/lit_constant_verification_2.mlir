func.func @value_not_dense() -> tensor<f32> {
  %0 = "hlo.constant"() {value = 1.0 : f32} : () -> tensor<f32>
  return %0 : tensor<f32>
}
