// A plan states how its inputs are laid out: in the global view every argument's layout is
// closed, the undeclared ids' as the plan chose (whole on every device, `[{}]`, not `[{?}]`), the
// open addend's as the plan split it (`[{}, {"x"}]`, not `[{?}, {"x", ?}]`).
// An open dimension left there let a compile of the plan written out grow the layout by a
// size-1 axis met elsewhere (the embedding's rows over "p"): another plan than the one stated
// (fuzz `--train --ops 24` seed 3299).
// RUN: shardc compile %s --emit global -o %t.global.mlir 2>/dev/null
// RUN: FileCheck %s --input-file %t.global.mlir
// RUN: shardc compile %t.global.mlir --emit global -o %t.again.mlir 2>/dev/null
// RUN: diff %t.global.mlir %t.again.mlir

// CHECK: func.func @main(%arg0: tensor<6xi32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, %arg1: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"p"}, {"x"}]>}, %arg2: tensor<6x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>})
dist.mesh @mesh = <["p"=1, "x"=4]>
func.func @main(%arg0: tensor<6xi32>, %arg1: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"p"}, {"x"}]>}, %arg2: tensor<6x16xf32> {dist.sharding = #dist.sharding<@mesh, [{?}, {?}]>}) -> tensor<6x16xf32> {
  %0 = hlo.gather %arg1, %arg0 {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 16>} : (tensor<16x16xf32>, tensor<6xi32>) -> tensor<6x16xf32>
  %1 = hlo.add %0, %arg2 : tensor<6x16xf32>
  return %1 : tensor<6x16xf32>
}
