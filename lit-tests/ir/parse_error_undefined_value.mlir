// RUN: not shardc-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: {{.*}}parse_error_undefined_value.mlir:[[@LINE+3]]:20: error: use of undefined value '%y'
// CHECK-NEXT: {{^}}  %0 = hlo.add %x, %y : tensor<4xf32>{{$}}
func.func @undefined(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.add %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A value used before its definition is undefined at the use (ops are in program order).
// CHECK: {{.*}}parse_error_undefined_value.mlir:[[@LINE+2]]:20: error: use of undefined value '%1'
func.func @used_before_defined(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.add %x, %1 : tensor<4xf32>
  %1 = hlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Values do not cross functions.
// CHECK: {{.*}}parse_error_undefined_value.mlir:[[@LINE+6]]:10: error: use of undefined value '%0'
func.func @first(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @second(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %0 : tensor<4xf32>
}

// -----

// A result index beyond an op's results.
// CHECK: {{.*}}parse_error_undefined_value.mlir:[[@LINE+6]]:10: error: use of undefined value '%0#2'
func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
func.func @index(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = call @pair(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#2 : tensor<4xf32>
}
