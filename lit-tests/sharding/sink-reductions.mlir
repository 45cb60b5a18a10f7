// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(sharding-propagation,insert-reshards,sink-reductions)' | FileCheck %s

// Partial sums are reduced as late as correctness allows: two reductions of a sum become
// one; reductions move past negate, transpose and a product with a value that is the same on
// every device, but not past a broadcast (it would grow) nor a non-linear op.

// CHECK-LABEL: func.func @two_reductions_become_one(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %1 = hlo.dot_general %arg2, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %2 = hlo.add %0, %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : tensor<8x8xf32>
// CHECK-NEXT: %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
// CHECK-NEXT: return %3 : tensor<8x8xf32>
dist.mesh @mesh = <["tp"=4]>
func.func @two_reductions_become_one(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %w: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %b: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> tensor<8x8xf32> {
  %0 = hlo.dot_general %a, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = hlo.dot_general %b, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %2 = hlo.add %0, %1 : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}

// -----

// CHECK-LABEL: func.func @past_linear_ops_not_broadcasts(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{?}, {?}]>}) -> tensor<4x8x8xf32> {
// CHECK-NEXT: %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %1 = hlo.negate %0 {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : tensor<8x8xf32>
// CHECK-NEXT: %2 = hlo.transpose %1 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : tensor<8x8xf32>
// CHECK-NEXT: %3 = hlo.multiply %2, %arg2 {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : tensor<8x8xf32>
// CHECK-NEXT: %4 = dist.all_reduce %3 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
// CHECK-NEXT: %5 = hlo.broadcast_in_dim %4 {broadcast_dimensions = array<i64: 1, 2>, dist.sharding = #dist.sharding<@mesh, [{}, {}, {}]>} : (tensor<8x8xf32>) -> tensor<4x8x8xf32>
// CHECK-NEXT: return %5 : tensor<4x8x8xf32>
dist.mesh @mesh = <["tp"=4]>
func.func @past_linear_ops_not_broadcasts(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %w: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %s: tensor<8x8xf32>) -> tensor<4x8x8xf32> {
  %0 = hlo.dot_general %a, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = hlo.negate %0 : tensor<8x8xf32>
  %2 = hlo.transpose %1 {permutation = array<i64: 1, 0>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = hlo.multiply %2, %s : tensor<8x8xf32>
  %4 = hlo.broadcast_in_dim %3 {broadcast_dimensions = array<i64: 1, 2>} : (tensor<8x8xf32>) -> tensor<4x8x8xf32>
  return %4 : tensor<4x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @not_past_nonlinear_ops(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
// CHECK-NEXT: %2 = hlo.tanh %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
// CHECK-NEXT: return %2 : tensor<8x8xf32>
dist.mesh @mesh = <["tp"=4]>
func.func @not_past_nonlinear_ops(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %w: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<8x8xf32> {
  %0 = hlo.dot_general %a, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = hlo.tanh %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}


// -----

// A reversal is linear too (`rule::carries_partial_sums`, which the partitioner checks
// plans by): the reduction moves past it, then past the product with a whole scale.
// CHECK-LABEL: func.func @past_a_reversal(
// CHECK: %[[D:.*]] = hlo.dot_general {{.*}} unreduced={"tp"}>}
// CHECK-NEXT: %[[R:.*]] = hlo.reverse %[[D]] {dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>}
// CHECK-NEXT: %[[M:.*]] = hlo.multiply %[[R]], %arg2 {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>}
// CHECK-NEXT: %[[S:.*]] = dist.all_reduce %[[M]] {reduction_axes = #dist.axes<{"tp"}>, kind = "add"
// CHECK-NEXT: return %[[S]]
dist.mesh @mesh = <["tp"=4]>
func.func @past_a_reversal(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %w: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %s: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> tensor<8x8xf32> {
  %0 = hlo.dot_general %a, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = hlo.reverse %0 {dimensions = array<i64: 0>} : tensor<8x8xf32>
  %2 = hlo.multiply %1, %s : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
