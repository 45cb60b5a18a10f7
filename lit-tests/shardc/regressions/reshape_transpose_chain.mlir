// A JAX-style reshape/transpose chain (heads split out of a tp-sharded feature dimension,
// moved, merged back) on a dp x tp sharded input stays local: no collective.
// RUN: shardc verify %s | FileCheck %s
// CHECK: verify: @main on 8 devices (dp=2,tp=4), 0 collective(s), 0 bytes per device
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%x: tensor<8x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {"tp"}]>}) -> tensor<8x16x32xf32> {
    %0 = hlo.reshape %x : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %1 = hlo.transpose %0 {permutation = array<i64: 0, 2, 1, 3>} : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %2 = hlo.tanh %1 : tensor<8x4x16x8xf32>
    %3 = hlo.transpose %2 {permutation = array<i64: 0, 2, 1, 3>} : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %4 = hlo.reshape %3 : (tensor<8x16x4x8xf32>) -> tensor<128x32xf32>
    %5 = hlo.reshape %4 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    return %5 : tensor<8x16x32xf32>
  }
}
