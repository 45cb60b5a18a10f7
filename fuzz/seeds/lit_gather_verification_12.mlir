func.func @offset_dims_unsorted(%x: tensor<6x6xf32>, %i: tensor<5x2xi32>) -> tensor<3x2x5xf32> {
  %0 = hlo.gather %x, %i {offset_dims = array<i64: 1, 0>, start_index_map = array<i64: 0, 1>, index_vector_dim = 1, slice_sizes = array<i64: 2, 3>} : (tensor<6x6xf32>, tensor<5x2xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}
