dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @replicated_and_split(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"y"}], replicated={"y"}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
