func.func @limit_past_end(%x: tensor<8x6xf32>) -> tensor<8x7xf32> {
  %0 = hlo.slice %x {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 8, 7>, strides = array<i64: 1, 1>} : (tensor<8x6xf32>) -> tensor<8x7xf32>
  return %0 : tensor<8x7xf32>
}
