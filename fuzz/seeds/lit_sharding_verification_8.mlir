dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @rank_mismatch(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
