// `stablehlo.case` (lax.cond / lax.switch) by if-conversion: the branches are imported in
// line and each result is a chain of selects on index == i, the last branch taking every
// other index (here 7: the negation).
// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc interpret %s | FileCheck %s --check-prefix=VALUES

// CHECK: %[[A:.*]] = hlo.add %[[X:[0-9]+]], %[[X]]
// CHECK: %[[M:.*]] = hlo.multiply %[[X]], %[[X]]
// CHECK: %[[N:.*]] = hlo.negate %[[X]]
// CHECK: %[[C0:.*]] = hlo.constant dense<0> : tensor<i32>
// CHECK: %[[E0:.*]] = hlo.compare %[[K:[0-9]+]], %[[C0]] {comparison_direction = "EQ"}
// CHECK: %[[C1:.*]] = hlo.constant dense<1> : tensor<i32>
// CHECK: %[[E1:.*]] = hlo.compare %[[K]], %[[C1]] {comparison_direction = "EQ"}
// CHECK: %[[B1:.*]] = hlo.broadcast_in_dim %[[E1]]
// CHECK: %[[S1:.*]] = hlo.select %[[B1]], %[[M]], %[[N]]
// CHECK: %[[B0:.*]] = hlo.broadcast_in_dim %[[E0]]
// CHECK: hlo.select %[[B0]], %[[A]], %[[S1]]

// VALUES: out0: tensor<3xf32> = [-1.000000, -2.000000, -3.000000]

"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<3xf32>, sym_name = "main"}> ({
    %k = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %x = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %0 = "stablehlo.case"(%k) ({
      %1 = "stablehlo.add"(%x, %x) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%1) : (tensor<3xf32>) -> ()
    }, {
      %1 = "stablehlo.multiply"(%x, %x) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%1) : (tensor<3xf32>) -> ()
    }, {
      %1 = "stablehlo.negate"(%x) : (tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%1) : (tensor<3xf32>) -> ()
    }) : (tensor<i32>) -> tensor<3xf32>
    "func.return"(%0) : (tensor<3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
