dist.mesh @mesh = <["dp"=2]>
func.func @send_sharding(%x: tensor<4xf32>) -> tensor<4xf32> {
  dist.send %x {channel = 0, dist.sharding = #dist.sharding<@mesh, [{"dp"}]>} : (tensor<4xf32>) -> ()
  return %x : tensor<4xf32>
}
