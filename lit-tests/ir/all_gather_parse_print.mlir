// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// dist.all_gather removes the listed (minor-most) axes from each dimension's sharding.

dist.mesh @mesh = <["x"=2, "y"=4]>

// CHECK-LABEL: func.func @gather_rows
// CHECK-NEXT: %[[R:.*]] = dist.all_gather %arg0 {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>} : tensor<8x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @gather_rows(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<8x8xf32> {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// Gathering only the minor axis of a dimension split over two axes; and over two dimensions.
// CHECK-LABEL: func.func @partial
// CHECK-NEXT: dist.all_gather %arg0 {gathering_axes = #dist.dim_axes<[{"y"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<16x4xf32>
// CHECK-NEXT: dist.all_gather %0 {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<16x4xf32>
func.func @partial(%a: tensor<16x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<16x4xf32> {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"y"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<16x4xf32>
  %1 = dist.all_gather %0 {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<16x4xf32>
  return %1 : tensor<16x4xf32>
}

// Several axes at once, and sub-axes.
// CHECK-LABEL: func.func @several_axes
// CHECK-NEXT: dist.all_gather %arg0 {gathering_axes = #dist.dim_axes<[{"x", "y"}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
// CHECK-NEXT: dist.all_gather %arg1 {gathering_axes = #dist.dim_axes<[{"y":(2)2}]>, dist.sharding = #dist.sharding<@mesh, [{"y":(1)2}]>} : tensor<8xf32>
func.func @several_axes(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}]>}, %b: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y":(1)2, "y":(2)2}]>}) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x", "y"}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  %1 = dist.all_gather %b {gathering_axes = #dist.dim_axes<[{"y":(2)2}]>, dist.sharding = #dist.sharding<@mesh, [{"y":(1)2}]>} : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// Without an operand sharding there is nothing to compare the result sharding with.
// CHECK-LABEL: func.func @unannotated_operand
// CHECK-NEXT: dist.all_gather %arg0 {gathering_axes = #dist.dim_axes<[{}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
func.func @unannotated_operand(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "dist.all_gather"(%a) {gathering_axes = #dist.dim_axes<[{}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
