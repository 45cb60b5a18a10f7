// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// dist.all_reduce reduces partial sums: the reduced axes leave the operand's unreduced set.

dist.mesh @mesh = <["x"=2, "y"=4]>

// CHECK-LABEL: func.func @all_reduce
// CHECK-NEXT: %[[R:.*]] = dist.all_reduce %arg0 {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @all_reduce(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>}) -> tensor<8x16xf32> {
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// Every kind; reducing one of two unreduced axes keeps the other.
// CHECK-LABEL: func.func @kinds
// CHECK-NEXT: dist.all_reduce %arg0 {reduction_axes = #dist.axes<{"x"}>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>} : tensor<4xf32>
// CHECK-NEXT: dist.all_reduce %0 {reduction_axes = #dist.axes<{"y"}>, kind = "min", dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<4xf32>
// CHECK-NEXT: dist.all_reduce %arg1 {reduction_axes = #dist.axes<{"x", "y"}>, kind = "mul", dist.sharding = #dist.sharding<@mesh, []>} : tensor<i32>
func.func @kinds(%a: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x", "y"}>}, %b: tensor<i32> {dist.sharding = #dist.sharding<@mesh, [], unreduced={"y", "x"}>}) -> (tensor<4xf32>, tensor<i32>) {
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"x"}>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>} : tensor<4xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"y"}>, kind = "min", dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<4xf32>
  %2 = dist.all_reduce %b {reduction_axes = #dist.axes<{"x", "y"}>, kind = "mul", dist.sharding = #dist.sharding<@mesh, []>} : tensor<i32>
  return %1, %2 : tensor<4xf32>, tensor<i32>
}

// A tuple all-reduce: one result per operand, each reduced as its own all-reduce would be.
// CHECK-LABEL: func.func @tuple
// CHECK-NEXT: %[[T:.*]]:2 = dist.all_reduce %arg0, %arg1 {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = [#dist.sharding<@mesh, [{"x"}, {}]>, #dist.sharding<@mesh, []>]} : (tensor<8x16xf32>, tensor<f32>) -> (tensor<8x16xf32>, tensor<f32>)
// CHECK-NEXT: return %[[T]]#0, %[[T]]#1
func.func @tuple(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>}, %b: tensor<f32> {dist.sharding = #dist.sharding<@mesh, [], unreduced={"y"}>}) -> (tensor<8x16xf32>, tensor<f32>) {
  %0:2 = dist.all_reduce %a, %b {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = [#dist.sharding<@mesh, [{"x"}, {}]>, #dist.sharding<@mesh, []>]} : (tensor<8x16xf32>, tensor<f32>) -> (tensor<8x16xf32>, tensor<f32>)
  return %0#0, %0#1 : tensor<8x16xf32>, tensor<f32>
}
