// comm-fusion fuses the collectives of a manual computation's body (shard_map) too: the two
// gradient all-reduces over dp of a hand-written backward become one tuple all-reduce.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(comm-fusion)' | FileCheck %s

// CHECK-LABEL: func.func private @body
// CHECK: %[[R:.*]]:2 = dist.all_reduce %{{.*}}, %{{.*}} {reduction_axes = #dist.axes<{"dp"}>, kind = "add"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
// CHECK-NOT: dist.all_reduce
// CHECK: return %[[R]]#0, %[[R]]#1

dist.mesh @mesh = <["dp"=2]>
func.func @main(%a: tensor<8x4xf32>, %b: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %r:2 = dist.manual_computation %a, %b {body = @body, manual_axes = #dist.axes<{"dp"}>, in_shardings = [#dist.sharding<@mesh, [{"dp"}, {}]>, #dist.sharding<@mesh, [{"dp"}, {}]>], out_shardings = [#dist.sharding<@mesh, [{}, {}]>, #dist.sharding<@mesh, [{}, {}]>]} : (tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  return %r#0, %r#1 : tensor<4x4xf32>, tensor<4x4xf32>
}
func.func private @body(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"dp"}>, kind = "add"} : tensor<4x4xf32>
  %2 = hlo.dot_general %a, %a {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"dp"}>, kind = "add"} : tensor<4x4xf32>
  return %1, %3 : tensor<4x4xf32>, tensor<4x4xf32>
}
