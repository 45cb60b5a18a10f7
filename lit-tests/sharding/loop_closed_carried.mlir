// A carried value the program closes is carried as annotated: the body's argument says
// `x` is whole (`[{}, {}]`, closed), so neither the initial value's split over "dp" nor what
// the body computes extends it; the loop's entry gathers `x`. A dimension left open (`w`'s
// second, `{?}`) still takes what propagation finds. Before, the loop fixpoint re-opened
// every pinned dimension and carried `x` split over "dp" (the search's whole carried values,
// written the same way, were split behind its back).
// RUN: shardc-opt %s --pass-pipeline='builtin.module(inline,sharding-propagation)' | FileCheck %s --check-prefix=PROP
// RUN: shardc verify %s | FileCheck %s --check-prefix=VERIFY

// PROP-LABEL: func.func private @body
// PROP-SAME: %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}
// PROP-SAME: %arg2: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}
// PROP-LABEL: func.func @main
// PROP: hlo.while
// PROP-SAME: dist.sharding = [#dist.sharding<@mesh, []>, #dist.sharding<@mesh, [{}, {}]>, #dist.sharding<@mesh, [{}, {"tp"}]>]

// VERIFY: match

dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func private @cond(%i: tensor<i32>, %x: tensor<8x16xf32>, %w: tensor<16x16xf32>) -> tensor<i1> {
  %c = hlo.constant dense<3> : tensor<i32>
  %p = hlo.compare %i, %c {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @body(%i: tensor<i32>, %x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %w: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {?}]>}) -> (tensor<i32>, tensor<8x16xf32>, tensor<16x16xf32>) {
  %one = hlo.constant dense<1> : tensor<i32>
  %j = hlo.add %i, %one : tensor<i32>
  %xs = dist.constraint %x {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<8x16xf32>
  %y = hlo.dot_general %xs, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %t = hlo.tanh %y : tensor<8x16xf32>
  return %j, %t, %w : tensor<i32>, tensor<8x16xf32>, tensor<16x16xf32>
}
func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %w: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> tensor<8x16xf32> {
  %z = hlo.constant dense<0> : tensor<i32>
  %r:3 = hlo.while %z, %x, %w {cond = @cond, body = @body} : (tensor<i32>, tensor<8x16xf32>, tensor<16x16xf32>) -> (tensor<i32>, tensor<8x16xf32>, tensor<16x16xf32>)
  return %r#1 : tensor<8x16xf32>
}
