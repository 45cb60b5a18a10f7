func.func @integer(%x: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = hlo.softmax %x {dimension = 1} : tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
