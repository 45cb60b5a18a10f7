// collective-pairs: gathering over "tp" then slicing back is nothing.
dist.mesh @mesh = <["tp"=4]>
func.func @main(%x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %0 = dist.all_gather %x {gathering_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  %2 = hlo.tanh %1 {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
