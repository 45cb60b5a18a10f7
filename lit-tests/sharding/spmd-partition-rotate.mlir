// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(spmd-partition)' | FileCheck %s

// A rotation by 1 of 8 columns split over "x"=4 (blocks of 2): each device takes the last
// column of its left neighbour's block around the circle (dist.shift, circular), puts it
// before its own block and keeps a block's worth; the rotation itself becomes the identity.

// CHECK-LABEL: func.func @halo
// CHECK:      %[[EDGE:.*]] = hlo.slice %arg0 {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 2>{{.*}} -> tensor<2x1xf32>
// CHECK-NEXT: %[[FROM_LEFT:.*]] = dist.shift %[[EDGE]] {axes = #dist.axes<{"x"}>, offset = 1 : i64, circular = true} : tensor<2x1xf32>
// CHECK-NEXT: %[[JOINED:.*]] = hlo.concatenate %[[FROM_LEFT]], %arg0 {dimension = 1 : i64} {{.*}} -> tensor<2x3xf32>
// CHECK-NEXT: %[[KEPT:.*]] = hlo.slice %[[JOINED]] {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>{{.*}} -> tensor<2x2xf32>
// CHECK-NEXT: hlo.rotate %[[KEPT]] {dimension = 1 : i64, shift = 0 : i64
// CHECK-NOT:  dist.all_gather
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @halo(%a: tensor<2x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<2x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = hlo.rotate %a {dimension = 1 : i64, shift = 1 : i64, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<2x8xf32>
    return %0 : tensor<2x8xf32>
  }
}

// -----

// A rotation by 2 of 4 elements split over {"x", "y":(1)2} (one element per device) needs
// an element two devices away, which no neighbour holds: the dimension is gathered, and
// each device takes its element of the rotated whole from three copies of it at
// position + 4 - 2 (fuzz seed 110309 was a rotation like this one left local).

// CHECK-LABEL: func.func @gathered
// CHECK:      %[[WHOLE:.*]] = dist.all_gather %arg0 {gathering_axes = #dist.dim_axes<[{"x", "y":(1)2}]>{{.*}} -> tensor<4xf32>
// CHECK-NEXT: %[[COPIES:.*]] = hlo.concatenate %[[WHOLE]], %[[WHOLE]], %[[WHOLE]] {dimension = 0 : i64} {{.*}} -> tensor<12xf32>
// The block of one element starts at the device's position itself.
// CHECK-NEXT: %[[POS:.*]] = dist.axis_index {axes = #dist.axes<{"x", "y":(1)2}>} : tensor<i64>
// CHECK-NEXT: %[[BACK:.*]] = hlo.constant dense<2> : tensor<i64>
// CHECK-NEXT: %[[AT:.*]] = hlo.add %[[POS]], %[[BACK]] : tensor<i64>
// CHECK:      %[[BLOCK:.*]] = hlo.gather %[[COPIES]], %{{.*}} {{.*}}slice_sizes = array<i64: 1>} : (tensor<12xf32>, tensor<1xi64>) -> tensor<1xf32>
// CHECK-NEXT: hlo.rotate %[[BLOCK]] {dimension = 0 : i64, shift = 0 : i64
module {
  dist.mesh @mesh = <["x"=2, "y"=4]>
  func.func @gathered(%a: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y":(1)2}]>}) -> (tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y":(1)2}]>}) {
    %0 = hlo.rotate %a {dimension = 0 : i64, shift = 2 : i64, dist.sharding = #dist.sharding<@mesh, [{"x", "y":(1)2}]>} : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
