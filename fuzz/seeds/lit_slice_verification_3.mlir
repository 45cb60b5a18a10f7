func.func @start_after_limit(%x: tensor<8xf32>) -> tensor<0xf32> {
  %0 = hlo.slice %x {start_indices = array<i64: 5>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<8xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}
