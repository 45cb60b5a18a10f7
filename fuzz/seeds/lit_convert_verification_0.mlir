func.func @shape_change(%x: tensor<2x4xf32>) -> tensor<8xf16> {
  %0 = hlo.convert %x : (tensor<2x4xf32>) -> tensor<8xf16>
  return %0 : tensor<8xf16>
}
