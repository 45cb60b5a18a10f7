dist.mesh @mesh = <["x"=2, "y"=4]>

func.func @gather_rows(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<8x8xf32> {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

func.func @partial(%a: tensor<16x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<16x4xf32> {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"y"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<16x4xf32>
  %1 = dist.all_gather %0 {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<16x4xf32>
  return %1 : tensor<16x4xf32>
}

func.func @several_axes(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}]>}, %b: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y":(1)2, "y":(2)2}]>}) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x", "y"}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  %1 = dist.all_gather %b {gathering_axes = #dist.dim_axes<[{"y":(2)2}]>, dist.sharding = #dist.sharding<@mesh, [{"y":(1)2}]>} : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

func.func @unannotated_operand(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "dist.all_gather"(%a) {gathering_axes = #dist.dim_axes<[{}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
