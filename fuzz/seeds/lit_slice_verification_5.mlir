func.func @negative_start(%x: tensor<8xf32>) -> tensor<9xf32> {
  %0 = hlo.slice %x {start_indices = array<i64: -1>, limit_indices = array<i64: 8>, strides = array<i64: 1>} : (tensor<8xf32>) -> tensor<9xf32>
  return %0 : tensor<9xf32>
}
