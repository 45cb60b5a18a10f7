dist.mesh @mesh = <["x"=4]>
func.func @valid(%x: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %0 = hlo.negate %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}
