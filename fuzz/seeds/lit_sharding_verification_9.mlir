dist.mesh @mesh = <["x"=8]>
func.func @sub_axis_not_dividing(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(3)2}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
