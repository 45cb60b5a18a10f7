// A reshape of a sharded dimension and back.
// RUN: shardc verify %s | FileCheck %s
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
