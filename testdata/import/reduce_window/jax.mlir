"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], function_type = (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<8x13xf32>, tensor<8x16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<8x16xf32>):
    %13 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.reduce_window"(%arg11, %14) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %33 = "stablehlo.maximum"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.reduce_window"(%arg11, %17) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %32 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%32) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %19 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %21 = "stablehlo.reduce_window"(%arg11, %20) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 3>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %31 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x13xf32>
    %22 = "func.call"(%arg11) <{callee = @cumsum}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %23 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %25 = "stablehlo.multiply"(%24, %arg11) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %26 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %28 = "stablehlo.add"(%27, %25) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %29 = "func.call"(%28) <{callee = @cumprod}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %30 = "func.call"(%arg11) <{callee = @cummax}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%22, %29, %15, %18, %21, %30) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<8x13xf32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<8x16xf32>):
    %12 = "func.call"(%arg10) <{callee = @cumsum_0}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%12) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<8x16xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.reduce_window"(%arg7, %9) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %11 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    "func.return"(%10) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "cumprod", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<8x16xf32>):
    %7 = "func.call"(%arg6) <{callee = @cumprod_1}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%7) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "cumprod_1", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x16xf32>):
    %4 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.reduce_window"(%arg3, %4) <{base_dilations = array<i64: 1, 1>, padding = dense<[[7, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 8, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %6 = "stablehlo.multiply"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    "func.return"(%5) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "cummax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %3 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    "func.return"(%2) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
