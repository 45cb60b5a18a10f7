dist.mesh @mesh = <["x"=2]>
func.func @partial_operand(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x"}>}) -> tensor<8xf32> {
  %b = hlo.negate %a : tensor<8xf32>
  return %b : tensor<8xf32>
}
