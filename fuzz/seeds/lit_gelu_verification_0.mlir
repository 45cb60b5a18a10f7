func.func @integer(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = hlo.gelu %x {approximate = true} : tensor<4xi32>
  return %0 : tensor<4xi32>
}
