dist.mesh @a = <["x"=2]>
dist.mesh @b = <["x"=2]>
func.func @other_mesh(%v: tensor<8xf32> {dist.sharding = #dist.sharding<@a, [{"x"}]>}) -> tensor<8xf32> {
  %0 = dist.collective_permute %v {dist.sharding = #dist.sharding<@b, [{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
