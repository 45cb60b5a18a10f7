func.func @inherent(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.softmax %x {dimension = 0, axis = 0} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
