func.func @negative_dimension() -> tensor<4xi32> {
  %0 = hlo.iota {iota_dimension = -1} : tensor<4xi32>
  return %0 : tensor<4xi32>
}
