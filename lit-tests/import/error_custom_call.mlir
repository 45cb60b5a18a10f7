// A custom_call other than GSPMD's Sharding (lit-tests/import/gspmd.mlir) is an error that
// names its target, with a hint for the ones JAX emits.
// RUN: not shardc-opt %s --split-input-file 2>&1 | FileCheck %s

// A shard_map boundary (GSPMD form) on a value with no layout.
// CHECK: error_custom_call.mlir:[[# @LINE + 4]]:10: error: 'custom_call @SPMDFullToShardShape' of a value with no layout (JAX puts a @Sharding before it)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<2xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.custom_call"(%arg0) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
    "func.return"(%0) : (tensor<2xf32>) -> ()
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
