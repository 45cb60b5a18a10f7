func.func @fold_chain() -> tensor<2x2xf32> {
  %0 = hlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = hlo.reshape %0 : (tensor<4xf32>) -> tensor<2x2xf32>
  %2 = hlo.transpose %1 {permutation = array<i64: 1, 0>} : tensor<2x2xf32>
  return %2 : tensor<2x2xf32>
}
