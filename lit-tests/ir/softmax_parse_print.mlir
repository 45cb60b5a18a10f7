// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// CHECK-LABEL: func.func @softmax
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[H:.*]]: tensor<2x3x5xbf16>)
func.func @softmax(%x: tensor<4x8xf32>, %h: tensor<2x3x5xbf16>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x3x5xbf16>) {
  // CHECK-NEXT: %[[A:.*]] = hlo.softmax %[[X]] {dimension = 1 : i64} : tensor<4x8xf32>
  %0 = hlo.softmax %x {dimension = 1} : tensor<4x8xf32>
  // CHECK-NEXT: %[[B:.*]] = hlo.softmax %[[X]] {dimension = 0 : i64} : tensor<4x8xf32>
  %1 = hlo.softmax %x {dimension = 0 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  // CHECK-NEXT: %[[C:.*]] = hlo.softmax %[[H]] {dimension = 2 : i64} : tensor<2x3x5xbf16>
  %2 = "hlo.softmax"(%h) {dimension = 2 : i64} : (tensor<2x3x5xbf16>) -> tensor<2x3x5xbf16>
  // CHECK-NEXT: return %[[A]], %[[B]], %[[C]]
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x3x5xbf16>
}
