dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @splat_constants_are_made_locally(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) -> tensor<8x16xf32> {
  %c = hlo.constant dense<2.0> : tensor<8x16xf32>
  %y = hlo.multiply %x, %c : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
