// `shardc run` verifies the program a binary holds before running it: a checksum only says
// the file was not damaged. Here the binary is rewritten (with a fresh, valid checksum) so
// that its matmul pairs a contracting dimension of size 4 with one of size 16. The binary
// keeps the source locations of its ops, so the error points into this file, at the matmul.
// RUN: shardc compile %s -o %t.shardbin
// RUN: shardc run %t.shardbin | FileCheck %s --check-prefix=OK
// RUN: python3 %S/Inputs/retamper_shardbin.py %t.shardbin %t.bad.shardbin 'tensor<4x16xf32>' 'tensor<4x4xf32>'
// RUN: not shardc run %t.bad.shardbin 2>&1 | FileCheck %s --check-prefix=BAD

// OK: ran @main on 2 devices (x=2)
// BAD: error: the program in '{{.*}}.bad.shardbin' fails verification (1 error(s)); it was not run:
// BAD-NEXT: {{.*}}run_verifies_binary.mlir:[[# @LINE + 4]]:5: error: lhs dimension 1 (size 4) and rhs dimension 0 (size 16) are paired but differ in size
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %b: tensor<16x8xf32>) -> tensor<8x8xf32> {
    %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
