func.func @recv_before_send(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = dist.recv {channel = 2} : tensor<4xf32>
  dist.send %x {channel = 2} : (tensor<4xf32>) -> ()
  return %0 : tensor<4xf32>
}
