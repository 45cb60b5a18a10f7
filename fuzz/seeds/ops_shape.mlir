func.func @shape_ops(%x: tensor<2x3xf32>, %i: tensor<2x1xi64>, %p: tensor<f32>) -> (tensor<3x2xf32>, tensor<6xf32>, tensor<1x2xf32>, tensor<4x3xf32>, tensor<4x4xf32>, tensor<2xf32>, tensor<2x3x4xf32>) {
  %0 = hlo.transpose %x {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
  %2 = hlo.slice %x {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 3>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<1x2xf32>
  %3 = hlo.concatenate %x, %x {dimension = 0} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %4 = hlo.pad %x, %p {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 1, 1>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x4xf32>
  %5 = hlo.reduce %x, %p {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %6 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<3x2xf32>, tensor<6xf32>, tensor<1x2xf32>, tensor<4x3xf32>, tensor<4x4xf32>, tensor<2xf32>, tensor<2x3x4xf32>
}
