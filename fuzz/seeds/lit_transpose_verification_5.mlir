func.func @duplicate_attribute(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.transpose %x {permutation = array<i64: 0, 1>, permutation = array<i64: 0, 1>} : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
