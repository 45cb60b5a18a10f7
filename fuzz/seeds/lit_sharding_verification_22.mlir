dist.mesh @mesh = <["x"=2]>
func.func @unknown_dist_attribute(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.shard<@mesh, [{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
