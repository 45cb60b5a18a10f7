// In a manual computation's body, comm-fusion buckets only all-reduces that list their
// axes in the same order: a member's sum runs over its group in the order its axes give,
// which the body fixes bit for bit. Over {"x","y"} twice: one tuple; over {"x","y"} and
// {"y","x"}: two all-reduces.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(comm-fusion)' | FileCheck %s

// CHECK-LABEL: func.func private @same
// CHECK: dist.all_reduce %{{.*}}, %{{.*}} {reduction_axes = #dist.axes<{"x", "y"}>
// CHECK-NOT: dist.all_reduce
// CHECK-LABEL: func.func private @swapped
// CHECK: dist.all_reduce %{{[0-9a-z_]+}} {reduction_axes = #dist.axes<{"x", "y"}>
// CHECK: dist.all_reduce %{{[0-9a-z_]+}} {reduction_axes = #dist.axes<{"y", "x"}>

dist.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%a: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %r:2 = dist.manual_computation %a {body = @same, manual_axes = #dist.axes<{"x", "y"}>, in_shardings = [#dist.sharding<@mesh, [{"x"}, {}]>], out_shardings = [#dist.sharding<@mesh, [{}, {}]>, #dist.sharding<@mesh, [{}, {}]>]} : (tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  %s:2 = dist.manual_computation %a {body = @swapped, manual_axes = #dist.axes<{"x", "y"}>, in_shardings = [#dist.sharding<@mesh, [{"x"}, {}]>], out_shardings = [#dist.sharding<@mesh, [{}, {}]>, #dist.sharding<@mesh, [{}, {}]>]} : (tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  return %r#0, %r#1, %s#0, %s#1 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}
func.func private @same(%a: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = hlo.tanh %a : tensor<4x4xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"x", "y"}>, kind = "add"} : tensor<4x4xf32>
  %2 = hlo.exponential %a : tensor<4x4xf32>
  %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"x", "y"}>, kind = "add"} : tensor<4x4xf32>
  return %1, %3 : tensor<4x4xf32>, tensor<4x4xf32>
}
func.func private @swapped(%a: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = hlo.tanh %a : tensor<4x4xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"x", "y"}>, kind = "add"} : tensor<4x4xf32>
  %2 = hlo.exponential %a : tensor<4x4xf32>
  %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"y", "x"}>, kind = "add"} : tensor<4x4xf32>
  return %1, %3 : tensor<4x4xf32>, tensor<4x4xf32>
}
