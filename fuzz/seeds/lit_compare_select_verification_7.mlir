func.func @select_predicate_shape(%p: tensor<2xi1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.select %p, %x, %x : (tensor<2xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
