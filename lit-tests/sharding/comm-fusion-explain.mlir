// RUN: shardc-opt %s --pass-pipeline='builtin.module(comm-fusion{explain=true})' | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(comm-fusion)' | FileCheck %s --check-prefix=PLAIN

// With explain=true, comm-fusion attaches egg's explanation of every value its algebra
// rewrote to the module (`dist.rewrites`): the function, the leaves (plan values by their
// position, as the certificate names them), the forms from the value as written to the
// chosen one (each a module of one function @form of the leaves) and the rule of each step.
// The plan is the same with or without it.

// CHECK: module attributes {dist.rewrites = [{function = "main", leaves = ["op0"], forms = [
// CHECK-SAME: %0 = dist.all_reduce %arg0
// CHECK-SAME: %1 = dist.all_slice %0
// CHECK-SAME: %2 = hlo.tanh %1
// CHECK-SAME: %0 = dist.reduce_scatter %arg0
// CHECK-SAME: %1 = hlo.tanh %0
// CHECK-SAME: rules = ["=> reduce-then-slice"]}]}
// CHECK-LABEL: func.func @main(
// CHECK: %1 = dist.reduce_scatter %0
// CHECK-NEXT: %2 = hlo.tanh %1

// PLAIN-NOT: dist.rewrites
// PLAIN-LABEL: func.func @main(
// PLAIN: %1 = dist.reduce_scatter %0
// PLAIN-NEXT: %2 = hlo.tanh %1
dist.mesh @mesh = <["tp"=2]>
func.func @main(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %b: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %2 = dist.all_slice %1 {slicing_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  %3 = hlo.tanh %2 {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}
