// -o writes the output to a file instead of stdout.
// RUN: rm -f %t.out
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize)' -o %t.out | count 0
// RUN: FileCheck %s --input-file=%t.out
// RUN: shardc-opt %s --mlir-print-op-generic -o %t.generic
// RUN: FileCheck %s --check-prefix=GENERIC --input-file=%t.generic
// On an error nothing is written.
// RUN: rm -f %t.bad
// RUN: not shardc-opt %S/Inputs/invalid.mlir -o %t.bad
// RUN: not test -e %t.bad

// CHECK: func.func @f() -> tensor<f32>
// CHECK-NEXT: hlo.constant dense<2.0> : tensor<f32>
// GENERIC: "func.func"()
func.func @f() -> tensor<f32> {
  %0 = hlo.constant dense<1.0> : tensor<f32>
  %1 = hlo.add %0, %0 : tensor<f32>
  return %1 : tensor<f32>
}
