func.func @hex_odd_digits() -> tensor<2xf32> {
  %0 = hlo.constant dense<"0x010"> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
