func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x : tensor<4xf32>
  %1 = hlo.negate %0 : tensor<4xf32>
  %2 = hlo.exponential %x : tensor<4xf32>
  %3 = hlo.exponential %x : tensor<4xf32>
  %4 = hlo.add %2, %3 : tensor<4xf32>
  %5 = hlo.add %1, %4 : tensor<4xf32>
  return %5 : tensor<4xf32>
}
