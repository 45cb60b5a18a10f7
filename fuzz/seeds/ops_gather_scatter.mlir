func.func @gs(%x: tensor<5x4xf32>, %i: tensor<3x1xi64>, %u: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<5x4xf32>, tensor<2x4x8xf32>) {
  %0 = hlo.gather %x, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 4>} : (tensor<5x4xf32>, tensor<3x1xi64>) -> tensor<3x4xf32>
  %1 = hlo.scatter %x, %i, %u {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<5x4xf32>, tensor<3x1xi64>, tensor<3x4xf32>) -> tensor<5x4xf32>
  %a = hlo.iota {iota_dimension = 0} : tensor<2x4x16xf32>
  %b = hlo.iota {iota_dimension = 2} : tensor<2x16x8xf32>
  %2 = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<2x4x16xf32>, tensor<2x16x8xf32>) -> tensor<2x4x8xf32>
  return %0, %1, %2 : tensor<3x4xf32>, tensor<5x4xf32>, tensor<2x4x8xf32>
}
