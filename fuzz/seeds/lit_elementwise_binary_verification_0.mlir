func.func @shape_mismatch(%a: tensor<4xf32>, %b: tensor<8xf32>) -> tensor<4xf32> {
  %0 = hlo.add %a, %b : (tensor<4xf32>, tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
