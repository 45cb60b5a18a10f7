func.func @out_of_range_hex() -> tensor<i64> {
  %0 = hlo.constant dense<0x1FFFFFFFFFFFFFFFF> : tensor<i64>
  return %0 : tensor<i64>
}
