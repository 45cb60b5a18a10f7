// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// shardc's tensors have static shapes and the element types f64, f32, bf16, f16, i64, i32,
// ui64, ui32, i16, i8, ui16, ui8 and i1: anything else is an error where it appears.

// CHECK: {{.*}}error_unsupported_type.mlir:[[@LINE+6]]:3: error: @main: argument 1: unsupported type 'tensor<?xf32>': dynamic dimensions ('?') are not supported: shapes must be static
// CHECK-NEXT: {{^}}  "func.func"(){{.*}}
// CHECK: {{.*}}error_unsupported_type.mlir:[[@LINE+10]]:10: error: 'stablehlo.convert': result 0: unsupported type 'tensor<4xi4>': unknown element type 'i4' (expected one of f64, f32, bf16, f16, i64, i32, ui64, ui32, i16, i8, ui16, ui8, i1)
// CHECK: {{.*}}error_unsupported_type.mlir:[[@LINE+13]]:3: error: @helper: argument 0: unsupported type 'tensor<4xcomplex<f32>>': unknown element type 'complex<f32>' (expected one of f64, f32, bf16, f16, i64, i32, ui64, ui32, i16, i8, ui16, ui8, i1)
// CHECK-NOT: error
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>):
    "func.return"(%arg0) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "small"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xi4>
    %1 = "stablehlo.convert"(%0) : (tensor<4xi4>) -> tensor<4xf32>
    "func.return"(%1) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xcomplex<f32>>) -> (), sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xcomplex<f32>>):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
