dist.mesh @m1 = <["x"=2]>
dist.mesh @m2 = <["y"=2]>
func.func @two_meshes(%a: tensor<4xf32> {dist.sharding = #dist.sharding<@m1, [{"x"}]>}, %b: tensor<4xf32> {dist.sharding = #dist.sharding<@m2, [{"y"}]>}) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
