// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// hlo.compare with every direction, and hlo.select with a full and a scalar predicate.

// CHECK-LABEL: func.func @directions
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
func.func @directions(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  // CHECK-NEXT: %[[EQ:.*]] = hlo.compare %[[A]], %[[B]] {comparison_direction = "EQ"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %0 = hlo.compare %a, %b {comparison_direction = "EQ"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-NEXT: {comparison_direction = "NE"}
  %1 = hlo.compare %a, %b {comparison_direction = "NE"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-NEXT: {comparison_direction = "LT"}
  %2 = hlo.compare %a, %b {comparison_direction = "LT"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-NEXT: {comparison_direction = "LE"}
  %3 = hlo.compare %a, %b {comparison_direction = "LE"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-NEXT: {comparison_direction = "GT"}
  %4 = hlo.compare %a, %b {comparison_direction = "GT"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-NEXT: %[[GE:.*]] = hlo.compare %[[A]], %[[B]] {comparison_direction = "GE"}
  %5 = hlo.compare %a, %b {comparison_direction = "GE"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-NEXT: return %[[EQ]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[GE]] :
  return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// CHECK-LABEL: func.func @compare_integers
// CHECK-NEXT: hlo.compare %arg0, %arg1 {comparison_direction = "LT"} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
// Comparing booleans gives operands and result one type: the short form is printed.
// CHECK-NEXT: hlo.compare %arg2, %arg2 {comparison_direction = "EQ"} : tensor<i1>{{$}}
func.func @compare_integers(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>, %p: tensor<i1>) -> (tensor<2x2xi1>, tensor<i1>) {
  %0 = hlo.compare %a, %b {comparison_direction = "LT"} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %1 = hlo.compare %p, %p {comparison_direction = "EQ"} : (tensor<i1>, tensor<i1>) -> tensor<i1>
  return %0, %1 : tensor<2x2xi1>, tensor<i1>
}

// CHECK-LABEL: func.func @select
// CHECK-SAME: (%[[P:.*]]: tensor<4xi1>, %[[S:.*]]: tensor<i1>, %[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>)
func.func @select(%p: tensor<4xi1>, %s: tensor<i1>, %x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK-NEXT: %[[R0:.*]] = hlo.select %[[P]], %[[X]], %[[Y]] : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %0 = hlo.select %p, %x, %y : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // A scalar predicate chooses between whole tensors.
  // CHECK-NEXT: %[[R1:.*]] = hlo.select %[[S]], %[[R0]], %[[Y]] : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = hlo.select %s, %0, %y : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: return %[[R0]], %[[R1]]
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// When every operand has the result's type (booleans), the short form is printed.
// CHECK-LABEL: func.func @select_booleans
// CHECK-NEXT: hlo.select %arg0, %arg1, %arg2 : tensor<3xi1>{{$}}
func.func @select_booleans(%p: tensor<3xi1>, %x: tensor<3xi1>, %y: tensor<3xi1>) -> tensor<3xi1> {
  %0 = hlo.select %p, %x, %y : (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}
