func.func @empty_literal() -> tensor<f32> {
  %0 = hlo.constant dense<> : tensor<f32>
  return %0 : tensor<f32>
}
