func.func @recv_with_operand(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "dist.recv"(%x) {channel = 0} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
