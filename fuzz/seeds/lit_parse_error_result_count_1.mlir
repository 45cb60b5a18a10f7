func.func @no_name(%x: tensor<4xf32>) -> tensor<4xf32> {
  hlo.negate %x : tensor<4xf32>
  return %x : tensor<4xf32>
}
