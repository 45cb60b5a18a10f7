func.func @or_of_float(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = hlo.or %a, %a : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
