// Every spelling of the same pipeline gives the same output.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='canonicalize,cse' | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse))' | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='func.func(canonicalize,cse)' | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(func.func(canonicalize), cse)' | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline=' builtin.module( canonicalize{ max-iterations=10 } , func.func( cse ) ) ' | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(verify,canonicalize,verify,cse,verify)' | FileCheck %s
// Passes chain through separate invocations too.
// RUN: shardc-opt %s --pass-pipeline='canonicalize' | shardc-opt --pass-pipeline='cse' | FileCheck %s
// An empty pipeline changes nothing.
// RUN: shardc-opt %s --pass-pipeline='builtin.module()' | FileCheck %s --check-prefix=EMPTY

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[E:.*]] = hlo.exponential %arg0 : tensor<4xf32>
// CHECK-NEXT: %[[A:.*]] = hlo.add %[[E]], %[[E]] : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = hlo.add %arg0, %[[A]] : tensor<4xf32>
// CHECK-NEXT: return %[[R]] : tensor<4xf32>

// EMPTY-LABEL: func.func @f
// EMPTY-NEXT: hlo.negate
// EMPTY-NEXT: hlo.negate
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x : tensor<4xf32>
  %1 = hlo.negate %0 : tensor<4xf32>
  %2 = hlo.exponential %x : tensor<4xf32>
  %3 = hlo.exponential %x : tensor<4xf32>
  %4 = hlo.add %2, %3 : tensor<4xf32>
  %5 = hlo.add %1, %4 : tensor<4xf32>
  return %5 : tensor<4xf32>
}
