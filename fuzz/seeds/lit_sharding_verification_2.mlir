dist.mesh @mesh = <[]>
func.func @axis_of_empty_mesh(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}
