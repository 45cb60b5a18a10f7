dist.mesh @mesh = <["x"=4]>
func.func @not_divisible(%a: tensor<6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<6xf32> {
  return %a : tensor<6xf32>
}
