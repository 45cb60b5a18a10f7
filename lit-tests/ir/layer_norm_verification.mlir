// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @integer(%x: tensor<4x8xi32>, %s: tensor<8xi32>) -> tensor<4x8xi32> {
  // expected-error@+1 {{'hlo.layer_norm' needs a float tensor, found tensor<4x8xi32>}}
  %0 = hlo.layer_norm %x, %s, %s {dimension = 1, epsilon = 1.0e-5} : (tensor<4x8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// -----

func.func @dimension_out_of_range(%x: tensor<4x8xf32>, %s: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{dimension 2 is out of range for rank 2}}
  %0 = hlo.layer_norm %x, %s, %s {dimension = 2, epsilon = 1.0e-5} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @negative_epsilon(%x: tensor<4x8xf32>, %s: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{epsilon must be non-negative, found -0.1}}
  %0 = hlo.layer_norm %x, %s, %s {dimension = 1, epsilon = -0.1} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @nan_epsilon(%x: tensor<4x8xf32>, %s: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{epsilon must be non-negative, found NaN}}
  %0 = hlo.layer_norm %x, %s, %s {dimension = 1, epsilon = 0x7FF8000000000000 : f64} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @scale_size(%x: tensor<4x8xf32>, %s: tensor<4xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{scale must have type tensor<8xf32>, found tensor<4xf32>}}
  %0 = hlo.layer_norm %x, %s, %b {dimension = 1, epsilon = 1.0e-5} : (tensor<4x8xf32>, tensor<4xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @bias_element(%x: tensor<4x8xf32>, %s: tensor<8xf32>, %b: tensor<8xf16>) -> tensor<4x8xf32> {
  // expected-error@+1 {{bias must have type tensor<8xf32>, found tensor<8xf16>}}
  %0 = hlo.layer_norm %x, %s, %b {dimension = 1, epsilon = 1.0e-5} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf16>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @epsilon_not_float(%x: tensor<4x8xf32>, %s: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{attribute 'epsilon' must be a float, found string}}
  %0 = hlo.layer_norm %x, %s, %s {dimension = 1, epsilon = "small"} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @missing_bias(%x: tensor<4x8xf32>, %s: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'hlo.layer_norm' takes 3 operand(s), found 2}}
  %0 = hlo.layer_norm %x, %s {dimension = 1, epsilon = 1.0e-5} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
