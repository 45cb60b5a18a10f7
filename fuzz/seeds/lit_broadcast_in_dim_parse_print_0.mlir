func.func @broadcast(%v: tensor<3xf32>, %s: tensor<f32>, %m: tensor<1x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x3x5xi32>, tensor<3x2xf32>) {
  %0 = hlo.broadcast_in_dim %v {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = hlo.broadcast_in_dim %s {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
  %2 = hlo.broadcast_in_dim %m {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xi32>) -> tensor<4x3x5xi32>
  %3 = hlo.broadcast_in_dim %v {broadcast_dimensions = [0]} : (tensor<3xf32>) -> tensor<3x2xf32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x3x5xi32>, tensor<3x2xf32>
}

func.func @unordered_dimensions(%x: tensor<4x2xf16>) -> tensor<2x3x4xf16> {
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 2, 0>} : (tensor<4x2xf16>) -> tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}
