func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
func.func @index(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = call @pair(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#2 : tensor<4xf32>
}
