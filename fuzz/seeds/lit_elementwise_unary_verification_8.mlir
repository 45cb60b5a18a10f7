func.func @is_finite_result_type(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = hlo.is_finite %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
