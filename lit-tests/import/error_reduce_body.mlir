// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// A reduce whose body is not one add, maximum, minimum or multiply of its two block
// arguments (here a subtraction) has no shardc equivalent: an error at the reduce.

// CHECK: {{.*}}error_reduce_body.mlir:[[@LINE+8]]:10: error: 'stablehlo.reduce': unsupported reduce body ('stablehlo.subtract, stablehlo.return' on f32); supported: one stablehlo.add, maximum, minimum or multiply (and, or on i1) of the two block arguments followed by stablehlo.return; for scatter also a stablehlo.return of the update
// CHECK-NEXT: {{^}}    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 0>}> {{[(][{]$}}
// CHECK-NEXT: {{^}}         ^{{$}}
// CHECK-NOT: error
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<f32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %d = "stablehlo.subtract"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%d) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%1) : (tensor<f32>) -> ()
  }) : () -> ()
}) : () -> ()
