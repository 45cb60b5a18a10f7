// collective-pairs: an all_reduce over "tp" then an all_slice over "tp" is one reduce_scatter.
dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @main(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %b: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %2 = dist.all_slice %1 {slicing_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  %3 = hlo.tanh %2 {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}
