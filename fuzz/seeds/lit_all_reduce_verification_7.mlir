dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @type_change(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf16> {
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}]>} : (tensor<8xf32>) -> tensor<8xf16>
  return %0 : tensor<8xf16>
}
