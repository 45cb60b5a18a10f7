func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @argument_type(%x: tensor<2xf32>) -> tensor<4xf32> {
  %0 = call @f(%x) : (tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
