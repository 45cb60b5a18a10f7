func.func @return_operand_type(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf16>
}
