module @dist {
  dist.mesh @m = <["x"=2, "y"=4, "z"=2]>
  func.func private @helper(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
    return %a : tensor<8x8xf32>
  }
  func.func @main(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@m, [{"x"}, {"y"}]>}, %b: tensor<8x8xf32> {dist.sharding = #dist.sharding<@m, [{"x", ?}p1, {"y":(1)2}], replicated={"z"}>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@m, [{}, {?}]>}, tensor<8x8xf32>) {
    %0 = dist.constraint %a {dist.sharding = #dist.sharding<@m, [{"x"}, {"y"}]>} : tensor<8x8xf32>
    %1 = dist.all_gather %0 {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@m, [{}, {"y"}]>} : tensor<8x8xf32>
    %2 = dist.all_slice %1 {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@m, [{"x"}, {"y"}]>} : tensor<8x8xf32>
    %3 = dist.all_to_all %2 {source_dim = 1, target_dim = 0, axes = #dist.axes<{"y"}>, dist.sharding = #dist.sharding<@m, [{"x", "y"}, {}]>} : tensor<8x8xf32>
    %4 = dist.collective_permute %3 {dist.sharding = #dist.sharding<@m, [{"x", "y"}, {}]>} : tensor<8x8xf32>
    %5 = dist.constraint %4 {dist.sharding = #dist.sharding<@m, [{}, {}], unreduced={"z"}>} : tensor<8x8xf32>
    %6 = dist.all_reduce %5 {reduction_axes = #dist.axes<{"z"}>, kind = "max", dist.sharding = #dist.sharding<@m, [{}, {}]>} : tensor<8x8xf32>
    %7 = dist.constraint %6 {dist.sharding = #dist.sharding<@m, [{}, {}], unreduced={"z"}>} : tensor<8x8xf32>
    %8 = dist.reduce_scatter %7 {scatter_axes = #dist.dim_axes<[{"z"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@m, [{"z"}, {}]>} : tensor<8x8xf32>
    "dist.send"(%8) {channel = 3} : (tensor<8x8xf32>) -> ()
    %9 = dist.recv {channel = 3} : () -> tensor<8x8xf32>
    %10:2 = func.call @pair(%9) : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
    %11 = call @helper(%10#1) {dist.sharding = #dist.sharding<@m, [{"y"}, {"x"}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %10#0, %11 : tensor<8x8xf32>, tensor<8x8xf32>
  }
  func.func @pair(%a: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
    %0 = hlo.negate %a : tensor<8x8xf32>
    return %a, %0 : tensor<8x8xf32>, tensor<8x8xf32>
  }
}
