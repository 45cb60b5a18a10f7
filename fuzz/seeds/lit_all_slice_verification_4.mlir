dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @unknown_axis(%a: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> tensor<16xf32> {
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"z"}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}
