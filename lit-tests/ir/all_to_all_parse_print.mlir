// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// dist.all_to_all moves the listed axes from the source dimension (minor-most) to the end of
// the target dimension.

dist.mesh @mesh = <["x"=2, "y"=4]>

// CHECK-LABEL: func.func @all_to_all
// CHECK-NEXT: %[[R:.*]] = dist.all_to_all %arg0 {source_dim = 0 : i64, target_dim = 1 : i64, axes = #dist.axes<{"y"}>, dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>} : tensor<8x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @all_to_all(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>}) -> tensor<8x8xf32> {
  %0 = dist.all_to_all %a {source_dim = 0, target_dim = 1, axes = #dist.axes<{"y"}>, dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// Moving the minor axis onto an already sharded dimension appends it.
// CHECK-LABEL: func.func @append
// CHECK-NEXT: dist.all_to_all %arg0 {source_dim = 1 : i64, target_dim = 0 : i64, axes = #dist.axes<{"y"}>, dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}, {}]>} : tensor<16x8x2xf32>
func.func @append(%a: tensor<16x8x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}, {}]>}) -> tensor<16x8x2xf32> {
  %0 = dist.all_to_all %a {source_dim = 1, target_dim = 0, axes = #dist.axes<{"y"}>, dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}, {}]>} : tensor<16x8x2xf32>
  return %0 : tensor<16x8x2xf32>
}
