// Oracle case softmax_rows: JAX 0.10.2's export, translated op for op into shardc's IR.
// Reduce regions (stablehlo.maximum, stablehlo.add) become kind = "max" and kind = "add";
// 0xFF800000 is -inf in f32.
module @jit__lambda {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) -> tensor<8x32xf32> {
    %cst = hlo.constant dense<0xFF800000> : tensor<f32>
    %0 = hlo.reduce %arg0, %cst {dimensions = array<i64: 1>, kind = "max"} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = hlo.constant dense<0xFF800000> : tensor<f32>
    %1 = hlo.broadcast_in_dim %cst_0 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8xf32>
    %2 = hlo.maximum %1, %0 : tensor<8xf32>
    %3 = hlo.broadcast_in_dim %2 {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = hlo.broadcast_in_dim %3 {broadcast_dimensions = array<i64: 0, 1>} : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %5 = hlo.subtract %arg0, %4 : tensor<8x32xf32>
    %6 = hlo.exponential %5 : tensor<8x32xf32>
    %cst_1 = hlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = hlo.reduce %6, %cst_1 {dimensions = array<i64: 1>, kind = "add"} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = hlo.broadcast_in_dim %7 {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = hlo.broadcast_in_dim %8 {broadcast_dimensions = array<i64: 0, 1>} : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %10 = hlo.divide %6, %9 : tensor<8x32xf32>
    return %10 : tensor<8x32xf32>
  }
}
