func.func @scalar(%a: tensor<f32>) -> tensor<f32> {
  %0 = hlo.concatenate %a, %a {dimension = 0} : tensor<f32>
  return %0 : tensor<f32>
}
