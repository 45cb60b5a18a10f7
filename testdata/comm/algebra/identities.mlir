// identities: the gathers and slices between %a and %4 undo each other (gather-then-slice),
// which leaves a select of %a or %a and a maximum of %a and %a: both are %a (select-same,
// idempotent). canonicalize, before comm-fusion, folds only what is written so; without the
// identities a second compile of the plan folded them (fuzz --ops 30 seed 1100071).
dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %b: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf32>
  %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{"y", "x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"y", "x"}, {}]>} : tensor<8x4xf32>
  %3 = dist.all_gather %1 {gathering_axes = #dist.dim_axes<[{"y", "x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf32>
  %4 = dist.all_slice %3 {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x4xf32>
  %5 = hlo.compare %b, %a {comparison_direction = "LT", dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
  %6 = hlo.select %5, %4, %a {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : (tensor<8x4xi1>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  %7 = hlo.maximum %4, %a {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x4xf32>
  %8 = hlo.add %6, %7 {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x4xf32>
  %9 = dist.all_gather %8 {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf32>
  return %9 : tensor<8x4xf32>
}
