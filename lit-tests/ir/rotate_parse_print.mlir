// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s --check-prefix=CANON

// CHECK: %0 = hlo.rotate %arg0 {dimension = 1 : i64, shift = -2 : i64} : tensor<4x6xf32>
// CHECK: %1 = hlo.rotate %0 {dimension = 0 : i64, shift = 8 : i64} : tensor<4x6xf32>
// A rotation by a multiple of the size is the identity.
// CANON: %0 = hlo.rotate %arg0 {dimension = 1 : i64, shift = -2 : i64} : tensor<4x6xf32>
// CANON-NEXT: return %0
func.func @main(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = hlo.rotate %x {dimension = 1 : i64, shift = -2 : i64} : tensor<4x6xf32>
  %1 = hlo.rotate %0 {dimension = 0 : i64, shift = 8 : i64} : tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}
