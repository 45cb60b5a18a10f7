// `shardc inspect` draws, for each argument and result, which devices hold which block
// (devices numbered row-major over the mesh axes), from a program or from a binary.
// RUN: shardc inspect %s | FileCheck %s
// RUN: shardc compile %s -o %t.bin
// RUN: shardc inspect %t.bin | FileCheck %s
// CHECK: @main tiles (devices numbered row-major over the mesh axes; each cell: the devices holding that block):
// CHECK-NEXT: a0: tensor<8x16xf32>
// CHECK-NEXT: (rows = dim 0 over "dp", columns = dim 1 over "tp")
// CHECK-NEXT: +---+---+---+---+
// CHECK-NEXT: | 0 | 1 | 2 | 3 |
// CHECK-NEXT: +---+---+---+---+
// CHECK-NEXT: | 4 | 5 | 6 | 7 |
// CHECK-NEXT: +---+---+---+---+
// CHECK-NEXT: a1: tensor<16xf32>
// CHECK-NEXT: (not split: every device holds all of it)
// CHECK-NEXT: +-----+
// CHECK-NEXT: | 0-7 |
// CHECK-NEXT: +-----+
// CHECK-NEXT: out0: tensor<8x16xf32>
// CHECK-NEXT: (columns = dim 1 over "tp")
// CHECK-NEXT: +-----+-----+-----+-----+
// CHECK-NEXT: | 0,4 | 1,5 | 2,6 | 3,7 |
// CHECK-NEXT: +-----+-----+-----+-----+
// CHECK: collectives (per device):
module {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, %b: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
    %0 = hlo.broadcast_in_dim %b {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<8x16xf32>
    %1 = hlo.add %x, %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}
