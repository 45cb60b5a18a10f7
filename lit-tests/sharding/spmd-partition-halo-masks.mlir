// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(sharding-propagation,insert-reshards,spmd-partition)' | FileCheck %s

// The masks of windows past a block's edge are computed on one line of positions along
// the split dimension (an i64 vector as long as the window) and only the verdict (i1) is
// broadcast over the other dimensions: no i64 tensor of the operand's size.

// An edge padding of a split dimension: each device takes a window of 7 from its block of
// 6 and its neighbours' edges, and fills the positions outside [0, 24) with the value.
// CHECK-LABEL: func.func @edge_padding
// CHECK-NOT:  tensor<8x7xi64>
// CHECK:      %[[COUNT:.*]] = hlo.iota {iota_dimension = 0 : i64} : tensor<7xi64>
// CHECK:      %[[ABOVE:.*]] = hlo.compare {{.*}} {comparison_direction = "GE"} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
// CHECK:      %[[BELOW:.*]] = hlo.compare {{.*}} {comparison_direction = "LT"} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
// CHECK:      %[[INSIDE:.*]] = hlo.and %[[ABOVE]], %[[BELOW]] : tensor<7xi1>
// CHECK:      %[[MASK:.*]] = hlo.broadcast_in_dim %[[INSIDE]] {broadcast_dimensions = array<i64: 1>} : (tensor<7xi1>) -> tensor<8x7xi1>
// CHECK:      hlo.select %[[MASK]], {{.*}} : (tensor<8x7xi1>, tensor<8x7xf32>, tensor<8x7xf32>) -> tensor<8x7xf32>
// CHECK-NOT:  tensor<8x7xi64>
// CHECK:      return
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @edge_padding(%a: tensor<8x24xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}, %v: tensor<f32>) -> (tensor<8x28xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = hlo.pad %a, %v {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 2>, interior_padding = array<i64: 0, 0>} : (tensor<8x24xf32>, tensor<f32>) -> tensor<8x28xf32>
    return %0 : tensor<8x28xf32>
  }
}

// -----

// A window that lies in different blocks on different devices (the first 12 of 24 columns
// over 4 devices: blocks of 6, windows of 3): pieces arrive from 1 and 2 positions away,
// and each window element is taken from the piece of its block (one i64 vector says which
// block each position lies in; one i1 verdict per piece).
// CHECK-LABEL: func.func @pieces
// CHECK-NOT:  tensor<8x3xi64>
// CHECK:      dist.shift {{.*}}offset = 2 : i64} : tensor<8x3xf32>
// CHECK:      %[[FAR:.*]] = hlo.compare {{.*}} {comparison_direction = "EQ"} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
// CHECK-NEXT: %[[FAR_MASK:.*]] = hlo.broadcast_in_dim %[[FAR]] {broadcast_dimensions = array<i64: 1>} : (tensor<3xi1>) -> tensor<8x3xi1>
// CHECK-NEXT: hlo.select %[[FAR_MASK]]
// CHECK:      dist.shift {{.*}}offset = 1 : i64} : tensor<8x3xf32>
// CHECK:      %[[NEAR:.*]] = hlo.compare {{.*}} {comparison_direction = "EQ"} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
// CHECK-NEXT: %[[NEAR_MASK:.*]] = hlo.broadcast_in_dim %[[NEAR]] {broadcast_dimensions = array<i64: 1>} : (tensor<3xi1>) -> tensor<8x3xi1>
// CHECK-NEXT: hlo.select %[[NEAR_MASK]]
// CHECK-NOT:  tensor<8x3xi64>
// CHECK:      return
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @pieces(%a: tensor<8x24xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<8x12xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = hlo.slice %a {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 8, 12>, strides = array<i64: 1, 1>} : (tensor<8x24xf32>) -> tensor<8x12xf32>
    return %0 : tensor<8x12xf32>
  }
}

// -----

// A concatenation along a split dimension: each operand padded to the result's extent, the
// positions (one i64 vector split like the dimension) pick the operand.
// CHECK-LABEL: func.func @concatenation
// CHECK-NOT:  tensor<8x4xi64>
// CHECK-NOT:  tensor<8x16xi64>
// CHECK:      %[[AT:.*]] = hlo.iota {iota_dimension = 0 : i64} : tensor<4xi64>
// CHECK:      %[[HERE:.*]] = hlo.compare %{{.*}}, %{{.*}} {comparison_direction = "GE", dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
// CHECK-NEXT: %[[PICK:.*]] = hlo.broadcast_in_dim %[[HERE]] {broadcast_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : (tensor<4xi1>) -> tensor<8x4xi1>
// CHECK-NEXT: hlo.select %[[PICK]]
// CHECK-NOT:  tensor<8x4xi64>
// CHECK:      return
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @concatenation(%a: tensor<8x12xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}, %b: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = hlo.concatenate %a, %b {dimension = 1 : i64} : (tensor<8x12xf32>, tensor<8x4xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
