func.func @string_not_hex() -> tensor<i1> {
  %0 = hlo.constant dense<"abc"> : tensor<i1>
  return %0 : tensor<i1>
}
