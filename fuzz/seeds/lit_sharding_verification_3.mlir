dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @axis_twice(%a: tensor<8x8xf32>) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"x"}]>}) {
  return %a : tensor<8x8xf32>
}
