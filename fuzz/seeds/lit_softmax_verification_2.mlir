func.func @scalar(%x: tensor<f32>) -> tensor<f32> {
  %0 = hlo.softmax %x {dimension = 0} : tensor<f32>
  return %0 : tensor<f32>
}
