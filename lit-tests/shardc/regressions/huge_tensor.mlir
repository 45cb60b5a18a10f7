// A tensor whose size in bytes overflows 64 bits is a diagnostic at its location, for every
// command (it used to overflow in the report and the interpreter).
// RUN: not shardc verify %s 2>&1 | FileCheck %s
// RUN: not shardc interpret %s 2>&1 | FileCheck %s
// RUN: not shardc inspect %s 2>&1 | FileCheck %s
// RUN: not shardc compile %s -o %t.shardbin 2>&1 | FileCheck %s
// CHECK: huge_tensor.mlir:[[# @LINE + 3]]:19: error: argument 0 of '@main' has type tensor<4000000000x4000000000xf32>, whose size in bytes overflows 64-bit arithmetic
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<4000000000x4000000000xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4000000000x4000000000xf32> {
    %0 = hlo.negate %a : tensor<4000000000x4000000000xf32>
    return %0 : tensor<4000000000x4000000000xf32>
  }
}
