func.func @unknown_kind(%x: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<2xf32> {
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 1>, kind = "sum"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
