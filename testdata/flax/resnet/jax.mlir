"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 27 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>, tf.aliasing_output = 28 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 29 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 30 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>, tf.aliasing_output = 31 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 32 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 33 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>, tf.aliasing_output = 34 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 35 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 36 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>, tf.aliasing_output = 37 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 38 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 39 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>, tf.aliasing_output = 40 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 41 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 42 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}, {}, {}]>}], function_type = (tensor<8xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4xf32>, tensor<16x4xf32>, tensor<7x7x3x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1x1x8x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3x3x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x1x2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1x1x8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<1x1x4x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4xi32>, tensor<4x3x16x16xf32>) -> (tensor<f32>, tensor<8xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4xf32>, tensor<16x4xf32>, tensor<7x7x3x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1x1x8x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3x3x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x1x2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1x1x8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<1x1x4x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x8x16xf32>, tensor<16xf32>, tensor<16xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['batch_stats']['resnet']['embedder']['embedder']['normalization']['mean']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['embedder']['embedder']['normalization']['var']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['mean']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['var']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['mean']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['var']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['2']['normalization']['mean']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['2']['normalization']['var']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['mean']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['var']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['mean']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['var']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['2']['normalization']['mean']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['2']['normalization']['var']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['mean']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['batch_stats']['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['var']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['classifier']['1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['classifier']['1']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['params']['resnet']['embedder']['embedder']['convolution']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>}, {jax.result_info = "result[1]['params']['resnet']['embedder']['embedder']['normalization']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['embedder']['embedder']['normalization']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['0']['convolution']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['1']['convolution']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['2']['convolution']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['2']['normalization']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['0']['layers']['0']['layer']['2']['normalization']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['0']['convolution']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['1']['convolution']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['2']['convolution']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['2']['normalization']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['1']['layers']['0']['layer']['2']['normalization']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['convolution']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['params']['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg25: tensor<8xf32>, %arg26: tensor<8xf32>, %arg27: tensor<2xf32>, %arg28: tensor<2xf32>, %arg29: tensor<2xf32>, %arg30: tensor<2xf32>, %arg31: tensor<8xf32>, %arg32: tensor<8xf32>, %arg33: tensor<4xf32>, %arg34: tensor<4xf32>, %arg35: tensor<4xf32>, %arg36: tensor<4xf32>, %arg37: tensor<16xf32>, %arg38: tensor<16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<4xf32>, %arg42: tensor<16x4xf32>, %arg43: tensor<7x7x3x8xf32>, %arg44: tensor<8xf32>, %arg45: tensor<8xf32>, %arg46: tensor<1x1x8x2xf32>, %arg47: tensor<2xf32>, %arg48: tensor<2xf32>, %arg49: tensor<3x3x2x2xf32>, %arg50: tensor<2xf32>, %arg51: tensor<2xf32>, %arg52: tensor<1x1x2x8xf32>, %arg53: tensor<8xf32>, %arg54: tensor<8xf32>, %arg55: tensor<1x1x8x4xf32>, %arg56: tensor<4xf32>, %arg57: tensor<4xf32>, %arg58: tensor<3x3x4x4xf32>, %arg59: tensor<4xf32>, %arg60: tensor<4xf32>, %arg61: tensor<1x1x4x16xf32>, %arg62: tensor<16xf32>, %arg63: tensor<16xf32>, %arg64: tensor<1x1x8x16xf32>, %arg65: tensor<16xf32>, %arg66: tensor<16xf32>, %arg67: tensor<4xi32>, %arg68: tensor<4x3x16x16xf32>):
    %71 = "stablehlo.transpose"(%arg68) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x3x16x16xf32>) -> tensor<4x16x16x3xf32>
    %72 = "stablehlo.convolution"(%71, %arg43) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<3> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<4x16x16x3xf32>, tensor<7x7x3x8xf32>) -> tensor<4x8x8x8xf32>
    %73 = "stablehlo.broadcast_in_dim"(%arg25) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %74 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %75 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x8x8x8xf32>
    %76 = "stablehlo.subtract"(%72, %75) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %77 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %79 = "stablehlo.add"(%74, %78) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %80 = "stablehlo.rsqrt"(%79) : (tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %81 = "stablehlo.divide"(%80, %79) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %82 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %84 = "stablehlo.multiply"(%83, %81) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %85 = "stablehlo.reshape"(%arg45) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %86 = "stablehlo.multiply"(%80, %85) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x8x8x8xf32>
    %88 = "stablehlo.multiply"(%76, %87) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %89 = "stablehlo.reshape"(%arg44) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x8x8x8xf32>
    %91 = "stablehlo.add"(%88, %90) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %92 = "func.call"(%91) <{callee = @relu}> : (tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %93 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %95 = "stablehlo.compare"(%91, %94) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xi1>
    %96 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %98 = "stablehlo.reduce_window"(%92, %97) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %783 = "stablehlo.maximum"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%783) : (tensor<f32>) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<4x4x4x8xf32>
    %99 = "stablehlo.convolution"(%98, %arg46) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x8xf32>, tensor<1x1x8x2xf32>) -> tensor<4x4x4x2xf32>
    %100 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64: 3>}> : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %101 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64: 3>}> : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %102 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x2xf32>) -> tensor<4x4x4x2xf32>
    %103 = "stablehlo.subtract"(%99, %102) : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %104 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x2xf32>
    %106 = "stablehlo.add"(%101, %105) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %107 = "stablehlo.rsqrt"(%106) : (tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %108 = "stablehlo.divide"(%107, %106) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %109 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x2xf32>
    %111 = "stablehlo.multiply"(%110, %108) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %112 = "stablehlo.reshape"(%arg48) : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %113 = "stablehlo.multiply"(%107, %112) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x2xf32>) -> tensor<4x4x4x2xf32>
    %115 = "stablehlo.multiply"(%103, %114) : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %116 = "stablehlo.reshape"(%arg47) : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x2xf32>) -> tensor<4x4x4x2xf32>
    %118 = "stablehlo.add"(%115, %117) : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %119 = "func.call"(%118) <{callee = @relu_0}> : (tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %120 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x2xf32>
    %122 = "stablehlo.compare"(%118, %121) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xi1>
    %123 = "stablehlo.convolution"(%119, %arg49) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<4x4x4x2xf32>
    %124 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64: 3>}> : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %125 = "stablehlo.broadcast_in_dim"(%arg30) <{broadcast_dimensions = array<i64: 3>}> : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %126 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x2xf32>) -> tensor<4x4x4x2xf32>
    %127 = "stablehlo.subtract"(%123, %126) : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %128 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x2xf32>
    %130 = "stablehlo.add"(%125, %129) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %131 = "stablehlo.rsqrt"(%130) : (tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %132 = "stablehlo.divide"(%131, %130) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %133 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x2xf32>
    %135 = "stablehlo.multiply"(%134, %132) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %136 = "stablehlo.reshape"(%arg51) : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %137 = "stablehlo.multiply"(%131, %136) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x2xf32>) -> tensor<4x4x4x2xf32>
    %139 = "stablehlo.multiply"(%127, %138) : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %140 = "stablehlo.reshape"(%arg50) : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x2xf32>) -> tensor<4x4x4x2xf32>
    %142 = "stablehlo.add"(%139, %141) : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %143 = "func.call"(%142) <{callee = @relu_0}> : (tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x2xf32>
    %146 = "stablehlo.compare"(%142, %145) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xi1>
    %147 = "stablehlo.convolution"(%143, %arg52) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x2xf32>, tensor<1x1x2x8xf32>) -> tensor<4x4x4x8xf32>
    %148 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %149 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %150 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x4x4x8xf32>
    %151 = "stablehlo.subtract"(%147, %150) : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %152 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %154 = "stablehlo.add"(%149, %153) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %155 = "stablehlo.rsqrt"(%154) : (tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %156 = "stablehlo.divide"(%155, %154) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %157 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %159 = "stablehlo.multiply"(%158, %156) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %160 = "stablehlo.reshape"(%arg54) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %161 = "stablehlo.multiply"(%155, %160) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x4x4x8xf32>
    %163 = "stablehlo.multiply"(%151, %162) : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %164 = "stablehlo.reshape"(%arg53) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x4x4x8xf32>
    %166 = "stablehlo.add"(%163, %165) : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %167 = "stablehlo.add"(%166, %98) : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %168 = "func.call"(%167) <{callee = @relu_1}> : (tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x8xf32>
    %171 = "stablehlo.compare"(%167, %170) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xi1>
    %172 = "stablehlo.convolution"(%168, %arg64) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<4x4x4x8xf32>, tensor<1x1x8x16xf32>) -> tensor<4x2x2x16xf32>
    %173 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %174 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %175 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x2x2x16xf32>
    %176 = "stablehlo.subtract"(%172, %175) : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %177 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %179 = "stablehlo.add"(%174, %178) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %180 = "stablehlo.rsqrt"(%179) : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %181 = "stablehlo.divide"(%180, %179) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %182 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %184 = "stablehlo.multiply"(%183, %181) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %185 = "stablehlo.reshape"(%arg66) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %186 = "stablehlo.multiply"(%180, %185) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x2x2x16xf32>
    %188 = "stablehlo.multiply"(%176, %187) : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %189 = "stablehlo.reshape"(%arg65) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x2x2x16xf32>
    %191 = "stablehlo.add"(%188, %190) : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %192 = "stablehlo.convolution"(%168, %arg55) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x8xf32>, tensor<1x1x8x4xf32>) -> tensor<4x4x4x4xf32>
    %193 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %194 = "stablehlo.broadcast_in_dim"(%arg34) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %195 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<4x4x4x4xf32>
    %196 = "stablehlo.subtract"(%192, %195) : (tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xf32>
    %197 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %199 = "stablehlo.add"(%194, %198) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %200 = "stablehlo.rsqrt"(%199) : (tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %201 = "stablehlo.divide"(%200, %199) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %202 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %204 = "stablehlo.multiply"(%203, %201) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %205 = "stablehlo.reshape"(%arg57) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %206 = "stablehlo.multiply"(%200, %205) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<4x4x4x4xf32>
    %208 = "stablehlo.multiply"(%196, %207) : (tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xf32>
    %209 = "stablehlo.reshape"(%arg56) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<4x4x4x4xf32>
    %211 = "stablehlo.add"(%208, %210) : (tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xf32>
    %212 = "func.call"(%211) <{callee = @relu_2}> : (tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xf32>
    %213 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x4xf32>
    %215 = "stablehlo.compare"(%211, %214) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xi1>
    %216 = "stablehlo.convolution"(%212, %arg58) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<4x4x4x4xf32>, tensor<3x3x4x4xf32>) -> tensor<4x2x2x4xf32>
    %217 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %218 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %219 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<4x2x2x4xf32>
    %220 = "stablehlo.subtract"(%216, %219) : (tensor<4x2x2x4xf32>, tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xf32>
    %221 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %223 = "stablehlo.add"(%218, %222) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %224 = "stablehlo.rsqrt"(%223) : (tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %225 = "stablehlo.divide"(%224, %223) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %226 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %228 = "stablehlo.multiply"(%227, %225) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %229 = "stablehlo.reshape"(%arg60) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %230 = "stablehlo.multiply"(%224, %229) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<4x2x2x4xf32>
    %232 = "stablehlo.multiply"(%220, %231) : (tensor<4x2x2x4xf32>, tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xf32>
    %233 = "stablehlo.reshape"(%arg59) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<4x2x2x4xf32>
    %235 = "stablehlo.add"(%232, %234) : (tensor<4x2x2x4xf32>, tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xf32>
    %236 = "func.call"(%235) <{callee = @relu_3}> : (tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xf32>
    %237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x2x4xf32>
    %239 = "stablehlo.compare"(%235, %238) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x2x2x4xf32>, tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xi1>
    %240 = "stablehlo.convolution"(%236, %arg61) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x2x2x4xf32>, tensor<1x1x4x16xf32>) -> tensor<4x2x2x16xf32>
    %241 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %242 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %243 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x2x2x16xf32>
    %244 = "stablehlo.subtract"(%240, %243) : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %245 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %247 = "stablehlo.add"(%242, %246) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %248 = "stablehlo.rsqrt"(%247) : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %249 = "stablehlo.divide"(%248, %247) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %250 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %252 = "stablehlo.multiply"(%251, %249) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %253 = "stablehlo.reshape"(%arg63) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %254 = "stablehlo.multiply"(%248, %253) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x2x2x16xf32>
    %256 = "stablehlo.multiply"(%244, %255) : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %257 = "stablehlo.reshape"(%arg62) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x2x2x16xf32>
    %259 = "stablehlo.add"(%256, %258) : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %260 = "stablehlo.add"(%259, %191) : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %261 = "func.call"(%260) <{callee = @relu_4}> : (tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x2x16xf32>
    %264 = "stablehlo.compare"(%260, %263) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xi1>
    %265 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %267 = "stablehlo.reduce_window"(%261, %266) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %782 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%782) : (tensor<f32>) -> ()
    }) : (tensor<4x2x2x16xf32>, tensor<f32>) -> tensor<4x1x1x16xf32>
    %268 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x16xf32>
    %270 = "stablehlo.divide"(%267, %269) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %271 = "stablehlo.transpose"(%270) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x1x1x16xf32>) -> tensor<4x16x1x1xf32>
    %272 = "stablehlo.reshape"(%271) : (tensor<4x16x1x1xf32>) -> tensor<4x16xf32>
    %273 = "stablehlo.dot_general"(%272, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    %274 = "stablehlo.reshape"(%arg41) : (tensor<4xf32>) -> tensor<1x4xf32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %276 = "stablehlo.add"(%273, %275) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %277 = "stablehlo.broadcast_in_dim"(%arg67) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %278:2 = "func.call"(%276, %277) <{callee = @take_along_axis}> : (tensor<4x4xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
    %279 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %280:2 = "func.call"(%278#0, %279) <{callee = @_take}> : (tensor<4x1xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>)
    %281 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.reduce"(%276, %281) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %781 = "stablehlo.maximum"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%781) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %283 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %285 = "stablehlo.maximum"(%284, %282) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %286 = "stablehlo.is_finite"(%285) : (tensor<4xf32>) -> tensor<4xi1>
    %287 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %289 = "stablehlo.select"(%286, %285, %288) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %292 = "stablehlo.subtract"(%276, %291) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %293 = "stablehlo.exponential"(%292) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %294 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.reduce"(%293, %294) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %780 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%780) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %296 = "stablehlo.abs"(%295) : (tensor<4xf32>) -> tensor<4xf32>
    %297 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %299 = "stablehlo.compare"(%295, %298) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %300 = "stablehlo.log"(%296) : (tensor<4xf32>) -> tensor<4xf32>
    %301 = "stablehlo.add"(%300, %289) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %302 = "stablehlo.subtract"(%301, %280#0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %303 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.reduce"(%302, %303) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %779 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%779) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %305 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.divide"(%304, %305) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %307 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %308 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.divide"(%307, %308) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %311 = "stablehlo.negate"(%310) : (tensor<4xf32>) -> tensor<4xf32>
    %312 = "stablehlo.divide"(%310, %296) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %313 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %315 = "stablehlo.select"(%299, %314, %312) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %316 = "stablehlo.select"(%299, %312, %314) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %317 = "stablehlo.negate"(%315) : (tensor<4xf32>) -> tensor<4xf32>
    %318 = "stablehlo.add"(%316, %317) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x4xf32>
    %320 = "stablehlo.multiply"(%319, %293) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %321 = "func.call"(%280#1, %311) <{callee = @_take_5}> : (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    %322 = "func.call"(%278#1, %321) <{callee = @take_along_axis_6}> : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x4xf32>
    %323 = "stablehlo.add"(%320, %322) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %325 = "stablehlo.reduce"(%323, %324) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %778 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%778) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %326 = "stablehlo.reshape"(%325) : (tensor<4xf32>) -> tensor<1x4xf32>
    %327 = "stablehlo.reshape"(%326) : (tensor<1x4xf32>) -> tensor<4xf32>
    %328 = "stablehlo.dot_general"(%323, %272) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %329 = "stablehlo.transpose"(%328) <{permutation = array<i64: 1, 0>}> : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %330 = "stablehlo.dot_general"(%323, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<16x4xf32>) -> tensor<4x16xf32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1x1xf32>
    %332 = "stablehlo.transpose"(%331) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x16x1x1xf32>) -> tensor<4x1x1x16xf32>
    %333 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x16xf32>
    %335 = "stablehlo.divide"(%332, %334) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %336 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.pad"(%335, %336) <{edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>}> : (tensor<4x1x1x16xf32>, tensor<f32>) -> tensor<4x3x3x16xf32>
    %338 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %340 = "stablehlo.reduce_window"(%337, %339) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %777 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%777) : (tensor<f32>) -> ()
    }) : (tensor<4x3x3x16xf32>, tensor<f32>) -> tensor<4x2x2x16xf32>
    %341 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x2x16xf32>
    %343 = "stablehlo.select"(%264, %340, %342) : (tensor<4x2x2x16xi1>, tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %344 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.reduce"(%343, %344) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %776 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%776) : (tensor<f32>) -> ()
    }) : (tensor<4x2x2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %346 = "stablehlo.reshape"(%345) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %347 = "stablehlo.reshape"(%346) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %348 = "stablehlo.multiply"(%244, %343) : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %349 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.reduce"(%348, %349) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %775 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%775) : (tensor<f32>) -> ()
    }) : (tensor<4x2x2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %351 = "stablehlo.reshape"(%350) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %352 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x2x2x16xf32>
    %353 = "stablehlo.multiply"(%343, %352) : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %354 = "stablehlo.multiply"(%248, %351) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %355 = "stablehlo.multiply"(%351, %253) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %356 = "stablehlo.reshape"(%354) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %357 = "stablehlo.multiply"(%355, %252) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %358 = "stablehlo.negate"(%353) : (tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %359 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %360 = "stablehlo.reduce"(%358, %359) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %774 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%774) : (tensor<f32>) -> ()
    }) : (tensor<4x2x2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %361 = "stablehlo.reshape"(%360) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %362 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %363 = "stablehlo.reduce"(%357, %362) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %773 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%773) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %364 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %365 = "stablehlo.reduce"(%361, %364) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %772 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%772) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %366 = "stablehlo.convolution"(%236, %353) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x2x2x4xf32>, tensor<4x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %367 = "stablehlo.reverse"(%arg61) <{dimensions = array<i64: 0, 1>}> : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %368 = "stablehlo.convolution"(%353, %367) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x2x2x16xf32>, tensor<1x1x4x16xf32>) -> tensor<4x2x2x4xf32>
    %369 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %370 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x2x4xf32>
    %371 = "stablehlo.select"(%239, %368, %370) : (tensor<4x2x2x4xi1>, tensor<4x2x2x4xf32>, tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xf32>
    %372 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %373 = "stablehlo.reduce"(%371, %372) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %771 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%771) : (tensor<f32>) -> ()
    }) : (tensor<4x2x2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %374 = "stablehlo.reshape"(%373) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %375 = "stablehlo.reshape"(%374) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %376 = "stablehlo.multiply"(%220, %371) : (tensor<4x2x2x4xf32>, tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xf32>
    %377 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %378 = "stablehlo.reduce"(%376, %377) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %770 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%770) : (tensor<f32>) -> ()
    }) : (tensor<4x2x2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %379 = "stablehlo.reshape"(%378) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %380 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<4x2x2x4xf32>
    %381 = "stablehlo.multiply"(%371, %380) : (tensor<4x2x2x4xf32>, tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xf32>
    %382 = "stablehlo.multiply"(%224, %379) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %383 = "stablehlo.multiply"(%379, %229) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %384 = "stablehlo.reshape"(%382) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %385 = "stablehlo.multiply"(%383, %228) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %386 = "stablehlo.negate"(%381) : (tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xf32>
    %387 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.reduce"(%386, %387) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %769 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%769) : (tensor<f32>) -> ()
    }) : (tensor<4x2x2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %389 = "stablehlo.reshape"(%388) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %390 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.reduce"(%385, %390) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %768 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%768) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %392 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %393 = "stablehlo.reduce"(%389, %392) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %767 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%767) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %394 = "stablehlo.convolution"(%212, %381) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x4xf32>, tensor<4x2x2x4xf32>) -> tensor<3x3x4x4xf32>
    %395 = "stablehlo.reverse"(%arg58) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3x4x4xf32>) -> tensor<3x3x4x4xf32>
    %396 = "stablehlo.convolution"(%381, %395) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x2x2x4xf32>, tensor<3x3x4x4xf32>) -> tensor<4x4x4x4xf32>
    %397 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x4xf32>
    %399 = "stablehlo.select"(%215, %396, %398) : (tensor<4x4x4x4xi1>, tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xf32>
    %400 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %401 = "stablehlo.reduce"(%399, %400) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %766 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%766) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %402 = "stablehlo.reshape"(%401) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %403 = "stablehlo.reshape"(%402) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %404 = "stablehlo.multiply"(%196, %399) : (tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xf32>
    %405 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %406 = "stablehlo.reduce"(%404, %405) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %765 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%765) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %407 = "stablehlo.reshape"(%406) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %408 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<4x4x4x4xf32>
    %409 = "stablehlo.multiply"(%399, %408) : (tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xf32>
    %410 = "stablehlo.multiply"(%200, %407) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %411 = "stablehlo.multiply"(%407, %205) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %412 = "stablehlo.reshape"(%410) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %413 = "stablehlo.multiply"(%411, %204) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %414 = "stablehlo.negate"(%409) : (tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xf32>
    %415 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %416 = "stablehlo.reduce"(%414, %415) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %764 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%764) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %417 = "stablehlo.reshape"(%416) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %418 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %419 = "stablehlo.reduce"(%413, %418) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %763 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%763) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %420 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.reduce"(%417, %420) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %762 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%762) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %422 = "stablehlo.convolution"(%168, %409) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x8xf32>, tensor<4x4x4x4xf32>) -> tensor<1x1x8x4xf32>
    %423 = "stablehlo.reverse"(%arg55) <{dimensions = array<i64: 0, 1>}> : (tensor<1x1x8x4xf32>) -> tensor<1x1x8x4xf32>
    %424 = "stablehlo.convolution"(%409, %423) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x4xf32>, tensor<1x1x8x4xf32>) -> tensor<4x4x4x8xf32>
    %425 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %426 = "stablehlo.reduce"(%343, %425) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %761 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%761) : (tensor<f32>) -> ()
    }) : (tensor<4x2x2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %427 = "stablehlo.reshape"(%426) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %428 = "stablehlo.reshape"(%427) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %429 = "stablehlo.multiply"(%176, %343) : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %430 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %431 = "stablehlo.reduce"(%429, %430) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %760 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%760) : (tensor<f32>) -> ()
    }) : (tensor<4x2x2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %432 = "stablehlo.reshape"(%431) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %433 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x2x2x16xf32>
    %434 = "stablehlo.multiply"(%343, %433) : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %435 = "stablehlo.multiply"(%180, %432) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %436 = "stablehlo.multiply"(%432, %185) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %437 = "stablehlo.reshape"(%435) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %438 = "stablehlo.multiply"(%436, %184) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %439 = "stablehlo.negate"(%434) : (tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %440 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.reduce"(%439, %440) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %759 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%759) : (tensor<f32>) -> ()
    }) : (tensor<4x2x2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %442 = "stablehlo.reshape"(%441) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %443 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %444 = "stablehlo.reduce"(%438, %443) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %758 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%758) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %445 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %446 = "stablehlo.reduce"(%442, %445) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %757 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%757) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %447 = "stablehlo.convolution"(%168, %434) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x8xf32>, tensor<4x2x2x16xf32>) -> tensor<1x1x8x16xf32>
    %448 = "stablehlo.reverse"(%arg64) <{dimensions = array<i64: 0, 1>}> : (tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %449 = "stablehlo.convolution"(%434, %448) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x2x2x16xf32>, tensor<1x1x8x16xf32>) -> tensor<4x4x4x8xf32>
    %450 = "stablehlo.add"(%424, %449) : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %451 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x8xf32>
    %453 = "stablehlo.select"(%171, %450, %452) : (tensor<4x4x4x8xi1>, tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %454 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %455 = "stablehlo.reduce"(%453, %454) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %756 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%756) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %456 = "stablehlo.reshape"(%455) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %457 = "stablehlo.reshape"(%456) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %458 = "stablehlo.multiply"(%151, %453) : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %459 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.reduce"(%458, %459) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %755 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%755) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %461 = "stablehlo.reshape"(%460) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %462 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x4x4x8xf32>
    %463 = "stablehlo.multiply"(%453, %462) : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %464 = "stablehlo.multiply"(%155, %461) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %465 = "stablehlo.multiply"(%461, %160) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %466 = "stablehlo.reshape"(%464) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %467 = "stablehlo.multiply"(%465, %159) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %468 = "stablehlo.negate"(%463) : (tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %469 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %470 = "stablehlo.reduce"(%468, %469) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %754 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%754) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %471 = "stablehlo.reshape"(%470) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %472 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %473 = "stablehlo.reduce"(%467, %472) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %753 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%753) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %474 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %475 = "stablehlo.reduce"(%471, %474) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %752 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%752) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %476 = "stablehlo.convolution"(%143, %463) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x2xf32>, tensor<4x4x4x8xf32>) -> tensor<1x1x2x8xf32>
    %477 = "stablehlo.reverse"(%arg52) <{dimensions = array<i64: 0, 1>}> : (tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %478 = "stablehlo.convolution"(%463, %477) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x8xf32>, tensor<1x1x2x8xf32>) -> tensor<4x4x4x2xf32>
    %479 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %480 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x2xf32>
    %481 = "stablehlo.select"(%146, %478, %480) : (tensor<4x4x4x2xi1>, tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %482 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %483 = "stablehlo.reduce"(%481, %482) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %751 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%751) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %484 = "stablehlo.reshape"(%483) : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %485 = "stablehlo.reshape"(%484) : (tensor<1x1x1x2xf32>) -> tensor<2xf32>
    %486 = "stablehlo.multiply"(%127, %481) : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %487 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %488 = "stablehlo.reduce"(%486, %487) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %750 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%750) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %489 = "stablehlo.reshape"(%488) : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %490 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x2xf32>) -> tensor<4x4x4x2xf32>
    %491 = "stablehlo.multiply"(%481, %490) : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %492 = "stablehlo.multiply"(%131, %489) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %493 = "stablehlo.multiply"(%489, %136) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %494 = "stablehlo.reshape"(%492) : (tensor<1x1x1x2xf32>) -> tensor<2xf32>
    %495 = "stablehlo.multiply"(%493, %135) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %496 = "stablehlo.negate"(%491) : (tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %497 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.reduce"(%496, %497) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %749 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%749) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %499 = "stablehlo.reshape"(%498) : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %500 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %501 = "stablehlo.reduce"(%495, %500) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %748 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%748) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %502 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %503 = "stablehlo.reduce"(%499, %502) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %747 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%747) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %504 = "stablehlo.convolution"(%119, %491) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<3x3x2x2xf32>
    %505 = "stablehlo.reverse"(%arg49) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3x2x2xf32>) -> tensor<3x3x2x2xf32>
    %506 = "stablehlo.convolution"(%491, %505) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<4x4x4x2xf32>
    %507 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x2xf32>
    %509 = "stablehlo.select"(%122, %506, %508) : (tensor<4x4x4x2xi1>, tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %510 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %511 = "stablehlo.reduce"(%509, %510) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %746 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%746) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %512 = "stablehlo.reshape"(%511) : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %513 = "stablehlo.reshape"(%512) : (tensor<1x1x1x2xf32>) -> tensor<2xf32>
    %514 = "stablehlo.multiply"(%103, %509) : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %515 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %516 = "stablehlo.reduce"(%514, %515) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %745 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%745) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %517 = "stablehlo.reshape"(%516) : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %518 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x2xf32>) -> tensor<4x4x4x2xf32>
    %519 = "stablehlo.multiply"(%509, %518) : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %520 = "stablehlo.multiply"(%107, %517) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %521 = "stablehlo.multiply"(%517, %112) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %522 = "stablehlo.reshape"(%520) : (tensor<1x1x1x2xf32>) -> tensor<2xf32>
    %523 = "stablehlo.multiply"(%521, %111) : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %524 = "stablehlo.negate"(%519) : (tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    %525 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %526 = "stablehlo.reduce"(%524, %525) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %744 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%744) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %527 = "stablehlo.reshape"(%526) : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %528 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.reduce"(%523, %528) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %743 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%743) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %530 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %531 = "stablehlo.reduce"(%527, %530) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %742 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%742) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %532 = "stablehlo.convolution"(%98, %519) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x8xf32>, tensor<4x4x4x2xf32>) -> tensor<1x1x8x2xf32>
    %533 = "stablehlo.reverse"(%arg46) <{dimensions = array<i64: 0, 1>}> : (tensor<1x1x8x2xf32>) -> tensor<1x1x8x2xf32>
    %534 = "stablehlo.convolution"(%519, %533) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x4x4x2xf32>, tensor<1x1x8x2xf32>) -> tensor<4x4x4x8xf32>
    %535 = "stablehlo.add"(%453, %534) : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %536 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %537 = "stablehlo.pad"(%92, %536) <{edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<4x10x10x8xf32>
    %538 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %539 = "stablehlo.select_and_scatter"(%537, %535, %538) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %741 = "stablehlo.compare"(%arg81, %arg82) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%741) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %740 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%740) : (tensor<f32>) -> ()
    }) : (tensor<4x10x10x8xf32>, tensor<4x4x4x8xf32>, tensor<f32>) -> tensor<4x10x10x8xf32>
    %540 = "stablehlo.slice"(%539) <{limit_indices = array<i64: 4, 9, 9, 8>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x10x10x8xf32>) -> tensor<4x8x8x8xf32>
    %541 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %543 = "stablehlo.select"(%95, %540, %542) : (tensor<4x8x8x8xi1>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %544 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %545 = "stablehlo.reduce"(%543, %544) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %739 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%739) : (tensor<f32>) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %546 = "stablehlo.reshape"(%545) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %547 = "stablehlo.reshape"(%546) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %548 = "stablehlo.multiply"(%76, %543) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %549 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %550 = "stablehlo.reduce"(%548, %549) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %738 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%738) : (tensor<f32>) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %551 = "stablehlo.reshape"(%550) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %552 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x8x8x8xf32>
    %553 = "stablehlo.multiply"(%543, %552) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %554 = "stablehlo.multiply"(%80, %551) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %555 = "stablehlo.multiply"(%551, %85) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %556 = "stablehlo.reshape"(%554) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %557 = "stablehlo.multiply"(%555, %84) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %558 = "stablehlo.negate"(%553) : (tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %559 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %560 = "stablehlo.reduce"(%558, %559) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %737 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%737) : (tensor<f32>) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %561 = "stablehlo.reshape"(%560) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %562 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %563 = "stablehlo.reduce"(%557, %562) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %736 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%736) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %564 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %565 = "stablehlo.reduce"(%561, %564) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %735 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%735) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %566 = "stablehlo.convolution"(%71, %553) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x16x16x3xf32>, tensor<4x8x8x8xf32>) -> tensor<7x7x3x8xf32>
    %567 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %568 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %569 = "stablehlo.multiply"(%568, %565) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %570 = "stablehlo.subtract"(%arg25, %569) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %571 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %572 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %573 = "stablehlo.multiply"(%572, %563) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %574 = "stablehlo.subtract"(%arg26, %573) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %575 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %577 = "stablehlo.multiply"(%576, %531) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %578 = "stablehlo.subtract"(%arg27, %577) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %579 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %581 = "stablehlo.multiply"(%580, %529) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %582 = "stablehlo.subtract"(%arg28, %581) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %583 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %584 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %585 = "stablehlo.multiply"(%584, %503) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %586 = "stablehlo.subtract"(%arg29, %585) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %587 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %589 = "stablehlo.multiply"(%588, %501) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %590 = "stablehlo.subtract"(%arg30, %589) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %591 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %592 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %593 = "stablehlo.multiply"(%592, %475) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %594 = "stablehlo.subtract"(%arg31, %593) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %595 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %597 = "stablehlo.multiply"(%596, %473) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %598 = "stablehlo.subtract"(%arg32, %597) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %599 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %600 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %601 = "stablehlo.multiply"(%600, %421) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %602 = "stablehlo.subtract"(%arg33, %601) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %603 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %604 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %605 = "stablehlo.multiply"(%604, %419) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %606 = "stablehlo.subtract"(%arg34, %605) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %607 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %608 = "stablehlo.broadcast_in_dim"(%607) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %609 = "stablehlo.multiply"(%608, %393) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %610 = "stablehlo.subtract"(%arg35, %609) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %611 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %613 = "stablehlo.multiply"(%612, %391) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %614 = "stablehlo.subtract"(%arg36, %613) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %615 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %617 = "stablehlo.multiply"(%616, %365) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %618 = "stablehlo.subtract"(%arg37, %617) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %619 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %621 = "stablehlo.multiply"(%620, %363) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %622 = "stablehlo.subtract"(%arg38, %621) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %623 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.broadcast_in_dim"(%623) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %625 = "stablehlo.multiply"(%624, %446) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %626 = "stablehlo.subtract"(%arg39, %625) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %627 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %628 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %629 = "stablehlo.multiply"(%628, %444) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %630 = "stablehlo.subtract"(%arg40, %629) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %631 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %632 = "stablehlo.broadcast_in_dim"(%631) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %633 = "stablehlo.multiply"(%632, %327) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %634 = "stablehlo.subtract"(%arg41, %633) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %635 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %636 = "stablehlo.broadcast_in_dim"(%635) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4xf32>
    %637 = "stablehlo.multiply"(%636, %329) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %638 = "stablehlo.subtract"(%arg42, %637) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %639 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %640 = "stablehlo.broadcast_in_dim"(%639) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x7x3x8xf32>
    %641 = "stablehlo.multiply"(%640, %566) : (tensor<7x7x3x8xf32>, tensor<7x7x3x8xf32>) -> tensor<7x7x3x8xf32>
    %642 = "stablehlo.subtract"(%arg43, %641) : (tensor<7x7x3x8xf32>, tensor<7x7x3x8xf32>) -> tensor<7x7x3x8xf32>
    %643 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %644 = "stablehlo.broadcast_in_dim"(%643) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %645 = "stablehlo.multiply"(%644, %547) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %646 = "stablehlo.subtract"(%arg44, %645) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %647 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %648 = "stablehlo.broadcast_in_dim"(%647) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %649 = "stablehlo.multiply"(%648, %556) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %650 = "stablehlo.subtract"(%arg45, %649) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %651 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %652 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %653 = "stablehlo.multiply"(%652, %532) : (tensor<1x1x8x2xf32>, tensor<1x1x8x2xf32>) -> tensor<1x1x8x2xf32>
    %654 = "stablehlo.subtract"(%arg46, %653) : (tensor<1x1x8x2xf32>, tensor<1x1x8x2xf32>) -> tensor<1x1x8x2xf32>
    %655 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %656 = "stablehlo.broadcast_in_dim"(%655) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %657 = "stablehlo.multiply"(%656, %513) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %658 = "stablehlo.subtract"(%arg47, %657) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %659 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %660 = "stablehlo.broadcast_in_dim"(%659) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %661 = "stablehlo.multiply"(%660, %522) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %662 = "stablehlo.subtract"(%arg48, %661) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %663 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %664 = "stablehlo.broadcast_in_dim"(%663) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x2x2xf32>
    %665 = "stablehlo.multiply"(%664, %504) : (tensor<3x3x2x2xf32>, tensor<3x3x2x2xf32>) -> tensor<3x3x2x2xf32>
    %666 = "stablehlo.subtract"(%arg49, %665) : (tensor<3x3x2x2xf32>, tensor<3x3x2x2xf32>) -> tensor<3x3x2x2xf32>
    %667 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %668 = "stablehlo.broadcast_in_dim"(%667) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %669 = "stablehlo.multiply"(%668, %485) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %670 = "stablehlo.subtract"(%arg50, %669) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %671 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %672 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %673 = "stablehlo.multiply"(%672, %494) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %674 = "stablehlo.subtract"(%arg51, %673) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %675 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %676 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %677 = "stablehlo.multiply"(%676, %476) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %678 = "stablehlo.subtract"(%arg52, %677) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %679 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %680 = "stablehlo.broadcast_in_dim"(%679) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %681 = "stablehlo.multiply"(%680, %457) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %682 = "stablehlo.subtract"(%arg53, %681) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %683 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %685 = "stablehlo.multiply"(%684, %466) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %686 = "stablehlo.subtract"(%arg54, %685) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %687 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %688 = "stablehlo.broadcast_in_dim"(%687) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x8x4xf32>
    %689 = "stablehlo.multiply"(%688, %422) : (tensor<1x1x8x4xf32>, tensor<1x1x8x4xf32>) -> tensor<1x1x8x4xf32>
    %690 = "stablehlo.subtract"(%arg55, %689) : (tensor<1x1x8x4xf32>, tensor<1x1x8x4xf32>) -> tensor<1x1x8x4xf32>
    %691 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %692 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %693 = "stablehlo.multiply"(%692, %403) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %694 = "stablehlo.subtract"(%arg56, %693) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %695 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %696 = "stablehlo.broadcast_in_dim"(%695) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %697 = "stablehlo.multiply"(%696, %412) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %698 = "stablehlo.subtract"(%arg57, %697) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %699 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %700 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x4x4xf32>
    %701 = "stablehlo.multiply"(%700, %394) : (tensor<3x3x4x4xf32>, tensor<3x3x4x4xf32>) -> tensor<3x3x4x4xf32>
    %702 = "stablehlo.subtract"(%arg58, %701) : (tensor<3x3x4x4xf32>, tensor<3x3x4x4xf32>) -> tensor<3x3x4x4xf32>
    %703 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %705 = "stablehlo.multiply"(%704, %375) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %706 = "stablehlo.subtract"(%arg59, %705) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %707 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %708 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %709 = "stablehlo.multiply"(%708, %384) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %710 = "stablehlo.subtract"(%arg60, %709) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %711 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %712 = "stablehlo.broadcast_in_dim"(%711) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %713 = "stablehlo.multiply"(%712, %366) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %714 = "stablehlo.subtract"(%arg61, %713) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %715 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %716 = "stablehlo.broadcast_in_dim"(%715) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %717 = "stablehlo.multiply"(%716, %347) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %718 = "stablehlo.subtract"(%arg62, %717) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %719 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %720 = "stablehlo.broadcast_in_dim"(%719) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %721 = "stablehlo.multiply"(%720, %356) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %722 = "stablehlo.subtract"(%arg63, %721) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %723 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %724 = "stablehlo.broadcast_in_dim"(%723) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %725 = "stablehlo.multiply"(%724, %447) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %726 = "stablehlo.subtract"(%arg64, %725) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %727 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %728 = "stablehlo.broadcast_in_dim"(%727) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %729 = "stablehlo.multiply"(%728, %428) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %730 = "stablehlo.subtract"(%arg65, %729) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %731 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %732 = "stablehlo.broadcast_in_dim"(%731) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %733 = "stablehlo.multiply"(%732, %437) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %734 = "stablehlo.subtract"(%arg66, %733) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%306, %570, %574, %578, %582, %586, %590, %594, %598, %602, %606, %610, %614, %618, %622, %626, %630, %634, %638, %642, %646, %650, %654, %658, %662, %666, %670, %674, %678, %682, %686, %690, %694, %698, %702, %706, %710, %714, %718, %722, %726, %730, %734) : (tensor<f32>, tensor<8xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4xf32>, tensor<16x4xf32>, tensor<7x7x3x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1x1x8x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3x3x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x1x2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1x1x8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<1x1x4x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x8x16xf32>, tensor<16xf32>, tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<4x8x8x8xf32>):
    %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %70 = "stablehlo.maximum"(%arg24, %69) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    "func.return"(%70) : (tensor<4x8x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>, res_attrs = [{}], sym_name = "relu_0", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x4x4x2xf32>):
    %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x2xf32>
    %67 = "stablehlo.maximum"(%arg23, %66) : (tensor<4x4x4x2xf32>, tensor<4x4x4x2xf32>) -> tensor<4x4x4x2xf32>
    "func.return"(%67) : (tensor<4x4x4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>, res_attrs = [{}], sym_name = "relu_1", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<4x4x4x8xf32>):
    %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x8xf32>
    %64 = "stablehlo.maximum"(%arg22, %63) : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    "func.return"(%64) : (tensor<4x4x4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xf32>, res_attrs = [{}], sym_name = "relu_2", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<4x4x4x4xf32>):
    %59 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x4xf32>
    %61 = "stablehlo.maximum"(%arg21, %60) : (tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xf32>
    "func.return"(%61) : (tensor<4x4x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xf32>, res_attrs = [{}], sym_name = "relu_3", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<4x2x2x4xf32>):
    %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x2x4xf32>
    %58 = "stablehlo.maximum"(%arg20, %57) : (tensor<4x2x2x4xf32>, tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xf32>
    "func.return"(%58) : (tensor<4x2x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>, res_attrs = [{}], sym_name = "relu_4", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x2x2x16xf32>):
    %53 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x2x16xf32>
    %55 = "stablehlo.maximum"(%arg19, %54) : (tensor<4x2x2x16xf32>, tensor<4x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    "func.return"(%55) : (tensor<4x2x2x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4x4xf32>, %arg16: tensor<4x1xi32>):
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %32 = "stablehlo.compare"(%arg16, %31) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %33 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %35 = "stablehlo.add"(%arg16, %34) : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %36 = "stablehlo.select"(%32, %35, %arg16) : (tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %37 = "stablehlo.reshape"(%36) : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %38 = "stablehlo.constant"() <{value = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1xi32>
    %41 = "stablehlo.compare"(%37, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %42 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %44 = "stablehlo.compare"(%37, %43) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %45 = "stablehlo.and"(%41, %44) : (tensor<4x1x1xi1>, tensor<4x1x1xi1>) -> tensor<4x1x1xi1>
    %46 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %47 = "stablehlo.reduce"(%45, %46) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg17: tensor<i1>, %arg18: tensor<i1>):
      %52 = "stablehlo.and"(%arg17, %arg18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%52) : (tensor<i1>) -> ()
    }) : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %48 = "stablehlo.gather"(%arg15, %37) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %49 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %51 = "stablehlo.select"(%47, %48, %50) : (tensor<4x1xi1>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    "func.return"(%51, %37) : (tensor<4x1xf32>, tensor<4x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x1xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4x1xf32>, %arg12: tensor<i32>):
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.compare"(%arg12, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.add"(%arg12, %11) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %13 = "func.call"(%10, %12, %arg12) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %16 = "stablehlo.convert"(%14) : (tensor<1xi32>) -> tensor<1xi32>
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.compare"(%16, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %20 = "stablehlo.compare"(%16, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %21 = "stablehlo.and"(%19, %20) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %22 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %23 = "stablehlo.reduce"(%21, %22) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      %29 = "stablehlo.and"(%arg13, %arg14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%29) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %24 = "stablehlo.gather"(%arg11, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
    %25 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4xi1>
    %26 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %28 = "stablehlo.select"(%25, %24, %27) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%28, %14) : (tensor<4xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<i1>, %arg9: tensor<i32>, %arg10: tensor<i32>):
    %8 = "stablehlo.select"(%arg8, %arg9, %arg10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%8) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>, res_attrs = [{}], sym_name = "_take_5", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<1xi32>, %arg5: tensor<4xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %6 = "stablehlo.scatter"(%5, %arg4, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %7 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<4x1xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    "func.return"(%6) : (tensor<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "take_along_axis_6", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x1x1xi32>, %arg1: tensor<4x1xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x4xf32>
    "func.return"(%2) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
