dist.mesh @mesh = <["x"=2, "y"=4]>

func.func @all_slice(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> tensor<8x8xf32> {
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"x"}, {"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<8x8xf32>
  %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

func.func @append(%a: tensor<16xi32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<16xi32> {
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"x", "y"}]>} : tensor<16xi32>
  return %0 : tensor<16xi32>
}
