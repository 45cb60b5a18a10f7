// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(sharding-propagation,insert-reshards)' | FileCheck %s

// insert-reshards picks the cheapest collective form: all_reduce for partial sums (one per
// Megatron MLP), reduce_scatter when the result is split further over the reduced axes, the
// reduction's own combiner, all_to_all to move an axis, collective_permute for equal splits,
// all_slice (no traffic) to add axes, all_gather to remove them.

// CHECK-LABEL: func.func @megatron_mlp(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
// CHECK-NEXT: %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT: %1 = hlo.tanh %0 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : tensor<8x32xf32>
// CHECK-NEXT: %2 = hlo.dot_general %1, %arg2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}], unreduced={"tp"}>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %3 : tensor<8x16xf32>
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @megatron_mlp(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %w1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %w2: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %a = hlo.tanh %h : tensor<8x32xf32>
  %y = hlo.dot_general %a, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_scatter_instead_of_all_reduce_then_slice(
// CHECK-SAME: %arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
// CHECK-NEXT: %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %1 = dist.reduce_scatter %0 {scatter_axes = #dist.dim_axes<[{"tp"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %1 : tensor<8x16xf32>
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @reduce_scatter_instead_of_all_reduce_then_slice(%a: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %b: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %y = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @max_reduction_uses_max(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) -> (tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}]>}) {
// CHECK-NEXT: %0 = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<0xFF800000> : tensor<f32>
// CHECK-NEXT: %1 = hlo.reduce %arg0, %0 {dimensions = array<i64: 1>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{"dp"}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT: %2 = dist.all_reduce %1 {reduction_axes = #dist.axes<{"tp"}>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{"dp"}]>} : tensor<8xf32>
// CHECK-NEXT: return %2 : tensor<8xf32>
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @max_reduction_uses_max(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) -> (tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}]>}) {
  %init = hlo.constant dense<0xFF800000> : tensor<f32>
  %m = hlo.reduce %x, %init {dimensions = array<i64: 1>, kind = "max"} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %m : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @moving_an_axis_is_all_to_all(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
// CHECK-NEXT: %0 = dist.all_to_all %arg0 {source_dim = 0 : i64, target_dim = 1 : i64, axes = #dist.axes<{"tp"}>, dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @moving_an_axis_is_all_to_all(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
  %y = dist.constraint %x {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>} : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @swapping_axes_is_a_permute(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"b"}, {"a"}]>}) {
// CHECK-NEXT: %0 = dist.collective_permute %arg0 {dist.sharding = #dist.sharding<@mesh, [{"b"}, {"a"}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
dist.mesh @mesh = <["a"=2, "b"=2]>
func.func @swapping_axes_is_a_permute(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"b"}, {"a"}]>}) {
  return %x : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @adding_an_axis_is_a_local_slice(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp", ?}, {"tp", ?}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) {
// CHECK-NEXT: %0 = hlo.exponential %arg0 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @adding_an_axis_is_a_local_slice(%x: tensor<8x16xf32>) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) {
  %y = hlo.exponential %x : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @mismatched_operands_are_resharded(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp", "tp"}, {}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
// CHECK-NEXT: %0 = dist.all_gather %arg0 {gathering_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<8x16xf32>
// CHECK-NEXT: %1 = hlo.add %0, %arg1 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %1 : tensor<8x16xf32>
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @mismatched_operands_are_resharded(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp", "tp"}, {}]>}, %y: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %z = hlo.add %x, %y : tensor<8x16xf32>
  return %z : tensor<8x16xf32>
}


// -----

// Partial sums over "x" (size 8) whose result is split over the sub-axis "x":(2)2: one
// reduce_scatter over that part, then an all_reduce over the rest ("x":(1)2 and "x":(4)2).
// CHECK-LABEL: func.func @reduce_scatter_over_part_of_an_axis(
// CHECK: %[[RS:.*]] = dist.reduce_scatter %{{.*}} {scatter_axes = #dist.dim_axes<[{}, {"x":(2)2}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {"x":(2)2}], unreduced={"x":(1)2, "x":(4)2}>} : tensor<8x8xf32>
// CHECK-NEXT: dist.all_reduce %[[RS]] {reduction_axes = #dist.axes<{"x":(1)2, "x":(4)2}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {"x":(2)2}]>} : tensor<8x8xf32>
dist.mesh @mesh = <["x"=8]>
func.func @reduce_scatter_over_part_of_an_axis(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}, %b: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(2)2}]>}) {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// Moving a dimension from one axis to another of the same size is one permutation.
// CHECK-LABEL: func.func @permute_between_axes(
// CHECK: dist.collective_permute %arg0 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x4xf32>
// CHECK-NOT: dist.all_gather
dist.mesh @mesh = <["x"=2, "y"=2]>
func.func @permute_between_axes(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>}) {
  return %a : tensor<8x4xf32>
}
