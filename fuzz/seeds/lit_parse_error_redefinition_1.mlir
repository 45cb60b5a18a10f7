func.func @result_shadows_argument(%x: tensor<4xf32>) -> tensor<4xf32> {
  %x = hlo.negate %x : tensor<4xf32>
  return %x : tensor<4xf32>
}
