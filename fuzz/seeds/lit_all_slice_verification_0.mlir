dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @wrong_order(%a: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<16xf32> {
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"y", "x"}]>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}
