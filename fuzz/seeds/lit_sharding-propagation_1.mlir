dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @backward_from_result(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"b"}]>}) {
  %0 = hlo.exponential %arg0 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
