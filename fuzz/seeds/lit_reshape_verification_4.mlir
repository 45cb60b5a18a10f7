func.func @dynamic_shape(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = hlo.reshape %x : (tensor<2xf32>) -> tensor<?xf32>
  return %0 : tensor<2xf32>
}
