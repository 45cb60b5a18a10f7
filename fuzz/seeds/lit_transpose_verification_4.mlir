func.func @missing_permutation(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.transpose %x : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
