// 6x2x2 -> 4x6 with propagation choosing the result's layout.
// RUN: shardc verify %s | FileCheck %s
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<6x2x2xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}, {}]>}) -> tensor<4x6xf32> {
    %0 = hlo.reshape %a : (tensor<6x2x2xf32>) -> tensor<4x6xf32>
    %1 = hlo.tanh %0 : tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
}
