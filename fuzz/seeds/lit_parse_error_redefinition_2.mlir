func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
func.func @pack_clashes_with_name(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = hlo.negate %x : tensor<4xf32>
  %b, %b = call @pair(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %a : tensor<4xf32>
}
