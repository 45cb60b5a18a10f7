// Malformed `stablehlo.while`s are errors at the loop, saying what is wrong.
// RUN: not shardc-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: error_while.mlir:[[@LINE+4]]:10: error: 'stablehlo.while': the condition returns (tensor<2xi1>), the loop needs (tensor<i1>)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<2xf32>):
    %r = "stablehlo.while"(%x) ({
    ^bb0(%v: tensor<2xf32>):
      %lt = "stablehlo.compare"(%v, %v) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
      "stablehlo.return"(%lt) : (tensor<2xi1>) -> ()
    }, {
    ^bb0(%v: tensor<2xf32>):
      "stablehlo.return"(%v) : (tensor<2xf32>) -> ()
    }) : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%r) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: error_while.mlir:[[@LINE+4]]:10: error: 'stablehlo.while': the body must be one block with one argument per carried value (1)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<2xf32>):
    %r = "stablehlo.while"(%x) ({
    ^bb0(%v: tensor<2xf32>):
      %f = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      "stablehlo.return"(%f) : (tensor<i1>) -> ()
    }, {
    ^bb0(%v: tensor<2xf32>, %w: tensor<2xf32>):
      "stablehlo.return"(%v) : (tensor<2xf32>) -> ()
    }) : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%r) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// An op the loop's body cannot import is reported where it is, once.
// CHECK: error_while.mlir:[[@LINE+11]]:12: error: unsupported op 'stablehlo.reduce_precision'
// CHECK-NOT: error:
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<2xf32>):
    %r = "stablehlo.while"(%x) ({
    ^bb0(%v: tensor<2xf32>):
      %f = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      "stablehlo.return"(%f) : (tensor<i1>) -> ()
    }, {
    ^bb0(%v: tensor<2xf32>):
      %p = "stablehlo.reduce_precision"(%v) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<2xf32>) -> tensor<2xf32>
      "stablehlo.return"(%p) : (tensor<2xf32>) -> ()
    }) : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%r) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
