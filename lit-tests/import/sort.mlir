// stablehlo.sort is read by what its comparator computes: JAX's (−0 = +0, NaN last, with
// TOTALORDER) becomes hlo.sort_by per result, sorted by the first operand; a plain IEEE `<`
// on floats (no NaN order) is an error at the sort.
// RUN: not shardc-opt %s --split-input-file 2>/dev/null | FileCheck %s
// RUN: not shardc-opt %s --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: func.func @argsort(
// CHECK: %[[I:.*]] = hlo.sort_by %arg0, %{{.*}} {dimension = 0 : i64} : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK: return %[[I]]
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xi32>, sym_name = "argsort"}> ({
  ^bb0(%x: tensor<4xf32>):
    %i = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %s:2 = "stablehlo.sort"(%x, %i) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
      %z = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %nan = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %az = "stablehlo.compare"(%a, %z) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %a0 = "stablehlo.select"(%az, %z, %a) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %an = "stablehlo.compare"(%a, %a) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %a1 = "stablehlo.select"(%an, %nan, %a0) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %bz = "stablehlo.compare"(%b, %z) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %b0 = "stablehlo.select"(%bz, %z, %b) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %bn = "stablehlo.compare"(%b, %b) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %b1 = "stablehlo.select"(%bn, %nan, %b0) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %lt = "stablehlo.compare"(%a1, %b1) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%lt) : (tensor<i1>) -> ()
    }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
    "func.return"(%s#1) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// ERR: sort.mlir:[[# @LINE + 4]]:10: error: 'stablehlo.sort': its comparator is not a lexicographic order of its first operands, each ascending or descending (on some keys it orders otherwise, or it reads other operands)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "ieee"}> ({
  ^bb0(%x: tensor<4xf32>):
    %s = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %lt = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%lt) : (tensor<i1>) -> ()
    }) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%s) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
