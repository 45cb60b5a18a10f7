func.func @result_element(%x: tensor<4xf32>) -> tensor<4xf16> {
  %0 = hlo.sqrt %x : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}
