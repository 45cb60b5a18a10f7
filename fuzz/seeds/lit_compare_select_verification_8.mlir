func.func @select_result(%p: tensor<i1>, %x: tensor<4xf32>) -> tensor<2x2xf32> {
  %0 = hlo.select %p, %x, %x : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
