// RUN: shardc-opt %s --split-input-file --verify-diagnostics

// Floats of different widths may be mixed (bf16 x f32 -> f32); a float with an integer may not.
func.func @element_mismatch(%a: tensor<8x16xf32>, %b: tensor<16x32xi32>) -> tensor<8x32xf32> {
  // expected-error@+1 {{dot_general operands must both be floats or both integers, found tensor<8x16xf32> and tensor<16x32xi32>}}
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xi32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----

func.func @integer_mismatch(%a: tensor<8x16xi64>, %b: tensor<16x32xi32>) -> tensor<8x32xi64> {
  // expected-error@+1 {{dot_general operands must have the same element type, found tensor<8x16xi64> and tensor<16x32xi32>}}
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xi64>, tensor<16x32xi32>) -> tensor<8x32xi64>
  return %0 : tensor<8x32xi64>
}

// -----

func.func @batch_count(%a: tensor<4x8x16xf32>, %b: tensor<4x16x32xf32>) -> tensor<4x8x32xf32> {
  // expected-error@+1 {{lhs and rhs must have the same number of batching dimensions}}
  %0 = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x8x16xf32>, tensor<4x16x32xf32>) -> tensor<4x8x32xf32>
  return %0 : tensor<4x8x32xf32>
}

// -----

func.func @contracting_count(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>) -> tensor<8x32xf32> {
  // expected-error@+1 {{lhs and rhs must have the same number of contracting dimensions}}
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----

func.func @lhs_out_of_range(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>) -> tensor<8x32xf32> {
  // expected-error@+1 {{lhs batching and contracting dimensions 2 is out of range for rank 2}}
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----

func.func @rhs_out_of_range(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>) -> tensor<8x32xf32> {
  // expected-error@+1 {{rhs batching and contracting dimensions -1 is out of range for rank 2}}
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: -1>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----

func.func @dimension_both_batch_and_contracting(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{lhs batching and contracting dimensions lists dimension 0 twice}}
  %0 = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @rhs_twice(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<f32> {
  // expected-error@+1 {{rhs batching and contracting dimensions lists dimension 1 twice}}
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 0, 1>, rhs_contracting_dimensions = array<i64: 1, 1>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @contracting_size(%a: tensor<8x16xf32>, %b: tensor<15x32xf32>) -> tensor<8x32xf32> {
  // expected-error@+1 {{lhs dimension 1 (size 16) and rhs dimension 0 (size 15) are paired but differ in size}}
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<15x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----

func.func @batch_size(%a: tensor<4x8x16xf32>, %b: tensor<2x16x32xf32>) -> tensor<4x8x32xf32> {
  // expected-error@+1 {{lhs dimension 0 (size 4) and rhs dimension 0 (size 2) are paired but differ in size}}
  %0 = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x8x16xf32>, tensor<2x16x32xf32>) -> tensor<4x8x32xf32>
  return %0 : tensor<4x8x32xf32>
}

// -----

func.func @wrong_result(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>) -> tensor<32x8xf32> {
  // expected-error@+1 {{'hlo.dot_general' produces tensor<8x32xf32>, but its result is declared as tensor<32x8xf32>}}
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<32x8xf32>
  return %0 : tensor<32x8xf32>
}

// -----

func.func @misspelled_attribute(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>) -> tensor<8x32xf32> {
  // expected-error@+1 {{unknown attribute 'lhs_contracting_dims' for 'hlo.dot_general'}}
  %0 = hlo.dot_general %a, %b {lhs_contracting_dims = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}
