dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @unreduced_and_split(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x"}], unreduced={"x"}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
