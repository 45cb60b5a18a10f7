dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @no_result_sharding(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
