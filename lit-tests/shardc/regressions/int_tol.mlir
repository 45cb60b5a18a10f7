// Integer outputs are compared exactly (runtime/src/compare.rs tests the comparison itself);
// this program used to be partitioned wrongly and pass only through the float tolerance.
// RUN: shardc verify %s | FileCheck %s
// CHECK: out0: ok (worst error 0.000e0 of the tolerance)
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<6x2x2xi64> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}, {}]>}) -> tensor<4x6xi64> {
    %c = hlo.constant dense<10000000> : tensor<6x2x2xi64>
    %b = hlo.add %a, %c : tensor<6x2x2xi64>
    %0 = hlo.reshape %b : (tensor<6x2x2xi64>) -> tensor<4x6xi64>
    return %0 : tensor<4x6xi64>
  }
}
