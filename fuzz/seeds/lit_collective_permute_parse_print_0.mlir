dist.mesh @mesh = <["x"=2, "y"=2, "z"=4]>

func.func @permute(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  %0 = dist.collective_permute %a {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x8xf32>
  %1 = "dist.collective_permute"(%0) {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

func.func @regroup(%a: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}]>}) -> tensor<16xf32> {
  %0 = dist.collective_permute %a {dist.sharding = #dist.sharding<@mesh, [{"z"}]>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}
