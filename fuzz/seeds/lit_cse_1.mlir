func.func @cascade(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.exponential %x : tensor<4xf32>
  %1 = hlo.exponential %x : tensor<4xf32>
  %2 = hlo.tanh %0 : tensor<4xf32>
  %3 = hlo.tanh %1 : tensor<4xf32>
  %4 = hlo.add %2, %3 : tensor<4xf32>
  %5 = hlo.add %3, %2 : tensor<4xf32>
  return %4, %5 : tensor<4xf32>, tensor<4xf32>
}
