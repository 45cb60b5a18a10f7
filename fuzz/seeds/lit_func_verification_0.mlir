func.func @return_type(%x: tensor<2xf32>) -> tensor<4xf32> {
  return %x : tensor<2xf32>
}
