// RUN: shardc-opt %s --pass-pipeline='builtin.module(sharding-propagation,insert-reshards,canonicalize,spmd-partition)' | FileCheck %s

// A vocabulary-parallel embedding: the table is split by rows over "tp", the token ids by
// batch over "dp". Each device looks up the ids that fall in its block of rows (clamped as
// the global gather clamps, shifted by its block's start, others masked to zero) and the
// partial results are summed: one all_reduce of the small result, no gathered table.
// The gradient's scatter-add shifts the ids the same way (rows outside the block are out of
// bounds and dropped); its updates stay split by batch, the zero input is kept on the first
// "dp" device only, and the partial tables are summed over "dp".

// CHECK-LABEL: func.func @main
// CHECK:      %[[I:.*]] = dist.axis_index {axes = #dist.axes<{"tp"}>} : tensor<i32>
// CHECK:      %[[START:.*]] = hlo.multiply %[[I]], %{{.*}} : tensor<i32>
// CHECK:      hlo.maximum
// CHECK:      hlo.minimum
// CHECK:      %[[LOCAL:.*]] = hlo.subtract
// CHECK:      %[[IN:.*]] = hlo.and
// CHECK:      %[[IDS:.*]] = hlo.select %[[IN]], %[[LOCAL]]
// CHECK:      %[[ROWS:.*]] = hlo.gather %arg0, %[[IDS]] {{.*}}unreduced={"tp"}>} : (tensor<4x8xf32>, tensor<2x6xi32>) -> tensor<2x6x8xf32>
// CHECK:      %[[MASK:.*]] = hlo.broadcast_in_dim %[[IN]] {broadcast_dimensions = array<i64: 0, 1>}
// CHECK:      %[[MASKED:.*]] = hlo.select %[[MASK]], %[[ROWS]], %{{.*}} {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}], unreduced={"tp"}>}
// CHECK:      %[[OUT:.*]] = dist.all_reduce %[[MASKED]] {reduction_axes = #dist.axes<{"tp"}>, kind = "add"
// CHECK:      dist.axis_index {axes = #dist.axes<{"dp"}>}
// CHECK:      %[[GRAD:.*]] = hlo.scatter {{.*}}unreduced={"dp"}>}
// CHECK:      dist.all_reduce %[[GRAD]] {reduction_axes = #dist.axes<{"dp"}>, kind = "add"
// CHECK-NOT:  dist.all_gather
module {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%table: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %ids: tensor<4x6xi32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<4x6x8xf32>, tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
    %0 = hlo.gather %table, %ids {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 2, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x6xi32>) -> tensor<4x6x8xf32>
    %z = hlo.constant dense<0.0> : tensor<16x8xf32>
    %1 = hlo.scatter %z, %ids, %0 {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 2, kind = "add"} : (tensor<16x8xf32>, tensor<4x6xi32>, tensor<4x6x8xf32>) -> tensor<16x8xf32>
    return %0, %1 : tensor<4x6x8xf32>, tensor<16x8xf32>
  }
}
