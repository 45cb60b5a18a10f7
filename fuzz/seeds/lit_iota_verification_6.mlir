func.func @with_operand(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = hlo.iota %x {iota_dimension = 0} : tensor<4xi32>
  return %0 : tensor<4xi32>
}
