// When the compiled run differs from the reference but the interpreter's run of the same
// per-device program matches it, and the program is well-conditioned there, `shardc verify`
// blames the back end, not the plan. The kernels here are right, so the testing hook
// SHARDC_VERIFY_CORRUPT_KERNELS moves the compiled run's first element by 1%, as a wrong
// kernel would; a sum of positive terms moves by an ulp when its inputs do. The hook moves
// the outputs of the compiled program as it runs fused only: checked op by op, every op is
// within its rounding and the op-by-op run does not make the wrong value, so verify puts it
// on the fused kernels.
// RUN: env SHARDC_VERIFY_CORRUPT_KERNELS=1 sh -c 'shardc verify %s; echo rc=$?' 2>&1 | FileCheck %s
// RUN: env SHARDC_VERIFY_CORRUPT_KERNELS=1 shardc verify %s --interpret | FileCheck %s --check-prefix=INTERP
// RUN: env SHARDC_VERIFY_CORRUPT_KERNELS=1 not shardc verify %s --json | FileCheck %s --check-prefix=JSON
// RUN: shardc verify %s | FileCheck %s --check-prefix=INTERP

// CHECK: out0: MISMATCH
// CHECK: error: the compiled kernels differ from the reference where the interpreter's run of the same per-device program matches it: the back end is at fault, not the plan; computed one op at a time, the kernels are within their rounding on all {{[0-9]+}} ops checked and do not make the mismatch, so the fused kernels do
// CHECK: rc=1

// INTERP: sharded outputs match the single-device reference

// JSON: "cause": {
// JSON-NEXT: "detail": "computed one op at a time, the kernels are within their rounding
// JSON-NEXT: "kind": "back end"

module @sum {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%x: tensor<8x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8xf32>) {
    %e = hlo.exponential %x : tensor<8x64xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %r = hlo.reduce %e, %zero {dimensions = array<i64: 1>, kind = "add"} : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
}
