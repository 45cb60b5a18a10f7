dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @several(%a: tensor<6x6xf32>) -> tensor<6x6xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x", "w"}, {"y", "x"}]>} : tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
}
