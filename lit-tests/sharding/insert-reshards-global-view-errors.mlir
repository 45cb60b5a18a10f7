// RUN: shardc-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(sharding-propagation,insert-reshards)'

// What a global view may not declare (see insert-reshards-global-view.mlir).

// Only linear ops keep partial sums: a product of two is not a partial sum of anything.
dist.mesh @mesh = <["tp"=2]>
func.func @product_of_partial_sums(%a: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> (tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) {
  %zero = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<0.0> : tensor<f32>
  %s = hlo.reduce %a, %zero {dimensions = array<i64: 1>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"tp"}>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  // expected-error@+1 {{the result of 'hlo.multiply' is declared unreduced over {"tp"}, but it holds no partial sums over that axis}}
  %p = hlo.multiply %s, %s {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"tp"}>} : tensor<4xf32>
  %r = dist.all_reduce %p {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A partial maximum read by anything but the collective completing it is an error.
dist.mesh @mesh = <["tp"=2]>
func.func @partial_maximum_added(%a: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> (tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) {
  %low = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{the result of 'hlo.reduce' holds partial results of a 'max' reduction, which cannot stay unreduced}}
  %m = hlo.reduce %a, %low {dimensions = array<i64: 1>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"tp"}>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %two = hlo.add %m, %m {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<4xf32>
  %r = dist.all_reduce %m {reduction_axes = #dist.axes<{"tp"}>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<4xf32>
  %s = hlo.add %two, %r {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// A collective combining partial results with another combiner than theirs: the maximum of
// partial sums is not their sum (a plan edited by hand; before, this compiled to a binary
// computing the wrong value, which only `shardc verify` showed).
dist.mesh @mesh = <["tp"=2]>
func.func @maximum_of_partial_sums(%a: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> (tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) {
  %z = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<0.0> : tensor<f32>
  %s = hlo.reduce %a, %z {dimensions = array<i64: 1>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"tp"}>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  // expected-error@+1 {{'dist.all_reduce' combines operand 0 with 'max', but its partial results are pending 'add'}}
  %r = dist.all_reduce %s {reduction_axes = #dist.axes<{"tp"}>, kind = "max", dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<4xf32>
  return %r : tensor<4xf32>
}
