// The search's peak counts what the partitioner adds around a lookup in a split table and
// a split iota: the scatter's indices made the device's own (the block's start broadcast
// beside the shifted indices, before the scatter runs), and the iota's local count, the
// block's start and their sum (i64 vectors as long as the block). Here the embedding
// gradient's rows are split over x=4: the search's peak is the partitioned program's,
// 4,608 bytes (4,288 before those temporaries were counted).
// RUN: shardc compile %s --auto-shard --emit plan -o - 2>&1 | FileCheck %s

// CHECK: estimate (cpu): {{.*}} peak 4608 bytes per device
// CHECK: "peak_bytes_per_device": 4608

dist.mesh @mesh = <["x"=4]>
func.func @main(%t: tensor<64x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %ids: tensor<32xi32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, %u: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> (tensor<64x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) {
  %g = hlo.scatter %t, %ids, %u {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, kind = "add"} : (tensor<64x16xf32>, tensor<32xi32>, tensor<32x16xf32>) -> tensor<64x16xf32>
  %i = hlo.iota {iota_dimension = 0 : i64} : tensor<64xf32>
  return %g, %i : tensor<64x16xf32>, tensor<64xf32>
}
