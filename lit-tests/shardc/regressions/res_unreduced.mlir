// A replicated value cannot be declared unreduced: the pending sum would count it once per device.
// RUN: not shardc verify %s 2>&1 | FileCheck %s
// CHECK: error: result 0 of @main is declared unreduced over {"x"}, but it holds no partial sums over that axis
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x"}>}) {
    %0 = hlo.tanh %a : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
