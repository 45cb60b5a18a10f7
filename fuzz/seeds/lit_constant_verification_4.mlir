func.func @two_results() -> tensor<f32> {
  %0:2 = "hlo.constant"() {value = dense<1.0> : tensor<f32>} : () -> (tensor<f32>, tensor<f32>)
  return %0#0 : tensor<f32>
}
