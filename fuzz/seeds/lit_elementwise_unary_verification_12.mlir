func.func @no_operand() -> tensor<4xf32> {
  %0 = "hlo.rsqrt"() : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
