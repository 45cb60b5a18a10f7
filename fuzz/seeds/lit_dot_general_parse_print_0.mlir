func.func @matmul(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>) -> tensor<8x32xf32> {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

func.func @batched(%a: tensor<4x8x16xbf16>, %b: tensor<4x16x32xbf16>) -> tensor<4x8x32xbf16> {
  %0 = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x8x16xbf16>, tensor<4x16x32xbf16>) -> tensor<4x8x32xbf16>
  return %0 : tensor<4x8x32xbf16>
}

func.func @trailing_batch(%a: tensor<5x3x2xf32>, %b: tensor<2x7x5xf32>) -> tensor<2x3x7xf32> {
  %0 = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64: 2>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 2>} : (tensor<5x3x2xf32>, tensor<2x7x5xf32>) -> tensor<2x3x7xf32>
  return %0 : tensor<2x3x7xf32>
}

func.func @outer(%a: tensor<3xf64>, %b: tensor<4xf64>) -> tensor<3x4xf64> {
  %0 = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64>, rhs_batching_dimensions = array<i64>} : (tensor<3xf64>, tensor<4xf64>) -> tensor<3x4xf64>
  return %0 : tensor<3x4xf64>
}

func.func @full_contraction(%a: tensor<2x3xi32>, %b: tensor<3x2xi32>) -> tensor<i32> {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 0, 1>, rhs_contracting_dimensions = array<i64: 1, 0>} : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<i32>
  return %0 : tensor<i32>
}
