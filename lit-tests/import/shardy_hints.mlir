// Shardy's propagation hints compute nothing and shardc's propagation decides without them:
// `sdy.sharding_group` (jax.experimental.shard_alike) is dropped, `sdy.propagation_barrier`
// forwards its operand. The annotated shardings around them are kept.
// RUN: shardc-opt %s | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-NOT: sdy.
// CHECK: %[[E:.*]] = hlo.exponential %arg0
// CHECK-NEXT: %{{.*}} = hlo.add %[[E]], %arg1
// CHECK-NEXT: return

"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}, {}], function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>):
    %0 = "stablehlo.exponential"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    "sdy.sharding_group"(%0) <{group_id = 0 : i64}> : (tensor<4xf32>) -> ()
    "sdy.sharding_group"(%arg1) <{group_id = 0 : i64}> : (tensor<4xf32>) -> ()
    %1 = "sdy.propagation_barrier"(%0) <{allowed_direction = #sdy<propagation_direction NONE>}> : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.add"(%1, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%2) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
