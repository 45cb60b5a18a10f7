func.func @approximate_not_bool(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.gelu %x {approximate = "tanh"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
