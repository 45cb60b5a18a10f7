dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @unknown_axis(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"z"}]>}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}
