func.func @hash_in_result_name(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0#1 = hlo.negate %x : tensor<4xf32>
  return %x : tensor<4xf32>
}
