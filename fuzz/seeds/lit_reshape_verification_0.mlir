func.func @count_mismatch(%x: tensor<2x3xf32>) -> tensor<5xf32> {
  %0 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
