// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// A type error points at the type, with the source line and a caret.

// CHECK: {{.*}}types_diagnostics.mlir:[[@LINE+4]]:37: error: unknown element type 'f12' (expected one of f64, f32, bf16, f16, i64, i32, ui64, ui32, i16, i8, ui16, ui8, i1)
// CHECK-NEXT: {{^}}func.func @f(%x: tensor<4xf32>, %y: tensor<4xf12>) -> () {
// CHECK-NEXT: {{^}}                                    ^{{$}}
// CHECK-NOT: error
func.func @f(%x: tensor<4xf32>, %y: tensor<4xf12>) -> () {
  return
}
