// RUN: shardc-opt %s --split-input-file --verify-diagnostics

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @no_result_sharding(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_gather' must declare its result sharding ('dist.sharding')}}
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @not_minor_most(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_gather': dimension 0 is not sharded with {"x"} as its minor-most axes in the operand sharding #dist.sharding<@mesh, [{"x", "y"}]>}}
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @not_sharded(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{dimension 0 is not sharded with {"y"} as its minor-most axes}}
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"y"}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @wrong_result_sharding(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<8x8xf32> {
  // expected-error@+1 {{'dist.all_gather' turns #dist.sharding<@mesh, [{"x"}, {"y"}]> into #dist.sharding<@mesh, [{}, {"y"}]>, but its result is declared #dist.sharding<@mesh, [{}, {}]>}}
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @unknown_axis(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_gather' names unknown mesh axis "z" (mesh '@mesh')}}
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"z"}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @rank_mismatch(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error@+1 {{'dist.all_gather' lists axes for 1 dimension(s) but the value has rank 2}}
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

dist.mesh @a = <["x"=2]>
dist.mesh @b = <["x"=2]>
func.func @other_mesh(%v: tensor<8xf32> {dist.sharding = #dist.sharding<@a, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_gather' moves a value from mesh '@a' to mesh '@b'}}
  %0 = dist.all_gather %v {gathering_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@b, [{}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @type_change(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<16xf32> {
  // The global view keeps global shapes: a collective never changes the type.
  // expected-error@+1 {{'dist.all_gather' produces tensor<8xf32>, but its result is declared as tensor<16xf32>}}
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : (tensor<8xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

// A badly ranked operand sharding is reported once, and the collective check does not crash.
dist.mesh @mesh = <["x"=2, "y"=4]>
// expected-error@+1 {{argument 0 of '@bad_operand_rank': sharding has 1 dimension(s) but the tensor has rank 2}}
func.func @bad_operand_rank(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8x8xf32> {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["x"=2]>
func.func @axes_not_dim_axes(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{attribute 'gathering_axes' must be #dist.dim_axes, found #dist.axes}}
  %0 = dist.all_gather %a {gathering_axes = #dist.axes<{"x"}>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
