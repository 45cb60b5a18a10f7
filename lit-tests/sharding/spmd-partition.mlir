// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(sharding-propagation,insert-reshards,canonicalize,spmd-partition)' | FileCheck %s

// spmd-partition gives every value its per-device type, keeps the global shardings as
// metadata, rewrites sizes of split dimensions in attributes (slice limits), makes splat
// constants locally, and gives unannotated results the sharding of the returned value.

// CHECK-LABEL: func.func @megatron_mlp(
// CHECK-SAME: %arg0: tensor<4x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<4x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
// CHECK-NEXT: %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %1 = hlo.tanh %0 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : tensor<4x8xf32>
// CHECK-NEXT: %2 = hlo.dot_general %1, %arg2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}], unreduced={"tp"}>} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<4x16xf32>
// CHECK-NEXT: return %3 : tensor<4x16xf32>
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @megatron_mlp(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %w1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %w2: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %a = hlo.tanh %h : tensor<8x32xf32>
  %y = hlo.dot_general %a, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @split_sizes_in_attributes(
// CHECK-SAME: %arg0: tensor<4x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
// CHECK-NEXT: %0 = hlo.slice %arg0 {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 4, 6>, strides = array<i64: 1, 1>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : (tensor<4x16xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return %0 : tensor<4x4xf32>
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @split_sizes_in_attributes(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<8x4xf32> {
  %s = hlo.slice %x {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 8, 6>, strides = array<i64: 1, 1>} : (tensor<8x16xf32>) -> tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @gather_and_slice_collectives(
// CHECK-SAME: %arg0: tensor<128x256xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp", "tp"}, {}]>}) -> (tensor<1024x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
// CHECK-NEXT: %0 = dist.all_to_all %arg0 {source_dim = 0 : i64, target_dim = 1 : i64, axes = #dist.axes<{"tp"}>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : (tensor<128x256xf32>) -> tensor<512x64xf32>
// CHECK-NEXT: %1 = hlo.negate %0 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : tensor<512x64xf32>
// CHECK-NEXT: %2 = dist.all_gather %1 {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>} : (tensor<512x64xf32>) -> tensor<1024x64xf32>
// CHECK-NEXT: return %2 : tensor<1024x64xf32>
// (Large enough that bytes, not latency, decide: a tiny value is gathered whole in one
// collective and sliced, which the cost model prices lower than two collectives.)
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @gather_and_slice_collectives(%x: tensor<1024x256xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp", "tp"}, {}]>}) -> (tensor<1024x256xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
  %y = hlo.negate %x : tensor<1024x256xf32>
  return %y : tensor<1024x256xf32>
}

// -----

// CHECK-LABEL: func.func @splat_constants_are_made_locally(
// CHECK-SAME: %arg0: tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) -> (tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) {
// CHECK-NEXT: %0 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} dense<2.0> : tensor<4x4xf32>
// CHECK-NEXT: %1 = hlo.multiply %arg0, %0 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : tensor<4x4xf32>
// CHECK-NEXT: return %1 : tensor<4x4xf32>
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @splat_constants_are_made_locally(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) -> tensor<8x16xf32> {
  %c = hlo.constant dense<2.0> : tensor<8x16xf32>
  %y = hlo.multiply %x, %c : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}


// -----

// A non-splat constant laid out sharded is made whole and sliced: every device keeps its
// block of rows, with no communication (a splat is made in pieces directly).
// CHECK-LABEL: func.func @sharded_non_splat_constant(
// CHECK: %[[WHOLE:.*]] = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} dense<{{\[\[}}1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
// CHECK-NEXT: %[[MINE:.*]] = dist.all_slice %[[WHOLE]] {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : (tensor<4x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: hlo.add %arg0, %[[MINE]]
dist.mesh @mesh = <["x"=2]>
func.func @sharded_non_splat_constant(%a: tensor<4x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x2xf32> {
  %c = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %r = hlo.add %a, %c {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}
