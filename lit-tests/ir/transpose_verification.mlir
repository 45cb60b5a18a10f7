// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @wrong_length(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{permutation has 3 entries but the operand has rank 2}}
  %0 = hlo.transpose %x {permutation = array<i64: 1, 0, 2>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @out_of_range(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{permutation 2 is out of range for rank 2}}
  %0 = hlo.transpose %x {permutation = array<i64: 2, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @not_a_permutation(%x: tensor<2x3xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{permutation lists dimension 0 twice}}
  %0 = hlo.transpose %x {permutation = array<i64: 0, 0>} : (tensor<2x3xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @wrong_result(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'hlo.transpose' produces tensor<3x2xf32>, but its result is declared as tensor<2x3xf32>}}
  %0 = hlo.transpose %x {permutation = array<i64: 1, 0>} : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @missing_permutation(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{missing attribute 'permutation'}}
  %0 = hlo.transpose %x : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @duplicate_attribute(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{attribute 'permutation' is given twice}}
  %0 = hlo.transpose %x {permutation = array<i64: 0, 1>, permutation = array<i64: 0, 1>} : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
