func.func @rank_mismatch(%a: tensor<4xf32>, %b: tensor<f32>) -> tensor<4xf32> {
  %0 = hlo.maximum %a, %b : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
