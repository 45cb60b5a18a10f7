// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @element_change(%x: tensor<3xf32>) -> tensor<2x3xf16> {
  // expected-error@+1 {{broadcast_in_dim cannot change the element type: tensor<3xf32> to tensor<2x3xf16>}}
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

func.func @wrong_entry_count(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{broadcast_dimensions has 2 entries but the operand has rank 1}}
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @out_of_range(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{broadcast_dimensions 2 is out of range for rank 2}}
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 2>} : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @negative(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{broadcast_dimensions -1 is out of range for rank 2}}
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: -1>} : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @repeated(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // expected-error@+1 {{broadcast_dimensions lists dimension 0 twice}}
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 0, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @size_mismatch(%x: tensor<3xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{operand dimension 0 (size 3) cannot broadcast to result dimension 1 (size 4)}}
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @missing_dimensions(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{missing attribute 'broadcast_dimensions'}}
  %0 = hlo.broadcast_in_dim %x : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @dimensions_not_array(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{attribute 'broadcast_dimensions' must be array<i64>, found integer}}
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = 1} : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @dimensions_of_floats(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{attribute 'broadcast_dimensions' must be array<i64>, found float}}
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = [1.0]} : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @bad_array_type(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{unsupported dense array element type 'f32' (expected i64 or i1)}}
  %0 = hlo.broadcast_in_dim %x {broadcast_dimensions = array<f32: 1.0>} : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
