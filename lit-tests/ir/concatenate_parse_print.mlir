// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// CHECK-LABEL: func.func @concatenate
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<4x3xf32>, %[[C:.*]]: tensor<2x5xf32>)
func.func @concatenate(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>, %c: tensor<2x5xf32>) -> (tensor<8x3xf32>, tensor<2x8xf32>) {
  // CHECK-NEXT: %[[R0:.*]] = hlo.concatenate %[[A]], %[[B]], %[[A]] {dimension = 0 : i64} : (tensor<2x3xf32>, tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<8x3xf32>
  %0 = hlo.concatenate %a, %b, %a {dimension = 0} : (tensor<2x3xf32>, tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<8x3xf32>
  // CHECK-NEXT: %[[R1:.*]] = hlo.concatenate %[[A]], %[[C]] {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
  %1 = hlo.concatenate %a, %c {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
  // CHECK-NEXT: return %[[R0]], %[[R1]]
  return %0, %1 : tensor<8x3xf32>, tensor<2x8xf32>
}

// A single operand is allowed; with one type for operand and result the short form prints.
// CHECK-LABEL: func.func @single
// CHECK-NEXT: hlo.concatenate %arg0 {dimension = 0 : i64} : tensor<4xi64>{{$}}
func.func @single(%a: tensor<4xi64>) -> tensor<4xi64> {
  %0 = hlo.concatenate %a {dimension = 0} : tensor<4xi64>
  return %0 : tensor<4xi64>
}

// Empty pieces are allowed.
// CHECK-LABEL: func.func @empty_piece
// CHECK-NEXT: hlo.concatenate %arg0, %arg1 {dimension = 0 : i64} : (tensor<0x2xi1>, tensor<3x2xi1>) -> tensor<3x2xi1>
func.func @empty_piece(%a: tensor<0x2xi1>, %b: tensor<3x2xi1>) -> tensor<3x2xi1> {
  %0 = hlo.concatenate %a, %b {dimension = 0} : (tensor<0x2xi1>, tensor<3x2xi1>) -> tensor<3x2xi1>
  return %0 : tensor<3x2xi1>
}
