// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @integer(%x: tensor<4x8xi32>) -> tensor<4x8xi32> {
  // expected-error@+1 {{'hlo.softmax' needs a float tensor, found tensor<4x8xi32>}}
  %0 = hlo.softmax %x {dimension = 1} : tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// -----

func.func @dimension_out_of_range(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{dimension 2 is out of range for rank 2}}
  %0 = hlo.softmax %x {dimension = 2} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @scalar(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{dimension 0 is out of range for rank 0}}
  %0 = hlo.softmax %x {dimension = 0} : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @result_type(%x: tensor<4x8xf32>) -> tensor<4x8xf16> {
  // expected-error@+1 {{'hlo.softmax' produces tensor<4x8xf32>, but its result is declared as tensor<4x8xf16>}}
  %0 = hlo.softmax %x {dimension = 1} : (tensor<4x8xf32>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

// -----

func.func @missing_dimension(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{missing attribute 'dimension'}}
  %0 = hlo.softmax %x : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
