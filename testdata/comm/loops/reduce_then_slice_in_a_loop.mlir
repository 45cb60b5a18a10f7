// collective-pairs inside a loop's body: the body's all_reduce then all_slice over "tp" is one
// reduce_scatter; the chain is kept with the body's own certificate.
dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func private @cond(%i: tensor<i64>, %a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %c: tensor<8x8xf32>) -> tensor<i1> {
  %n = hlo.constant dense<2> : tensor<i64>
  %p = hlo.compare %i, %n {comparison_direction = "LT"} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @body(%i: tensor<i64>, %a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %b: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %c: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<i64>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %2 = dist.all_slice %1 {slicing_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  %3 = hlo.tanh %2 {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  %4 = hlo.add %3, %c {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  %one = hlo.constant dense<1> : tensor<i64>
  %j = hlo.add %i, %one : tensor<i64>
  return %j, %a, %b, %4 : tensor<i64>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>
}
func.func @main(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %b: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %c: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %z = hlo.constant dense<0> : tensor<i64>
  %r:4 = hlo.while %z, %a, %b, %c {cond = @cond, body = @body} : (tensor<i64>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>) -> (tensor<i64>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>)
  return %r#3 : tensor<8x8xf32>
}
