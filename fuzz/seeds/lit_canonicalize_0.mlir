func.func @fold_elementwise() -> tensor<4xf32> {
  %0 = hlo.constant dense<1.0> : tensor<4xf32>
  %1 = hlo.constant dense<2.0> : tensor<4xf32>
  %2 = hlo.add %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
