func.func @fold_non_splat() -> tensor<3xi32> {
  %0 = hlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = hlo.multiply %0, %0 : tensor<3xi32>
  return %1 : tensor<3xi32>
}
