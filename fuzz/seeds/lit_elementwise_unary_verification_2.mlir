func.func @not_of_float(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.not %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
