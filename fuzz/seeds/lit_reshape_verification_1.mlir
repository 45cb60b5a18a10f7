func.func @element_change(%x: tensor<2x3xf32>) -> tensor<6xi32> {
  %0 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}
