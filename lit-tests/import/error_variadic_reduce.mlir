// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// A reduce over several inputs at once is read when its body is JAX's argmax or argmin
// combiner (variadic_reduce.mlir); this body, a plain `>` with no NaN or tie rule, is not.

// CHECK: {{.*}}error_variadic_reduce.mlir:[[@LINE+6]]:12: error: 'stablehlo.reduce' of two inputs: its body is not an argmax or argmin (on some inputs it picks another value or index); shardc reads JAX's jnp.argmax/argmin reductions
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xi32>) -> tensor<i32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2:2 = "stablehlo.reduce"(%arg0, %arg1, %0, %1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %i: tensor<i32>, %b: tensor<f32>, %j: tensor<i32>):
      %gt = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %m = "stablehlo.select"(%gt, %a, %b) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %k = "stablehlo.select"(%gt, %i, %j) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%m, %k) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%2#1) : (tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()
