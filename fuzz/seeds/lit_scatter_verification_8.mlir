func.func @window_dims_count(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<4x8xf32>) -> tensor<16x8xf32> {
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 1>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
