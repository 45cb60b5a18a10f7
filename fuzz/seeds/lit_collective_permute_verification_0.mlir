dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @split_count_changes(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  %0 = dist.collective_permute %a {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
