// `inspect --rank R`: which block of every argument and result device R holds (an uneven
// split's last block is cut at the end); `inspect --ir global|local` prints the plan's IR,
// from a program or from a binary.
// RUN: shardc inspect %s --rank 5 | FileCheck %s --check-prefix=RANK
// RANK: device 5 of mesh <["dp"=2, "tp"=4]>: dp=1, tp=1
// RANK: @main:
// RANK-NEXT: a0     tensor<8x16xf32>         holds [4:8, 0:16]
// RANK-NEXT: a1     tensor<16x32xf32>        holds [0:16, 8:16]
// RANK-NEXT: out0   tensor<8x32xf32>         holds [4:8, 8:16]
// RUN: shardc inspect %s --mesh dp=3,tp=4 --rank 11 | FileCheck %s --check-prefix=UNEVEN
// UNEVEN: device 11 of mesh <["dp"=3, "tp"=4]>: dp=2, tp=3
// UNEVEN: a0     tensor<8x16xf32>         holds [6:8, 0:16]
// RUN: sh -c 'shardc inspect %s --rank 8; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=OUT
// OUT: error: --rank 8 is not a device of mesh <["dp"=2, "tp"=4]> (ranks 0 to 7)
// OUT: rc=2
//
// RUN: shardc compile %s -o %t.bin
// RUN: shardc inspect %t.bin --ir local | FileCheck %s --check-prefix=LOCAL
// RUN: shardc inspect %s --ir local | FileCheck %s --check-prefix=LOCAL
// LOCAL: module attributes {dist.local_view} {
// LOCAL: func.func @main(%arg0: tensor<4x16xf32>
// RUN: shardc inspect %t.bin --ir global | FileCheck %s --check-prefix=GLOBAL
// GLOBAL-NOT: dist.local_view
// GLOBAL: func.func @main(%arg0: tensor<8x16xf32>
// RUN: not shardc inspect %s --ir global --json 2>&1 | FileCheck %s --check-prefix=CONFLICT
// CONFLICT: cannot be used with '--json'
module {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %w: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> (tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) {
    %0 = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    return %0 : tensor<8x32xf32>
  }
}
