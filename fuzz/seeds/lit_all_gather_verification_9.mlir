dist.mesh @mesh = <["x"=2]>
func.func @axes_not_dim_axes(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %0 = dist.all_gather %a {gathering_axes = #dist.axes<{"x"}>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
