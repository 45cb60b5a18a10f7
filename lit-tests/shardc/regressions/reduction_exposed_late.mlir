// The gather and slice between the reduction and the negation undo each other
// (gather-then-slice), which leaves the reduction right before the negation: comm-fusion
// must leave it after, as sink-reductions (which runs before it, and again when the plan is
// compiled again) would. Before, the plan written out compiled to another with the
// reduction moved (fuzz --ops 30 seed 5800441).
// RUN: shardc compile %s --emit global -o %t.global.mlir 2>/dev/null
// RUN: shardc compile %t.global.mlir --emit global -o %t.again.mlir 2>/dev/null
// RUN: diff %t.global.mlir %t.again.mlir
// RUN: FileCheck %s --input-file %t.global.mlir
// CHECK: %[[N:.*]] = hlo.negate %arg0 {{.*}}unreduced={"y"}
// CHECK-NEXT: dist.all_reduce %[[N]] {reduction_axes = #dist.axes<{"y"}>
module {
  dist.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%arg0: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}], unreduced={"y"}>}) -> (tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) {
    %0 = dist.all_reduce %arg0 {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<8xf32>
    %1 = dist.all_gather %0 {gathering_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
    %2 = dist.all_slice %1 {slicing_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<8xf32>
    %3 = hlo.negate %2 {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<8xf32>
    return %3 : tensor<8xf32>
  }
}
