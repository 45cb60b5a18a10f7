// A two-input reduce is read by what its body computes: JAX's argmax combiner (and its
// argmin twin, written with other value names and ties broken the same way) becomes
// hlo.reduce of the values plus hlo.arg_reduce of the indices; a body that picks the lower
// index on a strictly larger value — not an argmax — is an error at the reduce.
// RUN: not shardc-opt %s --split-input-file 2>/dev/null | FileCheck %s
// RUN: not shardc-opt %s --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: func.func @argmax(
// CHECK: %[[V:.*]] = hlo.reduce %arg0, %{{.*}} {dimensions = array<i64: 1>, kind = "max"}
// CHECK: %[[I:.*]] = hlo.arg_reduce %arg0, %{{.*}}, %{{.*}}, %{{.*}} {dimensions = array<i64: 1>, kind = "max"} : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> tensor<2xi32>
// CHECK: return %[[I]]
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2xi32>, sym_name = "argmax"}> ({
  ^bb0(%x: tensor<2x4xf32>):
    %i = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x4xi32>
    %c = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %r:2 = "stablehlo.reduce"(%x, %i, %c, %z) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
      %gt = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %nan = "stablehlo.compare"(%a, %a) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %pick = "stablehlo.or"(%gt, %nan) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %eq = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lt = "stablehlo.compare"(%ai, %bi) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %tie = "stablehlo.and"(%eq, %lt) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %pi = "stablehlo.or"(%pick, %tie) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %v = "stablehlo.select"(%pick, %a, %b) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %w = "stablehlo.select"(%pi, %ai, %bi) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%v, %w) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
    "func.return"(%r#1) : (tensor<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// ERR: variadic_reduce.mlir:[[# @LINE + 7]]:12: error: 'stablehlo.reduce' of two inputs: its body is not an argmax or argmin (on some inputs it picks another value or index)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2xi32>, sym_name = "not_argmax"}> ({
  ^bb0(%x: tensor<2x4xf32>):
    %i = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x4xi32>
    %c = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %r:2 = "stablehlo.reduce"(%x, %i, %c, %z) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
      %gt = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %v = "stablehlo.select"(%gt, %a, %b) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %w = "stablehlo.select"(%gt, %bi, %ai) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%v, %w) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
    "func.return"(%r#1) : (tensor<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()
