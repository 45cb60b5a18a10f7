// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// #dist.sharding in Shardy's syntax, on arguments, results and op results.

dist.mesh @mesh = <["x"=8, "y"=2, "z"=4]>

// Closed and open dimensions, several axes on one dimension, replicated and unreduced axes.
// CHECK-LABEL: func.func @dims
// CHECK-SAME: (%arg0: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
// CHECK-SAME: %arg1: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {?}]>},
// CHECK-SAME: %arg2: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"z", ?}, {}], replicated={"y"}>})
// CHECK-SAME: -> (tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}], unreduced={"z"}>})
func.func @dims(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                %b: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {?}]>},
                %c: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"z", ?}, {}], replicated={"y"}>})
    -> (tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}], unreduced={"z"}>}) {
  return %a : tensor<8x4xf32>
}

// Priorities and sub-axes.
// CHECK-LABEL: func.func @priorities_and_sub_axes
// CHECK-NEXT: hlo.negate %arg0 {dist.sharding = #dist.sharding<@mesh, [{"x"}p0, {"z", ?}p2]>} : tensor<8x8xf32>
// CHECK-NEXT: hlo.negate %arg0 {dist.sharding = #dist.sharding<@mesh, [{"x":(1)2, "x":(2)4}, {}]>} : tensor<8x8xf32>
// CHECK-NEXT: hlo.negate %arg0 {dist.sharding = #dist.sharding<@mesh, [{"x":(2)2}, {"x":(1)2}], unreduced={"x":(4)2}>} : tensor<8x8xf32>
func.func @priorities_and_sub_axes(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x"}p0, {"z", ?}p2]>} : tensor<8x8xf32>
  %1 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(1)2, "x":(2)4}, {}]>} : tensor<8x8xf32>
  %2 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(2)2}, {"x":(1)2}], unreduced={"x":(4)2}>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// Scalars have an empty dimension list; shardings sit after other attributes.
// CHECK-LABEL: func.func @scalar
// CHECK-NEXT: hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<1.0> : tensor<f32>
// CHECK-NEXT: hlo.reduce %arg0, %0 {dimensions = array<i64: 0>, kind = "add", dist.sharding = #dist.sharding<@mesh, [], unreduced={"x"}>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
func.func @scalar(%a: tensor<8xf32>) -> tensor<f32> {
  %0 = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<1.0> : tensor<f32>
  %1 = hlo.reduce %a, %0 {dist.sharding = #dist.sharding<@mesh, [], unreduced={"x"}>, dimensions = array<i64: 0>, kind = "add"} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}

// Ops with several results take an array of shardings; `unit` leaves one out.
func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
// CHECK-LABEL: func.func @several_results
// CHECK-NEXT: func.call @pair(%arg0) {dist.sharding = [#dist.sharding<@mesh, [{"z"}]>, unit]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
func.func @several_results(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = call @pair(%x) {dist.sharding = [#dist.sharding<@mesh, [{"z"}]>, unit]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// A sharding may name a mesh declared later in the module, or a quoted one.
// CHECK-LABEL: func.func @later_mesh
// CHECK-SAME: {dist.sharding = #dist.sharding<@"later mesh", [{"a"}]>}
func.func @later_mesh(%x: tensor<4xf32> {dist.sharding = #dist.sharding<@"later mesh", [{"a"}]>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
dist.mesh @"later mesh" = <["a"=4]>
