// Windows of a split dimension exchange halos instead of gathering the whole dimension: a
// slice x[:, 4:20] and an edge padding (3 before, 1 after) of 24 columns over "x"=4 move
// 2 columns per neighbour (3 collective permutes of 64 bytes); a window far from the
// devices that hold it (x[:, 0:4] over 4 devices of 6 columns each: every column lives on
// device 0) is cut into pieces shifted from their owners (3 permutes of one column, 32
// bytes) rather than gathered: 6 permutes, 288 bytes per device, nothing gathered.
// RUN: shardc verify %s 2>&1 | FileCheck %s
// RUN: shardc compile %s --emit plan -o - 2>/dev/null | FileCheck %s --check-prefix=PLAN
// CHECK-NOT: gathered in full
// CHECK: verify: @main on 4 devices (x=4), 6 collective(s), 288 bytes per device
// CHECK: sharded outputs match the single-device reference
// PLAN-COUNT-6: "kind": "collective_permute"
// PLAN-NOT: "kind": "all_gather"
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%a: tensor<8x24xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}, %z: tensor<f32>) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}, tensor<8x28xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}, tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = hlo.slice %a {start_indices = array<i64: 0, 4>, limit_indices = array<i64: 8, 20>, strides = array<i64: 1, 1>} : (tensor<8x24xf32>) -> tensor<8x16xf32>
    %1 = hlo.pad %a, %z {edge_padding_low = array<i64: 0, 3>, edge_padding_high = array<i64: 0, 1>, interior_padding = array<i64: 0, 0>} : (tensor<8x24xf32>, tensor<f32>) -> tensor<8x28xf32>
    %2 = hlo.slice %a {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 8, 4>, strides = array<i64: 1, 1>} : (tensor<8x24xf32>) -> tensor<8x4xf32>
    return %0, %1, %2 : tensor<8x16xf32>, tensor<8x28xf32>, tensor<8x4xf32>
  }
}
