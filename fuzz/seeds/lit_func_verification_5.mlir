func.func @return_not_last(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
  %0 = hlo.negate %x : tensor<2xf32>
}
