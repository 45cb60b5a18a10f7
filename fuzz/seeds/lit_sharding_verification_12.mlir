dist.mesh @mesh = <["x"=8]>
func.func @overlapping_sub_axes(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(1)4}, {"x":(2)4}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
