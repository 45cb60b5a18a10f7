// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(sink-reductions)' | FileCheck %s

// A reduced value sliced and gathered back into its own layout is the value itself: the
// pair `insert-reshards` made for readers laid out split (here folded away since) is undone,
// and the reduction sinks past the reshape after it. Before, `comm-fusion` undid the pair
// after this pass, and the plan compiled again sank the reduction then: it did not come back
// as itself (fuzz `--ops 12` seed 901682).

// CHECK-LABEL: func.func @pair_undone_then_sunk(
// CHECK-NEXT: %0 = hlo.reshape %arg0 {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x"}>}
// CHECK-NEXT: %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"x"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}]>}
// CHECK-NEXT: %2 = dist.all_slice %1 {slicing_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}]>}
// CHECK-NEXT: return %2
dist.mesh @mesh = <["x"=4]>
func.func @pair_undone_then_sunk(%arg0: tensor<5x4xf64> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"x"}>}) -> (tensor<20xf64> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) {
  %0 = dist.all_reduce %arg0 {reduction_axes = #dist.axes<{"x"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<5x4xf64>
  %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<5x4xf64>
  %2 = dist.all_gather %1 {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<5x4xf64>
  %3 = hlo.reshape %2 {dist.sharding = #dist.sharding<@mesh, [{}]>} : (tensor<5x4xf64>) -> tensor<20xf64>
  %4 = dist.all_slice %3 {slicing_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<20xf64>
  return %4 : tensor<20xf64>
}

// -----

// A slice that something else reads stays, and so does the gather of it.
// CHECK-LABEL: func.func @slice_read_elsewhere_stays(
// CHECK-NEXT: %0 = dist.all_reduce %arg0
// CHECK-NEXT: %1 = dist.all_slice %0
// CHECK-NEXT: %2 = dist.all_gather %1
// CHECK-NEXT: %3 = hlo.reshape %2
// CHECK-NEXT: return %3, %1
dist.mesh @mesh = <["x"=4]>
func.func @slice_read_elsewhere_stays(%arg0: tensor<8x4xf64> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"x"}>}) -> (tensor<32xf64>, tensor<8x4xf64> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = dist.all_reduce %arg0 {reduction_axes = #dist.axes<{"x"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf64>
  %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x4xf64>
  %2 = dist.all_gather %1 {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf64>
  %3 = hlo.reshape %2 {dist.sharding = #dist.sharding<@mesh, [{}]>} : (tensor<8x4xf64>) -> tensor<32xf64>
  return %3, %1 : tensor<32xf64>, tensor<8x4xf64>
}

// -----

// A value sliced on one dimension and gathered on another is moved, not kept: it stays.
// CHECK-LABEL: func.func @other_axes_stay(
// CHECK-NEXT: %0 = dist.all_reduce %arg0
// CHECK-NEXT: %1 = dist.all_slice %0
// CHECK-NEXT: %2 = dist.all_gather %1
// CHECK-NEXT: return %2
dist.mesh @mesh = <["x"=2, "y"=2]>
func.func @other_axes_stay(%arg0: tensor<8x4xf64> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}], unreduced={"x"}>}) -> (tensor<8x4xf64> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = dist.all_reduce %arg0 {reduction_axes = #dist.axes<{"x"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>} : tensor<8x4xf64>
  %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<8x4xf64>
  %2 = dist.all_gather %1 {gathering_axes = #dist.dim_axes<[{}, {"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x4xf64>
  return %2 : tensor<8x4xf64>
}
