func.func @with_operand(%x: tensor<f32>) -> tensor<f32> {
  %0 = "hlo.constant"(%x) {value = dense<1.0> : tensor<f32>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
