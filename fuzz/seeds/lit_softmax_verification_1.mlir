func.func @dimension_out_of_range(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = hlo.softmax %x {dimension = 2} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
