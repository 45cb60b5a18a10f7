// RUN: shardc compile %s --emit local -o - | FileCheck %s
// RUN: shardc verify %s | FileCheck %s --check-prefix=VERIFY

// An iota counting along a split dimension counts from its device's block start. The counts
// vary along that dimension alone: one i64 vector as long as the block (3), plus the start,
// converted, then broadcast over the other dimension. Before, the local count, the start and
// their sum were i64 tensors of the block's size (4x3, 96 bytes each) where the search counts
// one f32 block (48 bytes).

// CHECK:      %[[COUNT:.*]] = hlo.iota {iota_dimension = 0 : i64} : tensor<3xi64>
// CHECK:      %[[POS:.*]] = dist.axis_index {axes = #dist.axes<{"x"}>} : tensor<i64>
// CHECK:      %[[GLOBAL:.*]] = hlo.add %[[COUNT]], %{{.*}} : tensor<3xi64>
// CHECK:      %[[F:.*]] = hlo.convert %[[GLOBAL]] : (tensor<3xi64>) -> tensor<3xf32>
// CHECK:      hlo.broadcast_in_dim %[[F]] {broadcast_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : (tensor<3xf32>) -> tensor<4x3xf32>

// VERIFY: sharded outputs match the single-device reference

dist.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<4x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<4x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) {
  %i = hlo.iota {iota_dimension = 1 : i64} : tensor<4x6xf32>
  %s = hlo.add %a, %i : tensor<4x6xf32>
  return %s : tensor<4x6xf32>
}
