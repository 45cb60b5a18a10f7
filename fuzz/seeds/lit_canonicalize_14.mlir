func.func @dead_code(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.exponential %x : tensor<4xf32>
  %1 = hlo.tanh %0 : tensor<4xf32>
  %2 = hlo.constant dense<1.0> : tensor<8xf32>
  dist.send %x {channel = 0} : (tensor<4xf32>) -> ()
  %3 = dist.recv {channel = 0} : tensor<4xf32>
  return %3 : tensor<4xf32>
}
