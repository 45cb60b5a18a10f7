func.func @pack_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0:3 = hlo.negate %x : tensor<4xf32>
  return %0#0 : tensor<4xf32>
}
