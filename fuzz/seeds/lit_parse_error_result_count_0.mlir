func.func @too_many_names(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0, %1 = hlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
