dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @replicated_axes_are_not_added(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{?}, {?}], replicated={"a"}>}) -> tensor<8x16xf32> {
  %0 = hlo.add %arg0, %arg1 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
