// Calls inlined with their callee's shardings.
// RUN: shardc verify %s | FileCheck %s
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["x"=2, "y"=2]>
  func.func private @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>}) {
    %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
  func.func @main(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %b: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}]>}) {
    %0 = func.call @f(%a, %b) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = func.call @f(%b, %0) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2 = hlo.add %0, %1 : tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
}
