// 8x3x16 -> 12x16x2: no part of the reshape is dropped when one side runs out.
// RUN: shardc verify %s | FileCheck %s
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<8x3x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {"x"}]>}) -> tensor<12x16x2xf32> {
    %0 = hlo.reshape %a : (tensor<8x3x16xf32>) -> tensor<12x16x2xf32>
    %1 = hlo.tanh %0 : tensor<12x16x2xf32>
    return %1 : tensor<12x16x2xf32>
  }
}
