// A --mesh with more devices than shardc handles is refused before anything is allocated,
// by compile as by verify (compile used to write a binary that run then crashed on).
// RUN: not shardc compile %s --mesh a=4,b=4294967296,c=4294967296 -o %t.shardbin 2>&1 | FileCheck %s
// RUN: not shardc verify %s --mesh a=4,b=4294967296,c=4294967296 2>&1 | FileCheck %s
// A mesh that compiles but is too large for the virtual mesh is refused by run.
// RUN: shardc compile %s --mesh a=2,b=65536 -o %t.big.shardbin
// RUN: not shardc run %t.big.shardbin 2>&1 | FileCheck %s --check-prefix=VMESH
// CHECK: has more than 2147483648 devices
// VMESH: the CPU virtual mesh runs at most 65536
module {
  dist.mesh @mesh = <["a"=2]>
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = hlo.negate %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
