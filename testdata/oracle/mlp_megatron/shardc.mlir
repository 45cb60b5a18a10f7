// Oracle case mlp_megatron: JAX 0.10.2's export, translated op for op into shardc's IR.
// A Megatron-style MLP: column-split first weight, row-split second, GELU (tanh) between.
module @jit_f {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                  %arg1: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %arg2: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<8x32xf32> {
    %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %1 = hlo.multiply %0, %0 : tensor<8x64xf32>
    %2 = hlo.multiply %1, %0 : tensor<8x64xf32>
    %cst = hlo.constant dense<4.471500e-02> : tensor<f32>
    %3 = hlo.broadcast_in_dim %cst {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x64xf32>
    %4 = hlo.multiply %3, %2 : tensor<8x64xf32>
    %5 = hlo.add %0, %4 : tensor<8x64xf32>
    %cst_0 = hlo.constant dense<0.797884583> : tensor<f32>
    %6 = hlo.broadcast_in_dim %cst_0 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x64xf32>
    %7 = hlo.multiply %6, %5 : tensor<8x64xf32>
    %8 = hlo.tanh %7 : tensor<8x64xf32>
    %cst_1 = hlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = hlo.broadcast_in_dim %cst_1 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x64xf32>
    %10 = hlo.add %9, %8 : tensor<8x64xf32>
    %cst_2 = hlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = hlo.broadcast_in_dim %cst_2 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x64xf32>
    %12 = hlo.multiply %11, %10 : tensor<8x64xf32>
    %13 = hlo.multiply %0, %12 : tensor<8x64xf32>
    %14 = hlo.dot_general %13, %arg2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    return %14 : tensor<8x32xf32>
  }
}
