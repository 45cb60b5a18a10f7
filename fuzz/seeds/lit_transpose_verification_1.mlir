func.func @out_of_range(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = hlo.transpose %x {permutation = array<i64: 2, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
