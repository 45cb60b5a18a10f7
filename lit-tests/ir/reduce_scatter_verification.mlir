// RUN: shardc-opt %s --split-input-file --verify-diagnostics

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @not_unreduced(%a: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> tensor<16xf32> {
  // expected-error@+1 {{'dist.reduce_scatter': axis "y" is not unreduced in the operand sharding #dist.sharding<@mesh, [{}]>}}
  %0 = dist.reduce_scatter %a {scatter_axes = #dist.dim_axes<[{"y"}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @wrong_dimension(%a: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"y"}>}) -> tensor<16x16xf32> {
  // expected-error@+1 {{'dist.reduce_scatter' turns #dist.sharding<@mesh, [{}, {}], unreduced={"y"}> into #dist.sharding<@mesh, [{"y"}, {}]>, but its result is declared #dist.sharding<@mesh, [{}, {"y"}]>}}
  %0 = dist.reduce_scatter %a {scatter_axes = #dist.dim_axes<[{"y"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>} : tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @rank_mismatch(%a: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"y"}>}) -> tensor<16x16xf32> {
  // expected-error@+1 {{'dist.reduce_scatter' lists axes for 3 dimension(s) but the value has rank 2}}
  %0 = dist.reduce_scatter %a {scatter_axes = #dist.dim_axes<[{"y"}, {}, {}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @uneven(%a: tensor<6xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<6xf32> {
  // 6 does not split 4 ways: the result is padded (pieces of 2), which is valid.
  %0 = dist.reduce_scatter %a {scatter_axes = #dist.dim_axes<[{"y"}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @missing_kind(%a: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<16xf32> {
  // expected-error@+1 {{missing attribute 'kind'}}
  %0 = dist.reduce_scatter %a {scatter_axes = #dist.dim_axes<[{"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @no_result_sharding(%a: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<16xf32> {
  // expected-error@+1 {{'dist.reduce_scatter' must declare its result sharding ('dist.sharding')}}
  %0 = dist.reduce_scatter %a {scatter_axes = #dist.dim_axes<[{"y"}]>, kind = "add"} : tensor<16xf32>
  return %0 : tensor<16xf32>
}
