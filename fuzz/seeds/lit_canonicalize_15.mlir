dist.mesh @mesh = <["x"=2]>
func.func @not_folded(%seed: tensor<i64>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<i64>) -> tensor<4xf32>
  %c = hlo.constant dense<1.0> : tensor<4xf32>
  %1 = dist.all_reduce %c {reduction_axes = #dist.axes<{}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<4xf32>
  %2 = dist.constraint %c {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
