// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @integer(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'hlo.gelu' needs a float tensor, found tensor<4xi32>}}
  %0 = hlo.gelu %x {approximate = true} : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @approximate_not_bool(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{attribute 'approximate' must be true or false, found string}}
  %0 = hlo.gelu %x {approximate = "tanh"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @missing_approximate(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{missing attribute 'approximate'}}
  %0 = hlo.gelu %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @result_type(%x: tensor<4xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{'hlo.gelu' produces tensor<4xf32>, but its result is declared as tensor<2x2xf32>}}
  %0 = hlo.gelu %x {approximate = false} : (tensor<4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
