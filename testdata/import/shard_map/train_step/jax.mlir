"builtin.module"() <{sym_name = "jit_train_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<16x32xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<16x32xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8x16xf32>):
    %0:14 = "sdy.manual_computation"(%arg0, %arg1, %arg2, %arg3) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{"dp"}, {}]>, <@mesh, [{"dp"}, {}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}]>, <@mesh, [{"dp", "tp"}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp"}, {}]>, <@mesh, [{}]>, <@mesh, []>]>}> ({
    ^bb0(%arg22: tensor<16x8xf32>, %arg23: tensor<8x16xf32>, %arg24: tensor<4x16xf32>, %arg25: tensor<4x16xf32>):
      %41 = "stablehlo.dot_general"(%arg24, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
      %42 = "stablehlo.multiply"(%41, %41) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %43 = "stablehlo.multiply"(%42, %41) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %44 = "stablehlo.multiply"(%41, %41) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %45 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
      %47 = "stablehlo.multiply"(%46, %44) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %48 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
      %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
      %50 = "stablehlo.multiply"(%49, %43) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %51 = "stablehlo.add"(%41, %50) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %52 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
      %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
      %54 = "stablehlo.multiply"(%53, %51) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %55 = "stablehlo.tanh"(%54) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %56 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
      %58 = "stablehlo.subtract"(%57, %55) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %59 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
      %61 = "stablehlo.add"(%60, %55) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %62 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
      %64 = "stablehlo.multiply"(%63, %61) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %65 = "stablehlo.multiply"(%41, %64) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %66 = "stablehlo.dot_general"(%65, %arg23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
      %67 = "stablehlo.all_reduce"(%66) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        %85 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%85) : (tensor<f32>) -> ()
      }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %68 = "stablehlo.subtract"(%67, %arg25) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %69 = "stablehlo.multiply"(%68, %68) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %70 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
      %72 = "stablehlo.multiply"(%71, %68) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %74 = "stablehlo.reduce"(%69, %73) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
        %84 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%84) : (tensor<f32>) -> ()
      }) : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
      %75 = "stablehlo.all_reduce"(%74) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
        %83 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%83) : (tensor<f32>) -> ()
      }) : (tensor<f32>) -> tensor<f32>
      %76 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %77 = "stablehlo.divide"(%75, %76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %78 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %79 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %80 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %81 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      "sdy.return"(%arg24, %47, %78, %79, %55, %58, %80, %64, %41, %arg23, %65, %72, %82, %77) : (tensor<4x16xf32>, tensor<4x8xf32>, tensor<1xf32>, tensor<1xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<1xf32>, tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<32x16xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<64x16xf32>, tensor<32x8xf32>, tensor<8x16xf32>, tensor<1xf32>, tensor<f32>)
    %1 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2:2 = "sdy.manual_computation"(%1, %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12) <{in_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}]>, <@mesh, [{"dp", "tp"}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp"}, {}]>, <@mesh, [{}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>]>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<4x16xf32>, %arg6: tensor<4x8xf32>, %arg7: tensor<1xf32>, %arg8: tensor<1xf32>, %arg9: tensor<4x8xf32>, %arg10: tensor<4x8xf32>, %arg11: tensor<1xf32>, %arg12: tensor<4x8xf32>, %arg13: tensor<4x8xf32>, %arg14: tensor<8x16xf32>, %arg15: tensor<4x8xf32>, %arg16: tensor<4x16xf32>, %arg17: tensor<1xf32>):
      %11 = "stablehlo.reshape"(%arg7) : (tensor<1xf32>) -> tensor<f32>
      %12 = "stablehlo.reshape"(%arg8) : (tensor<1xf32>) -> tensor<f32>
      %13 = "stablehlo.reshape"(%arg11) : (tensor<1xf32>) -> tensor<f32>
      %14 = "stablehlo.reshape"(%arg17) : (tensor<1xf32>) -> tensor<f32>
      %15 = "stablehlo.divide"(%arg4, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
      %17 = "stablehlo.multiply"(%16, %arg16) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %18 = "stablehlo.dot_general"(%17, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
      %19 = "stablehlo.transpose"(%18) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
      %20 = "stablehlo.dot_general"(%17, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
      %21 = "stablehlo.all_reduce"(%19) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %40 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%40) : (tensor<f32>) -> ()
      }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
      %22 = "stablehlo.multiply"(%arg13, %20) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %23 = "stablehlo.multiply"(%20, %arg12) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %24 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
      %25 = "stablehlo.multiply"(%24, %22) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %26 = "stablehlo.multiply"(%25, %arg10) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %27 = "stablehlo.multiply"(%26, %arg9) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %28 = "stablehlo.add"(%26, %27) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %29 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
      %30 = "stablehlo.multiply"(%29, %28) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %31 = "stablehlo.add"(%23, %30) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %32 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
      %33 = "stablehlo.multiply"(%32, %30) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %34 = "stablehlo.multiply"(%33, %arg6) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %35 = "stablehlo.add"(%31, %34) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %36 = "stablehlo.dot_general"(%35, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
      %37 = "stablehlo.transpose"(%36) <{permutation = array<i64: 1, 0>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
      %38 = "stablehlo.all_reduce"(%37) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
        %39 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%39) : (tensor<f32>) -> ()
      }) : (tensor<16x8xf32>) -> tensor<16x8xf32>
      "sdy.return"(%38, %21) : (tensor<16x8xf32>, tensor<8x16xf32>) -> ()
    }) : (tensor<f32>, tensor<32x16xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<64x16xf32>, tensor<32x8xf32>, tensor<8x16xf32>, tensor<1xf32>) -> (tensor<16x32xf32>, tensor<32x16xf32>)
    %3 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %5 = "stablehlo.multiply"(%4, %2#0) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %6 = "stablehlo.subtract"(%arg0, %5) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %7 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %9 = "stablehlo.multiply"(%8, %2#1) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %10 = "stablehlo.subtract"(%arg1, %9) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    "func.return"(%0#13, %6, %10) : (tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
