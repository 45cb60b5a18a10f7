func.func @embedding_lookup(%table: tensor<16x8xf32>, %ids: tensor<4x1xi32>) -> tensor<4x8xf32> {
  %0 = hlo.gather %table, %ids {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @implicit_index_vector(%table: tensor<16x8xf32>, %ids: tensor<2x3xi64>) -> tensor<2x3x8xf32> {
  %0 = hlo.gather %table, %ids {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 2, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<2x3xi64>) -> tensor<2x3x8xf32>
  return %0 : tensor<2x3x8xf32>
}

func.func @windows(%x: tensor<6x6xf32>, %idx: tensor<5x2xi32>) -> tensor<2x3x5xf32> {
  %0 = hlo.gather %x, %idx {offset_dims = array<i64: 0, 1>, start_index_map = array<i64: 0, 1>, index_vector_dim = 1, slice_sizes = array<i64: 2, 3>} : (tensor<6x6xf32>, tensor<5x2xi32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

func.func @batching(%x: tensor<2x16x8xf32>, %idx: tensor<2x4x1xi32>) -> tensor<2x4x8xf32> {
  %0 = hlo.gather %x, %idx {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 1>, operand_batching_dims = array<i64: 0>, start_indices_batching_dims = array<i64: 0>, start_index_map = array<i64: 1>, index_vector_dim = 2, slice_sizes = array<i64: 1, 1, 8>} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}
