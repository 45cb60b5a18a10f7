// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @unknown_direction(%a: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error@+1 {{attribute 'comparison_direction' is "LTE"; expected one of EQ, NE, LT, LE, GT, GE}}
  %0 = hlo.compare %a, %a {comparison_direction = "LTE"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @direction_not_a_string(%a: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error@+1 {{attribute 'comparison_direction' must be a string (one of EQ, NE, LT, LE, GT, GE), found integer}}
  %0 = hlo.compare %a, %a {comparison_direction = 1} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @missing_direction(%a: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error@+1 {{missing attribute 'comparison_direction'}}
  %0 = hlo.compare %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @compare_mismatch(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  // expected-error@+1 {{operands must have the same type, found tensor<4xf32> and tensor<4xi32>}}
  %0 = hlo.compare %a, %b {comparison_direction = "EQ"} : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @compare_result_not_bool(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.compare' produces tensor<4xi1>, but its result is declared as tensor<4xf32>}}
  %0 = hlo.compare %a, %a {comparison_direction = "GT"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_predicate_not_bool(%p: tensor<4xi32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{select predicate must have element type i1, found tensor<4xi32>}}
  %0 = hlo.select %p, %x, %x : (tensor<4xi32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_branch_mismatch(%p: tensor<4xi1>, %x: tensor<4xf32>, %y: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error@+1 {{select branches must have the same type, found tensor<4xf32> and tensor<4xf16>}}
  %0 = hlo.select %p, %x, %y : (tensor<4xi1>, tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_predicate_shape(%p: tensor<2xi1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{select predicate must be a scalar or have the branches' shape [4], found tensor<2xi1>}}
  %0 = hlo.select %p, %x, %x : (tensor<2xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_result(%p: tensor<i1>, %x: tensor<4xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{'hlo.select' produces tensor<4xf32>, but its result is declared as tensor<2x2xf32>}}
  %0 = hlo.select %p, %x, %x : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @select_two_operands(%p: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.select' takes 3 operand(s), found 2}}
  %0 = "hlo.select"(%p, %x) : (tensor<i1>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
