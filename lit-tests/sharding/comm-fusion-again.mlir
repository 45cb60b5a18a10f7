// RUN: shardc-opt %s --pass-pipeline='builtin.module(comm-fusion{rule-sets=none})' | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(comm-fusion{rule-sets=none})' | shardc-opt --pass-pipeline='builtin.module(comm-fusion{rule-sets=none})' | FileCheck %s

// Bucketing runs again over the tuples it made until a pass merges nothing. Three gathers
// over "p", an axis of one device: they cost nothing, so a merge may not raise the peak of
// live bytes. Beside %12 alone the first gather would (%1's readers held later), beside the
// tuple of %12 and %14 it does not: all three travel together. Compiled again, the plan is
// the same (before, the first compile left the first gather apart and the second fused it).
// CHECK-LABEL: func.func @refused_beside_one_taken_beside_two(
// CHECK: %[[T:[0-9]+]]:3 = dist.all_gather %arg0, %{{[0-9]+}}, %{{[0-9]+}} {gathering_axes = #dist.dim_axes<[{"p"}, {}]>
// CHECK-NOT: dist.all_gather
// CHECK: return
dist.mesh @mesh = <["p"=1, "x"=4]>
func.func @refused_beside_one_taken_beside_two(%arg1: tensor<8x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>}) -> (tensor<8x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"x":(1)2, "p"}, {}]>}, tensor<16x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"x":(2)2}, {}]>}) {
  %0 = hlo.tanh %arg1 {dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>} : tensor<8x3xf32>
  %1 = dist.all_gather %arg1 {gathering_axes = #dist.dim_axes<[{"p"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x3xf32>
  %2 = dist.all_slice %1 {slicing_axes = #dist.dim_axes<[{"x":(2)2}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x":(2)2}, {}]>} : tensor<8x3xf32>
  %3 = hlo.broadcast_in_dim %2 {broadcast_dimensions = array<i64: 0, 1>, dist.sharding = #dist.sharding<@mesh, [{"x":(2)2}, {}, {}]>} : (tensor<8x3xf32>) -> tensor<8x3x2xf32>
  %4 = hlo.reshape %3 {dist.sharding = #dist.sharding<@mesh, [{"x":(2)2}, {}]>} : (tensor<8x3x2xf32>) -> tensor<16x3xf32>
  %5 = hlo.slice %0 {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 8, 3>, strides = array<i64: 1, 1>, dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>} : (tensor<8x3xf32>) -> tensor<8x2xf32>
  %6 = hlo.slice %0 {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 8, 1>, strides = array<i64: 1, 1>, dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>} : (tensor<8x3xf32>) -> tensor<8x1xf32>
  %7 = hlo.concatenate %5, %6 {dimension = 1 : i64, dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>} : (tensor<8x2xf32>, tensor<8x1xf32>) -> tensor<8x3xf32>
  %8 = hlo.compare %7, %arg1 {comparison_direction = "GE", dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>} : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xi1>
  %9 = hlo.select %8, %arg1, %7 {dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>} : (tensor<8x3xi1>, tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
  %10 = hlo.slice %9 {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 8, 3>, strides = array<i64: 1, 1>, dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>} : (tensor<8x3xf32>) -> tensor<8x1xf32>
  %11 = hlo.slice %9 {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 8, 2>, strides = array<i64: 1, 1>, dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>} : (tensor<8x3xf32>) -> tensor<8x2xf32>
  %12 = dist.all_gather %10 {gathering_axes = #dist.dim_axes<[{"p"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x1xf32>
  %13 = dist.all_slice %12 {slicing_axes = #dist.dim_axes<[{"x":(1)2, "p"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x":(1)2, "p"}, {}]>} : tensor<8x1xf32>
  %14 = dist.all_gather %11 {gathering_axes = #dist.dim_axes<[{"p"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x2xf32>
  %15 = dist.all_slice %14 {slicing_axes = #dist.dim_axes<[{"x":(1)2, "p"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x":(1)2, "p"}, {}]>} : tensor<8x2xf32>
  %16 = hlo.concatenate %13, %15 {dimension = 1 : i64, dist.sharding = #dist.sharding<@mesh, [{"x":(1)2, "p"}, {}]>} : (tensor<8x1xf32>, tensor<8x2xf32>) -> tensor<8x3xf32>
  return %16, %4 : tensor<8x3xf32>, tensor<16x3xf32>
}
