func.func @wrong_length(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = hlo.transpose %x {permutation = array<i64: 1, 0, 2>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
