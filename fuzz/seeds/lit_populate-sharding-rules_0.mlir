func.func @rules(%x: tensor<8x16xf32>, %y: tensor<16x4xf32>, %b: tensor<4x8x16xf32>, %c: tensor<4x16x2xf32>, %i: tensor<3xi32>, %t: tensor<10x16xf32>, %s: tensor<f32>) -> tensor<8x16xf32> {
  %0 = hlo.add %x, %x : tensor<8x16xf32>
  %1 = hlo.dot_general %x, %y {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  %2 = hlo.dot_general %b, %c {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x8x16xf32>, tensor<4x16x2xf32>) -> tensor<4x8x2xf32>
  %3 = hlo.reshape %x : (tensor<8x16xf32>) -> tensor<2x4x16xf32>
  %4 = hlo.transpose %x {permutation = array<i64: 1, 0>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %5 = hlo.broadcast_in_dim %s {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x16xf32>
  %6 = hlo.reduce %x, %s {dimensions = array<i64: 0>, kind = "max"} : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
  %7 = hlo.concatenate %x, %x {dimension = 0 : i64} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %8 = hlo.pad %x, %s {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<10x16xf32>
  %9 = hlo.softmax %x {dimension = 1 : i64} : tensor<8x16xf32>
  %10 = hlo.iota {iota_dimension = 0 : i64} : tensor<8x16xf32>
  %ids = hlo.reshape %i : (tensor<3xi32>) -> tensor<3x1xi32>
  %11 = hlo.gather %t, %ids {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 16>} : (tensor<10x16xf32>, tensor<3x1xi32>) -> tensor<3x16xf32>
  return %0 : tensor<8x16xf32>
}
