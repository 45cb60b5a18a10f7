func.func @used_before_defined(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.add %x, %1 : tensor<4xf32>
  %1 = hlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
