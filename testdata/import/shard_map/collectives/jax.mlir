"builtin.module"() <{sym_name = "jit_collectives"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>, tensor<16x12xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x128xf32>, tensor<4x4xf32>, tensor<8x12xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<8x16xf32>, %arg11: tensor<16x8xf32>, %arg12: tensor<8x16xf32>, %arg13: tensor<16x12xf32>):
    %35:6 = "sdy.manual_computation"(%arg10, %arg11) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {"tp"}]>, <@mesh, [{"tp"}, {}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{"dp"}, {"tp"}]>, <@mesh, [{"dp"}, {"tp"}]>, <@mesh, [{"dp"}, {"tp"}]>, <@mesh, [{"dp"}, {"tp"}]>, <@mesh, [{}, {}]>]>}> ({
    ^bb0(%arg28: tensor<4x4xf32>, %arg29: tensor<4x8xf32>):
      %53 = "stablehlo.dot_general"(%arg28, %arg29) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %54 = "stablehlo.all_reduce"(%53) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
        %90 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%90) : (tensor<f32>) -> ()
      }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %55 = "stablehlo.all_gather"(%54) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<4x8xf32>) -> tensor<8x8xf32>
      %56 = "stablehlo.reduce_scatter"(%53) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
        %89 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%89) : (tensor<f32>) -> ()
      }) : (tensor<4x8xf32>) -> tensor<4x2xf32>
      %57 = "stablehlo.collective_permute"(%arg28) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %58 = "stablehlo.collective_permute"(%arg28) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [4, 5], [5, 6], [6, 7]]> : tensor<6x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %59 = "stablehlo.all_to_all"(%53) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x8xf32>) -> tensor<1x32xf32>
      %60 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %61 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
      %62 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %63 = "stablehlo.divide"(%62, %60) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %64 = "stablehlo.remainder"(%63, %61) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %65 = "stablehlo.convert"(%64) : (tensor<ui32>) -> tensor<i32>
      %66 = "stablehlo.convert"(%65) : (tensor<i32>) -> tensor<f32>
      %67 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
      %68 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %69 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %70 = "stablehlo.divide"(%69, %67) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %71 = "stablehlo.remainder"(%70, %68) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %72 = "stablehlo.convert"(%71) : (tensor<ui32>) -> tensor<i32>
      %73 = "stablehlo.convert"(%72) : (tensor<i32>) -> tensor<f32>
      %74 = "stablehlo.sine"(%arg28) : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %75 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %76 = "stablehlo.add"(%75, %66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %77 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
      %78 = "stablehlo.multiply"(%77, %73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %79 = "stablehlo.add"(%76, %78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
      %81 = "stablehlo.multiply"(%74, %80) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      %82 = "stablehlo.all_reduce"(%81) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        %88 = "stablehlo.maximum"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%88) : (tensor<f32>) -> ()
      }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %83 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
      %84 = "stablehlo.add"(%57, %83) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      %85 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
      %87 = "stablehlo.multiply"(%58, %86) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      "sdy.return"(%55, %56, %84, %87, %59, %82) : (tensor<8x8xf32>, tensor<4x2xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x32xf32>, tensor<4x4xf32>) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x128xf32>, tensor<4x4xf32>)
    %36 = "sdy.manual_computation"(%arg12, %arg13) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {"tp"}]>, <@mesh, [{}, {"tp"}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {"tp"}]>]>}> ({
    ^bb0(%arg14: tensor<4x4xf32>, %arg15: tensor<16x3xf32>):
      %37 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %38 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
      %39 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %40 = "stablehlo.divide"(%39, %37) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %41 = "stablehlo.remainder"(%40, %38) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %42 = "stablehlo.convert"(%41) : (tensor<ui32>) -> tensor<i32>
      %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
      %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %46 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %47:6 = "stablehlo.while"(%42, %arg15, %46, %45, %44, %arg14) ({
      ^bb0(%arg22: tensor<i32>, %arg23: tensor<16x3xf32>, %arg24: tensor<i32>, %arg25: tensor<i32>, %arg26: tensor<4x3xf32>, %arg27: tensor<4x4xf32>):
        %51 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
        %52 = "stablehlo.compare"(%arg24, %51) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%52) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg16: tensor<i32>, %arg17: tensor<16x3xf32>, %arg18: tensor<i32>, %arg19: tensor<i32>, %arg20: tensor<4x3xf32>, %arg21: tensor<4x4xf32>):
        %48:3 = "func.call"(%arg16, %arg17, %arg19, %arg20, %arg21) <{callee = @closed_call}> : (tensor<i32>, tensor<16x3xf32>, tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>)
        %49 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        %50 = "stablehlo.add"(%arg18, %49) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%arg16, %arg17, %50, %48#0, %48#1, %48#2) : (tensor<i32>, tensor<16x3xf32>, tensor<i32>, tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>) -> ()
      }) : (tensor<i32>, tensor<16x3xf32>, tensor<i32>, tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<16x3xf32>, tensor<i32>, tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>)
      "sdy.return"(%47#4) : (tensor<4x3xf32>) -> ()
    }) : (tensor<8x16xf32>, tensor<16x12xf32>) -> tensor<8x12xf32>
    "func.return"(%35#0, %35#1, %35#2, %35#3, %35#4, %35#5, %36) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x128xf32>, tensor<4x4xf32>, tensor<8x12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<16x3xf32>, tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>), res_attrs = [{}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<i32>, %arg6: tensor<16x3xf32>, %arg7: tensor<i32>, %arg8: tensor<4x3xf32>, %arg9: tensor<4x4xf32>):
    %17 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.add"(%arg7, %17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %19 = "stablehlo.convert"(%arg7) : (tensor<i32>) -> tensor<i32>
    %20 = "stablehlo.subtract"(%arg5, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %22 = "func.call"(%20, %21) <{callee = @remainder}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %23 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.multiply"(%22, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.compare"(%24, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %27 = "stablehlo.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.add"(%24, %27) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %29 = "stablehlo.select"(%26, %28, %24) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.dynamic_slice"(%arg6, %29, %30) <{slice_sizes = array<i64: 4, 3>}> : (tensor<16x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    %32 = "stablehlo.dot_general"(%arg9, %31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %33 = "stablehlo.add"(%arg8, %32) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %34 = "stablehlo.collective_permute"(%arg9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%18, %33, %34) : (tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
    %1 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.compare"(%1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %5 = "func.call"(%3, %4, %1) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.remainder"(%arg3, %5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.compare"(%6, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.compare"(%6, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.compare"(%5, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %13 = "stablehlo.compare"(%10, %12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %14 = "stablehlo.and"(%13, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = "stablehlo.add"(%6, %5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.select"(%14, %15, %6) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%16) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
