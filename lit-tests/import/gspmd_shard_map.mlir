// A shard_map exported with GSPMD (jax_use_shardy_partitioner=False): the body is an
// outlined function called between custom_call @SPMDFullToShardShape (after a @Sharding giving
// each input's layout) and @Sharding {manual} / @SPMDShardToFullShape (whose mhlo.sharding
// gives each result's). The call becomes one dist.manual_computation over every axis of the
// inferred mesh, its collectives mapped as in Shardy's form.
// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc verify %s | FileCheck %s --check-prefix=VERIFY

// CHECK: dist.mesh @mesh = <["x0"=2, "x1"=4]>
// CHECK-LABEL: func.func @main
// CHECK: %[[A:.*]] = dist.constraint %arg0 {dist.sharding = #dist.sharding<@mesh, [{"x0"}, {"x1"}]>}
// CHECK: %[[B:.*]] = dist.constraint %arg1 {dist.sharding = #dist.sharding<@mesh, [{"x1"}, {}]>}
// CHECK: dist.manual_computation %[[A]], %[[B]] {body = @shmap_body, manual_axes = #dist.axes<{"x0", "x1"}>, in_shardings = [#dist.sharding<@mesh, [{"x0"}, {"x1"}]>, #dist.sharding<@mesh, [{"x1"}, {}]>], out_shardings = [#dist.sharding<@mesh, [{"x0"}, {}]>]
// CHECK-LABEL: func.func private @shmap_body
// CHECK: dist.all_reduce %{{.*}} {reduction_axes = #dist.axes<{"x1"}>, kind = "add"}

// VERIFY: 1 collective(s), 128 bytes per device
// VERIFY: sharded outputs match the single-device reference
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<8x16xf32>, %arg5: tensor<16x8xf32>):
    %3 = "stablehlo.custom_call"(%arg4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = "stablehlo.custom_call"(%3) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<4x4xf32>
    %5 = "stablehlo.custom_call"(%arg5) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %6 = "stablehlo.custom_call"(%5) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x8xf32>) -> tensor<4x8xf32>
    %7 = "func.call"(%4, %6) <{callee = @shmap_body}> : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %8 = "stablehlo.custom_call"(%7) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %9 = "stablehlo.custom_call"(%8) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<4x8xf32>) -> tensor<8x8xf32>
    "func.return"(%9) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, res_attrs = [{jax.result_info = "[('dp',), None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4x8xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1 = "stablehlo.all_reduce"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%1) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
