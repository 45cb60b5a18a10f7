dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @mismatched_operands_are_resharded(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp", "tp"}, {}]>}, %y: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %z = hlo.add %x, %y : tensor<8x16xf32>
  return %z : tensor<8x16xf32>
}
