dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @reshape_split(%arg0: tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"a", "b"}]>}) -> tensor<8x16xf32> {
  %0 = hlo.reshape %arg0 : (tensor<128xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
