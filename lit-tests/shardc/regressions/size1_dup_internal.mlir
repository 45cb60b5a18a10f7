// A size-1 axis named twice in one sharding is an error at the annotation.
// RUN: not shardc verify %s 2>&1 | FileCheck %s
// CHECK: error: {{.*}}mesh axis "p" is used more than once in this sharding
module {
  dist.mesh @mesh = <["p"=1, "x"=4]>
  func.func @main(%arg0: tensor<12x2x1xf64> {dist.sharding = #dist.sharding<@mesh, [{"x":(1)2, "p"}, {"p"}, {}]>}, %arg1: tensor<2x16xf64> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg2: tensor<12x1xf64> {dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>}) -> (tensor<1xf64> {dist.sharding = #dist.sharding<@mesh, [{"p"}]>}) {
    %v1 = dist.constraint %arg0 {dist.sharding = #dist.sharding<@mesh, [{"p", "p"}, {"x":(2)2, "p", ?}, {"p", "p", ?}]>} : tensor<12x2x1xf64>
    %v2 = hlo.constant dense<0.0> : tensor<f64>
    %v3 = hlo.reduce %v1, %v2 {dimensions = array<i64: 1>, kind = "add"} : (tensor<12x2x1xf64>, tensor<f64>) -> tensor<12x1xf64>
    %v4 = hlo.dot_general %v3, %arg2 {lhs_batching_dimensions = array<i64: 1>, rhs_batching_dimensions = array<i64: 1>, lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<12x1xf64>, tensor<12x1xf64>) -> tensor<1xf64>
    return %v4 : tensor<1xf64>
  }
}
