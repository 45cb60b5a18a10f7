// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// dist.all_slice keeps each device's piece (no communication): the listed axes are appended
// to each dimension's sharding.

dist.mesh @mesh = <["x"=2, "y"=4]>

// CHECK-LABEL: func.func @all_slice
// CHECK-NEXT: %[[R:.*]] = dist.all_slice %arg0 {slicing_axes = #dist.dim_axes<[{"x"}, {"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<8x8xf32>
// CHECK-NEXT: %[[S:.*]] = dist.all_slice %[[R]] {slicing_axes = #dist.dim_axes<[{}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<8x8xf32>
// CHECK-NEXT: return %[[S]]
func.func @all_slice(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> tensor<8x8xf32> {
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"x"}, {"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<8x8xf32>
  %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// Appending to an already sharded dimension.
// CHECK-LABEL: func.func @append
// CHECK-NEXT: dist.all_slice %arg0 {slicing_axes = #dist.dim_axes<[{"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"x", "y"}]>} : tensor<16xi32>
func.func @append(%a: tensor<16xi32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<16xi32> {
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"x", "y"}]>} : tensor<16xi32>
  return %0 : tensor<16xi32>
}
