// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @dimension_out_of_range(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{dimension 2 is out of range for rank 2}}
  %0 = hlo.concatenate %a, %a {dimension = 2} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @element_mismatch(%a: tensor<2x3xf32>, %b: tensor<2x3xf16>) -> tensor<4x3xf32> {
  // expected-error@+1 {{operand 1 (tensor<2x3xf16>) does not match operand 0 (tensor<2x3xf32>) in element type and rank}}
  %0 = hlo.concatenate %a, %b {dimension = 0} : (tensor<2x3xf32>, tensor<2x3xf16>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @rank_mismatch(%a: tensor<2x3xf32>, %b: tensor<6xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{operand 1 (tensor<6xf32>) does not match operand 0 (tensor<2x3xf32>) in element type and rank}}
  %0 = hlo.concatenate %a, %b {dimension = 0} : (tensor<2x3xf32>, tensor<6xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @other_dimension_differs(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{operand 1 (tensor<2x4xf32>) differs from operand 0 (tensor<2x3xf32>) in dimension 1, which is not the concatenation dimension}}
  %0 = hlo.concatenate %a, %b {dimension = 0} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @wrong_result(%a: tensor<2x3xf32>) -> tensor<5x3xf32> {
  // expected-error@+1 {{'hlo.concatenate' produces tensor<4x3xf32>, but its result is declared as tensor<5x3xf32>}}
  %0 = hlo.concatenate %a, %a {dimension = 0} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

func.func @no_operands() -> tensor<0xf32> {
  // expected-error@+1 {{'hlo.concatenate' takes at least 1 operand(s), found 0}}
  %0 = "hlo.concatenate"() {dimension = 0 : i64} : () -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @scalar(%a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{dimension 0 is out of range for rank 0}}
  %0 = hlo.concatenate %a, %a {dimension = 0} : tensor<f32>
  return %0 : tensor<f32>
}
