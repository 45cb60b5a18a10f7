// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// CHECK-LABEL: func.func @pad
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[P:.*]]: tensor<f32>)
func.func @pad(%x: tensor<2x3xf32>, %p: tensor<f32>) -> (tensor<3x7xf32>, tensor<2x1xf32>) {
  // Size = low + high + n + (n - 1) * interior: 1 + 0 + 2 + 0 = 3 and 0 + 2 + 3 + 2 = 7.
  // CHECK-NEXT: %[[A:.*]] = hlo.pad %[[X]], %[[P]] {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 2>, interior_padding = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x7xf32>
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 2>, interior_padding = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x7xf32>
  // Negative edge padding crops.
  // CHECK-NEXT: %[[B:.*]] = hlo.pad %[[X]], %[[P]] {edge_padding_low = array<i64: 0, -1>, edge_padding_high = array<i64: 0, -1>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x1xf32>
  %1 = hlo.pad %x, %p {edge_padding_low = array<i64: 0, -1>, edge_padding_high = array<i64: 0, -1>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x1xf32>
  // CHECK-NEXT: return %[[A]], %[[B]]
  return %0, %1 : tensor<3x7xf32>, tensor<2x1xf32>
}

// CHECK-LABEL: func.func @pad_integers
// CHECK-NEXT: hlo.pad %arg0, %arg1 {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 3>} : (tensor<2xi32>, tensor<i32>) -> tensor<9xi32>
func.func @pad_integers(%x: tensor<2xi32>, %p: tensor<i32>) -> tensor<9xi32> {
  %0 = hlo.pad %x, %p {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 3>} : (tensor<2xi32>, tensor<i32>) -> tensor<9xi32>
  return %0 : tensor<9xi32>
}
