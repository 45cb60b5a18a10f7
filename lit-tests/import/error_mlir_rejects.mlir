// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// What MLIR's own parser and verifier reject (here a use of an undefined value) is reported
// with MLIR's message at the place MLIR points to.

// CHECK: {{.*}}error_mlir_rejects.mlir:[[@LINE+4]]:33: error: use of undeclared SSA value name
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.add"(%arg0, %missing) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
