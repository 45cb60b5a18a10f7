dist.mesh @mesh = <["x"=8]>
func.func @sub_axis_and_whole_axis(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(1)2}, {"x"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
