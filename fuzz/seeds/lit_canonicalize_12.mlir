func.func @compose(%m: tensor<2x3x4xf32>) -> (tensor<4x3x2xf32>, tensor<24xf32>) {
  %0 = hlo.transpose %m {permutation = array<i64: 1, 0, 2>} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %1 = hlo.transpose %0 {permutation = array<i64: 2, 0, 1>} : (tensor<3x2x4xf32>) -> tensor<4x3x2xf32>
  %2 = hlo.reshape %m : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %3 = hlo.reshape %2 : (tensor<6x4xf32>) -> tensor<24xf32>
  return %1, %3 : tensor<4x3x2xf32>, tensor<24xf32>
}
