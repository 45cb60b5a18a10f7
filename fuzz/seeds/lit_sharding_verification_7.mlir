dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @not_divisible_by_product(%a: tensor<4x12xf32>) -> tensor<4x12xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{}, {"y", "x"}]>} : tensor<4x12xf32>
  return %0 : tensor<4x12xf32>
}
