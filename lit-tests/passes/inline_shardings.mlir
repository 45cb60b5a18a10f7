// RUN: shardc-opt %s --pass-pipeline='builtin.module(inline)' | FileCheck %s

// The callee's argument and result shardings survive inlining as hints (open dimensions) on
// caller values that have no sharding of their own; values that have one keep it.

// CHECK-LABEL: func.func @main
// CHECK-SAME:  %arg0: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}
// CHECK:       %[[T:.*]] = hlo.tanh %arg0 {dist.sharding = #dist.sharding<@mesh, [{?}, {"y", ?}]>}
// CHECK:       %[[D:.*]] = hlo.dot_general %arg0, %[[T]] {{.*}}dist.sharding = #dist.sharding<@mesh, [{"y", ?}, {?}]>}
// CHECK:       return %[[D]]
// CHECK-NOT:   func.func private @f
module {
  dist.mesh @mesh = <["x"=2, "y"=2]>
  func.func private @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>}) {
    %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
  func.func @main(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
    %t = hlo.tanh %a : tensor<8x8xf32>
    %0 = func.call @f(%a, %t) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
