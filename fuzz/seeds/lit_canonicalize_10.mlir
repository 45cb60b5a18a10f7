func.func @identity_shape_ops(%m: tensor<2x3xf32>, %s: tensor<f32>, %x: tensor<4xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xf32>) {
  %0 = hlo.transpose %m {permutation = array<i64: 0, 1>} : tensor<2x3xf32>
  %1 = hlo.reshape %m : tensor<2x3xf32>
  %2 = hlo.convert %x : tensor<4xf32>
  %3 = hlo.broadcast_in_dim %m {broadcast_dimensions = array<i64: 0, 1>} : tensor<2x3xf32>
  %4 = hlo.slice %m {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : tensor<2x3xf32>
  %5 = hlo.pad %m, %s {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %6 = hlo.concatenate %x {dimension = 0} : tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xf32>
}
