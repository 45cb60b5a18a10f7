// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// Every elementwise binary op. Both operands and the result share one type, printed once.

// CHECK-LABEL: func.func @arithmetic
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @arithmetic(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: %[[ADD:.*]] = hlo.add %[[A]], %[[B]] : tensor<2x3xf32>
  %0 = hlo.add %a, %b : tensor<2x3xf32>
  // CHECK-NEXT: %[[SUB:.*]] = hlo.subtract %[[ADD]], %[[B]] : tensor<2x3xf32>
  %1 = hlo.subtract %0, %b : tensor<2x3xf32>
  // CHECK-NEXT: %[[MUL:.*]] = hlo.multiply %[[SUB]], %[[A]] : tensor<2x3xf32>
  %2 = hlo.multiply %1, %a : tensor<2x3xf32>
  // CHECK-NEXT: %[[DIV:.*]] = hlo.divide %[[MUL]], %[[B]] : tensor<2x3xf32>
  %3 = hlo.divide %2, %b : tensor<2x3xf32>
  // CHECK-NEXT: %[[MAX:.*]] = hlo.maximum %[[DIV]], %[[A]] : tensor<2x3xf32>
  %4 = hlo.maximum %3, %a : tensor<2x3xf32>
  // CHECK-NEXT: %[[MIN:.*]] = hlo.minimum %[[MAX]], %[[B]] : tensor<2x3xf32>
  %5 = hlo.minimum %4, %b : tensor<2x3xf32>
  // CHECK-NEXT: %[[POW:.*]] = hlo.power %[[MIN]], %[[A]] : tensor<2x3xf32>
  %6 = hlo.power %5, %a : tensor<2x3xf32>
  // CHECK-NEXT: return %[[POW]] : tensor<2x3xf32>
  return %6 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @integer_and_logic
func.func @integer_and_logic(%a: tensor<4xi32>, %b: tensor<4xi32>, %p: tensor<4xi1>, %q: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xi1>) {
  // CHECK-NEXT: %[[AND:.*]] = hlo.and %arg0, %arg1 : tensor<4xi32>
  %0 = hlo.and %a, %b : tensor<4xi32>
  // CHECK-NEXT: %[[OR:.*]] = hlo.or %[[AND]], %arg1 : tensor<4xi32>
  %1 = hlo.or %0, %b : tensor<4xi32>
  // CHECK-NEXT: %[[POW:.*]] = hlo.power %[[OR]], %arg0 : tensor<4xi32>
  %2 = hlo.power %1, %a : tensor<4xi32>
  // CHECK-NEXT: %[[DIV:.*]] = hlo.divide %[[POW]], %arg1 : tensor<4xi32>
  %3 = hlo.divide %2, %b : tensor<4xi32>
  // CHECK-NEXT: %[[BAND:.*]] = hlo.and %arg2, %arg3 : tensor<4xi1>
  %4 = hlo.and %p, %q : tensor<4xi1>
  // CHECK-NEXT: %[[BOR:.*]] = hlo.or %[[BAND]], %arg3 : tensor<4xi1>
  %5 = hlo.or %4, %q : tensor<4xi1>
  // add, multiply, maximum and minimum accept booleans too.
  // CHECK-NEXT: %[[BADD:.*]] = hlo.add %[[BOR]], %arg2 : tensor<4xi1>
  %6 = hlo.add %5, %p : tensor<4xi1>
  // CHECK-NEXT: %[[BMUL:.*]] = hlo.multiply %[[BADD]], %arg2 : tensor<4xi1>
  %7 = hlo.multiply %6, %p : tensor<4xi1>
  // CHECK-NEXT: %[[BMAX:.*]] = hlo.maximum %[[BMUL]], %arg3 : tensor<4xi1>
  %8 = hlo.maximum %7, %q : tensor<4xi1>
  // CHECK-NEXT: %[[BMIN:.*]] = hlo.minimum %[[BMAX]], %arg3 : tensor<4xi1>
  %9 = hlo.minimum %8, %q : tensor<4xi1>
  // CHECK-NEXT: return %[[DIV]], %[[BMIN]] : tensor<4xi32>, tensor<4xi1>
  return %3, %9 : tensor<4xi32>, tensor<4xi1>
}

// The same operand may appear twice; scalars use the rank-0 type.
// CHECK-LABEL: func.func @same_operand_twice
// CHECK-NEXT: %[[R:.*]] = hlo.multiply %arg0, %arg0 : tensor<f64>
// CHECK-NEXT: return %[[R]] : tensor<f64>
func.func @same_operand_twice(%x: tensor<f64>) -> tensor<f64> {
  %0 = hlo.multiply %x, %x : tensor<f64>
  return %0 : tensor<f64>
}

// The functional type form is accepted on input and printed in the short form.
// CHECK-LABEL: func.func @functional_input
// CHECK-NEXT: hlo.subtract %arg0, %arg1 : tensor<3xi64>{{$}}
func.func @functional_input(%a: tensor<3xi64>, %b: tensor<3xi64>) -> tensor<3xi64> {
  %0 = hlo.subtract %a, %b : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  return %0 : tensor<3xi64>
}
