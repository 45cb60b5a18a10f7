// Oracle case reduce_sharded_dim: JAX 0.10.2's export, translated op for op into shardc's IR.
// The reduce region (stablehlo.add) becomes kind = "add".
module @jit__lambda {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) -> tensor<8xf32> {
    %0 = hlo.exponential %arg0 : tensor<8x32xf32>
    %cst = hlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = hlo.reduce %0, %cst {dimensions = array<i64: 1>, kind = "add"} : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}
