func.func @wrong_result(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.transpose %x {permutation = array<i64: 1, 0>} : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
