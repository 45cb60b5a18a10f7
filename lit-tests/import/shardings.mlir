// RUN: shardc-opt %s | FileCheck %s

// Shardy's meshes and shardings become shardc's: `sdy.mesh` is a `dist.mesh`; `sdy.sharding`
// on arguments, results and ops (`#sdy.sharding_per_value`, one per result) is a
// `dist.sharding` with the same dimensions (closed `{}`, open `{?}`, several axes, sub-axes
// `"x":(1)2`, priorities `p0`), `replicated` and `unreduced` axes;
// `sdy.sharding_constraint` and `sdy.reshard` are `dist.constraint`. Other attributes of
// the module, arguments, results and ops (jax.result_info, mhlo.*) are kept.

// CHECK: module @jit_sharded attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32}
// CHECK-NEXT: dist.mesh @mesh = <["dp"=2, "tp"=4]>
// CHECK-NEXT: dist.mesh @flat = <["x"=8]>
// CHECK-NEXT: func.func @main(%arg0: tensor<8x16xf32> {jax.buffer_donor = true, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp", ?}p1]>}, %arg1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{?}, {}p0], replicated={"dp"}>}, %arg2: tensor<8x32xf32> {dist.sharding = #dist.sharding<@flat, [{"x":(1)2, "x":(2)4}, {}]>})
// CHECK-SAME: -> (tensor<8x32xf32> {jax.result_info = "result", dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, tensor<8x32xf32>)
// CHECK-NEXT: %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT: %1 = dist.constraint %0 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : tensor<8x32xf32>
// CHECK-NEXT: %2 = dist.constraint %1 {dist.sharding = #dist.sharding<@mesh, [{"dp", "tp"}, {}]>} : tensor<8x32xf32>
// CHECK-NEXT: %3 = hlo.add %2, %arg2 {mhlo.frontend_attributes = {_xla_stream = "1"}} : tensor<8x32xf32>
// CHECK-NEXT: return %3, %arg2 : tensor<8x32xf32>, tensor<8x32xf32>
"builtin.module"() <{sym_name = "jit_sharded"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=8], device_ids=[0, 1, 2, 3, 4, 5, 6, 7]>, sym_name = "flat"}> : () -> ()
  "func.func"() <{arg_attrs = [{jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp", ?}p1]>}, {sdy.sharding = #sdy.sharding<@mesh, [{?}, {}p0], replicated={"dp"}>}, {sdy.sharding = #sdy.sharding<@flat, [{"x":(1)2, "x":(2)4}, {}]>}], function_type = (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> (tensor<8x32xf32>, tensor<8x32xf32>), res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<8x32xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}], unreduced={"tp"}>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = "sdy.sharding_constraint"(%0) <{sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}> : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %2 = "sdy.reshard"(%1) <{sharding = #sdy.sharding<@mesh, [{"dp", "tp"}, {}]>}> : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = "stablehlo.add"(%2, %arg2) {mhlo.frontend_attributes = {_xla_stream = "1"}} : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%3, %arg2) : (tensor<8x32xf32>, tensor<8x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
