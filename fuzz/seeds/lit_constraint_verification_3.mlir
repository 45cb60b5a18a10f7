dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @type_change(%x: tensor<8xf32>) -> tensor<4xf32> {
  %0 = dist.constraint %x {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
