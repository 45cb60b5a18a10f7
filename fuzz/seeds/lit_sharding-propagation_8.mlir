dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @reduce(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}) -> tensor<8xf32> {
  %init = hlo.constant dense<0.0> : tensor<f32>
  %0 = hlo.reduce %arg0, %init {dimensions = array<i64: 1>, kind = "add"} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
