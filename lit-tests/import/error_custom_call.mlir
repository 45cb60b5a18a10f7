// A custom_call is an error that names its target, with a hint for the ones JAX emits.
// RUN: not shardc-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: error_custom_call.mlir:[[# @LINE + 4]]:10: error: unsupported custom_call target 'Sharding' (a GSPMD sharding annotation: export with Shardy, JAX's default, which writes sdy.sharding_constraint): shardc imports no custom calls
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.custom_call"(%arg0) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: error_custom_call.mlir:[[# @LINE + 4]]:10: error: unsupported custom_call target 'my_kernel': shardc imports no custom calls
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.custom_call"(%arg0) <{call_target_name = "my_kernel"}> : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
