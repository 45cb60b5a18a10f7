func.func @floor_of_int(%x: tensor<2xi64>) -> tensor<2xi64> {
  %0 = hlo.floor %x : tensor<2xi64>
  return %0 : tensor<2xi64>
}
