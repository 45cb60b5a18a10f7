func.func @missing_init(%x: tensor<2x3xf32>) -> tensor<2xf32> {
  %0 = hlo.reduce %x {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
