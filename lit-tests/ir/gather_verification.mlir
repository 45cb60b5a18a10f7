// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @float_indices(%t: tensor<16x8xf32>, %i: tensor<4x1xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{gather indices must be i32 or i64, found tensor<4x1xf32>}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x1xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @bool_indices(%t: tensor<16x8xf32>, %i: tensor<4x1xi1>) -> tensor<4x8xf32> {
  // expected-error@+1 {{gather indices must be i32 or i64, found tensor<4x1xi1>}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x1xi1>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @slice_sizes_length(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{slice_sizes has 1 entries but the operand has rank 2}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 8>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @slice_size_too_big(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<4x9xf32> {
  // expected-error@+1 {{slice size 9 of dimension 1 must be in [0, 8]}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 9>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x9xf32>
  return %0 : tensor<4x9xf32>
}

// -----

func.func @index_vector_dim_range(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{index_vector_dim 3 is out of range for indices of rank 2}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 3, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @start_index_map_length(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{start_index_map has 2 entries but the index vector has size 1}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0, 1>, index_vector_dim = 1, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @start_index_map_range(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{start_index_map 2 is out of range for rank 2}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 2>, index_vector_dim = 1, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @start_index_map_twice(%t: tensor<16x8xf32>, %i: tensor<4x2xi32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{start_index_map lists dimension 0 twice}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0, 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x2xi32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @collapsed_twice(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{collapsed_slice_dims and operand_batching_dims lists dimension 0 twice}}
  %0 = hlo.gather %t, %i {collapsed_slice_dims = array<i64: 0, 0>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 1>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @collapsed_wide_window(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<4x2xf32> {
  // expected-error@+1 {{collapsed dimension 1 must have slice size 0 or 1}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 1>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 2, 8>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @offset_dims_count(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{offset_dims has 2 entries but 1 slice dimensions remain after collapsing}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1, 2>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @offset_dims_range(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{offset_dims 2 is out of range for rank 2}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @offset_dims_unsorted(%x: tensor<6x6xf32>, %i: tensor<5x2xi32>) -> tensor<3x2x5xf32> {
  // expected-error@+1 {{offset_dims must be sorted}}
  %0 = hlo.gather %x, %i {offset_dims = array<i64: 1, 0>, start_index_map = array<i64: 0, 1>, index_vector_dim = 1, slice_sizes = array<i64: 2, 3>} : (tensor<6x6xf32>, tensor<5x2xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

func.func @wrong_result(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<8x4xf32> {
  // expected-error@+1 {{'hlo.gather' produces tensor<4x8xf32>, but its result is declared as tensor<8x4xf32>}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @missing_slice_sizes(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{missing attribute 'slice_sizes'}}
  %0 = hlo.gather %t, %i {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// Batching dimensions (StableHLO's C13-C18): both lists pair up, sizes agree, no overlap.

func.func @batching_count(%x: tensor<2x16x8xf32>, %i: tensor<2x4x1xi32>) -> tensor<2x4x8xf32> {
  // expected-error@+1 {{operand_batching_dims has 1 entries but start_indices_batching_dims has 0}}
  %0 = hlo.gather %x, %i {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 1>, operand_batching_dims = array<i64: 0>, start_index_map = array<i64: 1>, index_vector_dim = 2, slice_sizes = array<i64: 1, 1, 8>} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @batching_indices_range(%x: tensor<2x16x8xf32>, %i: tensor<2x4x1xi32>) -> tensor<2x4x8xf32> {
  // expected-error@+1 {{start_indices_batching_dims 3 is out of range for rank 3}}
  %0 = hlo.gather %x, %i {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 1>, operand_batching_dims = array<i64: 0>, start_indices_batching_dims = array<i64: 3>, start_index_map = array<i64: 1>, index_vector_dim = 2, slice_sizes = array<i64: 1, 1, 8>} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @batching_is_index_vector_dim(%x: tensor<2x16x8xf32>, %i: tensor<2x4x1xi32>) -> tensor<2x4x8xf32> {
  // expected-error@+1 {{start_indices_batching_dims cannot contain index_vector_dim 2}}
  %0 = hlo.gather %x, %i {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 1>, operand_batching_dims = array<i64: 0>, start_indices_batching_dims = array<i64: 2>, start_index_map = array<i64: 1>, index_vector_dim = 2, slice_sizes = array<i64: 1, 1, 8>} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @batching_size(%x: tensor<3x16x8xf32>, %i: tensor<2x4x1xi32>) -> tensor<2x4x8xf32> {
  // expected-error@+1 {{operand batching dimension 0 (size 3) and start_indices batching dimension 0 (size 2) differ in size}}
  %0 = hlo.gather %x, %i {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 1>, operand_batching_dims = array<i64: 0>, start_indices_batching_dims = array<i64: 0>, start_index_map = array<i64: 1>, index_vector_dim = 2, slice_sizes = array<i64: 1, 1, 8>} : (tensor<3x16x8xf32>, tensor<2x4x1xi32>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @batching_slice_size(%x: tensor<2x16x8xf32>, %i: tensor<2x4x1xi32>) -> tensor<2x4x8xf32> {
  // expected-error@+1 {{batching dimension 0 must have slice size 0 or 1}}
  %0 = hlo.gather %x, %i {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 1>, operand_batching_dims = array<i64: 0>, start_indices_batching_dims = array<i64: 0>, start_index_map = array<i64: 1>, index_vector_dim = 2, slice_sizes = array<i64: 2, 1, 8>} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @batching_in_start_index_map(%x: tensor<2x16x8xf32>, %i: tensor<2x4x1xi32>) -> tensor<2x4x8xf32> {
  // expected-error@+1 {{start_index_map and operand_batching_dims lists dimension 0 twice}}
  %0 = hlo.gather %x, %i {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 1>, operand_batching_dims = array<i64: 0>, start_indices_batching_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 2, slice_sizes = array<i64: 1, 1, 8>} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}
