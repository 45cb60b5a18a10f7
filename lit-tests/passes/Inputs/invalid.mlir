// An invalid module with three independent problems (input for verify.mlir).
module {
  dist.mesh @mesh = <["x"=4]>
  // The argument's sharding names an axis the mesh does not have.
func.func @main(%arg0: tensor<6xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}]>}) -> tensor<6xf32> {
  %0 = hlo.add %arg0, %arg0 : (tensor<6xf32>, tensor<6xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
}
