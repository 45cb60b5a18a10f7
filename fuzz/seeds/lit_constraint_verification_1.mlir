dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @invalid_sharding(%x: tensor<6xf32>) -> tensor<6xf32> {
  %0 = dist.constraint %x {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>} : tensor<6xf32>
  return %0 : tensor<6xf32>
}
