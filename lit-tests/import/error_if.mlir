// A `stablehlo.if` on anything but a tensor<i1> is an error at the op.
// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// CHECK: error_if.mlir:[[@LINE+5]]:10: error: 'stablehlo.if': the predicate must be a tensor<i1>, found tensor<i32>
"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<3xf32>, sym_name = "main"}> ({
    %x = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %k = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %0 = "stablehlo.if"(%k) ({
      "stablehlo.return"(%x) : (tensor<3xf32>) -> ()
    }, {
      "stablehlo.return"(%x) : (tensor<3xf32>) -> ()
    }) : (tensor<i32>) -> tensor<3xf32>
    "func.return"(%0) : (tensor<3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
