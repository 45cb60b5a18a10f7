func.func @missing_dimension(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = hlo.softmax %x : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
