dist.mesh @mesh = <["x"=2]>
func.func @constraint_left(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %b = dist.constraint %a {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  return %b : tensor<8xf32>
}
