// A bf16 product whose contraction is split over 4 devices: each device's part of every
// sum is rounded to bf16 (8 significant bits) and a collective adds the parts, where the
// reference rounds the one sum once. The outputs differ by about an ulp of bf16, hundreds
// of times the default tolerance, and the interpreter's run of the per-device program
// differs as much: `shardc verify` says that this is the plan's own partial sums' rounding
// (the reference moves as far when the product's result moves by an ulp), not a wrong plan.
// `--parity` keeps the reference's sums and matches it bit for bit.
// RUN: sh -c 'shardc verify %s --seed 3; echo rc=$?' 2>&1 | FileCheck %s
// RUN: sh -c 'shardc verify %s --seed 3 --interpret; echo rc=$?' 2>&1 | FileCheck %s
// RUN: not shardc verify %s --seed 3 --json | FileCheck %s --check-prefix=JSON
// RUN: shardc verify %s --seed 3 --parity | FileCheck %s --check-prefix=PARITY
// RUN: shardc verify %s --seed 3 --rtol 5e-2 --atol 1e-2 | FileCheck %s --check-prefix=PARITY

// CHECK: out0: MISMATCH
// CHECK: error: the sharded program differs from the reference by what its own partial sums' rounding explains
// CHECK-SAME: moves the reference's out0 by {{[0-9.]+}}x the tolerance (the sharded program, interpreted: {{[0-9.]+}}x); not evidence of a wrong plan
// CHECK: note: first divergence: 'hlo.dot_general'
// CHECK: rc=1

// JSON: "cause": {
// JSON-NEXT: "detail": "moving the results of its sums and contractions by up to one unit in the last place
// JSON-NEXT: "kind": "plan rounding"

// PARITY: sharded outputs match the single-device reference

module @row_parallel_bf16 {
  dist.mesh @mesh = <["tp"=4]>
  func.func @main(%x: tensor<8x256xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w: tensor<256x16xbf16> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
      -> (tensor<8x16xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
    %y = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x256xbf16>, tensor<256x16xbf16>) -> tensor<8x16xbf16>
    return %y : tensor<8x16xbf16>
  }
}
