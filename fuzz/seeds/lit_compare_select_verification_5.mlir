func.func @select_predicate_not_bool(%p: tensor<4xi32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.select %p, %x, %x : (tensor<4xi32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
