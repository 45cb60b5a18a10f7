// Pruning minor factor splits runs to a fixpoint.
// RUN: shardc verify %s | FileCheck %s
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["a"=2, "b"=2]>
  func.func @main(%arg0: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"a", "b"}]>}) -> (tensor<2x8x2xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {"b"}]>}) {
    %0 = hlo.reshape %arg0 : (tensor<8x4xf32>) -> tensor<2x8x2xf32>
    return %0 : tensor<2x8x2xf32>
  }
}
