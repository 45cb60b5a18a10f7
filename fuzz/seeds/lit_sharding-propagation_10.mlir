dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @conflict_user_priority(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = hlo.negate %arg0 : tensor<8x16xf32>
  %1 = dist.constraint %0 {dist.sharding = #dist.sharding<@mesh, [{"b"}, {}]>} : tensor<8x16xf32>
  %2 = hlo.add %1, %arg1 : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}
