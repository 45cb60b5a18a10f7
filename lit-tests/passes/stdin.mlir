// Input `-` (or no input) reads standard input.
// RUN: shardc-opt - --pass-pipeline='builtin.module(canonicalize)' < %s | FileCheck %s
// RUN: shardc-opt --pass-pipeline='builtin.module(canonicalize)' < %s | FileCheck %s
// RUN: cat %s | shardc-opt - --split-input-file | FileCheck %s --check-prefix=SPLIT

// CHECK-LABEL: func.func @f
// CHECK-NEXT: hlo.constant dense<2.0> : tensor<f32>
// SPLIT-LABEL: func.func @f
// SPLIT: // -----
// SPLIT-NEXT: module {
// SPLIT-NEXT: }
func.func @f() -> tensor<f32> {
  %0 = hlo.constant dense<1.0> : tensor<f32>
  %1 = hlo.add %0, %0 : tensor<f32>
  return %1 : tensor<f32>
}
// -----
