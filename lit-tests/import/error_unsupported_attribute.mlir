// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// An attribute that changes what an op computes and that shardc does not model is an
// error naming it; here a dot_general with a tf32 algorithm (precision_config, a mere hint,
// is accepted and dropped; a bf16 x bf16 -> f32 algorithm is accepted).

// CHECK: {{.*}}error_unsupported_attribute.mlir:[[@LINE+5]]:10: error: 'stablehlo.dot_general': unsupported algorithm #stablehlo.dot_algorithm<{{.*}}>: lhs_precision_type must be the operand's element type f32
// CHECK-NOT: error
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg0) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%0) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
