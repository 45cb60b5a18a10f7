func.func @out_of_range_i32() -> tensor<2xi32> {
  %0 = hlo.constant dense<4294967296> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
