// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// dist.reduce_scatter reduces over the listed axes and leaves each device one piece: the axes
// leave the unreduced set and are appended to their dimension's sharding.

dist.mesh @mesh = <["x"=2, "y"=4]>

// CHECK-LABEL: func.func @reduce_scatter
// CHECK-NEXT: %[[R:.*]] = dist.reduce_scatter %arg0 {scatter_axes = #dist.dim_axes<[{"y"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}]>} : tensor<16x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce_scatter(%a: tensor<16x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>}) -> tensor<16x4xf32> {
  %0 = dist.reduce_scatter %a {scatter_axes = #dist.dim_axes<[{"y"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}]>} : tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// Two axes over two dimensions, with max.
// CHECK-LABEL: func.func @two_dims
// CHECK-NEXT: dist.reduce_scatter %arg0 {scatter_axes = #dist.dim_axes<[{"x"}, {"y"}]>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<4x8xbf16>
func.func @two_dims(%a: tensor<4x8xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"x", "y"}>}) -> tensor<4x8xbf16> {
  %0 = dist.reduce_scatter %a {scatter_axes = #dist.dim_axes<[{"x"}, {"y"}]>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}
