dist.mesh @mesh = <["x"=2, "y"=4]>

func.func @all_to_all(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>}) -> tensor<8x8xf32> {
  %0 = dist.all_to_all %a {source_dim = 0, target_dim = 1, axes = #dist.axes<{"y"}>, dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

func.func @append(%a: tensor<16x8x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}, {}]>}) -> tensor<16x8x2xf32> {
  %0 = dist.all_to_all %a {source_dim = 1, target_dim = 0, axes = #dist.axes<{"y"}>, dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}, {}]>} : tensor<16x8x2xf32>
  return %0 : tensor<16x8x2xf32>
}
