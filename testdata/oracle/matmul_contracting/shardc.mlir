// Oracle case matmul_contracting: JAX 0.10.2's export, translated op for op into shardc's IR.
module @jit__lambda {
  dist.mesh @mesh = <["x"=8]>
  func.func @main(%arg0: tensor<16x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>},
                  %arg1: tensor<64x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<16x8xf32> {
    %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x64xf32>, tensor<64x8xf32>) -> tensor<16x8xf32>
    return %0 : tensor<16x8xf32>
  }
}
