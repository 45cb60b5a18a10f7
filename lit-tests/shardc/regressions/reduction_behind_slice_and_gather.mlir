// insert-reshards reduces %arg2's partial sums, slices them for the compare and select laid
// out split, and gathers them back for the reshape; canonicalize then folds the select
// (`select(c, x, x)`) and the compare dies, leaving the slice and gather between the
// reduction and the reshape. sink-reductions could not sink past them; comm-fusion undid
// them but does not look past reshapes, and the plan written out, compiled again, sank the
// reduction past the reshape into a reduce-scatter (160 bytes, then 40: fuzz --ops 12 seed
// 901682). sink-reductions now undoes such a pair first.
// RUN: shardc compile %s --emit global -o %t.global.mlir 2>/dev/null
// RUN: shardc compile %t.global.mlir --emit global -o %t.again.mlir 2>/dev/null
// RUN: diff %t.global.mlir %t.again.mlir
// RUN: FileCheck %s --input-file %t.global.mlir
// CHECK: hlo.reshape %arg2 {{.*}}unreduced={"x"}
// CHECK-NEXT: dist.reduce_scatter
// CHECK-NOT: dist.all_reduce
// CHECK: return
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%arg0: tensor<3x8x2xf64>, %arg1: tensor<5x8x4xf64>, %arg2: tensor<5x4xf64> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"x"}>}, %arg3: tensor<2xi32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> (tensor<20xf64> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) {
    %0 = hlo.constant dense<[4, 7, -1]> : tensor<3xi32>
    %1 = hlo.gather %arg0, %0 {offset_dims = array<i64: 0, 1, 2>, start_index_map = array<i64: 0, 1, 2>, index_vector_dim = 0 : i64, slice_sizes = array<i64: 1, 4, 1>} : (tensor<3x8x2xf64>, tensor<3xi32>) -> tensor<1x4x1xf64>
    %2 = hlo.compare %arg2, %arg2 {comparison_direction = "LT"} : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %3 = hlo.select %2, %arg2, %arg2 : (tensor<5x4xi1>, tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xf64>
    %4 = hlo.reshape %1 : (tensor<1x4x1xf64>) -> tensor<2x2xf64>
    %5 = hlo.multiply %3, %arg2 : tensor<5x4xf64>
    %6 = hlo.compare %arg0, %arg0 {comparison_direction = "LT"} : (tensor<3x8x2xf64>, tensor<3x8x2xf64>) -> tensor<3x8x2xi1>
    %7 = hlo.select %6, %arg0, %arg0 : (tensor<3x8x2xi1>, tensor<3x8x2xf64>, tensor<3x8x2xf64>) -> tensor<3x8x2xf64>
    %8 = hlo.transpose %7 {permutation = array<i64: 0, 1, 2>} : tensor<3x8x2xf64>
    %9 = dist.constraint %5 {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<5x4xf64>
    %10 = hlo.negate %4 : tensor<2x2xf64>
    %11 = hlo.reshape %4 : tensor<2x2xf64>
    %12 = hlo.add %11, %10 : tensor<2x2xf64>
    %13 = hlo.add %9, %arg2 : tensor<5x4xf64>
    %14 = hlo.reshape %3 : (tensor<5x4xf64>) -> tensor<20xf64>
    return %14 : tensor<20xf64>
  }
}
