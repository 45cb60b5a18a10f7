func.func @wrong_lengths(%x: tensor<8x6xf32>) -> tensor<4x6xf32> {
  %0 = hlo.slice %x {start_indices = array<i64: 2>, limit_indices = array<i64: 6, 6>, strides = array<i64: 1, 1>} : (tensor<8x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
