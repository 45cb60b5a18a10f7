dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @dot_row_col(%arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"b"}]>}) -> tensor<8x16xf32> {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
