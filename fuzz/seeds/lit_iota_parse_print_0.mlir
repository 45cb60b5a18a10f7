func.func @iota() -> (tensor<4xi32>, tensor<2x3xf32>, tensor<2x3xi64>, tensor<5xbf16>) {
  %0 = hlo.iota {iota_dimension = 0} : tensor<4xi32>
  %1 = hlo.iota {iota_dimension = 1 : i64} : tensor<2x3xf32>
  %2 = hlo.iota {iota_dimension = 0} : () -> tensor<2x3xi64>
  %3 = "hlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5xbf16>
  return %0, %1, %2, %3 : tensor<4xi32>, tensor<2x3xf32>, tensor<2x3xi64>, tensor<5xbf16>
}
