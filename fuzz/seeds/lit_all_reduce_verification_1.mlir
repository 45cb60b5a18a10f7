dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @still_unreduced(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
