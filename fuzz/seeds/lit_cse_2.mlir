func.func @constants() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.constant dense<0.0> : tensor<4xf32>
  %1 = hlo.constant dense<-0.0> : tensor<4xf32>
  %2 = hlo.constant dense<0.0> : tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
