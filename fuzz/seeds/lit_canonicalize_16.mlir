func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.constant dense<1.0> : tensor<4xf32>
  %1 = hlo.constant dense<2.0> : tensor<4xf32>
  %2 = hlo.add %0, %1 : tensor<4xf32>
  %3 = hlo.multiply %arg0, %0 : tensor<4xf32>
  %4 = hlo.negate %3 : tensor<4xf32>
  %5 = hlo.negate %4 : tensor<4xf32>
  %6 = hlo.add %5, %2 : tensor<4xf32>
  return %6 : tensor<4xf32>
}
