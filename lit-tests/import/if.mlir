// `stablehlo.if` (a predicate, a true branch and a false branch) by if-conversion, as
// `stablehlo.case`: both branches in line, each result a select on the predicate.
// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc interpret %s | FileCheck %s --check-prefix=TAKEN
// RUN: shardc interpret %s --function not_taken | FileCheck %s --check-prefix=NOT-TAKEN

// CHECK-LABEL: func.func @main
// CHECK: %[[P:.*]] = hlo.compare
// CHECK: %[[T:.*]] = hlo.add %[[X:.*]], %[[X]]
// CHECK: %[[F:.*]] = hlo.negate %[[X]]
// CHECK: %[[B:.*]] = hlo.broadcast_in_dim %[[P]]
// CHECK: hlo.select %[[B]], %[[T]], %[[F]]

// TAKEN: out0: tensor<3xf32> = [2.000000, 4.000000, 6.000000]
// NOT-TAKEN: out0: tensor<3xf32> = [-1.000000, -2.000000, -3.000000]

"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<3xf32>, sym_name = "main"}> ({
    %x = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %a = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%a, %a) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %0 = "stablehlo.if"(%p) ({
      %1 = "stablehlo.add"(%x, %x) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%1) : (tensor<3xf32>) -> ()
    }, {
      %1 = "stablehlo.negate"(%x) : (tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%1) : (tensor<3xf32>) -> ()
    }) : (tensor<i1>) -> tensor<3xf32>
    "func.return"(%0) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<3xf32>, sym_name = "not_taken"}> ({
    %x = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %p = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %0 = "stablehlo.if"(%p) ({
      %1 = "stablehlo.add"(%x, %x) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%1) : (tensor<3xf32>) -> ()
    }, {
      %1 = "stablehlo.negate"(%x) : (tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%1) : (tensor<3xf32>) -> ()
    }) : (tensor<i1>) -> tensor<3xf32>
    "func.return"(%0) : (tensor<3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
