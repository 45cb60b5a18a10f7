// mlir-opt's spellings work: one-dash long options, the --mlir-print-ir-* family and
// --mlir-timing, and MLIR's pass-option syntax.
//
// RUN: shardc-opt %s -pass-pipeline='builtin.module(canonicalize,cse)' -mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=AFTERALL
// AFTERALL: // -----// IR Dump After canonicalize //----- //
// AFTERALL: // -----// IR Dump After cse //----- //
//
// Before every pass, in order.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' --mlir-print-ir-before-all 2>&1 >/dev/null | FileCheck %s --check-prefix=BEFORE
// BEFORE: // -----// IR Dump Before canonicalize //----- //
// BEFORE-NEXT: module {
// BEFORE: %0 = hlo.negate %arg0
// BEFORE: // -----// IR Dump Before cse //----- //
// BEFORE-NOT: IR Dump After
//
// After a change only: canonicalize folds the double negation away; the cse after it and a
// second canonicalize change nothing and print nothing.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize,cse,canonicalize)' --mlir-print-ir-after-change 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE
// CHANGE: // -----// IR Dump After canonicalize //----- //
// CHANGE-NOT: IR Dump
//
// After a failure: the IR as the failing pass left it, after the pass's errors.
// RUN: not shardc-opt %s --pass-pipeline='builtin.module(spmd-partition)' --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=FAILURE
// FAILURE: error: {{.*}}run sharding-propagation and insert-reshards first
// FAILURE: // -----// IR Dump After spmd-partition Failed //----- //
// FAILURE-NEXT: module {
// RUN: shardc-opt %s --pass-pipeline='builtin.module(cse)' --mlir-print-ir-after-failure 2>&1 >/dev/null | count 0
//
// --mlir-timing is --timing, in microseconds so that fast passes do not print 0.0000.
// RUN: shardc-opt %s -pass-pipeline='builtin.module(cse)' -mlir-timing 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING
// TIMING: Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9][0-9][0-9]}} seconds
// TIMING: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  cse$}}
//
// One-dash forms of every long option, with `=` or a separate value; `-o` and `-` keep
// their meaning.
// RUN: shardc-opt -split-input-file -pass-pipeline=builtin.module\(cse\) %s -o %t.out
// RUN: FileCheck %s --check-prefix=OUT --input-file=%t.out
// RUN: shardc-opt -pass-pipeline builtin.module\(cse\) - < %s | FileCheck %s --check-prefix=OUT
// OUT: func.func @f
//
// Pass options: a bare boolean option is true; commas get a clear message.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(sharding-propagation{explain})' | FileCheck %s --check-prefix=EXPLAIN
// EXPLAIN: hlo.negate
// EXPLAIN-SAME: dist.sharding_origin = ["dim 0: \"x\" from argument 0 of @f"]
// RUN: not shardc-opt %s --pass-pipeline='builtin.module(sharding-propagation{explain=true,foo=1})' 2>&1 | FileCheck %s --check-prefix=COMMA
// COMMA: invalid pass pipeline: {{.*}}pass options are separated by spaces, as in MLIR: write '{explain=true foo=1}', not a comma
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @f(%x: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %w: tensor<8x8xf32>) -> tensor<4x8xf32> {
    %0 = hlo.negate %x : tensor<4x8xf32>
    %1 = hlo.negate %0 : tensor<4x8xf32>
    %2 = hlo.dot_general %1, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    return %2 : tensor<4x8xf32>
  }
}
