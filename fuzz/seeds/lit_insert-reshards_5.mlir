dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @adding_an_axis_is_a_local_slice(%x: tensor<8x16xf32>) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) {
  %y = hlo.exponential %x : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
