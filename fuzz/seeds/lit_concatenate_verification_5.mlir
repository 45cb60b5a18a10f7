func.func @no_operands() -> tensor<0xf32> {
  %0 = "hlo.concatenate"() {dimension = 0 : i64} : () -> tensor<0xf32>
  return %0 : tensor<0xf32>
}
