func.func @wrong_result(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<8x4xf32> {
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
