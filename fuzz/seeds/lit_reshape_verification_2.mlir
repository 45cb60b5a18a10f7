func.func @scalar_to_two(%x: tensor<f32>) -> tensor<2xf32> {
  %0 = hlo.reshape %x : (tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
