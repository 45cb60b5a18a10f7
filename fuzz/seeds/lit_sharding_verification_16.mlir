dist.mesh @mesh = <["x"=2]>
func.func @bad_priority(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x"}pfirst]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
