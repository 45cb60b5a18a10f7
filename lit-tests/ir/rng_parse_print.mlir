// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// hlo.rng: counter-based random numbers from a scalar seed and a stream number.

// CHECK-LABEL: func.func @rng
// CHECK-SAME: (%[[SEED:.*]]: tensor<i64>, %[[SEED32:.*]]: tensor<i32>)
func.func @rng(%seed: tensor<i64>, %seed32: tensor<i32>) -> (tensor<4x8xf32>, tensor<16xbf16>, tensor<f64>) {
  // CHECK-NEXT: %[[U:.*]] = hlo.rng %[[SEED]] {distribution = "uniform", stream = 0 : i64} : (tensor<i64>) -> tensor<4x8xf32>
  %0 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<i64>) -> tensor<4x8xf32>
  // CHECK-NEXT: %[[N:.*]] = hlo.rng %[[SEED32]] {distribution = "normal", stream = 7 : i64} : (tensor<i32>) -> tensor<16xbf16>
  %1 = hlo.rng %seed32 {distribution = "normal", stream = 7} : (tensor<i32>) -> tensor<16xbf16>
  // CHECK-NEXT: %[[S:.*]] = hlo.rng %[[SEED]] {distribution = "uniform", stream = 1 : i64} : (tensor<i64>) -> tensor<f64>
  %2 = hlo.rng %seed {stream = 1, distribution = "uniform"} : (tensor<i64>) -> tensor<f64>
  // CHECK-NEXT: return %[[U]], %[[N]], %[[S]]
  return %0, %1, %2 : tensor<4x8xf32>, tensor<16xbf16>, tensor<f64>
}
