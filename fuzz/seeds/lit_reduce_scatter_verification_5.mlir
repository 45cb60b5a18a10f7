dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @no_result_sharding(%a: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<16xf32> {
  %0 = dist.reduce_scatter %a {scatter_axes = #dist.dim_axes<[{"y"}]>, kind = "add"} : tensor<16xf32>
  return %0 : tensor<16xf32>
}
