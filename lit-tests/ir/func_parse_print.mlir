// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// func.func and return: visibility, several results, no results, argument and result
// attributes, and quoted symbol names.

// Arguments are renamed %arg0, %arg1...; a single plain result prints without parentheses.
// CHECK-LABEL: func.func @single_result(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg1 : tensor<4xf32>
// CHECK-NEXT: }
func.func @single_result(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  return %y : tensor<4xf32>
}

// CHECK-LABEL: func.func @several_results(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: return %arg1, %arg0, %arg0 : tensor<i32>, tensor<4xf32>, tensor<4xf32>
func.func @several_results(%x: tensor<4xf32>, %n: tensor<i32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>) {
  return %n, %x, %x : tensor<i32>, tensor<4xf32>, tensor<4xf32>
}

// No results: `-> ()` is printed; the arrow may be left out on input.
// CHECK-LABEL: func.func @no_results() -> () {
// CHECK-NEXT: {{^}}    return{{$}}
// CHECK-LABEL: func.func @no_arrow() -> () {
// CHECK-NEXT: {{^}}    return{{$}}
func.func @no_results() -> () {
  return
}
func.func @no_arrow() {
  return
}

// Visibility: `private` is kept, `public` is the default and not printed.
// CHECK-LABEL: func.func private @helper(%arg0: tensor<2xi64>) -> tensor<2xi64>
// CHECK-LABEL: func.func @explicit_public(%arg0: tensor<2xi64>) -> tensor<2xi64>
func.func private @helper(%x: tensor<2xi64>) -> tensor<2xi64> {
  return %x : tensor<2xi64>
}
func.func public @explicit_public(%x: tensor<2xi64>) -> tensor<2xi64> {
  return %x : tensor<2xi64>
}

// Argument and result attributes are kept in order.
// CHECK-LABEL: func.func @param_attrs(%arg0: tensor<4xf32> {jax.arg_info = "x", mhlo.layout_mode = "default"}) -> (tensor<4xf32> {jax.result_info = "out"}, tensor<4xf32>)
func.func @param_attrs(%x: tensor<4xf32> {jax.arg_info = "x", mhlo.layout_mode = "default"}) -> (tensor<4xf32> {jax.result_info = "out"}, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}

// A symbol that is not an identifier is quoted.
// CHECK-LABEL: func.func @"quoted name"() -> ()
func.func @"quoted name"() -> () {
  return
}

// Value names may be any suffix id; numbering restarts in every function.
// CHECK-LABEL: func.func @value_names
// CHECK-NEXT: %0 = hlo.negate %arg0 : tensor<f32>
// CHECK-NEXT: %1 = hlo.negate %0 : tensor<f32>
// CHECK-NEXT: %2 = hlo.negate %1 : tensor<f32>
// CHECK-NEXT: return %2 : tensor<f32>
func.func @value_names(%in.put: tensor<f32>) -> tensor<f32> {
  %my-value = hlo.negate %in.put : tensor<f32>
  %42 = hlo.negate %my-value : tensor<f32>
  %_x$1 = hlo.negate %42 : tensor<f32>
  return %_x$1 : tensor<f32>
}
