// `shardc verify --check-kernels` checks the compiled kernels op by op: every op of the
// per-device program against the reference op on the operands the kernels computed,
// within its rounding bound — bit for bit with --parity, whose kernels compute as the
// reference does. The report counts the ops and names the one furthest from the
// reference; a wrong op fails the run even where the outputs match (the check's own
// tests: src/kernel_check.rs).
// RUN: shardc verify %s --check-kernels | FileCheck %s
// RUN: shardc verify %s --check-kernels --parity | FileCheck %s --check-prefix=PARITY
// RUN: shardc verify %s --check-kernels --json | FileCheck %s --check-prefix=JSON
// RUN: not shardc verify %s --check-kernels --interpret 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: shardc fuzz -q --count 5 --ops 8 --check-kernels | FileCheck %s --check-prefix=FUZZ

// CHECK: out0: ok
// CHECK-NEXT: kernels checked op by op: 40 ops (once per device), 8 not checked on their own (collectives, loops); the furthest from the reference: 'hlo.{{[a-z_]+}}' ({{.*}}verify_check_kernels.mlir:{{[0-9]+}}:{{[0-9]+}}) on device {{[0-9]}}, element {{[0-9]+}}: the kernels computed {{.*}} where the reference op on the same operands gives {{.*}} ({{0\.[0-9]+}} of its rounding bound)
// CHECK-NEXT: sharded outputs match the single-device reference

// PARITY: kernels checked op by op: {{[0-9]+}} ops (once per device), {{[0-9]+}} not checked on their own (collectives, loops); every one exactly as the reference
// PARITY-NEXT: sharded outputs match the single-device reference

// JSON: "kernel_check": {
// JSON-NEXT: "checked": 40,
// JSON-NEXT: "closest": {
// JSON: "ok": true,
// JSON-NEXT: "unchecked": 8

// INTERP: error: the argument '--check-kernels' cannot be used with '--interpret'

// FUZZ: 5 passed, 0 failed
// FUZZ: kernels checked op by op: {{[0-9]+}} ops (once per device); the closest to its bound: seed {{[0-9]+}}

module @mlp {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                  %w1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w2: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
      -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
    %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %zero = hlo.constant dense<0.0> : tensor<8x32xf32>
    %r = hlo.maximum %h, %zero : tensor<8x32xf32>
    %a = hlo.gelu %r {approximate = true} : tensor<8x32xf32>
    %y = hlo.dot_general %a, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %half = hlo.constant dense<0.5> : tensor<f32>
    %two = hlo.constant dense<2.0> : tensor<f32>
    %one = hlo.multiply %half, %two : tensor<f32>
    %scale = hlo.broadcast_in_dim %one {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x16xf32>
    %out = hlo.multiply %y, %scale : tensor<8x16xf32>
    return %out : tensor<8x16xf32>
  }
}
