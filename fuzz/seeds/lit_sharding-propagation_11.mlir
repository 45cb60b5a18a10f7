dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @explicit_priorities(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a", ?}p1, {?}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"b", ?}p0, {?}]>}) -> tensor<8x16xf32> {
  %0 = hlo.add %arg0, %arg1 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
