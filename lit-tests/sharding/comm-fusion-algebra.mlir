// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(comm-fusion)' | FileCheck %s
// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(comm-fusion{rule-sets=collective-pairs,reductions-through-linear-ops,work-on-the-shard})' | FileCheck %s --check-prefix=NONE

// The algebra of collectives in comm-fusion (egg rewrites, extraction by the cost model).

// reduce-then-slice: an all_reduce then an all_slice over the reduced axis is one
// reduce_scatter.
// CHECK-LABEL: func.func @reduce_then_slice(
// CHECK-NEXT: %0 = hlo.dot_general
// CHECK-NEXT: %1 = dist.reduce_scatter %0 {scatter_axes = #dist.dim_axes<[{"tp"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}
// CHECK-NEXT: %2 = hlo.tanh %1
// CHECK-NOT: dist.all_reduce
dist.mesh @mesh = <["tp"=2]>
func.func @reduce_then_slice(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %b: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %2 = dist.all_slice %1 {slicing_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  %3 = hlo.tanh %2 {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

// gather-then-slice: gathering and slicing back to the same layout is nothing.
// CHECK-LABEL: func.func @gather_then_slice(
// CHECK-NEXT: %0 = hlo.tanh %arg0
// CHECK-NEXT: return %0
dist.mesh @mesh = <["tp"=4]>
func.func @gather_then_slice(%x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %0 = dist.all_gather %x {gathering_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  %2 = hlo.tanh %1 {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}

// -----

// Reductions through linear ops: two all_reduces and a difference become one all_reduce
// of the difference, moved on past the scale and the transpose: as dear, but of equal forms
// the one with the reduction later wins, as `sink-reductions` (which runs before this pass
// in a compile) would have it — else a plan whose rewrite exposed a reduction before a
// linear op compiled again to another (fuzz --ops 30 seed 5800441).
// CHECK-LABEL: func.func @through_linear_ops(
// CHECK-NEXT: %0 = hlo.subtract %arg0, %arg1 {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>}
// CHECK-NEXT: %1 = hlo.multiply %0, %arg2 {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>}
// CHECK-NEXT: %2 = hlo.transpose %1 {{.*}}unreduced={"tp"}
// CHECK-NEXT: %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"tp"}>
// CHECK-NEXT: %4 = hlo.tanh %3
// CHECK-NOT: dist.all_reduce
dist.mesh @mesh = <["tp"=2]>
func.func @through_linear_ops(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>}, %b: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>}, %s: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> (tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
  %1 = dist.all_reduce %b {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
  %2 = hlo.subtract %0, %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
  %3 = hlo.multiply %2, %s {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
  %4 = hlo.transpose %3 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %5 = hlo.tanh %4 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<16x8xf32>
  return %5 : tensor<16x8xf32>
}

// -----

// A reduction another reader keeps is not duplicated: %0 is read by the product and by the
// result, so moving it past the product would add an all_reduce and free none.
// CHECK-LABEL: func.func @shared_reduction(
// CHECK-NEXT: %0 = dist.all_reduce %arg0
// CHECK-NEXT: %1 = hlo.multiply %0, %arg1
// CHECK-NOT: dist.all_reduce
dist.mesh @mesh = <["tp"=2]>
func.func @shared_reduction(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>}, %s: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
  %1 = hlo.multiply %0, %s {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
  return %0, %1 : tensor<8x16xf32>, tensor<8x16xf32>
}

// -----

// Two values whose old forms share a gather-then-slice (an identity): rewriting either alone
// frees nothing the other still reads, so the first is declined; once the second is
// rewritten, the first is tried again and both gathers go (before, one all_gather stayed and
// the chain it fed was computed twice).

// CHECK-LABEL: func.func @shared_round_trip(
// CHECK-NEXT: %0 = hlo.subtract %arg0, %arg0
// CHECK-NEXT: %1 = hlo.negate %0
// CHECK-NEXT: %2 = hlo.multiply %arg0, %arg0
// CHECK-NEXT: %3 = hlo.multiply %2, %1
// CHECK-NEXT: return %1, %3
dist.mesh @mesh = <["x"=4]>
func.func @shared_round_trip(%arg1: tensor<6x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<6x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}, tensor<6x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) {
  %0 = dist.all_gather %arg1 {gathering_axes = #dist.dim_axes<[{}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<6x6xf32>
  %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<6x6xf32>
  %2 = hlo.subtract %1, %arg1 {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<6x6xf32>
  %3 = hlo.negate %2 {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<6x6xf32>
  %4 = hlo.multiply %arg1, %1 {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<6x6xf32>
  %5 = dist.all_gather %3 {gathering_axes = #dist.dim_axes<[{}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<6x6xf32>
  %6 = dist.all_slice %5 {slicing_axes = #dist.dim_axes<[{}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<6x6xf32>
  %7 = hlo.multiply %4, %6 {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<6x6xf32>
  return %3, %7 : tensor<6x6xf32>, tensor<6x6xf32>
}

// -----

// A form placed before its reader that the program also computes further on, for another
// reader (the slice of a gather of a slice is one slice of the argument, as the return's
// second operand already is): one op, read by both (fuzz seed 701215 at --ops 20, whose plan
// compiled again had one slice fewer).
// CHECK-LABEL: func.func @twins(
// CHECK-NEXT: %0 = dist.all_slice %arg0 {slicing_axes = #dist.dim_axes<[{"x":(1)2}]>
// CHECK-NEXT: %1 = hlo.negate %0
// CHECK-NEXT: return %1, %0
dist.mesh @mesh = <["x"=4]>
func.func @twins(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> (tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x":(1)2}]>}, tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x":(1)2}]>}) {
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<8xf32>
  %1 = dist.all_gather %0 {gathering_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  %2 = dist.all_slice %1 {slicing_axes = #dist.dim_axes<[{"x":(1)2}]>, dist.sharding = #dist.sharding<@mesh, [{"x":(1)2}]>} : tensor<8xf32>
  %3 = hlo.negate %2 {dist.sharding = #dist.sharding<@mesh, [{"x":(1)2}]>} : tensor<8xf32>
  %4 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"x":(1)2}]>, dist.sharding = #dist.sharding<@mesh, [{"x":(1)2}]>} : tensor<8xf32>
  return %3, %4 : tensor<8xf32>, tensor<8xf32>
}

// -----

// identities: the gathers and slices between %a and %4 undo each other, which leaves a
// select of %a or %a and a maximum of %a and %a (select-same, idempotent): both are %a, and
// the predicate dies. Without the rule set, they stay (a second compile's canonicalize
// would fold them: the plan would not come back as itself).
// CHECK-LABEL: func.func @exposed_identities(
// CHECK-NEXT: %[[S:.*]] = hlo.add %arg0, %arg0
// CHECK-NEXT: %[[G:.*]] = dist.all_gather %[[S]]
// CHECK-NEXT: return %[[G]]
// NONE-LABEL: func.func @exposed_identities(
// NONE-DAG: hlo.select %{{[0-9]+}}, %arg0, %arg0
// NONE-DAG: hlo.maximum %arg0, %arg0
dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @exposed_identities(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %b: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf32>
  %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{"y", "x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"y", "x"}, {}]>} : tensor<8x4xf32>
  %3 = dist.all_gather %1 {gathering_axes = #dist.dim_axes<[{"y", "x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf32>
  %4 = dist.all_slice %3 {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x4xf32>
  %5 = hlo.compare %b, %a {comparison_direction = "LT", dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
  %6 = hlo.select %5, %4, %a {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : (tensor<8x4xi1>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  %7 = hlo.maximum %4, %a {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x4xf32>
  %8 = hlo.add %6, %7 {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x4xf32>
  %9 = dist.all_gather %8 {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf32>
  return %9 : tensor<8x4xf32>
}

// -----

// A tuple collective (a plan written out with its buckets, compiled again) is split into
// its members first: the algebra looks into each (an all_reduce then a slice is a
// reduce_scatter), and bucketing makes tuples again where they pay. Before, the tuple was
// a leaf to the algebra, and a plan compiled twice could differ.
// CHECK-LABEL: func.func @tuple_member(
// CHECK-DAG: dist.reduce_scatter %arg0 {scatter_axes = #dist.dim_axes<[{"tp"}, {}]>
// CHECK-DAG: dist.all_reduce %arg1 {reduction_axes = #dist.axes<{"tp"}>
// CHECK-NOT: dist.all_slice
// CHECK: return
dist.mesh @mesh = <["tp"=2]>
func.func @tuple_member(%p: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>}, %q: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0:2 = dist.all_reduce %p, %q {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = [#dist.sharding<@mesh, [{}, {}]>, #dist.sharding<@mesh, [{}, {}]>]} : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
  %1 = dist.all_slice %0#0 {slicing_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  return %1, %0#1 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// involution: the second negation moved onto the shard (work-through-gather) lands next to
// the first, which made the shard, and the reduction moved before the second transpose
// (reduce-through-layout) next to the first: each pair undoes itself, leaving the gather
// of %a and the reduction of %p. Without the rule set, the pairs stay (a second compile's
// canonicalize would fold them: the plan would not come back as itself).
// CHECK-LABEL: func.func @involution(
// CHECK-NEXT: %[[P:.*]] = hlo.dot_general
// CHECK-DAG: dist.all_gather %arg0 {
// CHECK-DAG: dist.all_reduce %[[P]] {
// CHECK-NOT: hlo.negate
// CHECK-NOT: hlo.transpose
// CHECK: return
// NONE-LABEL: func.func @involution(
// NONE-DAG: hlo.negate
// NONE-DAG: hlo.transpose
dist.mesh @mesh = <["x"=2, "y"=2]>
func.func @involution(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>}, %w: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x4xf32>
  %1 = dist.all_gather %0 {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf32>
  %2 = hlo.negate %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf32>
  %p = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"y"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %3 = hlo.transpose %p {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"y"}>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %4 = dist.all_reduce %3 {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %5 = hlo.transpose %4 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2, %5 : tensor<8x4xf32>, tensor<8x8xf32>
}
