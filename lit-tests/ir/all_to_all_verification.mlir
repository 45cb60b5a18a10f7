// RUN: shardc-opt %s --split-input-file --verify-diagnostics

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @source_out_of_range(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error@+1 {{source_dim 5 is out of range for rank 2}}
  %0 = dist.all_to_all %a {source_dim = 5, target_dim = 1, axes = #dist.axes<{"x"}>, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @target_out_of_range(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error@+1 {{target_dim -1 is out of range for rank 2}}
  %0 = dist.all_to_all %a {source_dim = 0, target_dim = -1, axes = #dist.axes<{"x"}>, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @source_not_sharded(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> tensor<8x8xf32> {
  // expected-error@+1 {{'dist.all_to_all': source dimension 0 is not sharded with {"x"} as its minor-most axes in the operand sharding #dist.sharding<@mesh, [{}, {"x"}]>}}
  %0 = dist.all_to_all %a {source_dim = 0, target_dim = 1, axes = #dist.axes<{"x"}>, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @wrong_result(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error@+1 {{'dist.all_to_all' turns #dist.sharding<@mesh, [{"x"}, {}]> into #dist.sharding<@mesh, [{}, {"x"}]>, but its result is declared #dist.sharding<@mesh, [{"x"}, {}]>}}
  %0 = dist.all_to_all %a {source_dim = 0, target_dim = 1, axes = #dist.axes<{"x"}>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @unknown_axis(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error@+1 {{'dist.all_to_all' names unknown mesh axis "q" (mesh '@mesh')}}
  %0 = dist.all_to_all %a {source_dim = 0, target_dim = 1, axes = #dist.axes<{"q"}>, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @missing_target(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error@+1 {{missing attribute 'target_dim'}}
  %0 = dist.all_to_all %a {source_dim = 0, axes = #dist.axes<{"x"}>, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
