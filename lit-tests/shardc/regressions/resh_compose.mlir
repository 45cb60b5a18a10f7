// 12x16 -> 192 -> 8x24: canonicalize composes the reshapes into one that spmd-partition accepts.
// RUN: shardc verify %s | FileCheck %s
// CHECK: sharded outputs match the single-device reference
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<12x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x24xf32> {
    %0 = hlo.reshape %a : (tensor<12x16xf32>) -> tensor<192xf32>
    %1 = hlo.reshape %0 : (tensor<192xf32>) -> tensor<8x24xf32>
    return %1 : tensor<8x24xf32>
  }
}
