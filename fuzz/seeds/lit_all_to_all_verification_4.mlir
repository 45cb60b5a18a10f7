dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @unknown_axis(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  %0 = dist.all_to_all %a {source_dim = 0, target_dim = 1, axes = #dist.axes<{"q"}>, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
