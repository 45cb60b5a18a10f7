// RUN: shardc-opt %s | FileCheck %s

// JAX writes a non-splat boolean constant (a causal mask closed over as a numpy array) with
// one byte per element, which MLIR 22's parser rejects: the importer reads it as JAX meant.

// CHECK: hlo.constant dense<{{\[\[}}true, false, false], [true, true, false], [true, true, true]]> : tensor<3x3xi1>
"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<3x3xi1>, sym_name = "main"}> ({
    %0 = "stablehlo.constant"() <{value = dense<"0x010000010100010101"> : tensor<3x3xi1>}> : () -> tensor<3x3xi1>
    "func.return"(%0) : (tensor<3x3xi1>) -> ()
  }) : () -> ()
}) : () -> ()
