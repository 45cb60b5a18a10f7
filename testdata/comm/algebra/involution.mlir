// involution: moving the second negation onto the shard (work-through-gather) puts it next
// to the first, which made the shard, and the two undo each other: the result is the
// gather of %a alone. Likewise moving the reduction before the second transpose
// (reduce-through-layout) puts it next to the first: the reduction of %p alone. canonicalize,
// before comm-fusion, folds only the pairs written so; without the rule a second compile of
// the plan folded them (fuzz --loops --auto-shard --budget-fraction 0.8 --ops 12 seed
// 3900172).
dist.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>}, %w: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x4xf32>
  %1 = dist.all_gather %0 {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf32>
  %2 = hlo.negate %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf32>
  %p = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"y"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %3 = hlo.transpose %p {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"y"}>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %4 = dist.all_reduce %3 {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %5 = hlo.transpose %4 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2, %5 : tensor<8x4xf32>, tensor<8x8xf32>
}
