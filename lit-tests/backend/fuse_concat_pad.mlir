// `shardc compile --emit exec`: a concatenation and a padding are index ops inside kernels.
// The rotary embedding's rotate_half, concat(-x2, x1), fuses with the products around it:
// each operand is loaded at the position clamped into it and a select on the position keeps
// the one it lies in. A padding (edges and interior) loads its operand at the clamped
// position divided by the stride and keeps the padding value where the clamp changed the
// position or the stride does not divide it. No host step is left.
// RUN: shardc compile %s --emit exec -o - | FileCheck %s
// RUN: shardc verify %s | FileCheck %s --check-prefix=VERIFY

// CHECK: // 2 steps: 2 kernel launches (2 distinct kernels), 0 GEMMs, 0 collectives, 0 host ops
// CHECK:      exec.kernel @k0(%p0: tensor<4x8xf32>, %p1: tensor<4x8xf32>, %p2: tensor<4x8xf32>) -> tensor<4x8xf32> map loop [4, 8] {
// CHECK:        %[[AT:[0-9]+]] = index d1 : i64
// CHECK-NEXT:   %[[X1:[0-9]+]] = load %p0[d0, clamp(d1 + -4, 0, 3)]
// CHECK-NEXT:   %[[X2:[0-9]+]] = load %p0[d0, clamp(d1, 0, 3) + 4]
// CHECK-NEXT:   %[[NEG:[0-9]+]] = negate %[[X2]] : f32
// CHECK-NEXT:   %[[END:[0-9]+]] = constant 4 : i64
// CHECK-NEXT:   %[[FIRST:[0-9]+]] = compare LT %[[AT]], %[[END]] : i64
// CHECK-NEXT:   select %[[FIRST]], %[[NEG]], %[[X1]]
// CHECK:      exec.kernel @k1(%p0: tensor<4x8xf32>, %p1: tensor<f32>) -> tensor<6x17xf32> map loop [6, 17] {
// CHECK:        index clamp(d1, 0, 14) mod 2 : i64
// CHECK:        and %{{[0-9]+}}, %{{[0-9]+}} : i1
// CHECK-NEXT:   %[[IN:[0-9]+]] = and %{{[0-9]+}}, %{{[0-9]+}} : i1
// CHECK-NEXT:   %[[ELEM:[0-9]+]] = load %p0[clamp(d0 + -1, 0, 3), clamp(d1, 0, 14) floordiv 2]
// CHECK-NEXT:   %[[FILL:[0-9]+]] = load %p1[]
// CHECK-NEXT:   select %[[IN]], %[[ELEM]], %[[FILL]]
// CHECK-NOT:  exec.host

// VERIFY: sharded outputs match the single-device reference

module @rope {
  dist.mesh @mesh = <["x"=1]>
  func.func @main(%x: tensor<4x8xf32>, %c: tensor<4x8xf32>, %s: tensor<4x8xf32>, %v: tensor<f32>) -> (tensor<4x8xf32>, tensor<6x17xf32>) {
    %x1 = hlo.slice %x {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 4>, strides = array<i64: 1, 1>} : (tensor<4x8xf32>) -> tensor<4x4xf32>
    %x2 = hlo.slice %x {start_indices = array<i64: 0, 4>, limit_indices = array<i64: 4, 8>, strides = array<i64: 1, 1>} : (tensor<4x8xf32>) -> tensor<4x4xf32>
    %n2 = hlo.negate %x2 : tensor<4x4xf32>
    %r = hlo.concatenate %n2, %x1 {dimension = 1 : i64} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
    %xc = hlo.multiply %x, %c : tensor<4x8xf32>
    %rs = hlo.multiply %r, %s : tensor<4x8xf32>
    %y = hlo.add %xc, %rs : tensor<4x8xf32>
    %p = hlo.pad %y, %v {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 1, 2>, interior_padding = array<i64: 0, 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<6x17xf32>
    return %y, %p : tensor<4x8xf32>, tensor<6x17xf32>
  }
}
