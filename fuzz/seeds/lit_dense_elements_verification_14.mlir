func.func @scalar_type() -> tensor<f32> {
  %0 = hlo.constant dense<1.0> : f32
  return %0 : tensor<f32>
}
