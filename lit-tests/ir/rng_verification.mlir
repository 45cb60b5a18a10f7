// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @seed_not_scalar(%seed: tensor<2xi64>) -> tensor<4xf32> {
  // expected-error@+1 {{rng seed must be a scalar i64 or i32, found tensor<2xi64>}}
  %0 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<2xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @seed_float(%seed: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+1 {{rng seed must be a scalar i64 or i32, found tensor<f32>}}
  %0 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @integer_result(%seed: tensor<i64>) -> tensor<4xi32> {
  // expected-error@+1 {{rng produces float tensors, not tensor<4xi32>}}
  %0 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<i64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @unknown_distribution(%seed: tensor<i64>) -> tensor<4xf32> {
  // expected-error@+1 {{attribute 'distribution' is "bernoulli"; expected one of uniform, normal}}
  %0 = hlo.rng %seed {distribution = "bernoulli", stream = 0} : (tensor<i64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @missing_stream(%seed: tensor<i64>) -> tensor<4xf32> {
  // expected-error@+1 {{missing attribute 'stream'}}
  %0 = hlo.rng %seed {distribution = "normal"} : (tensor<i64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @no_seed() -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.rng' takes 1 operand(s), found 0}}
  %0 = hlo.rng {distribution = "normal", stream = 0} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
