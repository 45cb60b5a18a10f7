func.func @dimension_not_integer() -> tensor<4xi32> {
  %0 = hlo.iota {iota_dimension = "0"} : tensor<4xi32>
  return %0 : tensor<4xi32>
}
