func.func @bad(%x: tensor<2xi1>) -> tensor<2xi1> {
  %0 = hlo.negate %x : tensor<2xi1>
  return %0 : tensor<2xi1>
}
