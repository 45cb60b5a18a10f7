// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// hlo.reduce with a combiner kind (add, max, min, mul) instead of a region.

// CHECK-LABEL: func.func @reduce
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>, %[[I:.*]]: tensor<f32>)
func.func @reduce(%x: tensor<2x3x4xf32>, %init: tensor<f32>) -> (tensor<2x4xf32>, tensor<3xf32>, tensor<f32>, tensor<2x3x4xf32>) {
  // CHECK-NEXT: %[[A:.*]] = hlo.reduce %[[X]], %[[I]] {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  // CHECK-NEXT: %[[B:.*]] = hlo.reduce %[[X]], %[[I]] {dimensions = array<i64: 2, 0>, kind = "max"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %1 = hlo.reduce %x, %init {dimensions = array<i64: 2, 0>, kind = "max"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
  // CHECK-NEXT: %[[C:.*]] = hlo.reduce %[[X]], %[[I]] {dimensions = array<i64: 0, 1, 2>, kind = "min"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<f32>
  %2 = hlo.reduce %x, %init {dimensions = array<i64: 0, 1, 2>, kind = "min"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<f32>
  // Reducing no dimension keeps the shape.
  // CHECK-NEXT: %[[D:.*]] = hlo.reduce %[[X]], %[[I]] {dimensions = array<i64>, kind = "mul"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
  %3 = hlo.reduce %x, %init {dimensions = array<i64>, kind = "mul"} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
  // CHECK-NEXT: return %[[A]], %[[B]], %[[C]], %[[D]]
  return %0, %1, %2, %3 : tensor<2x4xf32>, tensor<3xf32>, tensor<f32>, tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @reduce_integers
// CHECK-NEXT: hlo.reduce %arg0, %arg1 {dimensions = array<i64: 0>, kind = "add"} : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
func.func @reduce_integers(%x: tensor<8xi32>, %init: tensor<i32>) -> tensor<i32> {
  %0 = hlo.reduce %x, %init {dimensions = array<i64: 0>, kind = "add"} : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
