// RUN: shardc-opt %s --pass-pipeline='builtin.module(sharding-propagation,insert-reshards,spmd-partition)' | FileCheck %s

// 13 rows over "x"=4 (as GSPMD does): pieces of ceil(13/4) = 4 rows, the last device holding
// 1 row and 3 rows of padding. Elementwise ops carry the padding; before the sum over the
// padded dimension, rows whose global index (iota + 4 * position over "x") is 13 or more are
// replaced by the reduction's init value. The indices are one vector along the padded
// dimension (4 x i64), broadcast as an i1 mask over the block. The padded result records its
// global type.

// CHECK-LABEL: func.func @main
// CHECK-SAME:  (%arg0: tensor<4x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>})
// CHECK-SAME:  -> (tensor<4x6xf32> {dist.global_type = tensor<13x6xf32>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<6xf32>
// CHECK:       %[[T:.*]] = hlo.tanh %arg0 {{.*}} : tensor<4x6xf32>
// CHECK:       %[[IOTA:.*]] = hlo.iota {iota_dimension = 0 : i64} : tensor<4xi64>
// CHECK:       %[[POS:.*]] = dist.axis_index {axes = #dist.axes<{"x"}>} : tensor<i64>
// CHECK:       %[[ROWS:.*]] = hlo.constant dense<4> : tensor<i64>
// CHECK:       %[[START:.*]] = hlo.multiply %[[POS]], %[[ROWS]]
// CHECK:       %[[GLOBAL:.*]] = hlo.add %[[IOTA]],
// CHECK:       %[[N:.*]] = hlo.constant dense<13> : tensor<4xi64>
// CHECK:       %[[ROW:.*]] = hlo.compare %[[GLOBAL]], %[[N]] {comparison_direction = "LT"}
// CHECK:       %[[VALID:.*]] = hlo.broadcast_in_dim %[[ROW]] {broadcast_dimensions = array<i64: 0>} : (tensor<4xi1>) -> tensor<4x6xi1>
// CHECK:       %[[MASKED:.*]] = hlo.select %[[VALID]], %[[T]],
// CHECK:       %[[SUM:.*]] = hlo.reduce %[[MASKED]], {{.*}}unreduced={"x"}
// CHECK:       dist.all_reduce %[[SUM]] {reduction_axes = #dist.axes<{"x"}>
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%a: tensor<13x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<13x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<6xf32>) {
    %t = hlo.tanh %a : tensor<13x6xf32>
    %z = hlo.constant dense<0.0> : tensor<f32>
    %s = hlo.reduce %t, %z {dimensions = array<i64: 0>, kind = "add"} : (tensor<13x6xf32>, tensor<f32>) -> tensor<6xf32>
    return %t, %s : tensor<13x6xf32>, tensor<6xf32>
  }
}
