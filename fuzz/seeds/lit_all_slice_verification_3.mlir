dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @result_sharding_rank(%a: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> tensor<16x16xf32> {
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
