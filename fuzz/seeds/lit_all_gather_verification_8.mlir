dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @bad_operand_rank(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8x8xf32> {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
