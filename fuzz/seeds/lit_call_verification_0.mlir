func.func @unknown_callee(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @nowhere(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
