dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @axis_already_used(%a: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<16x16xf32> {
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"x"}]>} : tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
