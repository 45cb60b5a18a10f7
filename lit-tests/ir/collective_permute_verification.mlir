// RUN: shardc-opt %s --split-input-file --verify-diagnostics

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @split_count_changes(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error@+1 {{'dist.collective_permute' cannot change how many pieces dimension 0 is split into}}
  %0 = dist.collective_permute %a {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @moves_dimension(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error@+2 {{cannot change how many pieces dimension 0 is split into}}
  // expected-error@+1 {{cannot change how many pieces dimension 1 is split into}}
  %0 = dist.collective_permute %a {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @no_result_sharding(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.collective_permute' must declare its result sharding ('dist.sharding')}}
  %0 = dist.collective_permute %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @a = <["x"=2]>
dist.mesh @b = <["x"=2]>
func.func @other_mesh(%v: tensor<8xf32> {dist.sharding = #dist.sharding<@a, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.collective_permute' moves a value from mesh '@a' to mesh '@b'}}
  %0 = dist.collective_permute %v {dist.sharding = #dist.sharding<@b, [{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2]>
func.func @unknown_attribute(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{unknown attribute 'source_target_pairs' for 'dist.collective_permute'}}
  %0 = dist.collective_permute %a {source_target_pairs = [[0, 1]], dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
