func.func @batching_in_start_index_map(%x: tensor<2x16x8xf32>, %i: tensor<2x4x1xi32>) -> tensor<2x4x8xf32> {
  %0 = hlo.gather %x, %i {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 1>, operand_batching_dims = array<i64: 0>, start_indices_batching_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 2, slice_sizes = array<i64: 1, 1, 8>} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}
