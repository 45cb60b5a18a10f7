// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(populate-sharding-rules)' | FileCheck %s

// The factor rule of each op group, in Shardy's notation: elementwise, dot (row/column and
// contracting; batch), reshape (compound factors), transpose, broadcast (expanded dims have no
// factor), reduce (reduction factors), concatenate/pad (need replication), softmax, iota
// (split like an elementwise op: each device counts from its block), gather.

// CHECK-LABEL: func.func @rules(
// CHECK-SAME: %arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>, %arg2: tensor<4x8x16xf32>, %arg3: tensor<4x16x2xf32>, %arg4: tensor<3xi32>, %arg5: tensor<10x16xf32>, %arg6: tensor<f32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = hlo.add %arg0, %arg0 {dist.sharding_rule = #dist.sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=16}>} : tensor<8x16xf32>
// CHECK-NEXT: %1 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding_rule = #dist.sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=4, k=16} reduction={k}>} : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: %2 = hlo.dot_general %arg2, %arg3 {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>, dist.sharding_rule = #dist.sharding_rule<([i, j, l], [i, l, k])->([i, j, k]) {i=4, j=8, k=2, l=16} reduction={l}>} : (tensor<4x8x16xf32>, tensor<4x16x2xf32>) -> tensor<4x8x2xf32>
// CHECK-NEXT: %3 = hlo.reshape %arg0 {dist.sharding_rule = #dist.sharding_rule<([ij, k])->([i, j, k]) {i=2, j=4, k=16}>} : (tensor<8x16xf32>) -> tensor<2x4x16xf32>
// CHECK-NEXT: %4 = hlo.transpose %arg0 {permutation = array<i64: 1, 0>, dist.sharding_rule = #dist.sharding_rule<([j, i])->([i, j]) {i=16, j=8}>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
// CHECK-NEXT: %5 = hlo.broadcast_in_dim %arg6 {broadcast_dimensions = array<i64>, dist.sharding_rule = #dist.sharding_rule<([])->([i, j]) {i=8, j=16}>} : (tensor<f32>) -> tensor<8x16xf32>
// CHECK-NEXT: %6 = hlo.reduce %arg0, %arg6 {dimensions = array<i64: 0>, kind = "max", dist.sharding_rule = #dist.sharding_rule<([i, j], [])->([j]) {i=8, j=16} reduction={i}>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
// CHECK-NEXT: %7 = hlo.concatenate %arg0, %arg0 {dimension = 0 : i64, dist.sharding_rule = #dist.sharding_rule<([k, j], [l, j])->([i, j]) {i=16, j=16, k=8, l=8} need_replication={i, k, l}>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT: %8 = hlo.pad %arg0, %arg6 {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>, dist.sharding_rule = #dist.sharding_rule<([i, j], [])->([i, j]) {i=8, j=16}>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<10x16xf32>
// CHECK-NEXT: %9 = hlo.softmax %arg0 {dimension = 1 : i64, dist.sharding_rule = #dist.sharding_rule<([i, j])->([i, j]) {i=8, j=16} need_replication={j}>} : tensor<8x16xf32>
// CHECK-NEXT: %10 = hlo.iota {iota_dimension = 0 : i64, dist.sharding_rule = #dist.sharding_rule<()->([i, j]) {i=8, j=16}>} : tensor<8x16xf32>
// CHECK-NEXT: %11 = hlo.reshape %arg4 {dist.sharding_rule = #dist.sharding_rule<([i])->([i, ]) {i=3}>} : (tensor<3xi32>) -> tensor<3x1xi32>
// CHECK-NEXT: %12 = hlo.gather %arg5, %11 {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 16>, dist.sharding_rule = #dist.sharding_rule<([l, k], [i, j])->([i, k]) {i=3, j=1, k=16, l=10} reduction={l} need_replication={j}>} : (tensor<10x16xf32>, tensor<3x1xi32>) -> tensor<3x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
func.func @rules(%x: tensor<8x16xf32>, %y: tensor<16x4xf32>, %b: tensor<4x8x16xf32>, %c: tensor<4x16x2xf32>, %i: tensor<3xi32>, %t: tensor<10x16xf32>, %s: tensor<f32>) -> tensor<8x16xf32> {
  %0 = hlo.add %x, %x : tensor<8x16xf32>
  %1 = hlo.dot_general %x, %y {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  %2 = hlo.dot_general %b, %c {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x8x16xf32>, tensor<4x16x2xf32>) -> tensor<4x8x2xf32>
  %3 = hlo.reshape %x : (tensor<8x16xf32>) -> tensor<2x4x16xf32>
  %4 = hlo.transpose %x {permutation = array<i64: 1, 0>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %5 = hlo.broadcast_in_dim %s {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x16xf32>
  %6 = hlo.reduce %x, %s {dimensions = array<i64: 0>, kind = "max"} : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
  %7 = hlo.concatenate %x, %x {dimension = 0 : i64} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %8 = hlo.pad %x, %s {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<10x16xf32>
  %9 = hlo.softmax %x {dimension = 1 : i64} : tensor<8x16xf32>
  %10 = hlo.iota {iota_dimension = 0 : i64} : tensor<8x16xf32>
  %ids = hlo.reshape %i : (tensor<3xi32>) -> tensor<3x1xi32>
  %11 = hlo.gather %t, %ids {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 16>} : (tensor<10x16xf32>, tensor<3x1xi32>) -> tensor<3x16xf32>
  return %0 : tensor<8x16xf32>
}

