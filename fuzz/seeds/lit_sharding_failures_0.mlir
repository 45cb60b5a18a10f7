dist.mesh @mesh = <["x"=8]>
func.func @full_gather(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %y = dist.constraint %a {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
