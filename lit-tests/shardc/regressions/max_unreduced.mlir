// `unreduced` means pending sums: the partial results of a max reduction cannot stay unreduced.
// RUN: not shardc verify %s 2>&1 | FileCheck %s
// CHECK: error: the result of 'hlo.reduce' holds partial results of a 'max' reduction, which cannot stay unreduced
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x"}>}) {
    %z = hlo.constant dense<0xFF800000> : tensor<f32>
    %r = hlo.reduce %a, %z {dimensions = array<i64: 1>, kind = "max"} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
}
