func.func @hex_wrong_size() -> tensor<2xf32> {
  %0 = hlo.constant dense<"0x0102"> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
