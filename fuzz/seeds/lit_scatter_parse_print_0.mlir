func.func @embedding_gradient(%table: tensor<16x8xf32>, %ids: tensor<4x1xi32>, %upd: tensor<4x8xf32>) -> tensor<16x8xf32> {
  %0 = hlo.scatter %table, %ids, %upd {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

func.func @kinds(%x: tensor<8xi32>, %ids: tensor<3x1xi64>, %upd: tensor<3xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) {
  %0 = hlo.scatter %x, %ids, %upd {inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "replace"} : (tensor<8xi32>, tensor<3x1xi64>, tensor<3xi32>) -> tensor<8xi32>
  %1 = hlo.scatter %x, %ids, %upd {inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "max"} : (tensor<8xi32>, tensor<3x1xi64>, tensor<3xi32>) -> tensor<8xi32>
  %2 = hlo.scatter %x, %ids, %upd {inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "min"} : (tensor<8xi32>, tensor<3x1xi64>, tensor<3xi32>) -> tensor<8xi32>
  %3 = hlo.scatter %x, %ids, %upd {inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "mul"} : (tensor<8xi32>, tensor<3x1xi64>, tensor<3xi32>) -> tensor<8xi32>
  return %0, %1, %2, %3 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>
}

func.func @batching(%x: tensor<2x16x8xf32>, %i: tensor<2x4x1xi32>, %u: tensor<2x4x8xf32>) -> tensor<2x16x8xf32> {
  %0 = hlo.scatter %x, %i, %u {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 1>, input_batching_dims = array<i64: 0>, scatter_indices_batching_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 1>, index_vector_dim = 2, kind = "add"} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
