// RUN: not shardc-opt %s --split-input-file 2>/dev/null | FileCheck %s
// RUN: not shardc-opt %s --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// bf16 operands with an f32 result (JAX's preferred_element_type) import as written, and an
// algorithm asking for one-pass products accumulated in f32 is accepted (shardc accumulates
// at least as precisely and rounds to the result type).
// CHECK-LABEL: func.func @main
// CHECK: hlo.dot_general %arg0, %arg1 {{.*}} : (tensor<2x4xbf16>, tensor<4x3xbf16>) -> tensor<2x3xf32>
// CHECK: hlo.dot_general %arg0, %arg1 {{.*}} : (tensor<2x4xbf16>, tensor<4x3xbf16>) -> tensor<2x3xbf16>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xbf16>, tensor<4x3xbf16>) -> (tensor<2x3xf32>, tensor<2x3xbf16>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x4xbf16>, %arg1: tensor<4x3xbf16>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xbf16>, tensor<4x3xbf16>) -> tensor<2x3xf32>
    %1 = "stablehlo.dot_general"(%arg0, %arg1) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xbf16>, tensor<4x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%0, %1) : (tensor<2x3xf32>, tensor<2x3xbf16>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// An algorithm that emulates f32 with several bf16 passes is refused, naming it.
// ERR: dot_mixed_precision.mlir:[[# @LINE + 4]]:10: error: 'stablehlo.dot_general': unsupported algorithm {{.*}}num_primitive_operations = 3{{.*}}: shardc takes one-pass products accumulated in f32 or f64
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x4xf32>, %arg1: tensor<4x3xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
