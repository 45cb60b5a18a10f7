dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @no_result_sharding(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"y"}>, kind = "add"} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
