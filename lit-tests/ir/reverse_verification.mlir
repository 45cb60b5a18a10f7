// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @twice(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{dimensions lists dimension 1 twice}}
  %0 = hlo.reverse %x {dimensions = array<i64: 1, 1>} : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @out_of_range(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{dimensions 2 is out of range for rank 2}}
  %0 = hlo.reverse %x {dimensions = array<i64: 2>} : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @type_changes(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{'hlo.reverse' produces tensor<2x3xf32>, but its result is declared as tensor<3x2xf32>}}
  %0 = hlo.reverse %x {dimensions = array<i64: 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
