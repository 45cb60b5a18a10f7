"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"tp"}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"tp"}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 27 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 28 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 29 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 30 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 31 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 32 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 33 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 34 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 35 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 36 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 37 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 38 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 39 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 40 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}, {}, {}]>}], function_type = (tensor<4xf32>, tensor<32x4xf32>, tensor<1x1x32xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<1x17x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xi32>, tensor<4x3x16x16xf32>) -> (tensor<f32>, tensor<4xf32>, tensor<32x4xf32>, tensor<1x1x32xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<1x17x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['classifier']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['classifier']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['embeddings']['cls_token']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['embeddings']['patch_embeddings']['projection']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['embeddings']['patch_embeddings']['projection']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['embeddings']['position_embeddings']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['attention']['attention']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['attention']['attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['attention']['attention']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['attention']['attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['attention']['attention']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['attention']['attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['layernorm_after']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['layernorm_after']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['layernorm_before']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['layernorm_before']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['0']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['attention']['attention']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['attention']['attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['attention']['attention']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['attention']['attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['attention']['attention']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['attention']['attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['layernorm_after']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['layernorm_after']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['layernorm_before']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['layernorm_before']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['encoder']['layer']['1']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['vit']['layernorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vit']['layernorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg19: tensor<4xf32>, %arg20: tensor<32x4xf32>, %arg21: tensor<1x1x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<4x4x3x32xf32>, %arg24: tensor<1x17x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32x32xf32>, %arg33: tensor<64xf32>, %arg34: tensor<32x64xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<64x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x32xf32>, %arg49: tensor<64xf32>, %arg50: tensor<32x64xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<64x32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<4xi32>, %arg60: tensor<4x3x16x16xf32>):
    %53 = "stablehlo.transpose"(%arg60) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x3x16x16xf32>) -> tensor<4x16x16x3xf32>
    %54 = "stablehlo.convolution"(%53, %arg23) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 4, 4>}> : (tensor<4x16x16x3xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x4x32xf32>
    %55 = "stablehlo.reshape"(%arg22) : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x32xf32>) -> tensor<4x4x4x32xf32>
    %57 = "stablehlo.add"(%54, %56) : (tensor<4x4x4x32xf32>, tensor<4x4x4x32xf32>) -> tensor<4x4x4x32xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<4x4x4x32xf32>) -> tensor<4x16x32xf32>
    %59 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x1x32xf32>
    %60 = "stablehlo.concatenate"(%59, %58) <{dimension = 1 : i64}> : (tensor<4x1x32xf32>, tensor<4x16x32xf32>) -> tensor<4x17x32xf32>
    %61 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x17x32xf32>) -> tensor<4x17x32xf32>
    %62 = "stablehlo.add"(%60, %61) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %63 = "chlo.square"(%62) : (tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %64 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x32xf32>
    %66 = "stablehlo.multiply"(%65, %62) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.reduce"(%62, %67) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg193: tensor<f32>, %arg194: tensor<f32>):
      %1168 = "stablehlo.add"(%arg193, %arg194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1168) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %69 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %71 = "stablehlo.divide"(%68, %70) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.reduce"(%63, %72) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
      %1167 = "stablehlo.add"(%arg191, %arg192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1167) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %74 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %76 = "stablehlo.divide"(%73, %75) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %77 = "chlo.square"(%71) : (tensor<4x17xf32>) -> tensor<4x17xf32>
    %78 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %80 = "stablehlo.multiply"(%79, %71) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %81 = "stablehlo.subtract"(%76, %77) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %84 = "stablehlo.maximum"(%83, %81) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %85 = "stablehlo.compare"(%81, %84) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xi1>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %88 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %90 = "stablehlo.select"(%85, %87, %89) : (tensor<4x17xi1>, tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %93 = "stablehlo.compare"(%92, %84) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xi1>
    %94 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %96 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %98 = "stablehlo.select"(%93, %95, %97) : (tensor<4x17xi1>, tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %99 = "stablehlo.divide"(%90, %98) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %100 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %101 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %102 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %103 = "stablehlo.subtract"(%62, %102) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %104 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x1xf32>
    %106 = "stablehlo.add"(%101, %105) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %107 = "stablehlo.rsqrt"(%106) : (tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %108 = "stablehlo.divide"(%107, %106) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %109 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x1xf32>
    %111 = "stablehlo.multiply"(%110, %108) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %112 = "stablehlo.reshape"(%arg38) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %113 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %114 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %115 = "stablehlo.multiply"(%113, %114) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %116 = "stablehlo.multiply"(%103, %115) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %117 = "stablehlo.reshape"(%arg37) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %119 = "stablehlo.add"(%116, %118) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %120 = "stablehlo.dot_general"(%119, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %121 = "stablehlo.reshape"(%arg27) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %123 = "stablehlo.add"(%120, %122) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %124 = "stablehlo.reshape"(%123) : (tensor<4x17x32xf32>) -> tensor<4x17x4x8xf32>
    %125 = "stablehlo.dot_general"(%119, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %126 = "stablehlo.reshape"(%arg29) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %128 = "stablehlo.add"(%125, %127) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %129 = "stablehlo.reshape"(%128) : (tensor<4x17x32xf32>) -> tensor<4x17x4x8xf32>
    %130 = "stablehlo.dot_general"(%119, %arg26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %131 = "stablehlo.reshape"(%arg25) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %133 = "stablehlo.add"(%130, %132) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %134 = "stablehlo.reshape"(%133) : (tensor<4x17x32xf32>) -> tensor<4x17x4x8xf32>
    %135 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.sqrt"(%135) : (tensor<f32>) -> tensor<f32>
    %137 = "stablehlo.convert"(%136) : (tensor<f32>) -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x4x8xf32>
    %139 = "stablehlo.divide"(%124, %138) : (tensor<4x17x4x8xf32>, tensor<4x17x4x8xf32>) -> tensor<4x17x4x8xf32>
    %140 = "stablehlo.dot_general"(%139, %134) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x4x8xf32>, tensor<4x17x4x8xf32>) -> tensor<4x4x17x17xf32>
    %141 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.reduce"(%140, %141) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
      %1166 = "stablehlo.maximum"(%arg189, %arg190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1166) : (tensor<f32>) -> ()
    }) : (tensor<4x4x17x17xf32>, tensor<f32>) -> tensor<4x4x17xf32>
    %143 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x17xf32>
    %145 = "stablehlo.maximum"(%144, %142) : (tensor<4x4x17xf32>, tensor<4x4x17xf32>) -> tensor<4x4x17xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x17xf32>) -> tensor<4x4x17x1xf32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x17x1xf32>) -> tensor<4x4x17x17xf32>
    %148 = "stablehlo.subtract"(%140, %147) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %149 = "stablehlo.exponential"(%148) : (tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %150 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.reduce"(%149, %150) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg187: tensor<f32>, %arg188: tensor<f32>):
      %1165 = "stablehlo.add"(%arg187, %arg188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1165) : (tensor<f32>) -> ()
    }) : (tensor<4x4x17x17xf32>, tensor<f32>) -> tensor<4x4x17xf32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x17xf32>) -> tensor<4x4x17x1xf32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x17x1xf32>) -> tensor<4x4x17x17xf32>
    %154 = "stablehlo.divide"(%149, %153) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %155 = "stablehlo.multiply"(%152, %152) : (tensor<4x4x17x1xf32>, tensor<4x4x17x1xf32>) -> tensor<4x4x17x1xf32>
    %156 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x17x1xf32>
    %158 = "stablehlo.divide"(%157, %155) : (tensor<4x4x17x1xf32>, tensor<4x4x17x1xf32>) -> tensor<4x4x17x1xf32>
    %159 = "stablehlo.dot_general"(%129, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x4x8xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x8x17xf32>
    %160 = "stablehlo.transpose"(%159) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x17xf32>) -> tensor<4x17x4x8xf32>
    %161 = "stablehlo.reshape"(%160) : (tensor<4x17x4x8xf32>) -> tensor<4x17x32xf32>
    %162 = "stablehlo.dot_general"(%161, %arg32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %163 = "stablehlo.reshape"(%arg31) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %165 = "stablehlo.add"(%162, %164) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %166 = "stablehlo.add"(%165, %62) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %167 = "chlo.square"(%166) : (tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %168 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x32xf32>
    %170 = "stablehlo.multiply"(%169, %166) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.reduce"(%166, %171) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
      %1164 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1164) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %173 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %175 = "stablehlo.divide"(%172, %174) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %176 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.reduce"(%167, %176) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
      %1163 = "stablehlo.add"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1163) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %178 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %180 = "stablehlo.divide"(%177, %179) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %181 = "chlo.square"(%175) : (tensor<4x17xf32>) -> tensor<4x17xf32>
    %182 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %184 = "stablehlo.multiply"(%183, %175) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %185 = "stablehlo.subtract"(%180, %181) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %186 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %188 = "stablehlo.maximum"(%187, %185) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %189 = "stablehlo.compare"(%185, %188) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xi1>
    %190 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %192 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %194 = "stablehlo.select"(%189, %191, %193) : (tensor<4x17xi1>, tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %195 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %197 = "stablehlo.compare"(%196, %188) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xi1>
    %198 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %200 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %202 = "stablehlo.select"(%197, %199, %201) : (tensor<4x17xi1>, tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %203 = "stablehlo.divide"(%194, %202) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %204 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %205 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %206 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %207 = "stablehlo.subtract"(%166, %206) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %208 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x1xf32>
    %210 = "stablehlo.add"(%205, %209) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %211 = "stablehlo.rsqrt"(%210) : (tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %212 = "stablehlo.divide"(%211, %210) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %213 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x1xf32>
    %215 = "stablehlo.multiply"(%214, %212) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %216 = "stablehlo.reshape"(%arg36) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %217 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %218 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %219 = "stablehlo.multiply"(%217, %218) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %220 = "stablehlo.multiply"(%207, %219) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %221 = "stablehlo.reshape"(%arg35) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %223 = "stablehlo.add"(%220, %222) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %224 = "stablehlo.dot_general"(%223, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x64xf32>) -> tensor<4x17x64xf32>
    %225 = "stablehlo.reshape"(%arg33) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x17x64xf32>
    %227 = "stablehlo.add"(%224, %226) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %228 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x64xf32>
    %230 = "stablehlo.multiply"(%229, %227) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %231 = "stablehlo.negate"(%227) : (tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %232 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x64xf32>
    %234 = "stablehlo.multiply"(%231, %233) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %235 = "chlo.erfc"(%234) : (tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %236 = "chlo.square"(%234) : (tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %237 = "stablehlo.negate"(%236) : (tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %238 = "stablehlo.exponential"(%237) : (tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %239 = "stablehlo.multiply"(%230, %235) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %240 = "stablehlo.dot_general"(%239, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x64xf32>, tensor<64x32xf32>) -> tensor<4x17x32xf32>
    %241 = "stablehlo.reshape"(%arg39) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %243 = "stablehlo.add"(%240, %242) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %244 = "stablehlo.add"(%243, %166) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %245 = "chlo.square"(%244) : (tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %246 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x32xf32>
    %248 = "stablehlo.multiply"(%247, %244) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %249 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %250 = "stablehlo.reduce"(%244, %249) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
      %1162 = "stablehlo.add"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1162) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %251 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %253 = "stablehlo.divide"(%250, %252) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.reduce"(%245, %254) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
      %1161 = "stablehlo.add"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1161) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %256 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %258 = "stablehlo.divide"(%255, %257) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %259 = "chlo.square"(%253) : (tensor<4x17xf32>) -> tensor<4x17xf32>
    %260 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %262 = "stablehlo.multiply"(%261, %253) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %263 = "stablehlo.subtract"(%258, %259) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %266 = "stablehlo.maximum"(%265, %263) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %267 = "stablehlo.compare"(%263, %266) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xi1>
    %268 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %270 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %272 = "stablehlo.select"(%267, %269, %271) : (tensor<4x17xi1>, tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %273 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %275 = "stablehlo.compare"(%274, %266) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xi1>
    %276 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %278 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %280 = "stablehlo.select"(%275, %277, %279) : (tensor<4x17xi1>, tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %281 = "stablehlo.divide"(%272, %280) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %282 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %283 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %284 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %285 = "stablehlo.subtract"(%244, %284) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %286 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x1xf32>
    %288 = "stablehlo.add"(%283, %287) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %289 = "stablehlo.rsqrt"(%288) : (tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %290 = "stablehlo.divide"(%289, %288) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %291 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x1xf32>
    %293 = "stablehlo.multiply"(%292, %290) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %294 = "stablehlo.reshape"(%arg54) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %295 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %296 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %297 = "stablehlo.multiply"(%295, %296) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %298 = "stablehlo.multiply"(%285, %297) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %299 = "stablehlo.reshape"(%arg53) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %301 = "stablehlo.add"(%298, %300) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %302 = "stablehlo.dot_general"(%301, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %303 = "stablehlo.reshape"(%arg43) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %305 = "stablehlo.add"(%302, %304) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %306 = "stablehlo.reshape"(%305) : (tensor<4x17x32xf32>) -> tensor<4x17x4x8xf32>
    %307 = "stablehlo.dot_general"(%301, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %308 = "stablehlo.reshape"(%arg45) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %310 = "stablehlo.add"(%307, %309) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %311 = "stablehlo.reshape"(%310) : (tensor<4x17x32xf32>) -> tensor<4x17x4x8xf32>
    %312 = "stablehlo.dot_general"(%301, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %313 = "stablehlo.reshape"(%arg41) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %315 = "stablehlo.add"(%312, %314) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %316 = "stablehlo.reshape"(%315) : (tensor<4x17x32xf32>) -> tensor<4x17x4x8xf32>
    %317 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.sqrt"(%317) : (tensor<f32>) -> tensor<f32>
    %319 = "stablehlo.convert"(%318) : (tensor<f32>) -> tensor<f32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x4x8xf32>
    %321 = "stablehlo.divide"(%306, %320) : (tensor<4x17x4x8xf32>, tensor<4x17x4x8xf32>) -> tensor<4x17x4x8xf32>
    %322 = "stablehlo.dot_general"(%321, %316) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x4x8xf32>, tensor<4x17x4x8xf32>) -> tensor<4x4x17x17xf32>
    %323 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.reduce"(%322, %323) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %1160 = "stablehlo.maximum"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1160) : (tensor<f32>) -> ()
    }) : (tensor<4x4x17x17xf32>, tensor<f32>) -> tensor<4x4x17xf32>
    %325 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x17xf32>
    %327 = "stablehlo.maximum"(%326, %324) : (tensor<4x4x17xf32>, tensor<4x4x17xf32>) -> tensor<4x4x17xf32>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x17xf32>) -> tensor<4x4x17x1xf32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x17x1xf32>) -> tensor<4x4x17x17xf32>
    %330 = "stablehlo.subtract"(%322, %329) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %331 = "stablehlo.exponential"(%330) : (tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %332 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %333 = "stablehlo.reduce"(%331, %332) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %1159 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1159) : (tensor<f32>) -> ()
    }) : (tensor<4x4x17x17xf32>, tensor<f32>) -> tensor<4x4x17xf32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x17xf32>) -> tensor<4x4x17x1xf32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x17x1xf32>) -> tensor<4x4x17x17xf32>
    %336 = "stablehlo.divide"(%331, %335) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %337 = "stablehlo.multiply"(%334, %334) : (tensor<4x4x17x1xf32>, tensor<4x4x17x1xf32>) -> tensor<4x4x17x1xf32>
    %338 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x17x1xf32>
    %340 = "stablehlo.divide"(%339, %337) : (tensor<4x4x17x1xf32>, tensor<4x4x17x1xf32>) -> tensor<4x4x17x1xf32>
    %341 = "stablehlo.dot_general"(%311, %336) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x4x8xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x8x17xf32>
    %342 = "stablehlo.transpose"(%341) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x17xf32>) -> tensor<4x17x4x8xf32>
    %343 = "stablehlo.reshape"(%342) : (tensor<4x17x4x8xf32>) -> tensor<4x17x32xf32>
    %344 = "stablehlo.dot_general"(%343, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %345 = "stablehlo.reshape"(%arg47) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %347 = "stablehlo.add"(%344, %346) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %348 = "stablehlo.add"(%347, %244) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %349 = "chlo.square"(%348) : (tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %350 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x32xf32>
    %352 = "stablehlo.multiply"(%351, %348) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %353 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.reduce"(%348, %353) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %1158 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1158) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %355 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %357 = "stablehlo.divide"(%354, %356) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %358 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.reduce"(%349, %358) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %1157 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1157) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %360 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %362 = "stablehlo.divide"(%359, %361) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %363 = "chlo.square"(%357) : (tensor<4x17xf32>) -> tensor<4x17xf32>
    %364 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %366 = "stablehlo.multiply"(%365, %357) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %367 = "stablehlo.subtract"(%362, %363) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %368 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %370 = "stablehlo.maximum"(%369, %367) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %371 = "stablehlo.compare"(%367, %370) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xi1>
    %372 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %374 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %376 = "stablehlo.select"(%371, %373, %375) : (tensor<4x17xi1>, tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %377 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %379 = "stablehlo.compare"(%378, %370) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xi1>
    %380 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %382 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %384 = "stablehlo.select"(%379, %381, %383) : (tensor<4x17xi1>, tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %385 = "stablehlo.divide"(%376, %384) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %386 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %387 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %388 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %389 = "stablehlo.subtract"(%348, %388) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %390 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x1xf32>
    %392 = "stablehlo.add"(%387, %391) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %393 = "stablehlo.rsqrt"(%392) : (tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %394 = "stablehlo.divide"(%393, %392) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %395 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x1xf32>
    %397 = "stablehlo.multiply"(%396, %394) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %398 = "stablehlo.reshape"(%arg52) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %399 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %400 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %401 = "stablehlo.multiply"(%399, %400) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %402 = "stablehlo.multiply"(%389, %401) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %403 = "stablehlo.reshape"(%arg51) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %405 = "stablehlo.add"(%402, %404) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %406 = "stablehlo.dot_general"(%405, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x64xf32>) -> tensor<4x17x64xf32>
    %407 = "stablehlo.reshape"(%arg49) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x17x64xf32>
    %409 = "stablehlo.add"(%406, %408) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %410 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x64xf32>
    %412 = "stablehlo.multiply"(%411, %409) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %413 = "stablehlo.negate"(%409) : (tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %414 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x64xf32>
    %416 = "stablehlo.multiply"(%413, %415) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %417 = "chlo.erfc"(%416) : (tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %418 = "chlo.square"(%416) : (tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %419 = "stablehlo.negate"(%418) : (tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %420 = "stablehlo.exponential"(%419) : (tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %421 = "stablehlo.multiply"(%412, %417) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %422 = "stablehlo.dot_general"(%421, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x64xf32>, tensor<64x32xf32>) -> tensor<4x17x32xf32>
    %423 = "stablehlo.reshape"(%arg55) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %425 = "stablehlo.add"(%422, %424) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %426 = "stablehlo.add"(%425, %348) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %427 = "chlo.square"(%426) : (tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %428 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x32xf32>
    %430 = "stablehlo.multiply"(%429, %426) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %431 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %432 = "stablehlo.reduce"(%426, %431) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
      %1156 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1156) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %433 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %435 = "stablehlo.divide"(%432, %434) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %436 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %437 = "stablehlo.reduce"(%427, %436) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %1155 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1155) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %438 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %440 = "stablehlo.divide"(%437, %439) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %441 = "chlo.square"(%435) : (tensor<4x17xf32>) -> tensor<4x17xf32>
    %442 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %444 = "stablehlo.multiply"(%443, %435) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %445 = "stablehlo.subtract"(%440, %441) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %446 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %448 = "stablehlo.maximum"(%447, %445) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %449 = "stablehlo.compare"(%445, %448) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xi1>
    %450 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %452 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %454 = "stablehlo.select"(%449, %451, %453) : (tensor<4x17xi1>, tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %455 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %457 = "stablehlo.compare"(%456, %448) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xi1>
    %458 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %460 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %462 = "stablehlo.select"(%457, %459, %461) : (tensor<4x17xi1>, tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %463 = "stablehlo.divide"(%454, %462) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %464 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %465 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %466 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %467 = "stablehlo.subtract"(%426, %466) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %468 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x1xf32>
    %470 = "stablehlo.add"(%465, %469) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %471 = "stablehlo.rsqrt"(%470) : (tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %472 = "stablehlo.divide"(%471, %470) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %473 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x1xf32>
    %475 = "stablehlo.multiply"(%474, %472) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %476 = "stablehlo.reshape"(%arg58) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %477 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %478 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %479 = "stablehlo.multiply"(%477, %478) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %480 = "stablehlo.multiply"(%467, %479) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %481 = "stablehlo.reshape"(%arg57) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %483 = "stablehlo.add"(%480, %482) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %484 = "stablehlo.slice"(%483) <{limit_indices = array<i64: 4, 1, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x17x32xf32>) -> tensor<4x1x32xf32>
    %485 = "stablehlo.reshape"(%484) : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
    %486 = "stablehlo.dot_general"(%485, %arg20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<4x4xf32>
    %487 = "stablehlo.reshape"(%arg19) : (tensor<4xf32>) -> tensor<1x4xf32>
    %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %489 = "stablehlo.add"(%486, %488) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %490 = "stablehlo.broadcast_in_dim"(%arg59) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %491:2 = "func.call"(%489, %490) <{callee = @take_along_axis}> : (tensor<4x4xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
    %492 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %493:2 = "func.call"(%491#0, %492) <{callee = @_take}> : (tensor<4x1xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>)
    %494 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.reduce"(%489, %494) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %1154 = "stablehlo.maximum"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1154) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %496 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %498 = "stablehlo.maximum"(%497, %495) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %499 = "stablehlo.is_finite"(%498) : (tensor<4xf32>) -> tensor<4xi1>
    %500 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %501 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %502 = "stablehlo.select"(%499, %498, %501) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %504 = "stablehlo.broadcast_in_dim"(%503) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %505 = "stablehlo.subtract"(%489, %504) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %506 = "stablehlo.exponential"(%505) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %507 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %508 = "stablehlo.reduce"(%506, %507) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %1153 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1153) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %509 = "stablehlo.abs"(%508) : (tensor<4xf32>) -> tensor<4xf32>
    %510 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %512 = "stablehlo.compare"(%508, %511) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %513 = "stablehlo.log"(%509) : (tensor<4xf32>) -> tensor<4xf32>
    %514 = "stablehlo.add"(%513, %502) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %515 = "stablehlo.subtract"(%514, %493#0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %516 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.reduce"(%515, %516) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1152 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1152) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %518 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %519 = "stablehlo.divide"(%517, %518) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %520 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %522 = "stablehlo.divide"(%520, %521) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %523 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %524 = "stablehlo.negate"(%523) : (tensor<4xf32>) -> tensor<4xf32>
    %525 = "stablehlo.divide"(%523, %509) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %526 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %527 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %528 = "stablehlo.select"(%512, %527, %525) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %529 = "stablehlo.select"(%512, %525, %527) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %530 = "stablehlo.negate"(%528) : (tensor<4xf32>) -> tensor<4xf32>
    %531 = "stablehlo.add"(%529, %530) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %532 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x4xf32>
    %533 = "stablehlo.multiply"(%532, %506) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %534 = "func.call"(%493#1, %524) <{callee = @_take_0}> : (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    %535 = "func.call"(%491#1, %534) <{callee = @take_along_axis_1}> : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x4xf32>
    %536 = "stablehlo.add"(%533, %535) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %537 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %538 = "stablehlo.reduce"(%536, %537) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %1151 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1151) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %539 = "stablehlo.reshape"(%538) : (tensor<4xf32>) -> tensor<1x4xf32>
    %540 = "stablehlo.reshape"(%539) : (tensor<1x4xf32>) -> tensor<4xf32>
    %541 = "stablehlo.dot_general"(%536, %485) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %542 = "stablehlo.transpose"(%541) <{permutation = array<i64: 1, 0>}> : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %543 = "stablehlo.dot_general"(%536, %arg20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<32x4xf32>) -> tensor<4x32xf32>
    %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x32xf32>) -> tensor<4x1x32xf32>
    %545 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %546 = "stablehlo.pad"(%544, %545) <{edge_padding_high = array<i64: 0, 16, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<4x1x32xf32>, tensor<f32>) -> tensor<4x17x32xf32>
    %547 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %548 = "stablehlo.reduce"(%546, %547) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %1150 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1150) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %549 = "stablehlo.reshape"(%548) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %550 = "stablehlo.reshape"(%549) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %551 = "stablehlo.multiply"(%467, %546) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %552 = "stablehlo.multiply"(%546, %479) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %553 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %554 = "stablehlo.multiply"(%553, %551) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %555 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %556 = "stablehlo.reduce"(%554, %555) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %1149 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1149) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %557 = "stablehlo.reshape"(%556) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %558 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %559 = "stablehlo.multiply"(%551, %558) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %560 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.reduce"(%559, %560) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %1148 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1148) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %562 = "stablehlo.reshape"(%561) : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %563 = "stablehlo.reshape"(%557) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %564 = "stablehlo.multiply"(%562, %475) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %565 = "stablehlo.negate"(%552) : (tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %566 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %567 = "stablehlo.reduce"(%565, %566) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %1147 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1147) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %568 = "stablehlo.reshape"(%567) : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %569 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %570 = "stablehlo.reduce"(%564, %569) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %1146 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1146) : (tensor<f32>) -> ()
    }) : (tensor<4x17x1xf32>, tensor<f32>) -> tensor<4x17xf32>
    %571 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %572 = "stablehlo.reduce"(%568, %571) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %1145 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1145) : (tensor<f32>) -> ()
    }) : (tensor<4x17x1xf32>, tensor<f32>) -> tensor<4x17xf32>
    %573 = "stablehlo.multiply"(%570, %463) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %574 = "stablehlo.negate"(%573) : (tensor<4x17xf32>) -> tensor<4x17xf32>
    %575 = "stablehlo.multiply"(%574, %444) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %576 = "stablehlo.add"(%572, %575) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %577 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %578 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %579 = "stablehlo.divide"(%573, %578) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x32xf32>
    %581 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %583 = "stablehlo.divide"(%576, %582) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %584 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x32xf32>
    %585 = "stablehlo.add"(%552, %584) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %586 = "stablehlo.multiply"(%580, %430) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %587 = "stablehlo.add"(%585, %586) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %588 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %589 = "stablehlo.reduce"(%587, %588) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %1144 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1144) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %590 = "stablehlo.reshape"(%589) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %591 = "stablehlo.reshape"(%590) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %592 = "stablehlo.dot_general"(%587, %421) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<4x17x64xf32>) -> tensor<32x64xf32>
    %593 = "stablehlo.transpose"(%592) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %594 = "stablehlo.dot_general"(%587, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<64x32xf32>) -> tensor<4x17x64xf32>
    %595 = "stablehlo.multiply"(%412, %594) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %596 = "stablehlo.multiply"(%594, %417) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %597 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %598 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x64xf32>
    %599 = "stablehlo.multiply"(%598, %595) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %600 = "stablehlo.multiply"(%599, %420) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %601 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x64xf32>
    %603 = "stablehlo.multiply"(%600, %602) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %604 = "stablehlo.negate"(%603) : (tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %605 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x64xf32>
    %607 = "stablehlo.multiply"(%606, %596) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %608 = "stablehlo.add"(%604, %607) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %609 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %610 = "stablehlo.reduce"(%608, %609) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %1143 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1143) : (tensor<f32>) -> ()
    }) : (tensor<4x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %611 = "stablehlo.reshape"(%610) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %612 = "stablehlo.reshape"(%611) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %613 = "stablehlo.dot_general"(%608, %405) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x64xf32>, tensor<4x17x32xf32>) -> tensor<64x32xf32>
    %614 = "stablehlo.transpose"(%613) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %615 = "stablehlo.dot_general"(%608, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x64xf32>, tensor<32x64xf32>) -> tensor<4x17x32xf32>
    %616 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %617 = "stablehlo.reduce"(%615, %616) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %1142 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1142) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %618 = "stablehlo.reshape"(%617) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %619 = "stablehlo.reshape"(%618) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %620 = "stablehlo.multiply"(%389, %615) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %621 = "stablehlo.multiply"(%615, %401) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %622 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %623 = "stablehlo.multiply"(%622, %620) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %624 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %625 = "stablehlo.reduce"(%623, %624) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %1141 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1141) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %626 = "stablehlo.reshape"(%625) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %627 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %628 = "stablehlo.multiply"(%620, %627) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %629 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %630 = "stablehlo.reduce"(%628, %629) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %1140 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1140) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %631 = "stablehlo.reshape"(%630) : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %632 = "stablehlo.reshape"(%626) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %633 = "stablehlo.multiply"(%631, %397) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %634 = "stablehlo.negate"(%621) : (tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %635 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %636 = "stablehlo.reduce"(%634, %635) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %1139 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1139) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %637 = "stablehlo.reshape"(%636) : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %638 = "stablehlo.add"(%587, %621) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %639 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %640 = "stablehlo.reduce"(%633, %639) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %1138 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1138) : (tensor<f32>) -> ()
    }) : (tensor<4x17x1xf32>, tensor<f32>) -> tensor<4x17xf32>
    %641 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %642 = "stablehlo.reduce"(%637, %641) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %1137 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1137) : (tensor<f32>) -> ()
    }) : (tensor<4x17x1xf32>, tensor<f32>) -> tensor<4x17xf32>
    %643 = "stablehlo.multiply"(%640, %385) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %644 = "stablehlo.negate"(%643) : (tensor<4x17xf32>) -> tensor<4x17xf32>
    %645 = "stablehlo.multiply"(%644, %366) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %646 = "stablehlo.add"(%642, %645) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %647 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %648 = "stablehlo.broadcast_in_dim"(%647) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %649 = "stablehlo.divide"(%643, %648) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %650 = "stablehlo.broadcast_in_dim"(%649) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x32xf32>
    %651 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %652 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %653 = "stablehlo.divide"(%646, %652) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %654 = "stablehlo.broadcast_in_dim"(%653) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x32xf32>
    %655 = "stablehlo.add"(%638, %654) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %656 = "stablehlo.multiply"(%650, %352) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %657 = "stablehlo.add"(%655, %656) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %658 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %659 = "stablehlo.reduce"(%657, %658) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1136 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1136) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %660 = "stablehlo.reshape"(%659) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %661 = "stablehlo.reshape"(%660) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %662 = "stablehlo.dot_general"(%657, %343) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<32x32xf32>
    %663 = "stablehlo.transpose"(%662) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %664 = "stablehlo.dot_general"(%657, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %665 = "stablehlo.reshape"(%664) : (tensor<4x17x32xf32>) -> tensor<4x17x4x8xf32>
    %666 = "stablehlo.transpose"(%665) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x17x4x8xf32>) -> tensor<4x4x8x17xf32>
    %667 = "stablehlo.dot_general"(%666, %311) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x17xf32>, tensor<4x17x4x8xf32>) -> tensor<4x4x17x17xf32>
    %668 = "stablehlo.dot_general"(%666, %336) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x8x17xf32>
    %669 = "stablehlo.transpose"(%668) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x17xf32>) -> tensor<4x17x4x8xf32>
    %670 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x17x1xf32>) -> tensor<4x4x17x17xf32>
    %671 = "stablehlo.multiply"(%667, %670) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %672 = "stablehlo.multiply"(%671, %331) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %673 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %674 = "stablehlo.reduce"(%672, %673) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1135 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1135) : (tensor<f32>) -> ()
    }) : (tensor<4x4x17x17xf32>, tensor<f32>) -> tensor<4x4x17xf32>
    %675 = "stablehlo.reshape"(%674) : (tensor<4x4x17xf32>) -> tensor<4x4x17x1xf32>
    %676 = "stablehlo.negate"(%675) : (tensor<4x4x17x1xf32>) -> tensor<4x4x17x1xf32>
    %677 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x17x1xf32>) -> tensor<4x4x17x17xf32>
    %678 = "stablehlo.divide"(%667, %677) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %679 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %680 = "stablehlo.reduce"(%676, %679) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1134 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1134) : (tensor<f32>) -> ()
    }) : (tensor<4x4x17x1xf32>, tensor<f32>) -> tensor<4x4x17xf32>
    %681 = "stablehlo.broadcast_in_dim"(%680) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x17xf32>) -> tensor<4x4x17x17xf32>
    %682 = "stablehlo.add"(%678, %681) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %683 = "stablehlo.multiply"(%682, %331) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %684 = "stablehlo.dot_general"(%683, %321) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x17x17xf32>, tensor<4x17x4x8xf32>) -> tensor<4x4x17x8xf32>
    %685 = "stablehlo.transpose"(%684) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x17x8xf32>) -> tensor<4x17x4x8xf32>
    %686 = "stablehlo.dot_general"(%683, %316) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x17x17xf32>, tensor<4x17x4x8xf32>) -> tensor<4x4x17x8xf32>
    %687 = "stablehlo.transpose"(%686) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x17x8xf32>) -> tensor<4x17x4x8xf32>
    %688 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x4x8xf32>
    %689 = "stablehlo.divide"(%687, %688) : (tensor<4x17x4x8xf32>, tensor<4x17x4x8xf32>) -> tensor<4x17x4x8xf32>
    %690 = "stablehlo.reshape"(%685) : (tensor<4x17x4x8xf32>) -> tensor<4x17x32xf32>
    %691 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %692 = "stablehlo.reduce"(%690, %691) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1133 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1133) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %693 = "stablehlo.reshape"(%692) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %694 = "stablehlo.reshape"(%693) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %695 = "stablehlo.dot_general"(%690, %301) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<32x32xf32>
    %696 = "stablehlo.transpose"(%695) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %697 = "stablehlo.dot_general"(%690, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %698 = "stablehlo.reshape"(%669) : (tensor<4x17x4x8xf32>) -> tensor<4x17x32xf32>
    %699 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %700 = "stablehlo.reduce"(%698, %699) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1132 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1132) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %701 = "stablehlo.reshape"(%700) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %702 = "stablehlo.reshape"(%701) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %703 = "stablehlo.dot_general"(%698, %301) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<32x32xf32>
    %704 = "stablehlo.transpose"(%703) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %705 = "stablehlo.dot_general"(%698, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %706 = "stablehlo.add"(%697, %705) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %707 = "stablehlo.reshape"(%689) : (tensor<4x17x4x8xf32>) -> tensor<4x17x32xf32>
    %708 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %709 = "stablehlo.reduce"(%707, %708) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1131 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1131) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %710 = "stablehlo.reshape"(%709) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %711 = "stablehlo.reshape"(%710) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %712 = "stablehlo.dot_general"(%707, %301) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<32x32xf32>
    %713 = "stablehlo.transpose"(%712) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %714 = "stablehlo.dot_general"(%707, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %715 = "stablehlo.add"(%706, %714) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %716 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %717 = "stablehlo.reduce"(%715, %716) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1130 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1130) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %718 = "stablehlo.reshape"(%717) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %719 = "stablehlo.reshape"(%718) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %720 = "stablehlo.multiply"(%285, %715) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %721 = "stablehlo.multiply"(%715, %297) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %722 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %723 = "stablehlo.multiply"(%722, %720) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %724 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %725 = "stablehlo.reduce"(%723, %724) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1129 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1129) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %726 = "stablehlo.reshape"(%725) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %727 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %728 = "stablehlo.multiply"(%720, %727) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %729 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %730 = "stablehlo.reduce"(%728, %729) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %1128 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1128) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %731 = "stablehlo.reshape"(%730) : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %732 = "stablehlo.reshape"(%726) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %733 = "stablehlo.multiply"(%731, %293) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %734 = "stablehlo.negate"(%721) : (tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %735 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %736 = "stablehlo.reduce"(%734, %735) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %1127 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1127) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %737 = "stablehlo.reshape"(%736) : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %738 = "stablehlo.add"(%657, %721) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %739 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %740 = "stablehlo.reduce"(%733, %739) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %1126 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1126) : (tensor<f32>) -> ()
    }) : (tensor<4x17x1xf32>, tensor<f32>) -> tensor<4x17xf32>
    %741 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %742 = "stablehlo.reduce"(%737, %741) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %1125 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1125) : (tensor<f32>) -> ()
    }) : (tensor<4x17x1xf32>, tensor<f32>) -> tensor<4x17xf32>
    %743 = "stablehlo.multiply"(%740, %281) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %744 = "stablehlo.negate"(%743) : (tensor<4x17xf32>) -> tensor<4x17xf32>
    %745 = "stablehlo.multiply"(%744, %262) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %746 = "stablehlo.add"(%742, %745) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %747 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %748 = "stablehlo.broadcast_in_dim"(%747) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %749 = "stablehlo.divide"(%743, %748) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %750 = "stablehlo.broadcast_in_dim"(%749) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x32xf32>
    %751 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %752 = "stablehlo.broadcast_in_dim"(%751) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %753 = "stablehlo.divide"(%746, %752) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %754 = "stablehlo.broadcast_in_dim"(%753) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x32xf32>
    %755 = "stablehlo.add"(%738, %754) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %756 = "stablehlo.multiply"(%750, %248) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %757 = "stablehlo.add"(%755, %756) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %758 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %759 = "stablehlo.reduce"(%757, %758) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %1124 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1124) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %760 = "stablehlo.reshape"(%759) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %761 = "stablehlo.reshape"(%760) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %762 = "stablehlo.dot_general"(%757, %239) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<4x17x64xf32>) -> tensor<32x64xf32>
    %763 = "stablehlo.transpose"(%762) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %764 = "stablehlo.dot_general"(%757, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<64x32xf32>) -> tensor<4x17x64xf32>
    %765 = "stablehlo.multiply"(%230, %764) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %766 = "stablehlo.multiply"(%764, %235) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %767 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %768 = "stablehlo.broadcast_in_dim"(%767) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x64xf32>
    %769 = "stablehlo.multiply"(%768, %765) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %770 = "stablehlo.multiply"(%769, %238) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %771 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %772 = "stablehlo.broadcast_in_dim"(%771) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x64xf32>
    %773 = "stablehlo.multiply"(%770, %772) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %774 = "stablehlo.negate"(%773) : (tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %775 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %776 = "stablehlo.broadcast_in_dim"(%775) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x64xf32>
    %777 = "stablehlo.multiply"(%776, %766) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %778 = "stablehlo.add"(%774, %777) : (tensor<4x17x64xf32>, tensor<4x17x64xf32>) -> tensor<4x17x64xf32>
    %779 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %780 = "stablehlo.reduce"(%778, %779) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %1123 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1123) : (tensor<f32>) -> ()
    }) : (tensor<4x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %781 = "stablehlo.reshape"(%780) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %782 = "stablehlo.reshape"(%781) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %783 = "stablehlo.dot_general"(%778, %223) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x64xf32>, tensor<4x17x32xf32>) -> tensor<64x32xf32>
    %784 = "stablehlo.transpose"(%783) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %785 = "stablehlo.dot_general"(%778, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x64xf32>, tensor<32x64xf32>) -> tensor<4x17x32xf32>
    %786 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %787 = "stablehlo.reduce"(%785, %786) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %1122 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1122) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %788 = "stablehlo.reshape"(%787) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %789 = "stablehlo.reshape"(%788) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %790 = "stablehlo.multiply"(%207, %785) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %791 = "stablehlo.multiply"(%785, %219) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %792 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %793 = "stablehlo.multiply"(%792, %790) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %794 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %795 = "stablehlo.reduce"(%793, %794) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %1121 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1121) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %796 = "stablehlo.reshape"(%795) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %797 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %798 = "stablehlo.multiply"(%790, %797) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %799 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %800 = "stablehlo.reduce"(%798, %799) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %1120 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1120) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %801 = "stablehlo.reshape"(%800) : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %802 = "stablehlo.reshape"(%796) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %803 = "stablehlo.multiply"(%801, %215) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %804 = "stablehlo.negate"(%791) : (tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %805 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %806 = "stablehlo.reduce"(%804, %805) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %1119 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1119) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %807 = "stablehlo.reshape"(%806) : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %808 = "stablehlo.add"(%757, %791) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %809 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %810 = "stablehlo.reduce"(%803, %809) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %1118 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1118) : (tensor<f32>) -> ()
    }) : (tensor<4x17x1xf32>, tensor<f32>) -> tensor<4x17xf32>
    %811 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %812 = "stablehlo.reduce"(%807, %811) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %1117 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1117) : (tensor<f32>) -> ()
    }) : (tensor<4x17x1xf32>, tensor<f32>) -> tensor<4x17xf32>
    %813 = "stablehlo.multiply"(%810, %203) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %814 = "stablehlo.negate"(%813) : (tensor<4x17xf32>) -> tensor<4x17xf32>
    %815 = "stablehlo.multiply"(%814, %184) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %816 = "stablehlo.add"(%812, %815) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %817 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %818 = "stablehlo.broadcast_in_dim"(%817) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %819 = "stablehlo.divide"(%813, %818) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %820 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x32xf32>
    %821 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %822 = "stablehlo.broadcast_in_dim"(%821) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %823 = "stablehlo.divide"(%816, %822) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %824 = "stablehlo.broadcast_in_dim"(%823) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x32xf32>
    %825 = "stablehlo.add"(%808, %824) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %826 = "stablehlo.multiply"(%820, %170) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %827 = "stablehlo.add"(%825, %826) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %828 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %829 = "stablehlo.reduce"(%827, %828) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %1116 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1116) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %830 = "stablehlo.reshape"(%829) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %831 = "stablehlo.reshape"(%830) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %832 = "stablehlo.dot_general"(%827, %161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<32x32xf32>
    %833 = "stablehlo.transpose"(%832) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %834 = "stablehlo.dot_general"(%827, %arg32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %835 = "stablehlo.reshape"(%834) : (tensor<4x17x32xf32>) -> tensor<4x17x4x8xf32>
    %836 = "stablehlo.transpose"(%835) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x17x4x8xf32>) -> tensor<4x4x8x17xf32>
    %837 = "stablehlo.dot_general"(%836, %129) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x17xf32>, tensor<4x17x4x8xf32>) -> tensor<4x4x17x17xf32>
    %838 = "stablehlo.dot_general"(%836, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x8x17xf32>
    %839 = "stablehlo.transpose"(%838) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x17xf32>) -> tensor<4x17x4x8xf32>
    %840 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x17x1xf32>) -> tensor<4x4x17x17xf32>
    %841 = "stablehlo.multiply"(%837, %840) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %842 = "stablehlo.multiply"(%841, %149) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %843 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %844 = "stablehlo.reduce"(%842, %843) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %1115 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1115) : (tensor<f32>) -> ()
    }) : (tensor<4x4x17x17xf32>, tensor<f32>) -> tensor<4x4x17xf32>
    %845 = "stablehlo.reshape"(%844) : (tensor<4x4x17xf32>) -> tensor<4x4x17x1xf32>
    %846 = "stablehlo.negate"(%845) : (tensor<4x4x17x1xf32>) -> tensor<4x4x17x1xf32>
    %847 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x17x1xf32>) -> tensor<4x4x17x17xf32>
    %848 = "stablehlo.divide"(%837, %847) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %849 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %850 = "stablehlo.reduce"(%846, %849) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %1114 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1114) : (tensor<f32>) -> ()
    }) : (tensor<4x4x17x1xf32>, tensor<f32>) -> tensor<4x4x17xf32>
    %851 = "stablehlo.broadcast_in_dim"(%850) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x17xf32>) -> tensor<4x4x17x17xf32>
    %852 = "stablehlo.add"(%848, %851) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %853 = "stablehlo.multiply"(%852, %149) : (tensor<4x4x17x17xf32>, tensor<4x4x17x17xf32>) -> tensor<4x4x17x17xf32>
    %854 = "stablehlo.dot_general"(%853, %139) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x17x17xf32>, tensor<4x17x4x8xf32>) -> tensor<4x4x17x8xf32>
    %855 = "stablehlo.transpose"(%854) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x17x8xf32>) -> tensor<4x17x4x8xf32>
    %856 = "stablehlo.dot_general"(%853, %134) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x17x17xf32>, tensor<4x17x4x8xf32>) -> tensor<4x4x17x8xf32>
    %857 = "stablehlo.transpose"(%856) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x17x8xf32>) -> tensor<4x17x4x8xf32>
    %858 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17x4x8xf32>
    %859 = "stablehlo.divide"(%857, %858) : (tensor<4x17x4x8xf32>, tensor<4x17x4x8xf32>) -> tensor<4x17x4x8xf32>
    %860 = "stablehlo.reshape"(%855) : (tensor<4x17x4x8xf32>) -> tensor<4x17x32xf32>
    %861 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %862 = "stablehlo.reduce"(%860, %861) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %1113 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1113) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %863 = "stablehlo.reshape"(%862) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %864 = "stablehlo.reshape"(%863) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %865 = "stablehlo.dot_general"(%860, %119) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<32x32xf32>
    %866 = "stablehlo.transpose"(%865) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %867 = "stablehlo.dot_general"(%860, %arg26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %868 = "stablehlo.reshape"(%839) : (tensor<4x17x4x8xf32>) -> tensor<4x17x32xf32>
    %869 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %870 = "stablehlo.reduce"(%868, %869) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %1112 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1112) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %871 = "stablehlo.reshape"(%870) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %872 = "stablehlo.reshape"(%871) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %873 = "stablehlo.dot_general"(%868, %119) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<32x32xf32>
    %874 = "stablehlo.transpose"(%873) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %875 = "stablehlo.dot_general"(%868, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %876 = "stablehlo.add"(%867, %875) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %877 = "stablehlo.reshape"(%859) : (tensor<4x17x4x8xf32>) -> tensor<4x17x32xf32>
    %878 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %879 = "stablehlo.reduce"(%877, %878) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %1111 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1111) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %880 = "stablehlo.reshape"(%879) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %881 = "stablehlo.reshape"(%880) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %882 = "stablehlo.dot_general"(%877, %119) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<32x32xf32>
    %883 = "stablehlo.transpose"(%882) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %884 = "stablehlo.dot_general"(%877, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x17x32xf32>, tensor<32x32xf32>) -> tensor<4x17x32xf32>
    %885 = "stablehlo.add"(%876, %884) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %886 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %887 = "stablehlo.reduce"(%885, %886) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %1110 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1110) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %888 = "stablehlo.reshape"(%887) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %889 = "stablehlo.reshape"(%888) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %890 = "stablehlo.multiply"(%103, %885) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %891 = "stablehlo.multiply"(%885, %115) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %892 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x17x1xf32>) -> tensor<4x17x32xf32>
    %893 = "stablehlo.multiply"(%892, %890) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %894 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %895 = "stablehlo.reduce"(%893, %894) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %1109 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1109) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %896 = "stablehlo.reshape"(%895) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %897 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x17x32xf32>
    %898 = "stablehlo.multiply"(%890, %897) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %899 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %900 = "stablehlo.reduce"(%898, %899) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %1108 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1108) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %901 = "stablehlo.reshape"(%900) : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %902 = "stablehlo.reshape"(%896) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %903 = "stablehlo.multiply"(%901, %111) : (tensor<4x17x1xf32>, tensor<4x17x1xf32>) -> tensor<4x17x1xf32>
    %904 = "stablehlo.negate"(%891) : (tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %905 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %906 = "stablehlo.reduce"(%904, %905) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %1107 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1107) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<4x17xf32>
    %907 = "stablehlo.reshape"(%906) : (tensor<4x17xf32>) -> tensor<4x17x1xf32>
    %908 = "stablehlo.add"(%827, %891) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %909 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %910 = "stablehlo.reduce"(%903, %909) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %1106 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1106) : (tensor<f32>) -> ()
    }) : (tensor<4x17x1xf32>, tensor<f32>) -> tensor<4x17xf32>
    %911 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %912 = "stablehlo.reduce"(%907, %911) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %1105 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1105) : (tensor<f32>) -> ()
    }) : (tensor<4x17x1xf32>, tensor<f32>) -> tensor<4x17xf32>
    %913 = "stablehlo.multiply"(%910, %99) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %914 = "stablehlo.negate"(%913) : (tensor<4x17xf32>) -> tensor<4x17xf32>
    %915 = "stablehlo.multiply"(%914, %80) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %916 = "stablehlo.add"(%912, %915) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %917 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %918 = "stablehlo.broadcast_in_dim"(%917) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %919 = "stablehlo.divide"(%913, %918) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %920 = "stablehlo.broadcast_in_dim"(%919) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x32xf32>
    %921 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %922 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x17xf32>
    %923 = "stablehlo.divide"(%916, %922) : (tensor<4x17xf32>, tensor<4x17xf32>) -> tensor<4x17xf32>
    %924 = "stablehlo.broadcast_in_dim"(%923) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x17xf32>) -> tensor<4x17x32xf32>
    %925 = "stablehlo.add"(%908, %924) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %926 = "stablehlo.multiply"(%920, %66) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %927 = "stablehlo.add"(%925, %926) : (tensor<4x17x32xf32>, tensor<4x17x32xf32>) -> tensor<4x17x32xf32>
    %928 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %929 = "stablehlo.reduce"(%927, %928) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %1104 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1104) : (tensor<f32>) -> ()
    }) : (tensor<4x17x32xf32>, tensor<f32>) -> tensor<17x32xf32>
    %930 = "stablehlo.reshape"(%929) : (tensor<17x32xf32>) -> tensor<1x17x32xf32>
    %931 = "stablehlo.slice"(%927) <{limit_indices = array<i64: 4, 1, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x17x32xf32>) -> tensor<4x1x32xf32>
    %932 = "stablehlo.slice"(%927) <{limit_indices = array<i64: 4, 17, 32>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x17x32xf32>) -> tensor<4x16x32xf32>
    %933 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %934 = "stablehlo.reduce"(%931, %933) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %1103 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1103) : (tensor<f32>) -> ()
    }) : (tensor<4x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %935 = "stablehlo.broadcast_in_dim"(%934) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %936 = "stablehlo.reshape"(%932) : (tensor<4x16x32xf32>) -> tensor<4x4x4x32xf32>
    %937 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %938 = "stablehlo.reduce"(%936, %937) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %1102 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1102) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %939 = "stablehlo.reshape"(%938) : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %940 = "stablehlo.reshape"(%939) : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %941 = "stablehlo.convolution"(%53, %936) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 4, 4>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x16x16x3xf32>, tensor<4x4x4x32xf32>) -> tensor<4x4x3x32xf32>
    %942 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %943 = "stablehlo.broadcast_in_dim"(%942) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %944 = "stablehlo.multiply"(%943, %540) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %945 = "stablehlo.subtract"(%arg19, %944) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %946 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %947 = "stablehlo.broadcast_in_dim"(%946) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %948 = "stablehlo.multiply"(%947, %542) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %949 = "stablehlo.subtract"(%arg20, %948) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %950 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %951 = "stablehlo.broadcast_in_dim"(%950) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x32xf32>
    %952 = "stablehlo.multiply"(%951, %935) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %953 = "stablehlo.subtract"(%arg21, %952) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %954 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %955 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %956 = "stablehlo.multiply"(%955, %940) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %957 = "stablehlo.subtract"(%arg22, %956) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %958 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %959 = "stablehlo.broadcast_in_dim"(%958) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %960 = "stablehlo.multiply"(%959, %941) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %961 = "stablehlo.subtract"(%arg23, %960) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %962 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %963 = "stablehlo.broadcast_in_dim"(%962) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x17x32xf32>
    %964 = "stablehlo.multiply"(%963, %930) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %965 = "stablehlo.subtract"(%arg24, %964) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %966 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %967 = "stablehlo.broadcast_in_dim"(%966) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %968 = "stablehlo.multiply"(%967, %864) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %969 = "stablehlo.subtract"(%arg25, %968) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %970 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %971 = "stablehlo.broadcast_in_dim"(%970) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %972 = "stablehlo.multiply"(%971, %866) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %973 = "stablehlo.subtract"(%arg26, %972) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %974 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %975 = "stablehlo.broadcast_in_dim"(%974) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %976 = "stablehlo.multiply"(%975, %881) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %977 = "stablehlo.subtract"(%arg27, %976) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %978 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %979 = "stablehlo.broadcast_in_dim"(%978) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %980 = "stablehlo.multiply"(%979, %883) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %981 = "stablehlo.subtract"(%arg28, %980) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %982 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %983 = "stablehlo.broadcast_in_dim"(%982) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %984 = "stablehlo.multiply"(%983, %872) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %985 = "stablehlo.subtract"(%arg29, %984) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %986 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %987 = "stablehlo.broadcast_in_dim"(%986) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %988 = "stablehlo.multiply"(%987, %874) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %989 = "stablehlo.subtract"(%arg30, %988) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %990 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %991 = "stablehlo.broadcast_in_dim"(%990) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %992 = "stablehlo.multiply"(%991, %831) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %993 = "stablehlo.subtract"(%arg31, %992) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %994 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %995 = "stablehlo.broadcast_in_dim"(%994) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %996 = "stablehlo.multiply"(%995, %833) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %997 = "stablehlo.subtract"(%arg32, %996) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %998 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %999 = "stablehlo.broadcast_in_dim"(%998) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1000 = "stablehlo.multiply"(%999, %782) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1001 = "stablehlo.subtract"(%arg33, %1000) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1002 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1003 = "stablehlo.broadcast_in_dim"(%1002) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1004 = "stablehlo.multiply"(%1003, %784) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1005 = "stablehlo.subtract"(%arg34, %1004) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1006 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1007 = "stablehlo.broadcast_in_dim"(%1006) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1008 = "stablehlo.multiply"(%1007, %789) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1009 = "stablehlo.subtract"(%arg35, %1008) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1010 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1011 = "stablehlo.broadcast_in_dim"(%1010) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1012 = "stablehlo.multiply"(%1011, %802) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1013 = "stablehlo.subtract"(%arg36, %1012) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1014 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1015 = "stablehlo.broadcast_in_dim"(%1014) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1016 = "stablehlo.multiply"(%1015, %889) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1017 = "stablehlo.subtract"(%arg37, %1016) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1018 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1019 = "stablehlo.broadcast_in_dim"(%1018) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1020 = "stablehlo.multiply"(%1019, %902) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1021 = "stablehlo.subtract"(%arg38, %1020) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1022 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1023 = "stablehlo.broadcast_in_dim"(%1022) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1024 = "stablehlo.multiply"(%1023, %761) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1025 = "stablehlo.subtract"(%arg39, %1024) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1026 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1027 = "stablehlo.broadcast_in_dim"(%1026) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1028 = "stablehlo.multiply"(%1027, %763) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1029 = "stablehlo.subtract"(%arg40, %1028) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1030 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1031 = "stablehlo.broadcast_in_dim"(%1030) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1032 = "stablehlo.multiply"(%1031, %694) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1033 = "stablehlo.subtract"(%arg41, %1032) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1034 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1035 = "stablehlo.broadcast_in_dim"(%1034) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1036 = "stablehlo.multiply"(%1035, %696) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1037 = "stablehlo.subtract"(%arg42, %1036) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1038 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1039 = "stablehlo.broadcast_in_dim"(%1038) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1040 = "stablehlo.multiply"(%1039, %711) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1041 = "stablehlo.subtract"(%arg43, %1040) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1042 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1043 = "stablehlo.broadcast_in_dim"(%1042) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1044 = "stablehlo.multiply"(%1043, %713) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1045 = "stablehlo.subtract"(%arg44, %1044) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1046 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1047 = "stablehlo.broadcast_in_dim"(%1046) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1048 = "stablehlo.multiply"(%1047, %702) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1049 = "stablehlo.subtract"(%arg45, %1048) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1050 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1051 = "stablehlo.broadcast_in_dim"(%1050) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1052 = "stablehlo.multiply"(%1051, %704) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1053 = "stablehlo.subtract"(%arg46, %1052) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1054 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1055 = "stablehlo.broadcast_in_dim"(%1054) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1056 = "stablehlo.multiply"(%1055, %661) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1057 = "stablehlo.subtract"(%arg47, %1056) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1058 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1059 = "stablehlo.broadcast_in_dim"(%1058) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1060 = "stablehlo.multiply"(%1059, %663) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1061 = "stablehlo.subtract"(%arg48, %1060) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1062 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1063 = "stablehlo.broadcast_in_dim"(%1062) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1064 = "stablehlo.multiply"(%1063, %612) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1065 = "stablehlo.subtract"(%arg49, %1064) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1066 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1067 = "stablehlo.broadcast_in_dim"(%1066) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1068 = "stablehlo.multiply"(%1067, %614) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1069 = "stablehlo.subtract"(%arg50, %1068) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1070 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1071 = "stablehlo.broadcast_in_dim"(%1070) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1072 = "stablehlo.multiply"(%1071, %619) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1073 = "stablehlo.subtract"(%arg51, %1072) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1074 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1075 = "stablehlo.broadcast_in_dim"(%1074) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1076 = "stablehlo.multiply"(%1075, %632) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1077 = "stablehlo.subtract"(%arg52, %1076) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1078 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1079 = "stablehlo.broadcast_in_dim"(%1078) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1080 = "stablehlo.multiply"(%1079, %719) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1081 = "stablehlo.subtract"(%arg53, %1080) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1082 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1083 = "stablehlo.broadcast_in_dim"(%1082) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1084 = "stablehlo.multiply"(%1083, %732) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1085 = "stablehlo.subtract"(%arg54, %1084) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1086 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1087 = "stablehlo.broadcast_in_dim"(%1086) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1088 = "stablehlo.multiply"(%1087, %591) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1089 = "stablehlo.subtract"(%arg55, %1088) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1090 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1091 = "stablehlo.broadcast_in_dim"(%1090) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1092 = "stablehlo.multiply"(%1091, %593) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1093 = "stablehlo.subtract"(%arg56, %1092) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1094 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1095 = "stablehlo.broadcast_in_dim"(%1094) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1096 = "stablehlo.multiply"(%1095, %550) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1097 = "stablehlo.subtract"(%arg57, %1096) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1098 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1099 = "stablehlo.broadcast_in_dim"(%1098) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1100 = "stablehlo.multiply"(%1099, %563) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1101 = "stablehlo.subtract"(%arg58, %1100) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%519, %945, %949, %953, %957, %961, %965, %969, %973, %977, %981, %985, %989, %993, %997, %1001, %1005, %1009, %1013, %1017, %1021, %1025, %1029, %1033, %1037, %1041, %1045, %1049, %1053, %1057, %1061, %1065, %1069, %1073, %1077, %1081, %1085, %1089, %1093, %1097, %1101) : (tensor<f32>, tensor<4xf32>, tensor<32x4xf32>, tensor<1x1x32xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<1x17x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>) -> ()
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>, res_attrs = [{}], sym_name = "_take_0", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "take_along_axis_1", sym_visibility = "private"}> ({
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
