// RUN: shardc-opt %s --split-input-file --verify-diagnostics

// Element types each unary op accepts, and result-type inference.

func.func @exp_of_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'hlo.exponential' does not accept element type i32}}
  %0 = hlo.exponential %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @log_of_bool(%x: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error@+1 {{'hlo.log' does not accept element type i1}}
  %0 = hlo.log %x : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @not_of_float(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.not' does not accept element type f32}}
  %0 = hlo.not %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @negate_of_bool(%x: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error@+1 {{'hlo.negate' does not accept element type i1}}
  %0 = hlo.negate %x : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @abs_of_bool(%x: tensor<i1>) -> tensor<i1> {
  // expected-error@+1 {{'hlo.abs' does not accept element type i1}}
  %0 = hlo.abs %x : tensor<i1>
  return %0 : tensor<i1>
}

// -----

func.func @sign_of_bool(%x: tensor<i1>) -> tensor<i1> {
  // expected-error@+1 {{'hlo.sign' does not accept element type i1}}
  %0 = hlo.sign %x : tensor<i1>
  return %0 : tensor<i1>
}

// -----

func.func @floor_of_int(%x: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error@+1 {{'hlo.floor' does not accept element type i64}}
  %0 = hlo.floor %x : tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @is_finite_of_int(%x: tensor<2xi32>) -> tensor<2xi1> {
  // expected-error@+1 {{'hlo.is_finite' does not accept element type i32}}
  %0 = hlo.is_finite %x : (tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @is_finite_result_type(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'hlo.is_finite' produces tensor<2xi1>, but its result is declared as tensor<2xf32>}}
  %0 = hlo.is_finite %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @result_shape(%x: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'hlo.tanh' produces tensor<4xf32>, but its result is declared as tensor<8xf32>}}
  %0 = hlo.tanh %x : (tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @result_element(%x: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error@+1 {{'hlo.sqrt' produces tensor<4xf32>, but its result is declared as tensor<4xf16>}}
  %0 = hlo.sqrt %x : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @two_operands(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.negate' takes 1 operand(s), found 2}}
  %0 = "hlo.negate"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @no_operand() -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.rsqrt' takes 1 operand(s), found 0}}
  %0 = "hlo.rsqrt"() : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @operand_type_mismatch(%x: tensor<4xf32>) -> tensor<8xf32> {
  // The pretty form's single type is every operand's type: a mismatch is a parse error.
  // expected-error@+1 {{operand 0 of 'hlo.logistic' has type tensor<4xf32> but the op's type says tensor<8xf32>}}
  %0 = hlo.logistic %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}
