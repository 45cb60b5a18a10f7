dist.mesh @mesh = <["x"=2]>
func.func @not_a_sharding(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = hlo.negate %a {dist.sharding = "x"} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
