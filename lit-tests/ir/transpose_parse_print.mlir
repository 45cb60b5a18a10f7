// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
func.func @transpose(%x: tensor<2x3x4xf32>) -> (tensor<4x2x3xf32>, tensor<3x2x4xf32>, tensor<2x3x4xf32>) {
  // CHECK-NEXT: %[[A:.*]] = hlo.transpose %[[X]] {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %0 = hlo.transpose %x {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  // CHECK-NEXT: %[[B:.*]] = hlo.transpose %[[X]] {permutation = array<i64: 1, 0, 2>} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %1 = hlo.transpose %x {permutation = array<i64: 1, 0, 2>} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  // The identity permutation keeps the type, so the short form is printed.
  // CHECK-NEXT: %[[C:.*]] = hlo.transpose %[[X]] {permutation = array<i64: 0, 1, 2>} : tensor<2x3x4xf32>{{$}}
  %2 = hlo.transpose %x {permutation = array<i64: 0, 1, 2>} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // CHECK-NEXT: return %[[A]], %[[B]], %[[C]]
  return %0, %1, %2 : tensor<4x2x3xf32>, tensor<3x2x4xf32>, tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @scalar
// CHECK-NEXT: hlo.transpose %arg0 {permutation = array<i64>} : tensor<i64>
func.func @scalar(%x: tensor<i64>) -> tensor<i64> {
  %0 = hlo.transpose %x {permutation = array<i64>} : tensor<i64>
  return %0 : tensor<i64>
}
