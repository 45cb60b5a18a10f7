func.func @operand_type_mismatch(%x: tensor<4xf32>) -> tensor<8xf32> {
  %0 = hlo.logistic %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}
