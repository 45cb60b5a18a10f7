// `shardc compile --emit ptx` (`--target cuda`): the kernels as PTX for NVIDIA GPUs, after a
// header that gives each kernel's thread strategy and launch. A layer norm written op by op
// over rows of 512: the mean and the variance are row reductions, so their kernels give each
// row a block whose threads combine their shares with warp shuffles (`shfl.sync.bfly`, five
// rounds) and shared memory between two barriers; the scale by a bias is a thread per point.
// rsqrt stays inline (no libdevice call needed: no module is linked). With `--cuda-arch
// sm_80` the same kernels target Ampere.
// RUN: shardc compile %s --emit ptx -o - | FileCheck %s
// RUN: shardc compile %s --target cuda --cuda-arch sm_80 --emit ptx -o - | FileCheck %s --check-prefix=AMPERE
// RUN: not shardc compile %s --emit ptx --cuda-arch sm_70 -o - 2>&1 | FileCheck %s --check-prefix=BADARCH

// CHECK: // shardc: {{[0-9]+}} kernel(s) for sm_90
// CHECK-NOT: libdevice
// CHECK: a block per row (64 rows of 512, shuffles and shared memory): k{{[0-9]+}} <<<64, 512>>>
// CHECK: .version 7.8
// CHECK: .target sm_90
// CHECK: .visible .entry k0(
// CHECK: .shared
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK: bar.sync 0

// AMPERE: kernel(s) for sm_80
// AMPERE: .target sm_80

// BADARCH: unknown CUDA architecture 'sm_70' (shardc generates code for sm_80 and sm_90)

module @ln {
  dist.mesh @mesh = <["x"=1]>
  func.func @main(%x: tensor<64x512xf32>, %g: tensor<512xf32>) -> (tensor<64x512xf32>) {
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %n = hlo.constant dense<512.0> : tensor<64xf32>
    %s = hlo.reduce %x, %zero {dimensions = array<i64: 1>, kind = "add"} : (tensor<64x512xf32>, tensor<f32>) -> tensor<64xf32>
    %mean = hlo.divide %s, %n : tensor<64xf32>
    %mb = hlo.broadcast_in_dim %mean {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x512xf32>
    %c = hlo.subtract %x, %mb : tensor<64x512xf32>
    %sq = hlo.multiply %c, %c : tensor<64x512xf32>
    %v = hlo.reduce %sq, %zero {dimensions = array<i64: 1>, kind = "add"} : (tensor<64x512xf32>, tensor<f32>) -> tensor<64xf32>
    %var = hlo.divide %v, %n : tensor<64xf32>
    %r = hlo.rsqrt %var : tensor<64xf32>
    %rb = hlo.broadcast_in_dim %r {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x512xf32>
    %y = hlo.multiply %c, %rb : tensor<64x512xf32>
    %gb = hlo.broadcast_in_dim %g {broadcast_dimensions = array<i64: 1>} : (tensor<512xf32>) -> tensor<64x512xf32>
    %out = hlo.multiply %y, %gb : tensor<64x512xf32>
    return %out : tensor<64x512xf32>
  }
}
