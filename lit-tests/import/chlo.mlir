// RUN: shardc-opt %s | FileCheck %s

// CHLO ops JAX emits: `chlo.square` (jnp.square, Flax LayerNorm's variance) is the exact
// product of its operand with itself; `chlo.erf` and `chlo.erfc` (exact GELU) become
// `hlo.erf` and `hlo.erfc`. A file whose only non-func ops are CHLO is still a JAX export.

// CHECK-LABEL: func.func @main(%arg0: tensor<4xf32>)
// CHECK-NEXT: %0 = hlo.multiply %arg0, %arg0 : tensor<4xf32>
// CHECK-NEXT: %1 = hlo.erf %0 : tensor<4xf32>
// CHECK-NEXT: %2 = hlo.erfc %1 : tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "chlo.square"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "chlo.erf"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "chlo.erfc"(%1) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%2) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
