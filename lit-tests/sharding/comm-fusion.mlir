// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(comm-fusion)' | FileCheck %s
// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(comm-fusion{profile=h100})' | FileCheck %s --check-prefix=GPU

// Two independent gradient reductions over "dp" travel as one tuple all-reduce, placed as
// soon as both operands exist; the readers of both follow it.
// CHECK-LABEL: func.func @independent_gradients(
// CHECK: %0 = hlo.dot_general %arg0, %arg1
// CHECK-NEXT: %1 = hlo.dot_general %arg0, %arg0
// CHECK-NEXT: %2:2 = dist.all_reduce %0, %1 {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = [#dist.sharding<@mesh, [{}, {}]>, #dist.sharding<@mesh, [{}, {}]>]} : (tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
// CHECK-NEXT: %3 = hlo.negate %2#0
// CHECK-NEXT: return %3, %2#1
// GPU-LABEL: func.func @independent_gradients(
// GPU: dist.all_reduce %0, %1
dist.mesh @mesh = <["dp"=2]>
func.func @independent_gradients(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %b: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<4x4xf32>
  %n = hlo.negate %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<4x4xf32>
  %2 = hlo.dot_general %a, %a {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<4x4xf32>
  return %n, %3 : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// The second reduction reads the first's result: they cannot travel together. Different
// axes, combiners or element types are never fused either.
// CHECK-LABEL: func.func @not_fusable(
// CHECK-COUNT-4: dist.all_reduce %{{[0-9]+}} {
// CHECK-NOT: dist.all_reduce
// CHECK: return
dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @not_fusable(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %h: tensor<8x4xf16> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf16>) {
  %0 = hlo.dot_general %a, %a {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<4x4xf32>
  %2 = hlo.dot_general %a, %a {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %3 = hlo.add %2, %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : tensor<4x4xf32>
  %4 = dist.all_reduce %3 {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<4x4xf32>
  %5 = hlo.dot_general %h, %h {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : (tensor<8x4xf16>, tensor<8x4xf16>) -> tensor<4x4xf16>
  %6 = dist.all_reduce %5 {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<4x4xf16>
  %7 = hlo.dot_general %a, %a {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %8 = dist.all_reduce %7 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<4x4xf32>
  return %4, %8, %6 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf16>
}

// -----

// FSDP: two layers' weights gathered whole travel as one tuple all-gather.
// CHECK-LABEL: func.func @gathers(
// CHECK-NEXT: %0:2 = dist.all_gather %arg1, %arg2 {gathering_axes = #dist.dim_axes<[{"f"}, {}]>, dist.sharding = [#dist.sharding<@mesh, [{}, {}]>, #dist.sharding<@mesh, [{}, {}]>]}
// CHECK-NEXT: hlo.dot_general %arg0, %0#0
// CHECK-NEXT: hlo.dot_general %1, %0#1
dist.mesh @mesh = <["f"=4]>
func.func @gathers(%x: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}, %w1: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}, %w2: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}) -> tensor<16x32xf32> {
  %g1 = dist.all_gather %w1 {gathering_axes = #dist.dim_axes<[{"f"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<32x32xf32>
  %h = hlo.dot_general %x, %g1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>} : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
  %g2 = dist.all_gather %w2 {gathering_axes = #dist.dim_axes<[{"f"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<32x32xf32>
  %y = hlo.dot_general %h, %g2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>} : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
  return %y : tensor<16x32xf32>
}
