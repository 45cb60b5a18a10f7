// `parity` pins the reduced and contracted dimensions of the global view's sums replicated
// (a dist.constraint on each operand), and leaves a manual computation's body as written:
// one device's program, whose sums already run whole in the order they are written.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(parity)' | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK: %[[C:.*]] = dist.constraint %arg0 {dist.sharding = #dist.sharding<@mesh, [{?}, {}]>}
// CHECK: hlo.reduce %[[C]]
// CHECK: dist.manual_computation
// CHECK-LABEL: func.func private @body
// CHECK-NOT: dist.constraint
// CHECK: hlo.reduce %arg0
// CHECK: dist.all_reduce

dist.mesh @mesh = <["x"=2]>
func.func @main(%arg0: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.constant dense<0.0> : tensor<f32>
  %1 = hlo.reduce %arg0, %0 {dimensions = array<i64: 1>, kind = "add"} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %2 = dist.manual_computation %arg0 {body = @body, manual_axes = #dist.axes<{"x"}>, in_shardings = [#dist.sharding<@mesh, [{}, {"x"}]>], out_shardings = [#dist.sharding<@mesh, [{}]>]} : (tensor<4x8xf32>) -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}
func.func private @body(%arg0: tensor<4x4xf32>) -> tensor<4xf32> {
  %0 = hlo.constant dense<0.0> : tensor<f32>
  %1 = hlo.reduce %arg0, %0 {dimensions = array<i64: 1>, kind = "add"} : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
  %2 = dist.all_reduce %1 {reduction_axes = #dist.axes<{"x"}>, kind = "add"} : tensor<4xf32>
  return %2 : tensor<4xf32>
}
