dist.mesh @mesh = <["a"=2, "b"=4]>

func.func @elementwise_forward(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = hlo.add %arg0, %arg1 : tensor<8x16xf32>
  %1 = hlo.tanh %0 : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
