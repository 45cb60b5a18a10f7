func.func @result_type(%x: tensor<4xf32>) -> tensor<2x2xf32> {
  %0 = hlo.gelu %x {approximate = false} : (tensor<4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
