// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// Tensor types: every element type, every rank from 0, zero-sized and large dimensions.

// CHECK-LABEL: func.func @element_types
// CHECK-SAME: (%arg0: tensor<2xf64>, %arg1: tensor<2xf32>, %arg2: tensor<2xbf16>, %arg3: tensor<2xf16>, %arg4: tensor<2xi64>, %arg5: tensor<2xi32>, %arg6: tensor<2xi1>)
func.func @element_types(%a: tensor<2xf64>, %b: tensor<2xf32>, %c: tensor<2xbf16>, %d: tensor<2xf16>, %e: tensor<2xi64>, %f: tensor<2xi32>, %g: tensor<2xi1>) -> () {
  return
}

// CHECK-LABEL: func.func @scalars
// CHECK-SAME: (%arg0: tensor<f64>, %arg1: tensor<f32>, %arg2: tensor<bf16>, %arg3: tensor<f16>, %arg4: tensor<i64>, %arg5: tensor<i32>, %arg6: tensor<i1>)
func.func @scalars(%a: tensor<f64>, %b: tensor<f32>, %c: tensor<bf16>, %d: tensor<f16>, %e: tensor<i64>, %f: tensor<i32>, %g: tensor<i1>) -> () {
  return
}

// CHECK-LABEL: func.func @ranks
// CHECK-SAME: (%arg0: tensor<1xf32>, %arg1: tensor<1x2xf32>, %arg2: tensor<1x2x3xf32>, %arg3: tensor<1x2x3x4xf32>, %arg4: tensor<1x2x3x4x5x6x7xf32>)
func.func @ranks(%a: tensor<1xf32>, %b: tensor<1x2xf32>, %c: tensor<1x2x3xf32>, %d: tensor<1x2x3x4xf32>, %e: tensor<1x2x3x4x5x6x7xf32>) -> () {
  return
}

// CHECK-LABEL: func.func @sizes
// CHECK-SAME: (%arg0: tensor<0xf32>, %arg1: tensor<3x0x2xi32>, %arg2: tensor<1048576x65536xbf16>, %arg3: tensor<9223372036854775807xi1>)
func.func @sizes(%a: tensor<0xf32>, %b: tensor<3x0x2xi32>, %c: tensor<1048576x65536xbf16>, %d: tensor<9223372036854775807xi1>) -> () {
  return
}

// Types flow through ops: every element type through a shape-preserving op.
// CHECK-LABEL: func.func @through_ops
// CHECK-NEXT: hlo.reshape %arg0 : (tensor<2x3xf64>) -> tensor<6xf64>
// CHECK-NEXT: hlo.reshape %arg1 : (tensor<2x3xbf16>) -> tensor<6xbf16>
// CHECK-NEXT: hlo.reshape %arg2 : (tensor<2x3xi64>) -> tensor<6xi64>
// CHECK-NEXT: hlo.reshape %arg3 : (tensor<2x3xi1>) -> tensor<6xi1>
func.func @through_ops(%a: tensor<2x3xf64>, %b: tensor<2x3xbf16>, %c: tensor<2x3xi64>, %d: tensor<2x3xi1>) -> () {
  %0 = hlo.reshape %a : (tensor<2x3xf64>) -> tensor<6xf64>
  %1 = hlo.reshape %b : (tensor<2x3xbf16>) -> tensor<6xbf16>
  %2 = hlo.reshape %c : (tensor<2x3xi64>) -> tensor<6xi64>
  %3 = hlo.reshape %d : (tensor<2x3xi1>) -> tensor<6xi1>
  return
}
