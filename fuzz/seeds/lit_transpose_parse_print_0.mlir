func.func @transpose(%x: tensor<2x3x4xf32>) -> (tensor<4x2x3xf32>, tensor<3x2x4xf32>, tensor<2x3x4xf32>) {
  %0 = hlo.transpose %x {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %1 = hlo.transpose %x {permutation = array<i64: 1, 0, 2>} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %2 = hlo.transpose %x {permutation = array<i64: 0, 1, 2>} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0, %1, %2 : tensor<4x2x3xf32>, tensor<3x2x4xf32>, tensor<2x3x4xf32>
}

func.func @scalar(%x: tensor<i64>) -> tensor<i64> {
  %0 = hlo.transpose %x {permutation = array<i64>} : tensor<i64>
  return %0 : tensor<i64>
}
