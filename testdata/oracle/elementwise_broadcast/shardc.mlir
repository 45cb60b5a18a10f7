// Oracle case elementwise_broadcast: JAX 0.10.2's export, translated op for op into shardc's IR.
module @jit__lambda {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>},
                  %arg1: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}) -> tensor<8x16xf32> {
    %cst = hlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = hlo.broadcast_in_dim %cst {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x16xf32>
    %1 = hlo.multiply %arg0, %0 : tensor<8x16xf32>
    %2 = hlo.broadcast_in_dim %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %3 = hlo.broadcast_in_dim %2 {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %4 = hlo.add %1, %3 : tensor<8x16xf32>
    %5 = hlo.tanh %4 : tensor<8x16xf32>
    %6 = hlo.subtract %5, %arg0 : tensor<8x16xf32>
    return %6 : tensor<8x16xf32>
  }
}
