// A reshape of a sharded dimension and back: the axis splits into sub-axes and merges back,
// with no communication (as in XLA).
// RUN: shardc verify %s | FileCheck %s
// CHECK: verify: @main on 4 devices (x=4), 0 collective(s), 0 bytes per device
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = hlo.reshape %a : (tensor<8x4xf32>) -> tensor<2x4x4xf32>
    %1 = hlo.tanh %0 : tensor<2x4x4xf32>
    %2 = hlo.reshape %1 : (tensor<2x4x4xf32>) -> tensor<8x4xf32>
    return %2 : tensor<8x4xf32>
  }
}
