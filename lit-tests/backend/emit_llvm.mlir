// `shardc compile --emit llvm`: the kernels' LLVM IR after O3 for this machine: one external
// entry point per kernel, taking the array of buffer pointers; the loop body is vectorized
// (the vector width depends on the CPU) and exp is computed inline (no call to expf).
// RUN: shardc compile %s --emit llvm -o - | FileCheck %s

// CHECK: define void @k0(ptr
// CHECK: <{{[0-9]+}} x float>
// CHECK-NOT: call {{.*}}@expf
// CHECK: attributes #{{[0-9]+}} = { {{.*}}"target-cpu"=

module @ew {
  dist.mesh @mesh = <["x"=1]>
  func.func @main(%x: tensor<64x256xf32>) -> (tensor<64x256xf32>) {
    %e = hlo.exponential %x : tensor<64x256xf32>
    %y = hlo.multiply %e, %x : tensor<64x256xf32>
    return %y : tensor<64x256xf32>
  }
}
