// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @init_not_scalar(%x: tensor<2x3xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{init value must be a scalar of element type f32, found tensor<2xf32>}}
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @init_element(%x: tensor<2x3xf32>, %init: tensor<i32>) -> tensor<2xf32> {
  // expected-error@+1 {{init value must be a scalar of element type f32, found tensor<i32>}}
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x3xf32>, tensor<i32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @dimension_out_of_range(%x: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<2xf32> {
  // expected-error@+1 {{dimensions 2 is out of range for rank 2}}
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 2>, kind = "add"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @dimension_twice(%x: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<2xf32> {
  // expected-error@+1 {{dimensions lists dimension 1 twice}}
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 1, 1>, kind = "add"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @unknown_kind(%x: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<2xf32> {
  // expected-error@+1 {{attribute 'kind' is "sum"; expected one of add, max, min, mul}}
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 1>, kind = "sum"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @missing_kind(%x: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<2xf32> {
  // expected-error@+1 {{missing attribute 'kind'}}
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @wrong_result(%x: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<3xf32> {
  // expected-error@+1 {{'hlo.reduce' produces tensor<2xf32>, but its result is declared as tensor<3xf32>}}
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @missing_init(%x: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'hlo.reduce' takes 2 operand(s), found 1}}
  %0 = hlo.reduce %x {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @with_region(%x: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<2xf32> {
  // StableHLO's region form is not part of shardc's IR: the combiner is the 'kind' attribute.
  // expected-error@+1 {{'hlo.reduce' cannot have regions in shardc's IR}}
  %0 = "hlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    "hlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
