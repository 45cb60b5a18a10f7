func.func @callee_not_symbol(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "func.call"(%x) {callee = "f"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
