// Oracle case matmul_rowcol: JAX 0.10.2's export, translated op for op into shardc's IR.
module @jit__lambda {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%arg0: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                  %arg1: tensor<32x24xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> tensor<16x24xf32> {
    %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x32xf32>, tensor<32x24xf32>) -> tensor<16x24xf32>
    return %0 : tensor<16x24xf32>
  }
}
