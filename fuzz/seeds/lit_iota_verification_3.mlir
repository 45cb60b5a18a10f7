func.func @boolean() -> tensor<4xi1> {
  %0 = hlo.iota {iota_dimension = 0} : tensor<4xi1>
  return %0 : tensor<4xi1>
}
