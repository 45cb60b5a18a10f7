func.func @wrong_result(%x: tensor<8xf32>) -> tensor<4xf32> {
  %0 = hlo.slice %x {start_indices = array<i64: 1>, limit_indices = array<i64: 8>, strides = array<i64: 3>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
