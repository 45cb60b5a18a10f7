func.func @return_has_no_results(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "func.return"(%x) : (tensor<4xf32>) -> tensor<4xf32>
}
