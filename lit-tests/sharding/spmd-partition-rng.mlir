// RUN: shardc-opt %s --pass-pipeline='builtin.module(sharding-propagation,insert-reshards,spmd-partition)' | FileCheck %s

// A random draw split over dp x tp: every device draws only its 4x4 block of the 8x16
// draw, from the block's start (its positions over "dp" and "tp" times the block sizes);
// element bits come from global indices, so the values are those of the whole draw.

// CHECK-LABEL: func.func @main
// CHECK:      %[[DP:.*]] = dist.axis_index {axes = #dist.axes<{"dp"}>} : tensor<i64>
// CHECK:      hlo.multiply %[[DP]], %{{.*}} : tensor<i64>
// CHECK:      %[[TP:.*]] = dist.axis_index {axes = #dist.axes<{"tp"}>} : tensor<i64>
// CHECK:      hlo.multiply %[[TP]], %{{.*}} : tensor<i64>
// CHECK:      %[[START:.*]] = hlo.concatenate {{.*}} -> tensor<2xi64>
// CHECK-NEXT: hlo.rng %arg0, %[[START]] {distribution = "uniform", stream = 1 : i64, global_shape = array<i64: 8, 16>{{.*}} : (tensor<i64>, tensor<2xi64>) -> tensor<4x4xf32>
// CHECK-NOT:  dist.all_slice
module {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%seed: tensor<i64>) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) {
    %u = hlo.rng %seed {distribution = "uniform", stream = 1 : i64} : (tensor<i64>) -> tensor<8x16xf32>
    return %u : tensor<8x16xf32>
  }
}
