// --print-ir-after-all prints the module after every pass to stderr; the result still goes
// to stdout.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' --print-ir-after-all 2>&1 >/dev/null | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' --print-ir-after-all 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' --print-ir-after-all --mlir-print-op-generic 2>&1 >/dev/null | FileCheck %s --check-prefix=GENERIC

// CHECK: // -----// IR Dump After canonicalize //----- //
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = hlo.exponential %arg0 : tensor<4xf32>
// CHECK-NEXT: %1 = hlo.exponential %arg0 : tensor<4xf32>
// CHECK-NEXT: %2 = hlo.add %0, %1 : tensor<4xf32>
// CHECK-NEXT: %3 = hlo.add %arg0, %2 : tensor<4xf32>
// CHECK-NEXT: return %3 : tensor<4xf32>
// CHECK: // -----// IR Dump After cse //----- //
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = hlo.exponential %arg0 : tensor<4xf32>
// CHECK-NEXT: %1 = hlo.add %0, %0 : tensor<4xf32>
// CHECK-NOT: IR Dump

// OUT-NOT: IR Dump
// OUT: %1 = hlo.add %0, %0 : tensor<4xf32>

// The dumps use the requested form.
// GENERIC: // -----// IR Dump After canonicalize //----- //
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC: // -----// IR Dump After cse //----- //
// GENERIC-NEXT: "builtin.module"() ({
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x : tensor<4xf32>
  %1 = hlo.negate %0 : tensor<4xf32>
  %2 = hlo.exponential %x : tensor<4xf32>
  %3 = hlo.exponential %x : tensor<4xf32>
  %4 = hlo.add %2, %3 : tensor<4xf32>
  %5 = hlo.add %1, %4 : tensor<4xf32>
  return %5 : tensor<4xf32>
}
