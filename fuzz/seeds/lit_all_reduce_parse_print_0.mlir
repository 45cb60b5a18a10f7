dist.mesh @mesh = <["x"=2, "y"=4]>

func.func @all_reduce(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>}) -> tensor<8x16xf32> {
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

func.func @kinds(%a: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x", "y"}>}, %b: tensor<i32> {dist.sharding = #dist.sharding<@mesh, [], unreduced={"y", "x"}>}) -> (tensor<4xf32>, tensor<i32>) {
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"x"}>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>} : tensor<4xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"y"}>, kind = "min", dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<4xf32>
  %2 = dist.all_reduce %b {reduction_axes = #dist.axes<{"x", "y"}>, kind = "mul", dist.sharding = #dist.sharding<@mesh, []>} : tensor<i32>
  return %1, %2 : tensor<4xf32>, tensor<i32>
}
