"builtin.module"() <{sym_name = "jit_partial"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<16x8xf32>):
    %0 = "sdy.sharding_constraint"(%arg0) <{sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = "sdy.manual_computation"(%0, %arg1) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>]>, manual_axes = #sdy<manual_axes{"tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>}> ({
    ^bb0(%arg2: tensor<8x4xf32>, %arg3: tensor<4x8xf32>):
      %12 = "stablehlo.dot_general"(%arg2, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
      %13 = "sdy.sharding_constraint"(%12) <{sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
      %14 = "stablehlo.tanh"(%13) : (tensor<8x8xf32>) -> tensor<8x8xf32>
      %15 = "sdy.sharding_constraint"(%14) <{sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
      %16 = "stablehlo.all_reduce"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %17 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %18 = "sdy.sharding_constraint"(%17) <{sharding = #sdy.sharding<@mesh, []>}> : (tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%18) : (tensor<f32>) -> ()
      }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
      "sdy.return"(%16) : (tensor<8x8xf32>) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %2 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %4 = "sdy.sharding_constraint"(%3) <{sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %5 = "stablehlo.multiply"(%1, %4) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %6 = "sdy.sharding_constraint"(%5) <{sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %7 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %9 = "sdy.sharding_constraint"(%8) <{sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %10 = "stablehlo.add"(%6, %9) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %11 = "sdy.sharding_constraint"(%10) <{sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%11) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
