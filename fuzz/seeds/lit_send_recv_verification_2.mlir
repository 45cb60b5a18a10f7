func.func @type_mismatch(%x: tensor<4xf32>) -> tensor<4xf16> {
  dist.send %x {channel = 0} : (tensor<4xf32>) -> ()
  %0 = dist.recv {channel = 0} : tensor<4xf16>
  return %0 : tensor<4xf16>
}
