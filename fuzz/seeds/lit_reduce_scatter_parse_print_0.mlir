dist.mesh @mesh = <["x"=2, "y"=4]>

func.func @reduce_scatter(%a: tensor<16x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>}) -> tensor<16x4xf32> {
  %0 = dist.reduce_scatter %a {scatter_axes = #dist.dim_axes<[{"y"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}]>} : tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

func.func @two_dims(%a: tensor<4x8xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"x", "y"}>}) -> tensor<4x8xbf16> {
  %0 = dist.reduce_scatter %a {scatter_axes = #dist.dim_axes<[{"x"}, {"y"}]>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}
