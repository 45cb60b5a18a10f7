func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
func.func @pack_and_names(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0:2, %1 = call @pair(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %x : tensor<4xf32>
}
