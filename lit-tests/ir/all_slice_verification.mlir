// RUN: shardc-opt %s --split-input-file --verify-diagnostics

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @wrong_order(%a: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<16xf32> {
  // Slicing appends the new axis as the minor-most one.
  // expected-error@+1 {{'dist.all_slice' turns #dist.sharding<@mesh, [{"x"}]> into #dist.sharding<@mesh, [{"x", "y"}]>, but its result is declared #dist.sharding<@mesh, [{"y", "x"}]>}}
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"y"}]>, dist.sharding = #dist.sharding<@mesh, [{"y", "x"}]>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @axis_already_used(%a: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<16x16xf32> {
  // expected-error@+1 {{result 0 of 'dist.all_slice': mesh axis "x" is used more than once in this sharding}}
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"x"}]>} : tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @rank_mismatch(%a: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> tensor<16x16xf32> {
  // expected-error@+1 {{'dist.all_slice' lists axes for 1 dimension(s) but the value has rank 2}}
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @result_sharding_rank(%a: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> tensor<16x16xf32> {
  // A badly ranked result sharding is reported once (and does not crash the check).
  // expected-error@+1 {{result 0 of 'dist.all_slice': sharding has 1 dimension(s) but the tensor has rank 2}}
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @unknown_axis(%a: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> tensor<16xf32> {
  // expected-error@+1 {{'dist.all_slice' names unknown mesh axis "z" (mesh '@mesh')}}
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"z"}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @no_result_sharding(%a: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error@+1 {{'dist.all_slice' must declare its result sharding ('dist.sharding')}}
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"x"}]>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}
