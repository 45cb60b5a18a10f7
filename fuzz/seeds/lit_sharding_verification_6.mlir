dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @not_divisible(%a: tensor<6xf32>) -> tensor<6xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<6xf32>
  return %0 : tensor<6xf32>
}
