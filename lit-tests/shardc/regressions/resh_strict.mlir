// 6x4 -> 4x6 split by rows: the major halves line up, so the reshape stays local.
// RUN: shardc verify %s | FileCheck %s
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<6x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = hlo.reshape %a : (tensor<6x4xf32>) -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
}
