func.func @missing_type() -> tensor<f32> {
  %0 = hlo.constant dense<1.0>
  return %0 : tensor<f32>
}
