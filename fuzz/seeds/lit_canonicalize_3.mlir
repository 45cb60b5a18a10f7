func.func @fold_large_splat() -> tensor<1024x1024xf32> {
  %0 = hlo.constant dense<2.0> : tensor<1024xf32>
  %1 = hlo.broadcast_in_dim %0 {broadcast_dimensions = array<i64: 1>} : (tensor<1024xf32>) -> tensor<1024x1024xf32>
  %2 = hlo.negate %1 : tensor<1024x1024xf32>
  return %2 : tensor<1024x1024xf32>
}
