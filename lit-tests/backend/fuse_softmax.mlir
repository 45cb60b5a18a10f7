// `shardc compile --emit exec`: the kernel-level program of a dense layer with a bias and a
// softmax. The bias add becomes one map kernel after the GEMM (the bias is loaded at [d1]: a
// broadcast costs nothing in a kernel). The softmax is two kernels, each computing a row
// reduction and its consumer row by row: the row max inside the kernel of `exp(x - max)`,
// and the row sum of that inside the kernel of the division. Map kernels whose input dies
// write over it (in_place): the whole chain after the GEMM stays in one slot.
// RUN: shardc compile %s --emit exec -o - | FileCheck %s
// RUN: shardc verify %s | FileCheck %s --check-prefix=VERIFY

// CHECK: // 4 steps: 3 kernel launches (3 distinct kernels), 1 GEMMs, 0 collectives, 0 host ops
// CHECK: // buffer plan: 7 buffers in 4 slots, 2944 bytes (4480 without reuse)
// CHECK: exec.kernel @[[BIAS:k[0-9]+]](%p0: tensor<4x32xf32>, %p1: tensor<32xf32>) -> tensor<4x32xf32> in_place(%p0) map loop [4, 32]
// CHECK-NEXT: load %p0[d0, d1]
// CHECK-NEXT: load %p1[d1]
// CHECK-NEXT: add
// CHECK: exec.kernel @[[EXP:k[0-9]+]](%p0: tensor<4x32xf32>) -> tensor<4x32xf32> in_place(%p0) map loop [4, 32]
// CHECK-NEXT: %0 = load %p0[d0, d1]
// CHECK-NEXT: %1 = constant -inf : f32
// CHECK-NEXT: %2 = row_reduce max %0 init %1 over the last 1 loop(s) : f32
// CHECK-NEXT: %3 = subtract %0, %2 : f32
// CHECK-NEXT: %4 = exponential %3 : f32
// CHECK: exec.kernel @[[DIV:k[0-9]+]](%p0: tensor<4x32xf32>) -> tensor<4x32xf32> in_place(%p0) map loop [4, 32]
// CHECK: row_reduce add
// CHECK-NEXT: divide
// CHECK: %b0 = exec.argument 0 : tensor<4x16xf32> slot 0
// CHECK: %[[H:b[0-9]+]] = exec.gemm %b0, %b1 {batch = 1, m = 4, n = 32, k = 16, lhs = "mk", rhs = "kn"} : tensor<4x32xf32> slot [[SLOT:[0-9]+]]
// CHECK-NEXT: %[[S:b[0-9]+]] = exec.launch @[[BIAS]](%[[H]], %b2) : tensor<4x32xf32> slot [[SLOT]]
// CHECK-NEXT: %[[E:b[0-9]+]] = exec.launch @[[EXP]](%[[S]]) : tensor<4x32xf32> slot [[SLOT]]
// CHECK-NEXT: %[[P:b[0-9]+]] = exec.launch @[[DIV]](%[[E]]) : tensor<4x32xf32> slot [[SLOT]]
// CHECK-NEXT: exec.return %[[P]]

// VERIFY: sharded outputs match the single-device reference

module @fuse {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                  %w: tensor<16x32xf32>, %b: tensor<32xf32>)
      -> (tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) {
    %h = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %bb = hlo.broadcast_in_dim %b {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<8x32xf32>
    %s = hlo.add %h, %bb : tensor<8x32xf32>
    %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
    %m = hlo.reduce %s, %ninf {dimensions = array<i64: 1>, kind = "max"} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %mb = hlo.broadcast_in_dim %m {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x32xf32>
    %d = hlo.subtract %s, %mb : tensor<8x32xf32>
    %e = hlo.exponential %d : tensor<8x32xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %z = hlo.reduce %e, %zero {dimensions = array<i64: 1>, kind = "add"} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %zb = hlo.broadcast_in_dim %z {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x32xf32>
    %p = hlo.divide %e, %zb : tensor<8x32xf32>
    return %p : tensor<8x32xf32>
  }
}
