func.func @missing_return(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = hlo.negate %x : tensor<2xf32>
}
