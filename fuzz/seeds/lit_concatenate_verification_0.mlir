func.func @dimension_out_of_range(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %0 = hlo.concatenate %a, %a {dimension = 2} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
