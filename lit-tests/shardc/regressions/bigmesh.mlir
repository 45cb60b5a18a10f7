// A mesh with more devices than shardc handles is refused before anything is allocated.
// RUN: not shardc verify %s 2>&1 | FileCheck %s
// CHECK: error: {{.*}}has more than 2147483648 devices
module {
  dist.mesh @mesh = <["a"=4294967296, "b"=4294967296]>
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = hlo.negate %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
