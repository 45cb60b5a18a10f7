// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @padding_value_not_scalar(%x: tensor<2xf32>, %p: tensor<1xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{padding value must be a scalar of element type f32, found tensor<1xf32>}}
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<2xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @padding_value_type(%x: tensor<2xf32>, %p: tensor<f64>) -> tensor<4xf32> {
  // expected-error@+1 {{padding value must be a scalar of element type f32, found tensor<f64>}}
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<2xf32>, tensor<f64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @wrong_lengths(%x: tensor<2x2xf32>, %p: tensor<f32>) -> tensor<4x2xf32> {
  // expected-error@+1 {{edge_padding_low, edge_padding_high and interior_padding must each have 2 entries}}
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @negative_interior(%x: tensor<3xf32>, %p: tensor<f32>) -> tensor<1xf32> {
  // expected-error@+1 {{interior padding of dimension 0 is negative}}
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: -1>} : (tensor<3xf32>, tensor<f32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @negative_size(%x: tensor<3xf32>, %p: tensor<f32>) -> tensor<0xf32> {
  // expected-error@+1 {{padding makes dimension 0 negative (-1)}}
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: -2>, edge_padding_high = array<i64: -2>, interior_padding = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @wrong_result(%x: tensor<3xf32>, %p: tensor<f32>) -> tensor<6xf32> {
  // expected-error@+1 {{'hlo.pad' produces tensor<5xf32>, but its result is declared as tensor<6xf32>}}
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @missing_padding_value(%x: tensor<3xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'hlo.pad' takes 2 operand(s), found 1}}
  %0 = hlo.pad %x {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
