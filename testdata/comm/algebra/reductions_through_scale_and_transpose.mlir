// reductions-through-linear-ops: each all_reduce moves past a scale by a replicated value
// and a transpose, then the two meet in an add: one all_reduce of the sum instead of two.
dist.mesh @mesh = <["tp"=2]>
func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %w: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %v: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %s: tensor<8x16xf32>) -> (tensor<16x8xf32>) {
  %a = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %b = hlo.dot_general %x, %v {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
  %1 = dist.all_reduce %b {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
  %2 = hlo.multiply %0, %s {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
  %3 = hlo.transpose %2 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %4 = hlo.transpose %1 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %5 = hlo.add %3, %4 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<16x8xf32>
  %6 = hlo.tanh %5 : tensor<16x8xf32>
  return %6 : tensor<16x8xf32>
}
