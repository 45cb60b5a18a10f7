module {
  dist.mesh @mesh = <["x"=4]>
func.func @main(%arg0: tensor<6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<6xf32> {
  %0 = hlo.add %arg0, %arg0 : (tensor<6xf32>, tensor<6xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
}
