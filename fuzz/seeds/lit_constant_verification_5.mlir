func.func @unknown_attribute() -> tensor<f32> {
  %0 = hlo.constant {splat} dense<1.0> : tensor<f32>
  return %0 : tensor<f32>
}
