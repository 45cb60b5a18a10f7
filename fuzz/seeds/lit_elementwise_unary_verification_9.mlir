func.func @result_shape(%x: tensor<4xf32>) -> tensor<8xf32> {
  %0 = hlo.tanh %x : (tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
