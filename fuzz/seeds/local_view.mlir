module attributes {dist.local_view} {
  dist.mesh @m = <["x"=2, "y"=2]>
  func.func @f(%a: tensor<4x8xf32> {dist.sharding = #dist.sharding<@m, [{"x"}, {}]>}) -> tensor<8x4xf32> {
    %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@m, [{}, {}]>} : (tensor<4x8xf32>) -> tensor<8x8xf32>
    %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{}, {"y"}]>, dist.sharding = #dist.sharding<@m, [{}, {"y"}]>} : (tensor<8x8xf32>) -> tensor<8x4xf32>
    "dist.send"(%1) {channel = 1} : (tensor<8x4xf32>) -> ()
    %2 = dist.recv {channel = 1, dist.sharding = #dist.sharding<@m, [{}, {"y"}]>} : () -> tensor<8x4xf32>
    return %2 : tensor<8x4xf32>
  }
}
