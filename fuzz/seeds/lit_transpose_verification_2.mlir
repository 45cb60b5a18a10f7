func.func @not_a_permutation(%x: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %0 = hlo.transpose %x {permutation = array<i64: 0, 0>} : (tensor<2x3xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
