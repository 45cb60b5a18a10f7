// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(sharding-propagation)' | FileCheck %s

// Propagation cases from Shardy's and GSPMD's test suites: elementwise, backward from results,
// dot (batch/row/column and contracting factors), reshape merge/split (compound factors),
// transpose, broadcast, reduce, closed dims, user priority on conflicts, explicit priorities
// (p0 beats p1), and axes a value is explicitly replicated over.

// CHECK-LABEL: func.func @elementwise_forward(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a", ?}, {"b", ?}]>}) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = hlo.add %arg0, %arg1 {dist.sharding = #dist.sharding<@mesh, [{"a", ?}, {"b", ?}]>} : tensor<8x16xf32>
// CHECK-NEXT: %1 = hlo.tanh %0 {dist.sharding = #dist.sharding<@mesh, [{"a", ?}, {"b", ?}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %1 : tensor<8x16xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>

func.func @elementwise_forward(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = hlo.add %arg0, %arg1 : tensor<8x16xf32>
  %1 = hlo.tanh %0 : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @backward_from_result(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{?}, {"b", ?}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"b"}]>}) {
// CHECK-NEXT: %0 = hlo.exponential %arg0 {dist.sharding = #dist.sharding<@mesh, [{}, {"b"}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @backward_from_result(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"b"}]>}) {
  %0 = hlo.exponential %arg0 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @dot_row_col(
// CHECK-SAME: %arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"b"}]>}) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"a", ?}, {"b", ?}]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @dot_row_col(%arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"b"}]>}) -> tensor<8x16xf32> {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @dot_contracting_not_in_result(
// CHECK-SAME: %arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"b"}]>}, %arg1: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"b", ?}, {?}]>}) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{?}, {?}]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @dot_contracting_not_in_result(%arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"b"}]>}, %arg1: tensor<32x16xf32>) -> tensor<8x16xf32> {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_merge(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}) -> tensor<128xf32> {
// CHECK-NEXT: %0 = hlo.reshape %arg0 {dist.sharding = #dist.sharding<@mesh, [{"a", ?}]>} : (tensor<8x16xf32>) -> tensor<128xf32>
// CHECK-NEXT: return %0 : tensor<128xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @reshape_merge(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}) -> tensor<128xf32> {
  %0 = hlo.reshape %arg0 : (tensor<8x16xf32>) -> tensor<128xf32>
  return %0 : tensor<128xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_split(
// CHECK-SAME: %arg0: tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"a", "b"}]>}) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = hlo.reshape %arg0 {dist.sharding = #dist.sharding<@mesh, [{"a", "b", ?}, {?}]>} : (tensor<128xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @reshape_split(%arg0: tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"a", "b"}]>}) -> tensor<8x16xf32> {
  %0 = hlo.reshape %arg0 : (tensor<128xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}) -> tensor<16x8xf32> {
// CHECK-NEXT: %0 = hlo.transpose %arg0 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{"b", ?}, {"a", ?}]>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
// CHECK-NEXT: return %0 : tensor<16x8xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @transpose(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}) -> tensor<16x8xf32> {
  %0 = hlo.transpose %arg0 {permutation = array<i64: 1, 0>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast(
// CHECK-SAME: %arg0: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"b"}]>}) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = hlo.broadcast_in_dim %arg0 {broadcast_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{?}, {"b", ?}]>} : (tensor<16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @broadcast(%arg0: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"b"}]>}) -> tensor<8x16xf32> {
  %0 = hlo.broadcast_in_dim %arg0 {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @reduce(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}) -> tensor<8xf32> {
// CHECK-NEXT: %0 = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<0.0> : tensor<f32>
// CHECK-NEXT: %1 = hlo.reduce %arg0, %0 {dimensions = array<i64: 1>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"a", ?}]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT: return %1 : tensor<8xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @reduce(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}) -> tensor<8xf32> {
  %init = hlo.constant dense<0.0> : tensor<f32>
  %0 = hlo.reduce %arg0, %init {dimensions = array<i64: 1>, kind = "add"} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @closed_dims_are_kept(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"b"}]>}) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = hlo.add %arg0, %arg1 {dist.sharding = #dist.sharding<@mesh, [{"a", ?}, {"b", ?}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @closed_dims_are_kept(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"b"}]>}) -> tensor<8x16xf32> {
  %0 = hlo.add %arg0, %arg1 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @conflict_user_priority(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"b", ?}, {?}]>}) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = hlo.negate %arg0 {dist.sharding = #dist.sharding<@mesh, [{"a", ?}, {?}]>} : tensor<8x16xf32>
// CHECK-NEXT: %1 = dist.constraint %0 {dist.sharding = #dist.sharding<@mesh, [{"b"}, {}]>} : tensor<8x16xf32>
// CHECK-NEXT: %2 = hlo.add %1, %arg1 {dist.sharding = #dist.sharding<@mesh, [{"b", ?}, {?}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %2 : tensor<8x16xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @conflict_user_priority(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = hlo.negate %arg0 : tensor<8x16xf32>
  %1 = dist.constraint %0 {dist.sharding = #dist.sharding<@mesh, [{"b"}, {}]>} : tensor<8x16xf32>
  %2 = hlo.add %1, %arg1 : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @explicit_priorities(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a", ?}p1, {?}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"b", ?}p0, {?}]>}) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = hlo.add %arg0, %arg1 {dist.sharding = #dist.sharding<@mesh, [{"b", ?}, {?}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @explicit_priorities(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a", ?}p1, {?}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"b", ?}p0, {?}]>}) -> tensor<8x16xf32> {
  %0 = hlo.add %arg0, %arg1 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @replicated_axes_are_not_added(
// CHECK-SAME: %arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{?}, {?}], replicated={"a"}>}) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = hlo.add %arg0, %arg1 {dist.sharding = #dist.sharding<@mesh, [{"a", ?}, {?}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @replicated_axes_are_not_added(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{?}, {?}], replicated={"a"}>}) -> tensor<8x16xf32> {
  %0 = hlo.add %arg0, %arg1 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

