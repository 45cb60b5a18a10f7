// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// hlo.dot_general: result dimensions are batch, then lhs free, then rhs free dimensions.
// Empty dimension lists are omitted when printing.

// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<8x16xf32>, %[[B:.*]]: tensor<16x32xf32>)
// CHECK-NEXT: %[[R:.*]] = hlo.dot_general %[[A]], %[[B]] {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT: return %[[R]]
func.func @matmul(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>) -> tensor<8x32xf32> {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// CHECK-LABEL: func.func @batched
// CHECK-NEXT: hlo.dot_general %arg0, %arg1 {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x8x16xbf16>, tensor<4x16x32xbf16>) -> tensor<4x8x32xbf16>
func.func @batched(%a: tensor<4x8x16xbf16>, %b: tensor<4x16x32xbf16>) -> tensor<4x8x32xbf16> {
  %0 = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x8x16xbf16>, tensor<4x16x32xbf16>) -> tensor<4x8x32xbf16>
  return %0 : tensor<4x8x32xbf16>
}

// Batch dimensions need not lead: the result still starts with them.
// CHECK-LABEL: func.func @trailing_batch
// CHECK-NEXT: hlo.dot_general %arg0, %arg1 {lhs_batching_dimensions = array<i64: 2>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 2>} : (tensor<5x3x2xf32>, tensor<2x7x5xf32>) -> tensor<2x3x7xf32>
func.func @trailing_batch(%a: tensor<5x3x2xf32>, %b: tensor<2x7x5xf32>) -> tensor<2x3x7xf32> {
  %0 = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64: 2>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 2>} : (tensor<5x3x2xf32>, tensor<2x7x5xf32>) -> tensor<2x3x7xf32>
  return %0 : tensor<2x3x7xf32>
}

// Without dimension numbers, dot_general is an outer product; empty lists are omitted.
// CHECK-LABEL: func.func @outer
// CHECK-NEXT: hlo.dot_general %arg0, %arg1 : (tensor<3xf64>, tensor<4xf64>) -> tensor<3x4xf64>
func.func @outer(%a: tensor<3xf64>, %b: tensor<4xf64>) -> tensor<3x4xf64> {
  %0 = hlo.dot_general %a, %b {lhs_batching_dimensions = array<i64>, rhs_batching_dimensions = array<i64>} : (tensor<3xf64>, tensor<4xf64>) -> tensor<3x4xf64>
  return %0 : tensor<3x4xf64>
}

// Contracting everything gives a scalar; several contracting dimensions pair in order.
// CHECK-LABEL: func.func @full_contraction
// CHECK-NEXT: hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 0, 1>, rhs_contracting_dimensions = array<i64: 1, 0>} : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<i32>
func.func @full_contraction(%a: tensor<2x3xi32>, %b: tensor<3x2xi32>) -> tensor<i32> {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 0, 1>, rhs_contracting_dimensions = array<i64: 1, 0>} : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<i32>
  return %0 : tensor<i32>
}
