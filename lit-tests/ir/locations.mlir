// Source locations written as `loc(...)` (what JAX's `enable_debug_info=True` and MLIR's
// `--mlir-print-debuginfo` give) become the ops' locations: `--mlir-print-debuginfo` prints
// them back, in both text forms, and they reach diagnostics and the plan's collectives. An
// op or argument without one keeps its position in this file.
// RUN: shardc-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: shardc-opt %s --mlir-print-debuginfo --mlir-print-op-generic | shardc-opt --mlir-print-debuginfo | FileCheck %s
// RUN: shardc compile %s --emit plan -o - | FileCheck %s --check-prefix=PLAN
// RUN: printf 'module {\n  func.func @f(%%%%a: tensor<2xi1>) -> tensor<2xi1> {\n    %%%%0 = hlo.subtract %%%%a, %%%%a : tensor<2xi1> loc("attn.py":7:3)\n    return %%%%0 : tensor<2xi1>\n  }\n}\n' > %t.bad.mlir
// RUN: not shardc-opt %t.bad.mlir 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: printf 'module {\n  func.func @f(%%%%a: tensor<2xf32>) -> tensor<2xf32> {\n    return %%%%a : tensor<2xf32> loc(#loc3)\n  }\n}\n' > %t.alias.mlir
// RUN: not shardc-opt %t.alias.mlir 2>&1 | FileCheck %s --check-prefix=ALIAS

// CHECK: func.func @main(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} loc("attn.py":3:9), %arg1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>} loc(unknown), %arg2: tensor<32x16xf32> {{.*}} loc("{{.*}}locations.mlir":{{[0-9]+}}:19)) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = hlo.dot_general %arg0, %arg1 {{.*}} -> tensor<8x32xf32> loc("attn.py":20:15)
// CHECK-NEXT: %1 = hlo.tanh %0 : tensor<8x32xf32> loc("attn.py":21:9)
// CHECK-NEXT: %2 = hlo.dot_general %1, %arg2 {{.*}} -> tensor<8x16xf32> loc("attn.py":22:12)
// CHECK-NEXT: return %2 : tensor<8x16xf32> loc(unknown)
// CHECK-NEXT: } loc("attn.py":1:1)

// PLAN: "location": "attn.py:22:12"

// DIAG: attn.py:7:3: error: 'hlo.subtract' does not accept element type i1

// ALIAS: error: location alias '#loc3' is not supported: print locations inline (shardc-opt --mlir-print-debuginfo does)

module {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} loc("attn.py":3:9),
                  %w1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>} loc(unknown),
                  %w2: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
      -> tensor<8x16xf32> {
    %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32> loc("attn.py":20:15)
    %t = hlo.tanh %h : tensor<8x32xf32> loc("jit(f)/tanh"("attn.py":21:9))
    %y = hlo.dot_general %t, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32> loc(callsite("attn.py":22:12 at fused["model.py":5:1, "train.py":9:3]))
    return %y : tensor<8x16xf32> loc(unknown)
  } loc("attn.py":1:1)
}
