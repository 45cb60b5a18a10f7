// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// hlo.convert between element types; the result type is written, not inferred.

// CHECK-LABEL: func.func @conversions
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>)
func.func @conversions(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // CHECK-NEXT: %[[BF:.*]] = hlo.convert %[[X]] : (tensor<2x4xf32>) -> tensor<2x4xbf16>
  %0 = hlo.convert %x : (tensor<2x4xf32>) -> tensor<2x4xbf16>
  // CHECK-NEXT: %[[F16:.*]] = hlo.convert %[[BF]] : (tensor<2x4xbf16>) -> tensor<2x4xf16>
  %1 = hlo.convert %0 : (tensor<2x4xbf16>) -> tensor<2x4xf16>
  // CHECK-NEXT: %[[F64:.*]] = hlo.convert %[[F16]] : (tensor<2x4xf16>) -> tensor<2x4xf64>
  %2 = hlo.convert %1 : (tensor<2x4xf16>) -> tensor<2x4xf64>
  // CHECK-NEXT: %[[I64:.*]] = hlo.convert %[[F64]] : (tensor<2x4xf64>) -> tensor<2x4xi64>
  %3 = hlo.convert %2 : (tensor<2x4xf64>) -> tensor<2x4xi64>
  // CHECK-NEXT: %[[I32:.*]] = hlo.convert %[[I64]] : (tensor<2x4xi64>) -> tensor<2x4xi32>
  %4 = hlo.convert %3 : (tensor<2x4xi64>) -> tensor<2x4xi32>
  // CHECK-NEXT: %[[I1:.*]] = hlo.convert %[[I32]] : (tensor<2x4xi32>) -> tensor<2x4xi1>
  %5 = hlo.convert %4 : (tensor<2x4xi32>) -> tensor<2x4xi1>
  // CHECK-NEXT: %[[BACK:.*]] = hlo.convert %[[I1]] : (tensor<2x4xi1>) -> tensor<2x4xf32>
  %6 = hlo.convert %5 : (tensor<2x4xi1>) -> tensor<2x4xf32>
  // CHECK-NEXT: return %[[BACK]] : tensor<2x4xf32>
  return %6 : tensor<2x4xf32>
}

// A convert to the same type is valid (canonicalize removes it) and prints in the short form.
// CHECK-LABEL: func.func @identity
// CHECK-NEXT: hlo.convert %arg0 : tensor<f32>{{$}}
func.func @identity(%x: tensor<f32>) -> tensor<f32> {
  %0 = hlo.convert %x : tensor<f32>
  return %0 : tensor<f32>
}
