// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @wrong_lengths(%x: tensor<8x6xf32>) -> tensor<4x6xf32> {
  // expected-error@+1 {{start_indices, limit_indices and strides must each have 2 entries (the operand rank)}}
  %0 = hlo.slice %x {start_indices = array<i64: 2>, limit_indices = array<i64: 6, 6>, strides = array<i64: 1, 1>} : (tensor<8x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @zero_stride(%x: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{stride 0 of dimension 0 must be positive}}
  %0 = hlo.slice %x {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 0>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @negative_stride(%x: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{stride -1 of dimension 0 must be positive}}
  %0 = hlo.slice %x {start_indices = array<i64: 4>, limit_indices = array<i64: 0>, strides = array<i64: -1>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @start_after_limit(%x: tensor<8xf32>) -> tensor<0xf32> {
  // expected-error@+1 {{slice of dimension 0 must satisfy 0 <= start (5) <= limit (4) <= size (8)}}
  %0 = hlo.slice %x {start_indices = array<i64: 5>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<8xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @limit_past_end(%x: tensor<8x6xf32>) -> tensor<8x7xf32> {
  // expected-error@+1 {{slice of dimension 1 must satisfy 0 <= start (0) <= limit (7) <= size (6)}}
  %0 = hlo.slice %x {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 8, 7>, strides = array<i64: 1, 1>} : (tensor<8x6xf32>) -> tensor<8x7xf32>
  return %0 : tensor<8x7xf32>
}

// -----

func.func @negative_start(%x: tensor<8xf32>) -> tensor<9xf32> {
  // expected-error@+1 {{slice of dimension 0 must satisfy 0 <= start (-1) <= limit (8) <= size (8)}}
  %0 = hlo.slice %x {start_indices = array<i64: -1>, limit_indices = array<i64: 8>, strides = array<i64: 1>} : (tensor<8xf32>) -> tensor<9xf32>
  return %0 : tensor<9xf32>
}

// -----

func.func @wrong_result(%x: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.slice' produces tensor<3xf32>, but its result is declared as tensor<4xf32>}}
  %0 = hlo.slice %x {start_indices = array<i64: 1>, limit_indices = array<i64: 8>, strides = array<i64: 3>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @missing_strides(%x: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{missing attribute 'strides'}}
  %0 = hlo.slice %x {start_indices = array<i64: 0>, limit_indices = array<i64: 4>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
