func.func @self_recursion(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @self_recursion(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
