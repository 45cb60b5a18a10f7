// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(sharding-propagation,insert-reshards)' | FileCheck %s

// A global view (`shardc compile --emit global`) read back: `sink-reductions` and
// `comm-fusion` leave linear ops computing on partial sums (a mean's quotient, a negation)
// before the all_reduce they moved past, and a partial maximum before the all_reduce "max"
// that completes it. insert-reshards takes both as they are: nothing is added.

// CHECK-LABEL: func.func @mean_of_partial_sums(
// CHECK-NEXT: %0 = hlo.constant
// CHECK-NEXT: %1 = hlo.reduce %arg0, %0 {{.*}}unreduced={"tp"}>}
// CHECK-NEXT: %2 = hlo.constant
// CHECK-NEXT: %3 = dist.all_slice %2
// CHECK-NEXT: %4 = hlo.divide %1, %3 {dist.sharding = #dist.sharding<@mesh, [{"dp"}], unreduced={"tp"}>}
// CHECK-NEXT: %5 = hlo.negate %4 {dist.sharding = #dist.sharding<@mesh, [{"dp"}], unreduced={"tp"}>}
// CHECK-NEXT: %6 = hlo.add %5, %5 {dist.sharding = #dist.sharding<@mesh, [{"dp"}], unreduced={"tp"}>}
// CHECK-NEXT: %7 = dist.all_reduce %6 {reduction_axes = #dist.axes<{"tp"}>, kind = "add"
// CHECK-NEXT: return %7
dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @mean_of_partial_sums(%x: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) -> (tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}]>}) {
  %zero = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<0.0> : tensor<f32>
  %s = hlo.reduce %x, %zero {dimensions = array<i64: 1>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"dp"}], unreduced={"tp"}>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %n = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"dp"}]>} dense<8.0> : tensor<4xf32>
  %m = hlo.divide %s, %n {dist.sharding = #dist.sharding<@mesh, [{"dp"}], unreduced={"tp"}>} : tensor<4xf32>
  %neg = hlo.negate %m {dist.sharding = #dist.sharding<@mesh, [{"dp"}], unreduced={"tp"}>} : tensor<4xf32>
  %twice = hlo.add %neg, %neg {dist.sharding = #dist.sharding<@mesh, [{"dp"}], unreduced={"tp"}>} : tensor<4xf32>
  %r = dist.all_reduce %twice {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"dp"}]>} : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A partial maximum over two axes, completed by a reduce_scatter "max" over one and an
// all_reduce "max" over the other (the pending axis declared between them).

// CHECK-LABEL: func.func @partial_maximum(
// CHECK-NEXT: %0 = hlo.constant
// CHECK-NEXT: %1 = hlo.reduce %arg0, %0 {{.*}}kind = "max", dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x", "y"}>}
// CHECK-NEXT: %2 = dist.reduce_scatter %1 {{.*}}kind = "max", dist.sharding = #dist.sharding<@mesh, [{"x"}], unreduced={"y"}>}
// CHECK-NEXT: %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"y"}>, kind = "max"
// CHECK-NEXT: return %3
dist.mesh @mesh = <["x"=2, "y"=2]>
func.func @partial_maximum(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}]>}) -> (tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) {
  %low = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<0xFF800000> : tensor<f32>
  %m = hlo.reduce %a, %low {dimensions = array<i64: 0>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x", "y"}>} : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %s = dist.reduce_scatter %m {scatter_axes = #dist.dim_axes<[{"x"}]>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{"x"}], unreduced={"y"}>} : tensor<4xf32>
  %r = dist.all_reduce %s {reduction_axes = #dist.axes<{"y"}>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// An axis of size 1 splits nothing: a layout naming one is the layout without it. The
// negation computes [{}, {"x":(1)2}] by its factors and the value is declared
// [{}, {"x":(1)2, "p"}] — the same layout, so no collective goes between them (before,
// a collective_permute moving nothing went on each side) and the value keeps its spelling,
// which the all_gather after it names.

// CHECK-LABEL: func.func @unit_axis(
// CHECK-NEXT: %0 = hlo.negate %arg0 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2, "p"}]>}
// CHECK-NEXT: %1 = dist.all_gather %0
// CHECK-NEXT: return %1
dist.mesh @mesh = <["p"=1, "x"=4]>
func.func @unit_axis(%a: tensor<2x2xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2, "p"}]>}) -> (tensor<2x2xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %n = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2, "p"}]>} : tensor<2x2xf32>
  %g = dist.all_gather %n {gathering_axes = #dist.dim_axes<[{}, {"x":(1)2, "p"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<2x2xf32>
  return %g : tensor<2x2xf32>
}
