func.func @duplicate_argument(%x: tensor<2xf32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
