// canonicalize never folds a value pending partial sums: a splat sliced over "x" and summed over the sliced dimension is 16, not 64.
// RUN: shardc verify %s | FileCheck %s
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%a: tensor<8xf32>) -> (tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) {
    %c = hlo.constant dense<1.0> : tensor<8x16xf32>
    %s = dist.constraint %c {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<8x16xf32>
    %z = hlo.constant dense<0.0> : tensor<f32>
    %r = hlo.reduce %s, %z {dimensions = array<i64: 1>, kind = "add"} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %o = hlo.add %r, %a : tensor<8xf32>
    return %o : tensor<8xf32>
  }
}
