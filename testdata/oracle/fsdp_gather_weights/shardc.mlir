// Oracle case fsdp_gather_weights: JAX 0.10.2's export, translated op for op into shardc's IR.
// JAX's private helper @relu and its func.call are kept.
module @jit_f {
  dist.mesh @mesh = <["fsdp"=8]>
  func.func @main(%arg0: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"fsdp"}, {}]>},
                  %arg1: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"fsdp"}, {}]>}) -> tensor<16x32xf32> {
    %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1 = func.call @relu(%0) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @relu(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %cst = hlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = hlo.broadcast_in_dim %cst {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x32xf32>
    %1 = hlo.maximum %arg0, %0 : tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
}
