func.func @scalar() -> tensor<i32> {
  %0 = hlo.iota {iota_dimension = 0} : tensor<i32>
  return %0 : tensor<i32>
}
