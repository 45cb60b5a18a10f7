// `shardc compile --emit exec`: a select-and-scatter (max pooling's gradient) is two
// kernels. The first runs over the source (one point per window) and scans the window's
// in-bounds positions in row-major order as the reference does — moving to a position
// unless `select(current, candidate)` holds — storing the chosen offset in the window (-1
// when none is in bounds). The second is a reduction over the result and the windows that
// can hold each element — along a dimension of stride 2 and window 3, the two offsets
// congruent to the element's padded position modulo 2 (not all three), in the windows'
// ascending order, the reference's: each element starts from the init value and adds the
// source value of each window over it that chose it.
// RUN: shardc compile %s --emit exec -o - | FileCheck %s
// RUN: shardc verify %s | FileCheck %s --check-prefix=VERIFY
// RUN: shardc verify %s --parity | FileCheck %s --check-prefix=PARITY

// CHECK: // 3 steps: 3 kernel launches (3 distinct kernels), 0 GEMMs, 0 collectives, 0 host ops
// CHECK:      exec.kernel @k1(%p0: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xi64> map loop [1, 2, 2, 2] {
// CHECK-NEXT:   %0 = constant -1 : i64
// CHECK:        compare GE
// CHECK:        store
// CHECK:      exec.kernel @k2(%p0: tensor<1x2x2x2xf32>, %p1: tensor<1x2x2x2xi64>, %p2: tensor<f32>) -> tensor<1x4x4x2xf32> reduce add over [4, 5, 6, 7] loop [1, 4, 4, 2, 1, 2, 2, 1] {
// CHECK:        %[[CHOSEN:[0-9]+]] = load %p1[clamp(d0 + d4, 0, 0), clamp((d1 + 1) floordiv 2 + d5 + -1, 0, 1), clamp((d2 + 1) floordiv 2 + d6 + -1, 0, 1), clamp(d3 + d7, 0, 1)]
// CHECK-NEXT:   %[[OFFSET:[0-9]+]] = index clamp(d7 * -1, 0, 0) + clamp((d2 + 1) mod 2 + (d6 + -1) * -2, 0, 2) + clamp((d1 + 1) mod 2 + (d5 + -1) * -2, 0, 2) * 3 + clamp(d4 * -1, 0, 0) * 9 : i64
// CHECK-NEXT:   %[[MINE:[0-9]+]] = compare EQ %[[CHOSEN]], %[[OFFSET]] : i64
// CHECK:        %[[G:[0-9]+]] = load %p0[
// CHECK-NEXT:   %[[ZERO:[0-9]+]] = constant -0e0 : f32
// CHECK-NEXT:   %[[T:[0-9]+]] = select %{{[0-9]+}}, %[[G]], %[[ZERO]]
// CHECK-NEXT:   %[[INIT:[0-9]+]] = load %p2[]
// CHECK-NEXT:   combine %[[T]] init %[[INIT]]
// CHECK:      exec.launch @k1(%b0)
// CHECK-SAME: hlo.select_and_scatter
// CHECK:      exec.launch @k2(%b1, %b3, %b2)
// CHECK-NOT:  exec.host

// VERIFY: sharded outputs match the single-device reference
// The reference rounds a float sum after every step: --parity leaves it to the host, exact.
// PARITY: sharded outputs match the single-device reference (normwise: rtol 0, atol 0)

module @pool_grad {
  dist.mesh @mesh = <["x"=1]>
  func.func @main(%x: tensor<1x4x4x2xf32>, %g: tensor<1x2x2x2xf32>) -> tensor<1x4x4x2xf32> {
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %r = hlo.select_and_scatter %x, %g, %zero {window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>, padding_low = array<i64: 0, 1, 1, 0>, padding_high = array<i64: 0, 0, 0, 0>, select = "GE", kind = "add"} : (tensor<1x4x4x2xf32>, tensor<1x2x2x2xf32>, tensor<f32>) -> tensor<1x4x4x2xf32>
    return %r : tensor<1x4x4x2xf32>
  }
}
