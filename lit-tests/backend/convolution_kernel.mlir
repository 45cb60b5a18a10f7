// `shardc compile --emit exec`: a convolution is one exact reduction kernel. Its loops are
// the result's dimensions but its features, then the window's and the input features
// (reduced, in that order: the reference's order), then the output features (kept): each
// output element sums in the reference's order, in its own f64 accumulator, while the
// innermost loop runs over independent output features (contiguous in the HWIO kernel),
// which vectorizes. Each point multiplies the input element under the window (position
// o·stride + w − padding, clamped into the input) by the kernel element, in f64, and adds
// -0.0 where the position is padding (as the reference, which skips it). The sum is
// rounded once, so the compiled result is the reference's bit for bit.
// RUN: shardc compile %s --emit exec -o - | FileCheck %s
// RUN: shardc verify %s --parity | FileCheck %s --check-prefix=VERIFY

// CHECK: // 1 steps: 1 kernel launches (1 distinct kernels), 0 GEMMs, 0 collectives, 0 host ops
// CHECK:      exec.kernel @k0(%p0: tensor<2x5x5x3xf32>, %p1: tensor<3x3x3x4xf32>) -> tensor<2x3x3x4xf32> exact reduce add over [3, 4, 5] loop [2, 3, 3, 3, 3, 3, 4] {
// CHECK-NEXT:   %0 = index d1 * 2 + d3 + -1 : i64
// CHECK-NEXT:   %1 = index clamp(d1 * 2 + d3 + -1, 0, 4) : i64
// CHECK-NEXT:   %2 = compare EQ %0, %1 : i64
// CHECK:        %[[IN:[0-9]+]] = and %{{[0-9]+}}, %{{[0-9]+}} : i1
// CHECK-NEXT:   %[[X:[0-9]+]] = load %p0[d0, clamp(d1 * 2 + d3 + -1, 0, 4), clamp(d2 * 2 + d4 + -1, 0, 4), d5]
// CHECK-NEXT:   %[[K:[0-9]+]] = load %p1[d3, d4, d5, d6]
// CHECK-NEXT:   %[[XW:[0-9]+]] = convert %[[X]] : f32 -> f64
// CHECK-NEXT:   %[[KW:[0-9]+]] = convert %[[K]] : f32 -> f64
// CHECK-NEXT:   %[[P:[0-9]+]] = multiply %[[XW]], %[[KW]] : f64
// CHECK-NEXT:   %[[ZERO:[0-9]+]] = constant -0e0 : f64
// CHECK-NEXT:   %[[T:[0-9]+]] = select %[[IN]], %[[P]], %[[ZERO]]
// CHECK-NEXT:   combine %[[T]] init %[[ZERO]]
// CHECK-NOT:  exec.host

// VERIFY: out0: ok (worst error 0.000e0 of the tolerance)
// VERIFY: sharded outputs match the single-device reference (normwise: rtol 0, atol 0)

module @conv {
  dist.mesh @mesh = <["x"=1]>
  func.func @main(%img: tensor<2x5x5x3xf32>, %k: tensor<3x3x3x4xf32>) -> tensor<2x3x3x4xf32> {
    %0 = hlo.convolution %img, %k {input_batch_dimension = 0 : i64, input_feature_dimension = 3 : i64, input_spatial_dimensions = array<i64: 1, 2>, kernel_input_feature_dimension = 2 : i64, kernel_output_feature_dimension = 3 : i64, kernel_spatial_dimensions = array<i64: 0, 1>, output_batch_dimension = 0 : i64, output_feature_dimension = 3 : i64, output_spatial_dimensions = array<i64: 1, 2>, window_strides = array<i64: 2, 2>, padding_low = array<i64: 1, 1>, padding_high = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, feature_group_count = 1 : i64} : (tensor<2x5x5x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    return %0 : tensor<2x3x3x4xf32>
  }
}
