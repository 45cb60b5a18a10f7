// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// hlo.layer_norm normalizes over one dimension, then scales and shifts; epsilon is an f64.

// CHECK-LABEL: func.func @layer_norm
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[G:.*]]: tensor<8xf32>, %[[B:.*]]: tensor<8xf32>)
func.func @layer_norm(%x: tensor<4x8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  // CHECK-NEXT: %[[A:.*]] = hlo.layer_norm %[[X]], %[[G]], %[[B]] {dimension = 1 : i64, epsilon = 1.0e-5 : f64} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %0 = hlo.layer_norm %x, %gamma, %beta {dimension = 1, epsilon = 1.0e-5} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  // An integer epsilon is read as a float.
  // CHECK-NEXT: %[[C:.*]] = hlo.layer_norm %[[X]], %[[G]], %[[B]] {dimension = 1 : i64, epsilon = 0.0 : f64}
  %1 = hlo.layer_norm %x, %gamma, %beta {dimension = 1, epsilon = 0} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  // CHECK-NEXT: %[[D:.*]] = hlo.layer_norm %[[X]], %[[G]], %[[B]] {dimension = 1 : i64, epsilon = 0.001 : f64}
  %2 = hlo.layer_norm %x, %gamma, %beta {epsilon = 0.001 : f64, dimension = 1 : i64} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  // CHECK-NEXT: return %[[A]], %[[C]], %[[D]]
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// Normalizing over a leading dimension: scale and bias have that dimension's size.
// CHECK-LABEL: func.func @leading_dimension
// CHECK-NEXT: hlo.layer_norm %arg0, %arg1, %arg1 {dimension = 0 : i64, epsilon = 1.0e-6 : f64} : (tensor<3x5xbf16>, tensor<3xbf16>, tensor<3xbf16>) -> tensor<3x5xbf16>
func.func @leading_dimension(%x: tensor<3x5xbf16>, %s: tensor<3xbf16>) -> tensor<3x5xbf16> {
  %0 = hlo.layer_norm %x, %s, %s {dimension = 0, epsilon = 1.0e-6} : (tensor<3x5xbf16>, tensor<3xbf16>, tensor<3xbf16>) -> tensor<3x5xbf16>
  return %0 : tensor<3x5xbf16>
}
