dist.mesh @mesh = <["x"=8]>
func.func @sub_axis_of_size_one(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(2)1}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
