func.func @batching_count(%x: tensor<2x16x8xf32>, %i: tensor<2x4x1xi32>, %u: tensor<2x4x8xf32>) -> tensor<2x16x8xf32> {
  %0 = hlo.scatter %x, %i, %u {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 1>, input_batching_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 1>, index_vector_dim = 2, kind = "add"} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
