// `sdy.manual_computation` (jax.shard_map) becomes `dist.manual_computation` whose body is a
// private function of one device's blocks; each StableHLO collective in it becomes the
// `dist` collective over the mesh axes its device groups are (device ids row-major over the
// mesh), `partition_id` the position over all axes, a ring `collective_permute` a circular
// `dist.shift`. The interpreter runs the body on every device in lockstep.
// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc verify %s | FileCheck %s --check-prefix=VERIFY

// CHECK-LABEL: func.func @main
// CHECK: dist.manual_computation %arg0, %arg1 {body = @main_manual0, manual_axes = #dist.axes<{"dp", "tp"}>, in_shardings = [#dist.sharding<@mesh, [{"dp"}, {"tp"}]>, #dist.sharding<@mesh, [{"tp"}, {}]>]
// CHECK-LABEL: func.func private @main_manual0(%arg0: tensor<4x4xf32>, %arg1: tensor<4x8xf32>)
// CHECK: dist.all_reduce %{{.*}} {reduction_axes = #dist.axes<{"tp"}>, kind = "add"}
// CHECK: dist.all_gather %{{.*}} {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>} : (tensor<4x8xf32>) -> tensor<8x8xf32>
// CHECK: dist.reduce_scatter %{{.*}} {scatter_axes = #dist.dim_axes<[{}, {"tp"}]>, kind = "add"} : (tensor<4x8xf32>) -> tensor<4x2xf32>
// CHECK: dist.shift %arg0 {axes = #dist.axes<{"tp"}>, offset = 1 : i64, circular = true}
// CHECK: dist.all_to_all %{{.*}} {source_dim = 1 : i64, target_dim = 0 : i64, axes = #dist.axes<{"tp"}>} : (tensor<4x8xf32>) -> tensor<1x32xf32>
// CHECK: dist.axis_index {axes = #dist.axes<{"dp", "tp"}>} : tensor<ui32>
// CHECK: dist.all_reduce %arg0 {reduction_axes = #dist.axes<{"dp", "tp"}>, kind = "max"}

// VERIFY: 6 collective(s)
// VERIFY: sharded outputs match the single-device reference
"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x16xf32>, tensor<16x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16xf32>, tensor<2x128xf32>, tensor<4x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<16x8xf32>):
    %0:5 = "sdy.manual_computation"(%arg0, %arg1) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {"tp"}]>, <@mesh, [{"tp"}, {}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{"dp"}, {"tp"}]>, <@mesh, [{"dp"}, {"tp"}]>, <@mesh, [{"dp"}, {"tp"}]>, <@mesh, [{}, {}]>]>}> ({
    ^bb0(%arg2: tensor<4x4xf32>, %arg3: tensor<4x8xf32>):
      %1 = "stablehlo.dot_general"(%arg2, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %19 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%19) : (tensor<f32>) -> ()
      }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %3 = "stablehlo.all_gather"(%2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<4x8xf32>) -> tensor<8x8xf32>
      %4 = "stablehlo.reduce_scatter"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %18 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%18) : (tensor<f32>) -> ()
      }) : (tensor<4x8xf32>) -> tensor<4x2xf32>
      %5 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %6 = "stablehlo.all_to_all"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x8xf32>) -> tensor<1x32xf32>
      %7 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %8 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
      %9 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %10 = "stablehlo.divide"(%9, %7) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %11 = "stablehlo.remainder"(%10, %8) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %12 = "stablehlo.convert"(%11) : (tensor<ui32>) -> tensor<i32>
      %13 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %17 = "stablehlo.maximum"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
      }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %14 = "stablehlo.convert"(%12) : (tensor<i32>) -> tensor<f32>
      %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
      %16 = "stablehlo.add"(%5, %15) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      "sdy.return"(%3, %4, %16, %6, %13) : (tensor<8x8xf32>, tensor<4x2xf32>, tensor<4x4xf32>, tensor<1x32xf32>, tensor<4x4xf32>) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16xf32>, tensor<2x128xf32>, tensor<4x4xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16xf32>, tensor<2x128xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
