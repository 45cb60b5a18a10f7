// RUN: shardc-opt %s --split-input-file --verify-diagnostics

// Malformed dense elements are parse errors pointing at the literal.

func.func @too_many_values() -> tensor<2xf32> {
  // expected-error@+1 {{expected 2 elements in a nested list, found 3}}
  %0 = hlo.constant dense<[1.0, 2.0, 3.0]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @too_few_rows() -> tensor<2x2xf32> {
  // expected-error@+1 {{expected 2 elements in a nested list, found 1}}
  %0 = hlo.constant dense<[[1.0, 2.0]]> : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @too_deep() -> tensor<2xf32> {
  // expected-error@+1 {{too many levels of nesting for the tensor's rank}}
  %0 = hlo.constant dense<[1.0, [2.0]]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @too_shallow() -> tensor<2x2xf32> {
  // expected-error@+1 {{too few levels of nesting for the tensor's rank}}
  %0 = hlo.constant dense<[1.0, 2.0]> : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @float_in_integer_tensor() -> tensor<2xi32> {
  // expected-error@+1 {{float value in an integer tensor}}
  %0 = hlo.constant dense<1.5> : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @out_of_range_i32() -> tensor<2xi32> {
  // expected-error@+1 {{value 4294967296 does not fit in i32}}
  %0 = hlo.constant dense<4294967296> : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @out_of_range_i1() -> tensor<i1> {
  // expected-error@+1 {{value 2 does not fit in i1}}
  %0 = hlo.constant dense<2> : tensor<i1>
  return %0 : tensor<i1>
}

// -----

func.func @out_of_range_hex() -> tensor<i64> {
  // expected-error@+1 {{value 0x1FFFFFFFFFFFFFFFF does not fit in i64}}
  %0 = hlo.constant dense<0x1FFFFFFFFFFFFFFFF> : tensor<i64>
  return %0 : tensor<i64>
}

// -----

func.func @hex_wrong_size() -> tensor<2xf32> {
  // expected-error@+1 {{hex data has 2 bytes but tensor<2xf32> needs 8}}
  %0 = hlo.constant dense<"0x0102"> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @hex_odd_digits() -> tensor<2xf32> {
  // expected-error@+1 {{hex data has an odd number of digits}}
  %0 = hlo.constant dense<"0x010"> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @hex_bad_digits() -> tensor<i1> {
  // expected-error@+1 {{malformed hex data}}
  %0 = hlo.constant dense<"0xZZ"> : tensor<i1>
  return %0 : tensor<i1>
}

// -----

func.func @string_not_hex() -> tensor<i1> {
  // expected-error@+1 {{a string in dense<...> must be hex data "0x..."}}
  %0 = hlo.constant dense<"abc"> : tensor<i1>
  return %0 : tensor<i1>
}

// -----

func.func @empty_literal() -> tensor<f32> {
  // expected-error@+1 {{expected an element value, '[' or a hex string, found '>'}}
  %0 = hlo.constant dense<> : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @missing_comma() -> tensor<2xf32> {
  // expected-error@+1 {{expected ',', found float 2.0}}
  %0 = hlo.constant dense<[1.0 2.0]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @scalar_type() -> tensor<f32> {
  // expected-error@+1 {{expected a tensor type; scalars are written 'tensor<f32>'}}
  %0 = hlo.constant dense<1.0> : f32
  return %0 : tensor<f32>
}
