func.func @involutions_and_idempotence(%x: tensor<4xf32>, %i: tensor<4xi32>, %p: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>) {
  %0 = hlo.negate %x : tensor<4xf32>
  %1 = hlo.negate %0 : tensor<4xf32>
  %2 = hlo.not %i : tensor<4xi32>
  %3 = hlo.not %2 : tensor<4xi32>
  %4 = hlo.maximum %x, %x : tensor<4xf32>
  %5 = hlo.minimum %x, %x : tensor<4xf32>
  %6 = hlo.and %i, %i : tensor<4xi32>
  %7 = hlo.or %i, %i : tensor<4xi32>
  %8 = hlo.select %p, %x, %x : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1, %3, %4, %5, %6, %7, %8 : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>
}
