func.func @log_of_bool(%x: tensor<4xi1>) -> tensor<4xi1> {
  %0 = hlo.log %x : tensor<4xi1>
  return %0 : tensor<4xi1>
}
