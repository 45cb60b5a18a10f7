dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @type_change(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<16xf32> {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : (tensor<8xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}
