func.func @is_finite_of_int(%x: tensor<2xi32>) -> tensor<2xi1> {
  %0 = hlo.is_finite %x : (tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
