// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// CHECK-LABEL: func.func @reshape
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
func.func @reshape(%x: tensor<2x3x4xf32>) -> tensor<1x1xf32> {
  // CHECK-NEXT: %[[A:.*]] = hlo.reshape %[[X]] : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %0 = hlo.reshape %x : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  // CHECK-NEXT: %[[B:.*]] = hlo.reshape %[[A]] : (tensor<6x4xf32>) -> tensor<24xf32>
  %1 = hlo.reshape %0 : (tensor<6x4xf32>) -> tensor<24xf32>
  // CHECK-NEXT: %[[C:.*]] = hlo.reshape %[[B]] : (tensor<24xf32>) -> tensor<2x2x2x3xf32>
  %2 = hlo.reshape %1 : (tensor<24xf32>) -> tensor<2x2x2x3xf32>
  // CHECK-NEXT: %[[D:.*]] = hlo.constant dense<5.0> : tensor<1x1xf32>
  %3 = hlo.constant dense<5.0> : tensor<1x1xf32>
  // Scalars reshape to and from tensors of one element.
  // CHECK-NEXT: %[[E:.*]] = hlo.reshape %[[D]] : (tensor<1x1xf32>) -> tensor<f32>
  %4 = hlo.reshape %3 : (tensor<1x1xf32>) -> tensor<f32>
  // CHECK-NEXT: %[[F:.*]] = hlo.reshape %[[E]] : (tensor<f32>) -> tensor<1x1xf32>
  %5 = hlo.reshape %4 : (tensor<f32>) -> tensor<1x1xf32>
  // CHECK-NEXT: return %[[F]] : tensor<1x1xf32>
  return %5 : tensor<1x1xf32>
}

// An identity reshape is valid and prints in the short form.
// CHECK-LABEL: func.func @identity
// CHECK-NEXT: hlo.reshape %arg0 : tensor<4xi32>{{$}}
func.func @identity(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = hlo.reshape %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// Empty tensors reshape between shapes with zero elements.
// CHECK-LABEL: func.func @empty
// CHECK-NEXT: hlo.reshape %arg0 : (tensor<0x4xf32>) -> tensor<2x0xf32>
func.func @empty(%x: tensor<0x4xf32>) -> tensor<2x0xf32> {
  %0 = hlo.reshape %x : (tensor<0x4xf32>) -> tensor<2x0xf32>
  return %0 : tensor<2x0xf32>
}
