// --split-input-file: each `// -----` part is its own module; outputs are joined by the
// same marker, an error in one part does not stop the others, and locations are lines of
// the whole file.
// RUN: not shardc-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s
// RUN: not shardc-opt %s --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// Without the flag the marker is an ordinary comment, and the whole file one module (where
// @bad makes it invalid).
// RUN: not shardc-opt %s 2>&1 | FileCheck %s --check-prefix=WHOLE

// CHECK: module {
// CHECK-NEXT: func.func @first
// CHECK-NEXT: hlo.constant dense<2.0>
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: dist.mesh @mesh
// CHECK-NEXT: func.func @second
// The invalid part prints nothing.
// CHECK-NOT: @bad
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @fourth
func.func @first() -> tensor<f32> {
  %0 = hlo.constant dense<1.0> : tensor<f32>
  %1 = hlo.add %0, %0 : tensor<f32>
  return %1 : tensor<f32>
}

// -----

// Symbols are per part: @mesh here and @first above do not clash with anything.
dist.mesh @mesh = <["x"=2]>
func.func @second() -> () {
  return
}

// -----

// ERR: split_input_file.mlir:[[@LINE+2]]:3: error: 'hlo.negate' does not accept element type i1
func.func @bad(%x: tensor<2xi1>) -> tensor<2xi1> {
  %0 = hlo.negate %x : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @fourth() -> () {
  return
}

// WHOLE: error: 'hlo.negate' does not accept element type i1
// WHOLE-NOT: module
