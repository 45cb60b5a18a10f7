dist.mesh @mesh = <["a"=2, "b"=2]>
func.func @swapping_axes_is_a_permute(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"b"}, {"a"}]>}) {
  return %x : tensor<8x16xf32>
}
