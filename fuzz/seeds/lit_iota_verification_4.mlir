func.func @missing_dimension() -> tensor<4xi32> {
  %0 = hlo.iota : tensor<4xi32>
  return %0 : tensor<4xi32>
}
