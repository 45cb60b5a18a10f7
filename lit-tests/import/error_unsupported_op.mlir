// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// An op the importer does not translate is an error at the op, naming it and listing what
// is supported (once: later errors refer to the list); every such op is reported, and the
// ops that only use its result are skipped.

// CHECK: {{.*}}error_unsupported_op.mlir:[[@LINE+8]]:10: error: unsupported op 'stablehlo.reduce_precision': shardc imports stablehlo.{abs, add, all_gather, {{.*}}, transpose, while, xor}, chlo.{acos, acosh, asin, asinh, atan, atanh, cosh, digamma, erf, erf_inv, erfc, lgamma, sinh, square, top_k}, arith.constant, func.func, func.call, func.return, sdy.mesh, sdy.manual_computation, sdy.return, sdy.sharding_constraint, sdy.reshard, sdy.sharding_group, sdy.propagation_barrier
// CHECK-NEXT: {{^}}    %0 = "stablehlo.reduce_precision"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>{{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
// CHECK-NEXT: {{.*}}error_unsupported_op.mlir:[[@LINE+7]]:10: error: unsupported op 'stablehlo.map' (not in the list of supported ops above){{$}}
// CHECK-NOT: error
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.reduce_precision"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.add"(%0, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.map"(%1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%c: tensor<f32>):
      "stablehlo.return"(%c) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%2) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
