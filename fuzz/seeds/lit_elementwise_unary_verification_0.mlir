func.func @exp_of_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = hlo.exponential %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}
