dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @broadcast(%arg0: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"b"}]>}) -> tensor<8x16xf32> {
  %0 = hlo.broadcast_in_dim %arg0 {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
