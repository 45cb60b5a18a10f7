// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @dimension_out_of_range() -> tensor<4xi32> {
  // expected-error@+1 {{iota_dimension 1 is out of range for rank 1}}
  %0 = hlo.iota {iota_dimension = 1} : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @negative_dimension() -> tensor<4xi32> {
  // expected-error@+1 {{iota_dimension -1 is out of range for rank 1}}
  %0 = hlo.iota {iota_dimension = -1} : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @scalar() -> tensor<i32> {
  // expected-error@+1 {{iota_dimension 0 is out of range for rank 0}}
  %0 = hlo.iota {iota_dimension = 0} : tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @boolean() -> tensor<4xi1> {
  // expected-error@+1 {{iota cannot produce i1}}
  %0 = hlo.iota {iota_dimension = 0} : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @missing_dimension() -> tensor<4xi32> {
  // expected-error@+1 {{missing attribute 'iota_dimension'}}
  %0 = hlo.iota : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @dimension_not_integer() -> tensor<4xi32> {
  // expected-error@+1 {{attribute 'iota_dimension' must be an integer, found string}}
  %0 = hlo.iota {iota_dimension = "0"} : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @with_operand(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'hlo.iota' takes 0 operand(s), found 1}}
  %0 = hlo.iota %x {iota_dimension = 0} : tensor<4xi32>
  return %0 : tensor<4xi32>
}
