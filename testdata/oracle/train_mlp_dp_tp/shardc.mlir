// Oracle case train_mlp_dp_tp: JAX 0.10.2's export, translated op for op into shardc's IR.
// The forward program and loss only: the case is compiled with '--train sgd --lr 0.1
// --params 0,1', and out1, out2 (the updated weights) need that training step; this
// translation checks the loss, out0. The reduce region (stablehlo.add) becomes kind = "add".
module @jit_loss {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%arg0: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg3: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<f32> {
    %0 = hlo.dot_general %arg2, %arg0 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = hlo.multiply %0, %0 : tensor<16x64xf32>
    %2 = hlo.multiply %1, %0 : tensor<16x64xf32>
    %cst = hlo.constant dense<4.471500e-02> : tensor<f32>
    %3 = hlo.broadcast_in_dim %cst {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %4 = hlo.multiply %3, %2 : tensor<16x64xf32>
    %5 = hlo.add %0, %4 : tensor<16x64xf32>
    %cst_0 = hlo.constant dense<0.797884583> : tensor<f32>
    %6 = hlo.broadcast_in_dim %cst_0 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %7 = hlo.multiply %6, %5 : tensor<16x64xf32>
    %8 = hlo.tanh %7 : tensor<16x64xf32>
    %cst_1 = hlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = hlo.broadcast_in_dim %cst_1 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %10 = hlo.add %9, %8 : tensor<16x64xf32>
    %cst_2 = hlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = hlo.broadcast_in_dim %cst_2 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %12 = hlo.multiply %11, %10 : tensor<16x64xf32>
    %13 = hlo.multiply %0, %12 : tensor<16x64xf32>
    %14 = hlo.dot_general %13, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %15 = hlo.subtract %14, %arg3 : tensor<16x32xf32>
    %16 = hlo.multiply %15, %15 : tensor<16x32xf32>
    %cst_3 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = hlo.reduce %16, %cst_3 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = hlo.constant dense<5.120000e+02> : tensor<f32>
    %18 = hlo.divide %17, %cst_4 : tensor<f32>
    return %18 : tensor<f32>
  }
}
