// RUN: shardc-opt %s --pass-pipeline='builtin.module(sharding-propagation,insert-reshards,spmd-partition)' | FileCheck %s

// x[:, 4:20] of 24 columns split over "x"=4 stays split: each device holds 6 columns and
// needs a window of 4, at most 2 columns beyond its block on each side. It receives its left
// neighbour's last 2 columns and its right neighbour's first 2 (dist.shift, a collective
// permute each way), joins them around its block (padded by a window of zeros each side),
// and takes its window with a gather at 4 + 2 + 4 + (4 - 6) * position.

// CHECK-LABEL: func.func @main
// CHECK:      %[[LAST:.*]] = hlo.slice %arg0 {start_indices = array<i64: 0, 4>, limit_indices = array<i64: 8, 6>{{.*}} -> tensor<8x2xf32>
// CHECK-NEXT: %[[FROM_LEFT:.*]] = dist.shift %[[LAST]] {axes = #dist.axes<{"x"}>, offset = 1 : i64} : tensor<8x2xf32>
// CHECK-NEXT: %[[FIRST:.*]] = hlo.slice %arg0 {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 8, 2>{{.*}} -> tensor<8x2xf32>
// CHECK-NEXT: %[[FROM_RIGHT:.*]] = dist.shift %[[FIRST]] {axes = #dist.axes<{"x"}>, offset = -1 : i64} : tensor<8x2xf32>
// CHECK-NEXT: %[[JOINED:.*]] = hlo.concatenate %{{.*}}, %[[FROM_LEFT]], %arg0, %[[FROM_RIGHT]], %{{.*}} {dimension = 1 : i64} {{.*}} -> tensor<8x18xf32>
// CHECK:      %[[POS:.*]] = dist.axis_index {axes = #dist.axes<{"x"}>} : tensor<i64>
// CHECK:      %[[WINDOW:.*]] = hlo.gather %[[JOINED]], %{{.*}} {offset_dims = array<i64: 0, 1>, start_index_map = array<i64: 1>, index_vector_dim = 0 : i64, slice_sizes = array<i64: 8, 4>} : (tensor<8x18xf32>, tensor<1xi64>) -> tensor<8x4xf32>
// CHECK-NEXT: hlo.slice %[[WINDOW]] {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 8, 4>{{.*}} : tensor<8x4xf32>
// CHECK-NOT:  dist.all_gather
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%a: tensor<8x24xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = hlo.slice %a {start_indices = array<i64: 0, 4>, limit_indices = array<i64: 8, 20>, strides = array<i64: 1, 1>} : (tensor<8x24xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
