func.func @reduce(%x: tensor<2x3x4xf32>, %init: tensor<f32>) -> (tensor<2x4xf32>, tensor<3xf32>, tensor<f32>, tensor<2x3x4xf32>) {
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %1 = hlo.reduce %x, %init {dimensions = array<i64: 2, 0>, kind = "max"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %2 = hlo.reduce %x, %init {dimensions = array<i64: 0, 1, 2>, kind = "min"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<f32>
  %3 = hlo.reduce %x, %init {dimensions = array<i64>, kind = "mul"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
  return %0, %1, %2, %3 : tensor<2x4xf32>, tensor<3xf32>, tensor<f32>, tensor<2x3x4xf32>
}

func.func @reduce_integers(%x: tensor<8xi32>, %init: tensor<i32>) -> tensor<i32> {
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 0>, kind = "add"} : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
