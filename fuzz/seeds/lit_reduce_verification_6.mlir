func.func @wrong_result(%x: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<3xf32> {
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
