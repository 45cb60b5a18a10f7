func.func @nan_epsilon(%x: tensor<4x8xf32>, %s: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = hlo.layer_norm %x, %s, %s {dimension = 1, epsilon = 0x7FF8000000000000 : f64} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
