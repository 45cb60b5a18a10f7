dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @wrong_dimension(%a: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"y"}>}) -> tensor<16x16xf32> {
  %0 = dist.reduce_scatter %a {scatter_axes = #dist.dim_axes<[{"y"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>} : tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
