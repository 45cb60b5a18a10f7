func.func @init_element(%x: tensor<2x3xf32>, %init: tensor<i32>) -> tensor<2xf32> {
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x3xf32>, tensor<i32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
