// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @float_indices(%t: tensor<16x8xf32>, %i: tensor<4x1xf32>, %u: tensor<4x8xf32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{scatter indices must be i32 or i64, found tensor<4x1xf32>}}
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @updates_element(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<4x8xf16>) -> tensor<16x8xf32> {
  // expected-error@+1 {{updates (tensor<4x8xf16>) must have the input's element type f32}}
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf16>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @index_vector_dim_range(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<4x8xf32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{index_vector_dim -1 is out of range for indices of rank 2}}
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = -1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @map_length(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<4x8xf32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{scatter_dims_to_operand_dims has 2 entries but the index vector has size 1}}
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0, 1>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @map_range(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<4x8xf32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{scatter_dims_to_operand_dims 5 is out of range for rank 2}}
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 5>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @inserted_twice(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<4xf32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{inserted_window_dims and input_batching_dims lists dimension 0 twice}}
  %0 = hlo.scatter %t, %i, %u {inserted_window_dims = array<i64: 0, 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @updates_rank(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<4x8x1xf32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{updates have rank 3 but update_window_dims (1) plus scatter dimensions (1) make 2}}
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8x1xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @window_dims_range(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<4x8xf32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{update_window_dims 2 is out of range for rank 2}}
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @window_dims_count(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<4x8xf32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{update_window_dims (1) plus inserted and batching dims (0) must equal the input rank 2}}
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 1>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @window_too_big(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<4x9xf32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{update window dimension 1 (size 9) exceeds input dimension 1 (size 8)}}
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x9xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @scatter_dim_size(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<5x8xf32>) -> tensor<16x8xf32> {
  // The updates' scatter dimensions must match the indices' batch dimensions.
  // expected-error@+1 {{update scatter dimension 0 (size 5) must equal indices dimension 0 (size 4)}}
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<5x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @wrong_result(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'hlo.scatter' produces tensor<16x8xf32>, but its result is declared as tensor<4x8xf32>}}
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @unknown_kind(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>, %u: tensor<4x8xf32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{attribute 'kind' is "sum"; expected one of replace, add, max, min, mul}}
  %0 = hlo.scatter %t, %i, %u {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "sum"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @two_operands(%t: tensor<16x8xf32>, %i: tensor<4x1xi32>) -> tensor<16x8xf32> {
  // expected-error@+1 {{'hlo.scatter' takes 3 operand(s), found 2}}
  %0 = hlo.scatter %t, %i {scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

// Batching dimensions (StableHLO's C11-C16).

func.func @batching_count(%x: tensor<2x16x8xf32>, %i: tensor<2x4x1xi32>, %u: tensor<2x4x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{input_batching_dims has 1 entries but scatter_indices_batching_dims has 0}}
  %0 = hlo.scatter %x, %i, %u {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 1>, input_batching_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 1>, index_vector_dim = 2, kind = "add"} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}

// -----

func.func @batching_is_index_vector_dim(%x: tensor<2x16x8xf32>, %i: tensor<2x4x1xi32>, %u: tensor<2x4x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{scatter_indices_batching_dims cannot contain index_vector_dim 2}}
  %0 = hlo.scatter %x, %i, %u {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 1>, input_batching_dims = array<i64: 0>, scatter_indices_batching_dims = array<i64: 2>, scatter_dims_to_operand_dims = array<i64: 1>, index_vector_dim = 2, kind = "add"} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}

// -----

func.func @batching_size(%x: tensor<3x16x8xf32>, %i: tensor<2x4x1xi32>, %u: tensor<2x4x8xf32>) -> tensor<3x16x8xf32> {
  // expected-error@+1 {{input batching dimension 0 (size 3) and scatter_indices batching dimension 0 (size 2) differ in size}}
  %0 = hlo.scatter %x, %i, %u {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 1>, input_batching_dims = array<i64: 0>, scatter_indices_batching_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 1>, index_vector_dim = 2, kind = "add"} : (tensor<3x16x8xf32>, tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<3x16x8xf32>
  return %0 : tensor<3x16x8xf32>
}

// -----

func.func @batching_in_map(%x: tensor<2x16x8xf32>, %i: tensor<2x4x1xi32>, %u: tensor<2x4x8xf32>) -> tensor<2x16x8xf32> {
  // expected-error@+1 {{scatter_dims_to_operand_dims and input_batching_dims lists dimension 0 twice}}
  %0 = hlo.scatter %x, %i, %u {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 1>, input_batching_dims = array<i64: 0>, scatter_indices_batching_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 2, kind = "add"} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
