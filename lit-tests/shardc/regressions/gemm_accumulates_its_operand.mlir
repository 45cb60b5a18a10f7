// A matrix added to its own product, `y + (x @ y) / 4`: the GEMM's epilogue accumulates y, which
// the product also reads, so the GEMM may not write its result over y's slot (it did, and
// overwrote y while reading it; found by `shardc fuzz --loops --seed 3052 --ops 10`).
// RUN: shardc verify %s | FileCheck %s
// RUN: shardc compile %s --emit exec -o - | FileCheck %s --check-prefix=EXEC

// CHECK: out0: ok
// CHECK: sharded outputs match the single-device reference

// The GEMM reads y and accumulates it (the exec verifier refuses the plan that puts its result
// over y: "slot 2 holds %b2 and %b3 while both are live").
// EXEC: %b[[Y:[0-9]+]] = exec.launch {{.*}} slot 2
// EXEC: exec.gemm %b{{[0-9]+}}, %b[[Y]] {{.*}}accumulate = %b[[Y]]} : tensor<4x4xf32> slot 3
dist.mesh @mesh = <["x"=1]>
func.func @main(%x: tensor<4x4xf32>, %a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %y = hlo.add %a, %a : tensor<4x4xf32>
  %p = hlo.dot_general %x, %y {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = hlo.constant dense<0.25> : tensor<4x4xf32>
  %q = hlo.multiply %p, %c : tensor<4x4xf32>
  %z = hlo.add %y, %q : tensor<4x4xf32>
  return %z : tensor<4x4xf32>
}
