func.func @layer_norm(%x: tensor<4x8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = hlo.layer_norm %x, %gamma, %beta {dimension = 1, epsilon = 1.0e-5} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %1 = hlo.layer_norm %x, %gamma, %beta {dimension = 1, epsilon = 0} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %2 = hlo.layer_norm %x, %gamma, %beta {epsilon = 0.001 : f64, dimension = 1 : i64} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

func.func @leading_dimension(%x: tensor<3x5xbf16>, %s: tensor<3xbf16>) -> tensor<3x5xbf16> {
  %0 = hlo.layer_norm %x, %s, %s {dimension = 0, epsilon = 1.0e-6} : (tensor<3x5xbf16>, tensor<3xbf16>, tensor<3xbf16>) -> tensor<3x5xbf16>
  return %0 : tensor<3x5xbf16>
}
