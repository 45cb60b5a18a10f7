dist.mesh @mesh = <["x"=2]>
func.func @not_resharded(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> tensor<8xf32> {
  %init = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.softmax %a {dimension = 1 : i64} : tensor<8x16xf32>
  %r = hlo.reduce %s, %init {dimensions = array<i64: 1>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
