func.func @same_computation(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.exponential %x : tensor<4xf32>
  %1 = hlo.exponential %x : tensor<4xf32>
  %2 = hlo.add %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
