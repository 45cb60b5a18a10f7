func.func @recv_without_send() -> tensor<4xf32> {
  %0 = dist.recv {channel = 0} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
