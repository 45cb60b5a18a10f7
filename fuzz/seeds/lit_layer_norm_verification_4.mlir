func.func @scale_size(%x: tensor<4x8xf32>, %s: tensor<4xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = hlo.layer_norm %x, %s, %b {dimension = 1, epsilon = 1.0e-5} : (tensor<4x8xf32>, tensor<4xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
