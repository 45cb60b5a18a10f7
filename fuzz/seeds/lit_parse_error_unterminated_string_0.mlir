dist.mesh @mesh = <["x"=2]>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x {dist.sharding = #dist.sharding<@mesh, [{"x}]>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
