// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @result_type_mismatch() -> tensor<3xf32> {
  // expected-error@+1 {{'hlo.constant' produces tensor<2xf32>, but its result is declared as tensor<3xf32>}}
  %0 = "hlo.constant"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @missing_value() -> tensor<3xf32> {
  // expected-error@+1 {{missing attribute 'value'}}
  %0 = "hlo.constant"() : () -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @value_not_dense() -> tensor<f32> {
  // expected-error@+1 {{attribute 'value' must be dense elements, found float}}
  %0 = "hlo.constant"() {value = 1.0 : f32} : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @with_operand(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'hlo.constant' takes 0 operand(s), found 1}}
  %0 = "hlo.constant"(%x) {value = dense<1.0> : tensor<f32>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @two_results() -> tensor<f32> {
  // expected-error@+1 {{'hlo.constant' has 1 result(s), but 2 are given}}
  %0:2 = "hlo.constant"() {value = dense<1.0> : tensor<f32>} : () -> (tensor<f32>, tensor<f32>)
  return %0#0 : tensor<f32>
}

// -----

func.func @unknown_attribute() -> tensor<f32> {
  // expected-error@+1 {{unknown attribute 'splat' for 'hlo.constant'}}
  %0 = hlo.constant {splat} dense<1.0> : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @missing_type() -> tensor<f32> {
  // expected-error@+2 {{expected ':', found 'return'}}
  %0 = hlo.constant dense<1.0>
  return %0 : tensor<f32>
}

// -----

// Unsigned constants: as in MLIR, a negative literal is not an unsigned value.
func.func @negative_unsigned() -> tensor<2xui32> {
  // expected-error@+1 {{value -1 does not fit in ui32}}
  %0 = hlo.constant dense<[1, -1]> : tensor<2xui32>
  return %0 : tensor<2xui32>
}

// -----

func.func @too_large_unsigned() -> tensor<ui32> {
  // expected-error@+1 {{value 4294967296 does not fit in ui32}}
  %0 = hlo.constant dense<4294967296> : tensor<ui32>
  return %0 : tensor<ui32>
}
