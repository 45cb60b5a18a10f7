func.func @first() -> tensor<f32> {
  %0 = hlo.constant dense<1.0> : tensor<f32>
  %1 = hlo.add %0, %0 : tensor<f32>
  return %1 : tensor<f32>
}
