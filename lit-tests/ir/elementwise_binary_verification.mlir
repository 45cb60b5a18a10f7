// RUN: shardc-opt %s --split-input-file --verify-diagnostics

// Binary ops need operands of one type, an element type they accept, and a matching result.

func.func @shape_mismatch(%a: tensor<4xf32>, %b: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{operands must have the same type, found tensor<4xf32> and tensor<8xf32>}}
  %0 = hlo.add %a, %b : (tensor<4xf32>, tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @element_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error@+1 {{operands must have the same type, found tensor<4xf32> and tensor<4xf16>}}
  %0 = hlo.multiply %a, %b : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @rank_mismatch(%a: tensor<4xf32>, %b: tensor<f32>) -> tensor<4xf32> {
  // Binary ops do not broadcast: use hlo.broadcast_in_dim first.
  // expected-error@+1 {{operands must have the same type, found tensor<4xf32> and tensor<f32>}}
  %0 = hlo.maximum %a, %b : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @and_of_float(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.and' does not accept element type f32}}
  %0 = hlo.and %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @or_of_float(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error@+1 {{'hlo.or' does not accept element type bf16}}
  %0 = hlo.or %a, %a : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @subtract_of_bool(%a: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error@+1 {{'hlo.subtract' does not accept element type i1}}
  %0 = hlo.subtract %a, %a : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @divide_of_bool(%a: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error@+1 {{'hlo.divide' does not accept element type i1}}
  %0 = hlo.divide %a, %a : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @power_of_bool(%a: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error@+1 {{'hlo.power' does not accept element type i1}}
  %0 = hlo.power %a, %a : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @result_mismatch(%a: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error@+1 {{'hlo.add' produces tensor<4xf32>, but its result is declared as tensor<4xf64>}}
  %0 = hlo.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @one_operand(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.subtract' takes 2 operand(s), found 1}}
  %0 = hlo.subtract %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @three_operands(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.add' takes 2 operand(s), found 3}}
  %0 = "hlo.add"(%a, %a, %a) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Every error in a function is reported, not only the first.
func.func @several_errors(%a: tensor<4xf32>, %b: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.and' does not accept element type f32}}
  %0 = hlo.and %a, %a : tensor<4xf32>
  // expected-error@+1 {{operands must have the same type}}
  %1 = hlo.add %0, %b : (tensor<4xf32>, tensor<2xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
