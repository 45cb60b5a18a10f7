func.func @keyword(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.softmax %x {dimension = bogus} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
