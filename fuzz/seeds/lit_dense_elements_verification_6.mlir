func.func @out_of_range_i1() -> tensor<i1> {
  %0 = hlo.constant dense<2> : tensor<i1>
  return %0 : tensor<i1>
}
