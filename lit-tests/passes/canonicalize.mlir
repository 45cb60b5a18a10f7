// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize)' --split-input-file | FileCheck %s

// Constant folding through the interpreter.

// CHECK-LABEL: func.func @fold_elementwise
// CHECK-NEXT: %[[C:.*]] = hlo.constant dense<3.0> : tensor<4xf32>
// CHECK-NEXT: return %[[C]] : tensor<4xf32>
func.func @fold_elementwise() -> tensor<4xf32> {
  %0 = hlo.constant dense<1.0> : tensor<4xf32>
  %1 = hlo.constant dense<2.0> : tensor<4xf32>
  %2 = hlo.add %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @fold_non_splat
// CHECK-NEXT: %[[C:.*]] = hlo.constant dense<[1, 4, 9]> : tensor<3xi32>
// CHECK-NEXT: return %[[C]]
func.func @fold_non_splat() -> tensor<3xi32> {
  %0 = hlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = hlo.multiply %0, %0 : tensor<3xi32>
  return %1 : tensor<3xi32>
}

// -----

// A chain of foldable ops becomes one constant.
// CHECK-LABEL: func.func @fold_chain
// CHECK-NEXT: %[[C:.*]] = hlo.constant dense<{{\[\[}}1.0, 3.0], [2.0, 4.0]]> : tensor<2x2xf32>
// CHECK-NEXT: return %[[C]]
func.func @fold_chain() -> tensor<2x2xf32> {
  %0 = hlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = hlo.reshape %0 : (tensor<4xf32>) -> tensor<2x2xf32>
  %2 = hlo.transpose %1 {permutation = array<i64: 1, 0>} : tensor<2x2xf32>
  return %2 : tensor<2x2xf32>
}

// -----

// Splat operands fold to a splat of any size.
// CHECK-LABEL: func.func @fold_large_splat
// CHECK-NEXT: %[[C:.*]] = hlo.constant dense<-2.0> : tensor<1024x1024xf32>
// CHECK-NEXT: return %[[C]]
func.func @fold_large_splat() -> tensor<1024x1024xf32> {
  %0 = hlo.constant dense<2.0> : tensor<1024xf32>
  %1 = hlo.broadcast_in_dim %0 {broadcast_dimensions = array<i64: 1>} : (tensor<1024xf32>) -> tensor<1024x1024xf32>
  %2 = hlo.negate %1 : tensor<1024x1024xf32>
  return %2 : tensor<1024x1024xf32>
}

// -----

// Folding follows StableHLO's semantics: integer division by zero gives -1, i32 wraps.
// CHECK-LABEL: func.func @fold_integer_semantics
// CHECK-DAG: %[[D:.*]] = hlo.constant dense<-1> : tensor<2xi32>
// CHECK-DAG: %[[W:.*]] = hlo.constant dense<-2147483648> : tensor<i32>
// CHECK: return %[[D]], %[[W]]
func.func @fold_integer_semantics() -> (tensor<2xi32>, tensor<i32>) {
  %a = hlo.constant dense<[5, -5]> : tensor<2xi32>
  %z = hlo.constant dense<0> : tensor<2xi32>
  %0 = hlo.divide %a, %z : tensor<2xi32>
  %m = hlo.constant dense<2147483647> : tensor<i32>
  %one = hlo.constant dense<1> : tensor<i32>
  %1 = hlo.add %m, %one : tensor<i32>
  return %0, %1 : tensor<2xi32>, tensor<i32>
}

// -----

// Comparisons, selects and reductions of constants fold.
// CHECK-LABEL: func.func @fold_compare_reduce
// CHECK-DAG: %[[B:.*]] = hlo.constant dense<[false, true, false]> : tensor<3xi1>
// CHECK-DAG: %[[S:.*]] = hlo.constant dense<6.0> : tensor<f32>
// CHECK: return %[[B]], %[[S]]
func.func @fold_compare_reduce() -> (tensor<3xi1>, tensor<f32>) {
  %a = hlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = hlo.constant dense<2.0> : tensor<3xf32>
  %0 = hlo.compare %a, %b {comparison_direction = "EQ"} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %1 = hlo.reduce %a, %z {dimensions = array<i64: 0>, kind = "add"} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  return %0, %1 : tensor<3xi1>, tensor<f32>
}

// -----

// Exact identities.

// CHECK-LABEL: func.func @arithmetic_identities
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xi32>)
// CHECK-DAG: %[[IZ:.*]] = hlo.constant dense<0> : tensor<4xi32>
// CHECK-NOT: hlo.add
// CHECK-NOT: hlo.subtract
// CHECK-NOT: hlo.multiply
// CHECK-NOT: hlo.divide
// CHECK: return %[[X]], %[[X]], %[[X]], %[[X]], %[[I]], %[[I]], %[[IZ]] :
func.func @arithmetic_identities(%x: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %zero = hlo.constant dense<0.0> : tensor<4xf32>
  %neg_zero = hlo.constant dense<-0.0> : tensor<4xf32>
  %one = hlo.constant dense<1.0> : tensor<4xf32>
  %izero = hlo.constant dense<0> : tensor<4xi32>
  %ione = hlo.constant dense<1> : tensor<4xi32>
  %0 = hlo.subtract %x, %zero : tensor<4xf32>
  %1 = hlo.multiply %x, %one : tensor<4xf32>
  %2 = hlo.divide %x, %one : tensor<4xf32>
  %3 = hlo.add %x, %neg_zero : tensor<4xf32>
  %4 = hlo.add %i, %izero : tensor<4xi32>
  %5 = hlo.multiply %i, %ione : tensor<4xi32>
  %6 = hlo.multiply %i, %izero : tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// x + 0.0 is not x for floats (-0.0 + 0.0 is +0.0), and x * 0.0 is not 0 (NaN, -0.0): kept.
// CHECK-LABEL: func.func @inexact_float_identities_kept
// CHECK: hlo.add %arg0, %{{.*}} : tensor<4xf32>
// CHECK: hlo.multiply %arg0, %{{.*}} : tensor<4xf32>
func.func @inexact_float_identities_kept(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %zero = hlo.constant dense<0.0> : tensor<4xf32>
  %0 = hlo.add %x, %zero : tensor<4xf32>
  %1 = hlo.multiply %x, %zero : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @involutions_and_idempotence
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xi32>, %[[P:.*]]: tensor<4xi1>)
// CHECK-NEXT: return %[[X]], %[[I]], %[[X]], %[[X]], %[[I]], %[[I]], %[[X]] :
func.func @involutions_and_idempotence(%x: tensor<4xf32>, %i: tensor<4xi32>, %p: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>) {
  %0 = hlo.negate %x : tensor<4xf32>
  %1 = hlo.negate %0 : tensor<4xf32>
  %2 = hlo.not %i : tensor<4xi32>
  %3 = hlo.not %2 : tensor<4xi32>
  %4 = hlo.maximum %x, %x : tensor<4xf32>
  %5 = hlo.minimum %x, %x : tensor<4xf32>
  %6 = hlo.and %i, %i : tensor<4xi32>
  %7 = hlo.or %i, %i : tensor<4xi32>
  %8 = hlo.select %p, %x, %x : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1, %3, %4, %5, %6, %7, %8 : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @select_constant_predicate
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]], %[[Y]] :
func.func @select_constant_predicate(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %t = hlo.constant dense<true> : tensor<i1>
  %f = hlo.constant dense<false> : tensor<4xi1>
  %0 = hlo.select %t, %x, %y : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = hlo.select %f, %x, %y : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Shape ops that do nothing are removed.
// CHECK-LABEL: func.func @identity_shape_ops
// CHECK-SAME: (%[[M:.*]]: tensor<2x3xf32>, %[[S:.*]]: tensor<f32>, %[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[M]], %[[M]], %[[X]], %[[M]], %[[M]], %[[M]], %[[X]] :
func.func @identity_shape_ops(%m: tensor<2x3xf32>, %s: tensor<f32>, %x: tensor<4xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xf32>) {
  %0 = hlo.transpose %m {permutation = array<i64: 0, 1>} : tensor<2x3xf32>
  %1 = hlo.reshape %m : tensor<2x3xf32>
  %2 = hlo.convert %x : tensor<4xf32>
  %3 = hlo.broadcast_in_dim %m {broadcast_dimensions = array<i64: 0, 1>} : tensor<2x3xf32>
  %4 = hlo.slice %m {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : tensor<2x3xf32>
  %5 = hlo.pad %m, %s {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %6 = hlo.concatenate %x {dimension = 0} : tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xf32>
}

// -----

// A broadcast that transposes is not an identity.
// CHECK-LABEL: func.func @transposing_broadcast_kept
// CHECK-NEXT: hlo.broadcast_in_dim %arg0 {broadcast_dimensions = array<i64: 1, 0>} : tensor<3x3xf32>
func.func @transposing_broadcast_kept(%m: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = hlo.broadcast_in_dim %m {broadcast_dimensions = array<i64: 1, 0>} : tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// Consecutive transposes and reshapes compose into one op.
// CHECK-LABEL: func.func @compose
// CHECK-NEXT: %[[T:.*]] = hlo.transpose %arg0 {permutation = array<i64: 2, 1, 0>} : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
// CHECK-NEXT: %[[R:.*]] = hlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<24xf32>
// CHECK-NEXT: return %[[T]], %[[R]]
func.func @compose(%m: tensor<2x3x4xf32>) -> (tensor<4x3x2xf32>, tensor<24xf32>) {
  %0 = hlo.transpose %m {permutation = array<i64: 1, 0, 2>} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %1 = hlo.transpose %0 {permutation = array<i64: 2, 0, 1>} : (tensor<3x2x4xf32>) -> tensor<4x3x2xf32>
  %2 = hlo.reshape %m : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %3 = hlo.reshape %2 : (tensor<6x4xf32>) -> tensor<24xf32>
  return %1, %3 : tensor<4x3x2xf32>, tensor<24xf32>
}

// -----

// A transpose and its inverse cancel.
// CHECK-LABEL: func.func @inverse_transposes
// CHECK-NEXT: return %arg0 : tensor<2x3xf32>
func.func @inverse_transposes(%m: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.transpose %m {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = hlo.transpose %0 {permutation = array<i64: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// Dead pure ops are removed; ops with effects and values that are returned stay.
// CHECK-LABEL: func.func @dead_code
// CHECK-NEXT: dist.send %arg0 {channel = 0 : i64} : (tensor<4xf32>) -> ()
// CHECK-NEXT: %[[R:.*]] = dist.recv {channel = 0 : i64} : tensor<4xf32>
// CHECK-NEXT: return %[[R]] : tensor<4xf32>
func.func @dead_code(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.exponential %x : tensor<4xf32>
  %1 = hlo.tanh %0 : tensor<4xf32>
  %2 = hlo.constant dense<1.0> : tensor<8xf32>
  dist.send %x {channel = 0} : (tensor<4xf32>) -> ()
  %3 = dist.recv {channel = 0} : tensor<4xf32>
  return %3 : tensor<4xf32>
}

// -----

// Random numbers, collectives and constraints are never folded.
dist.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func.func @not_folded
// CHECK: hlo.rng
// CHECK: dist.all_reduce
// CHECK: dist.constraint
func.func @not_folded(%seed: tensor<i64>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<i64>) -> tensor<4xf32>
  %c = hlo.constant dense<1.0> : tensor<4xf32>
  %1 = dist.all_reduce %c {reduction_axes = #dist.axes<{}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<4xf32>
  %2 = dist.constraint %c {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// The documented example.
// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[C:.*]] = hlo.constant dense<3.0> : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = hlo.add %arg0, %[[C]] : tensor<4xf32>
// CHECK-NEXT: return %[[R]] : tensor<4xf32>
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.constant dense<1.0> : tensor<4xf32>
  %1 = hlo.constant dense<2.0> : tensor<4xf32>
  %2 = hlo.add %0, %1 : tensor<4xf32>
  %3 = hlo.multiply %arg0, %0 : tensor<4xf32>
  %4 = hlo.negate %3 : tensor<4xf32>
  %5 = hlo.negate %4 : tensor<4xf32>
  %6 = hlo.add %5, %2 : tensor<4xf32>
  return %6 : tensor<4xf32>
}
