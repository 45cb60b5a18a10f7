func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @effects(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  dist.send %x {channel = 0} : (tensor<4xf32>) -> ()
  dist.send %x {channel = 1} : (tensor<4xf32>) -> ()
  %2 = dist.recv {channel = 0} : tensor<4xf32>
  %3 = dist.recv {channel = 1} : tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
