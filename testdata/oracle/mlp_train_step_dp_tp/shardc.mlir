// Oracle case mlp_train_step_dp_tp: JAX 0.10.2's export, translated op for op into shardc's IR.
// One SGD step (lr 0.1) of a GELU MLP with a mean-squared-error loss, differentiated by JAX;
// results: the loss, then both updated weights. The reduce region (stablehlo.add) becomes
// kind = "add".
module @jit_step {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%arg0: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg3: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<f32>, tensor<32x64xf32>, tensor<64x32xf32>) {
    %0 = hlo.dot_general %arg2, %arg0 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = hlo.multiply %0, %0 : tensor<16x64xf32>
    %2 = hlo.multiply %1, %0 : tensor<16x64xf32>
    %3 = hlo.multiply %0, %0 : tensor<16x64xf32>
    %cst = hlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = hlo.broadcast_in_dim %cst {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %5 = hlo.multiply %4, %3 : tensor<16x64xf32>
    %cst_0 = hlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = hlo.broadcast_in_dim %cst_0 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %7 = hlo.multiply %6, %2 : tensor<16x64xf32>
    %8 = hlo.add %0, %7 : tensor<16x64xf32>
    %cst_1 = hlo.constant dense<0.797884583> : tensor<f32>
    %9 = hlo.broadcast_in_dim %cst_1 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %10 = hlo.multiply %9, %8 : tensor<16x64xf32>
    %11 = hlo.tanh %10 : tensor<16x64xf32>
    %cst_2 = hlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = hlo.broadcast_in_dim %cst_2 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %13 = hlo.subtract %12, %11 : tensor<16x64xf32>
    %cst_3 = hlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = hlo.broadcast_in_dim %cst_3 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %15 = hlo.add %14, %11 : tensor<16x64xf32>
    %cst_4 = hlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = hlo.broadcast_in_dim %cst_4 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %17 = hlo.multiply %16, %15 : tensor<16x64xf32>
    %18 = hlo.multiply %0, %17 : tensor<16x64xf32>
    %19 = hlo.dot_general %18, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %20 = hlo.subtract %19, %arg3 : tensor<16x32xf32>
    %21 = hlo.multiply %20, %20 : tensor<16x32xf32>
    %cst_5 = hlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = hlo.broadcast_in_dim %cst_5 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x32xf32>
    %23 = hlo.multiply %22, %20 : tensor<16x32xf32>
    %cst_6 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = hlo.reduce %21, %cst_6 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = hlo.constant dense<5.120000e+02> : tensor<f32>
    %25 = hlo.divide %24, %cst_7 : tensor<f32>
    %cst_8 = hlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = hlo.constant dense<5.120000e+02> : tensor<f32>
    %26 = hlo.divide %cst_8, %cst_9 : tensor<f32>
    %27 = hlo.broadcast_in_dim %26 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x32xf32>
    %28 = hlo.multiply %27, %23 : tensor<16x32xf32>
    %29 = hlo.dot_general %28, %18 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %30 = hlo.transpose %29 {permutation = array<i64: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %31 = hlo.dot_general %28, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %32 = hlo.multiply %0, %31 : tensor<16x64xf32>
    %33 = hlo.multiply %31, %17 : tensor<16x64xf32>
    %cst_10 = hlo.constant dense<5.000000e-01> : tensor<f32>
    %34 = hlo.broadcast_in_dim %cst_10 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %35 = hlo.multiply %34, %32 : tensor<16x64xf32>
    %36 = hlo.multiply %35, %13 : tensor<16x64xf32>
    %37 = hlo.multiply %36, %11 : tensor<16x64xf32>
    %38 = hlo.add %36, %37 : tensor<16x64xf32>
    %cst_11 = hlo.constant dense<0.797884583> : tensor<f32>
    %39 = hlo.broadcast_in_dim %cst_11 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %40 = hlo.multiply %39, %38 : tensor<16x64xf32>
    %41 = hlo.add %33, %40 : tensor<16x64xf32>
    %cst_12 = hlo.constant dense<4.471500e-02> : tensor<f32>
    %42 = hlo.broadcast_in_dim %cst_12 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x64xf32>
    %43 = hlo.multiply %42, %40 : tensor<16x64xf32>
    %44 = hlo.multiply %43, %5 : tensor<16x64xf32>
    %45 = hlo.add %41, %44 : tensor<16x64xf32>
    %46 = hlo.dot_general %45, %arg2 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %47 = hlo.transpose %46 {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %cst_13 = hlo.constant dense<1.000000e-01> : tensor<f32>
    %48 = hlo.broadcast_in_dim %cst_13 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x64xf32>
    %49 = hlo.multiply %48, %47 : tensor<32x64xf32>
    %50 = hlo.subtract %arg0, %49 : tensor<32x64xf32>
    %cst_14 = hlo.constant dense<1.000000e-01> : tensor<f32>
    %51 = hlo.broadcast_in_dim %cst_14 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64x32xf32>
    %52 = hlo.multiply %51, %30 : tensor<64x32xf32>
    %53 = hlo.subtract %arg1, %52 : tensor<64x32xf32>
    return %25, %50, %53 : tensor<f32>, tensor<32x64xf32>, tensor<64x32xf32>
  }
}
