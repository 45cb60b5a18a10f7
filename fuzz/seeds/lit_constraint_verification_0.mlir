dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @no_sharding(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = dist.constraint %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}
