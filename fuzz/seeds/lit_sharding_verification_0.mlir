dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @unknown_mesh(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@nowhere, [{"x"}]>}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}
