func.func @integer(%x: tensor<4x8xi32>, %s: tensor<8xi32>) -> tensor<4x8xi32> {
  %0 = hlo.layer_norm %x, %s, %s {dimension = 1, epsilon = 1.0e-5} : (tensor<4x8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
