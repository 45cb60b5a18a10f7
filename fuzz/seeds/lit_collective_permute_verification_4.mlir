dist.mesh @mesh = <["x"=2]>
func.func @unknown_attribute(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %0 = dist.collective_permute %a {source_target_pairs = [[0, 1]], dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
