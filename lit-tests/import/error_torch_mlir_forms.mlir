// torch-mlir forms shardc cannot take: a dynamic_iota whose shape is computed at run time or
// disagrees with its result type, an arith.constant of a non-tensor type, and a
// dense_resource whose blob is not in the file (exported with elided resources).
// RUN: not shardc-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: error_torch_mlir_forms.mlir:[[# @LINE + 4]]:10: error: 'stablehlo.dynamic_iota' with a shape computed at run time: shardc needs static shapes (the result type tensor<4xi32> is static; make the shape operand a constant)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1xi64>) -> tensor<4xi32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1xi64>):
    %0 = "stablehlo.dynamic_iota"(%arg0) <{iota_dimension = 0 : i64}> : (tensor<1xi64>) -> tensor<4xi32>
    "func.return"(%0) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: error_torch_mlir_forms.mlir:[[# @LINE + 5]]:10: error: 'stablehlo.dynamic_iota': the shape operand [5] disagrees with the result type tensor<4xi32>
"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<4xi32>, sym_name = "main"}> ({
  ^bb0:
    %s = "stablehlo.constant"() <{value = dense<5> : tensor<1xi64>}> : () -> tensor<1xi64>
    %0 = "stablehlo.dynamic_iota"(%s) <{iota_dimension = 0 : i64}> : (tensor<1xi64>) -> tensor<4xi32>
    "func.return"(%0) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: error_torch_mlir_forms.mlir:[[# @LINE + 4]]:10: error: 'arith.constant' of a non-tensor type (an index or a scalar): shardc takes tensor constants only
"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0:
    %i = "arith.constant"() <{value = 3 : index}> : () -> index
    %0 = "stablehlo.constant"() <{value = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: error_torch_mlir_forms.mlir:[[# @LINE + 4]]:10: error: 'stablehlo.constant': the data of dense_resource<__elided__> is not in the file (no blob of that name in its {-# dialect_resources #-} section; export without eliding large constants)
"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0:
    %0 = "stablehlo.constant"() <{value = dense_resource<__elided__> : tensor<4xf32>}> : () -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
