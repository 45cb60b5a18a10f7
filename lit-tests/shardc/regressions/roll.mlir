// A roll (jnp.roll: two slices concatenated) of a split dimension keeps the split: it becomes
// a rotation, computed with the 3 columns each device takes from its left neighbour around
// the circle (one collective permute). 96 bytes per device, as XLA; gathering the
// dimension, as before, moved 1536.
// RUN: shardc verify %s 2>&1 | FileCheck %s
// CHECK: verify: @main on 4 devices (x=4), 1 collective(s), 96 bytes per device
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%a: tensor<8x24xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<8x24xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = hlo.slice %a {start_indices = array<i64: 0, 21>, limit_indices = array<i64: 8, 24>, strides = array<i64: 1, 1>} : (tensor<8x24xf32>) -> tensor<8x3xf32>
    %1 = hlo.slice %a {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 8, 21>, strides = array<i64: 1, 1>} : (tensor<8x24xf32>) -> tensor<8x21xf32>
    %2 = hlo.concatenate %0, %1 {dimension = 1 : i64} : (tensor<8x3xf32>, tensor<8x21xf32>) -> tensor<8x24xf32>
    return %2 : tensor<8x24xf32>
  }
}
