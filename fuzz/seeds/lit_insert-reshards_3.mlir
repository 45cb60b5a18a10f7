dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @moving_an_axis_is_all_to_all(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
  %y = dist.constraint %x {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>} : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
