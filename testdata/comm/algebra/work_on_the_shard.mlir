// work-on-the-shard: a replicated update after a reduction becomes a reduce_scatter, the
// update on the shard and an all_gather.
dist.mesh @mesh = <["dp"=4]>
func.func @main(%x: tensor<16x1024xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %y: tensor<16x1024xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %w: tensor<1024x1024xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> (tensor<1024x1024xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %g = hlo.dot_general %x, %y {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : (tensor<16x1024xf32>, tensor<16x1024xf32>) -> tensor<1024x1024xf32>
  %0 = dist.all_reduce %g {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<1024x1024xf32>
  %1 = hlo.subtract %w, %0 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<1024x1024xf32>
  %2 = hlo.tanh %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<1024x1024xf32>
  return %2 : tensor<1024x1024xf32>
}
