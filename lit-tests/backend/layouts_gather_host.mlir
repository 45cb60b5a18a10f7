// `shardc compile --emit exec`: matrix products read their operands in place when they are
// stored as [batch, rows, k] or transposed ("km", "nk"), and are copied by a transpose kernel
// first otherwise (here a batch dimension that is not leading); a reshape of a buffer is a
// view of its bytes; a gather is a kernel whose load index reads the start indices (clamped,
// as StableHLO says); a scatter-add is a kernel with the slice producing its updates fused in
// (out-of-range updates are skipped, so its index is not clamped); an op without a compiled
// kernel runs on the host, and the program says so.
// RUN: shardc compile %s --emit exec -o - | FileCheck %s
// RUN: shardc verify %s | FileCheck %s --check-prefix=VERIFY

// CHECK: // 8 steps: 4 kernel launches (4 distinct kernels), 3 GEMMs, 0 collectives, 1 host ops
// CHECK: exec.kernel @[[T0:k[0-9]+]](%p0: tensor<4x2x16xf32>) -> tensor<2x4x16xf32> map loop [2, 4, 16] {
// CHECK-NEXT: load %p0[d1, d0, d2]
// CHECK: exec.kernel @[[T1:k[0-9]+]](%p0: tensor<16x2x8xf32>) -> tensor<2x16x8xf32> map loop [2, 16, 8] {
// CHECK: exec.kernel @[[G:k[0-9]+]](%p0: tensor<3x1xi32>, %p1: tensor<10x4xf32>) -> tensor<3x4xf32> map loop [3, 4] {
// CHECK-NEXT: load %p1[clamp(%p0[d0, 0], 0, 9), d1]
// CHECK: exec.kernel @[[SC:k[0-9]+]](%p0: tensor<3x16xf32>, %p1: tensor<3x1xi32>) -> tensor<10x4xf32> scatter add loop [3, 4] {
// CHECK-NEXT: constant 0e0 : f32
// CHECK-NEXT: load %p0[d0, d1]
// CHECK-NEXT: base %0
// CHECK-NEXT: update %1 at [%p1[d0, 0], d1]
// CHECK: exec.gemm %b0, %b1 {batch = 1, m = 4, n = 8, k = 16, lhs = "km", rhs = "nk"}
// CHECK-NEXT: %[[C:b[0-9]+]] = exec.launch @[[T0]](%b2)
// CHECK-NEXT: %[[D:b[0-9]+]] = exec.launch @[[T1]](%b3)
// CHECK-NEXT: exec.gemm %[[C]], %[[D]] {batch = 2, m = 4, n = 8, k = 16, lhs = "mk", rhs = "kn"}
// CHECK-NEXT: %[[R:b[0-9]+]] = exec.launch @[[G]](%b5, %b4)
// CHECK-NEXT: exec.host "hlo.rotate"(%b6) : tensor<2x3xf32> slot {{[0-9]+}}  // no compiled kernel
// CHECK-NEXT: %[[V:b[0-9]+]] = exec.view %b0 : tensor<4x16xf32> slot 0
// CHECK-NEXT: %[[ROWS:b[0-9]+]] = exec.gemm %[[R]], %[[V]]
// CHECK-NEXT: exec.launch @[[SC]](%[[ROWS]], %b5)

// VERIFY: sharded outputs match the single-device reference

module @layouts {
  dist.mesh @mesh = <["x"=1]>
  func.func @main(%a: tensor<16x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x2x16xf32>, %d: tensor<16x2x8xf32>,
                  %t: tensor<10x4xf32>, %ids: tensor<3x1xi32>, %g: tensor<2x3xf32>)
      -> (tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<3x4xf32>, tensor<2x3xf32>, tensor<10x4xf32>) {
    %p = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<16x4xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
    %q = hlo.dot_general %c, %d {lhs_batching_dimensions = array<i64: 1>, rhs_batching_dimensions = array<i64: 1>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x4x8xf32>
    %r = hlo.gather %t, %ids {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 4>} : (tensor<10x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
    %s = hlo.rotate %g {dimension = 1 : i64, shift = 1 : i64} : tensor<2x3xf32>
    %v = hlo.reshape %a : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %z = hlo.constant dense<0.0> : tensor<10x4xf32>
    %rows = hlo.dot_general %r, %v {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<3x4xf32>, tensor<4x16xf32>) -> tensor<3x16xf32>
    %upd = hlo.slice %rows {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 4>, strides = array<i64: 1, 1>} : (tensor<3x16xf32>) -> tensor<3x4xf32>
    %sc = hlo.scatter %z, %ids, %upd {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, kind = "add"} : (tensor<10x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<10x4xf32>
    return %p, %q, %r, %s, %sc : tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<3x4xf32>, tensor<2x3xf32>, tensor<10x4xf32>
  }
}
