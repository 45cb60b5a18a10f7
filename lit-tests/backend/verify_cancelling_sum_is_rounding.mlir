// An f32 sum whose terms cancel (1e8 + 1 - 1e8 + 1 ...): the kernels add in f32 (and may
// reassociate), the reference in f64, and the compiled sum of this row is not 32. That is
// rounding, not a kernel fault: summed in another order, a sum is off by up to an ulp of its
// terms' magnitude (here 3.2e9), and `shardc verify` moves the reference's sums by that much
// to see how far the output follows (`conditioning::sum_magnitude`). Until 2026-12-05 it
// moved a sum by an ulp of its result and blamed the back end here; a kernel that is really
// wrong is still blamed (verify_blames_backend.mlir).
// RUN: sh -c 'shardc verify %s; echo rc=$?' 2>&1 | FileCheck %s
// RUN: shardc verify %s --interpret | FileCheck %s --check-prefix=INTERP
// RUN: not shardc verify %s --json | FileCheck %s --check-prefix=JSON

// CHECK: out0: MISMATCH
// CHECK: error: the compiled kernels differ from the reference, but the interpreter's run of the same per-device program matches it, and the program is ill-conditioned on these inputs
// CHECK: rc=1

// INTERP: sharded outputs match the single-device reference

// JSON: "cause": {
// JSON: "kind": "ill-conditioned"

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
