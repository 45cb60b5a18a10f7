// 6x2x2 -> 4x6: the operand's middle dimension is no piece of the result's; the reshape rule must not pair them.
// RUN: shardc verify %s | FileCheck %s
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<6x2x2xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}, {}]>}) -> (tensor<4x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = hlo.reshape %a : (tensor<6x2x2xf32>) -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
}
