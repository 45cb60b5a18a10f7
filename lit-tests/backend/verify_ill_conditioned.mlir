// When the compiled run differs from the reference but the program itself amplifies
// rounding on these inputs, `shardc verify` says so instead of blaming the back end: it runs
// the reference again with every input (and the result of every op the kernels may round
// otherwise) moved by up to one unit in the last place, and the reference moves as much as
// the compiled kernels differ. Here sin(1000 · Σ x²): the f32
// sum's rounding, times 1000, moves the sine (seed 1 of the random inputs).
// (verify_blames_backend.mlir is the other side: a sum of constants that cancel, which an
// ulp of its inputs and of its sum's result does not move, still blames the back end.)
// RUN: sh -c 'shardc verify %s --seed 1; echo rc=$?' 2>&1 | FileCheck %s
// RUN: shardc verify %s --seed 1 --interpret | FileCheck %s --check-prefix=INTERP
// RUN: not shardc verify %s --seed 1 --json | FileCheck %s --check-prefix=JSON

// CHECK: out0: MISMATCH
// CHECK-NOT: the back end is at fault
// CHECK: error: the compiled kernels differ from the reference, but the interpreter's run of the same per-device program matches it, and the program is ill-conditioned on these inputs: moving its inputs, and the results of the ops the kernels round otherwise, by up to one unit in the last place moves the reference's out0 by {{[0-9.]+}}x the tolerance (the compiled kernels: {{[0-9.]+}}x)
// CHECK-SAME: not evidence of a back-end fault
// CHECK: rc=1

// INTERP: sharded outputs match the single-device reference

// JSON: "cause": {
// JSON-NEXT: "detail": "moving its inputs, and the results of the ops the kernels round otherwise, by up to one unit in the last place moves the reference's out0 by {{[0-9.]+}}x the tolerance (the compiled kernels: {{[0-9.]+}}x)",
// JSON-NEXT: "kind": "ill-conditioned"

module @ill {
  dist.mesh @mesh = <["x"=1]>
  func.func @main(%x: tensor<4096xf32>) -> (tensor<f32>) {
    %sq = hlo.multiply %x, %x : tensor<4096xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %s = hlo.reduce %sq, %zero {dimensions = array<i64: 0>, kind = "add"} : (tensor<4096xf32>, tensor<f32>) -> tensor<f32>
    %k = hlo.constant dense<1000.0> : tensor<f32>
    %a = hlo.multiply %s, %k : tensor<f32>
    %r = hlo.sine %a : tensor<f32>
    return %r : tensor<f32>
  }
}
