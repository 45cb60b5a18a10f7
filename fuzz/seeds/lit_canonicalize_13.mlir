func.func @inverse_transposes(%m: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.transpose %m {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = hlo.transpose %0 {permutation = array<i64: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
