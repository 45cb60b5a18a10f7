// `stablehlo.while` (lax.fori_loop, lax.scan, lax.while_loop) stays a loop: `hlo.while` with
// its regions as private functions of the carried values. `%scale`, used by the body from
// outside the loop, becomes one more carried value that the body returns unchanged.
// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc interpret %s | FileCheck %s --check-prefix=VALUES
// RUN: shardc verify %s --mesh x=2 | FileCheck %s --check-prefix=MESH

// CHECK-LABEL: func.func @main
// CHECK: %[[L:.*]]:3 = hlo.while %{{.*}}, %{{.*}}, %[[S:.*]] {cond = @main_while0_cond, body = @main_while0_body} : (tensor<i32>, tensor<4xf32>, tensor<f32>) -> (tensor<i32>, tensor<4xf32>, tensor<f32>)
// CHECK: return %[[L]]#1
// CHECK-LABEL: func.func private @main_while0_cond
// CHECK-SAME: (%{{.*}}: tensor<i32>, %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<f32>) -> tensor<i1>
// CHECK-LABEL: func.func private @main_while0_body
// CHECK-SAME: (%[[I:.*]]: tensor<i32>, %[[X:.*]]: tensor<4xf32>, %[[C:.*]]: tensor<f32>) -> (tensor<i32>, tensor<4xf32>, tensor<f32>)
// CHECK: hlo.broadcast_in_dim %[[C]]
// CHECK: return %{{.*}}, %{{.*}}, %[[C]] : tensor<i32>, tensor<4xf32>, tensor<f32>

// Three steps of x * 0.5 + 1 from [1, 2, 3, 4].
// VALUES: out0: tensor<4xf32> = [1.875000, 2.000000, 2.125000, 2.250000]

// MESH: verify: @main on 2 devices (x=2)
// MESH: sharded outputs match the single-device reference

"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<4xf32>, sym_name = "main"}> ({
    %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %x = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %scale = "stablehlo.constant"() <{value = dense<0.5> : tensor<f32>}> : () -> tensor<f32>
    %r:2 = "stablehlo.while"(%zero, %x) ({
    ^bb0(%i: tensor<i32>, %v: tensor<4xf32>):
      %n = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %lt = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%lt) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %v: tensor<4xf32>):
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %next = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %s = "stablehlo.broadcast_in_dim"(%scale) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %h = "stablehlo.multiply"(%v, %s) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %fone = "stablehlo.constant"() <{value = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
      %y = "stablehlo.add"(%h, %fone) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%next, %y) : (tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
    "func.return"(%r#1) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
