func.func @send_with_result(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "dist.send"(%x) {channel = 0} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
