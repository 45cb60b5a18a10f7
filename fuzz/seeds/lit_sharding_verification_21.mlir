dist.mesh @mesh = <["x"=2]>
func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
func.func @array_item(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = call @pair(%x) {dist.sharding = [#dist.sharding<@mesh, [{"x"}]>, 1]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}
