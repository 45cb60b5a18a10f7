func.func @return_with_result(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = return %x : tensor<2xf32>
}
