func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @operand_type_in_text(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @f(%x) : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
