func.func @property_and_attribute(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "hlo.softmax"(%x) <{dimension = 0 : i64}> {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
