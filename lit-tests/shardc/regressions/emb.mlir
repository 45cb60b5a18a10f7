// A vocabulary-sharded embedding table and its scatter-add gradient: looked up and scattered
// locally, then one all_reduce each (XLA: the same, 512 bytes per device;
// bench/xla_repro_bytes.py); the table is never gathered.
// RUN: shardc verify %s | FileCheck %s
// CHECK: verify: @main on 8 devices (dp=2,tp=4), 2 collective(s), 512 bytes per device
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%table: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %ids: tensor<4x6xi32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<4x6x8xf32>, tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
    %0 = hlo.gather %table, %ids {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 2, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x6xi32>) -> tensor<4x6x8xf32>
    %z = hlo.constant dense<0.0> : tensor<16x8xf32>
    %1 = hlo.scatter %z, %ids, %0 {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 2, kind = "add"} : (tensor<16x8xf32>, tensor<4x6xi32>, tensor<4x6x8xf32>) -> tensor<16x8xf32>
    return %0, %1 : tensor<4x6x8xf32>, tensor<16x8xf32>
  }
}
