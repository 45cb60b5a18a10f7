// Partial sums over "x" plus partial sums over "y" are not partial sums over both.
// RUN: not shardc verify %s 2>&1 | FileCheck %s
// CHECK: error: result 0 of @main is declared unreduced over {"x", "y"}, but it holds no partial sums over those axes
module {
  dist.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%p: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x"}>}, %q: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> (tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x", "y"}>}) {
    %0 = hlo.add %p, %q {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x", "y"}>} : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
