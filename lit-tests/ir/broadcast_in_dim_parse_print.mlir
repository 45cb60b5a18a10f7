// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: (%[[V:.*]]: tensor<3xf32>, %[[S:.*]]: tensor<f32>, %[[M:.*]]: tensor<1x3xi32>)
func.func @broadcast(%v: tensor<3xf32>, %s: tensor<f32>, %m: tensor<1x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x3x5xi32>, tensor<3x2xf32>) {
  // CHECK-NEXT: %[[R0:.*]] = hlo.broadcast_in_dim %[[V]] {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
  %0 = hlo.broadcast_in_dim %v {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
  // A scalar broadcasts with an empty dimension list.
  // CHECK-NEXT: %[[R1:.*]] = hlo.broadcast_in_dim %[[S]] {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
  %1 = hlo.broadcast_in_dim %s {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
  // Size-1 dimensions expand.
  // CHECK-NEXT: %[[R2:.*]] = hlo.broadcast_in_dim %[[M]] {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xi32>) -> tensor<4x3x5xi32>
  %2 = hlo.broadcast_in_dim %m {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xi32>) -> tensor<4x3x5xi32>
  // A list of integers `[0]` is accepted and printed as array<i64: ...>.
  // CHECK-NEXT: %[[R3:.*]] = hlo.broadcast_in_dim %[[V]] {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x2xf32>
  %3 = hlo.broadcast_in_dim %v {broadcast_dimensions = [0]} : (tensor<3xf32>) -> tensor<3x2xf32>
  // CHECK-NEXT: return %[[R0]], %[[R1]], %[[R2]], %[[R3]]
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x3x5xi32>, tensor<3x2xf32>
}

// Dimensions need not be increasing: this one transposes while broadcasting.
// CHECK-LABEL: func.func @unordered_dimensions
// CHECK-NEXT: hlo.broadcast_in_dim %arg0 {broadcast_dimensions = array<i64: 2, 0>} : (tensor<4x2xf16>) -> tensor<2x3x4xf16>
func.func @unordered_dimensions(%x: tensor<4x2xf16>) -> tensor<2x3x4xf16> {
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 2, 0>} : (tensor<4x2xf16>) -> tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}
