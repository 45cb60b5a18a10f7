// When the compiled run differs from the reference but the interpreter's run of the same
// per-device program matches it, `shardc verify` blames the back end, not the plan. Here f32
// kernels add 1e8 + 1 - 1e8 ... in f32 (and may reassociate), where the reference adds in
// f64: the compiled sum of this row is not 32.
// RUN: sh -c 'shardc verify %s; echo rc=$?' 2>&1 | FileCheck %s
// RUN: shardc verify %s --interpret | FileCheck %s --check-prefix=INTERP
// RUN: not shardc verify %s --json | FileCheck %s --check-prefix=JSON

// CHECK: out0: MISMATCH
// CHECK: error: the compiled kernels differ from the reference where the interpreter's run of the same per-device program matches it: the back end is at fault, not the plan
// CHECK: rc=1

// INTERP: sharded outputs match the single-device reference

// JSON: "cause": {
// JSON-NEXT: "kind": "back end"

module @cancel {
  dist.mesh @mesh = <["x"=1]>
  func.func @main(%scale: tensor<f32>) -> (tensor<f32>) {
    %big = hlo.constant dense<[1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0, 1.0e8, 1.0, -1.0e8, 1.0]> : tensor<64xf32>
    %s = hlo.broadcast_in_dim %scale {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %x = hlo.multiply %big, %s : tensor<64xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %r = hlo.reduce %x, %zero {dimensions = array<i64: 0>, kind = "add"} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    return %r : tensor<f32>
  }
}
