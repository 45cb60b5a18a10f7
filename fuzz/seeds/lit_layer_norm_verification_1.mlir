func.func @dimension_out_of_range(%x: tensor<4x8xf32>, %s: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = hlo.layer_norm %x, %s, %s {dimension = 2, epsilon = 1.0e-5} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
