func.func @hex_bad_digits() -> tensor<i1> {
  %0 = hlo.constant dense<"0xZZ"> : tensor<i1>
  return %0 : tensor<i1>
}
