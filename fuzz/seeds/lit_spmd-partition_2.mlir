dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @gather_and_slice_collectives(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp", "tp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
  %y = hlo.negate %x : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
