"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 27 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 28 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 29 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 30 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 31 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 32 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 33 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 34 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 35 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 36 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 37 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 38 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 39 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 40 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 41 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xf32>) -> (tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32x32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['distilbert']['embeddings']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['embeddings']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['embeddings']['position_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['embeddings']['word_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['attention']['k_lin']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['attention']['k_lin']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['attention']['out_lin']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['attention']['out_lin']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['attention']['q_lin']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['attention']['q_lin']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['attention']['v_lin']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['attention']['v_lin']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['ffn']['lin1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['ffn']['lin1']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['ffn']['lin2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['ffn']['lin2']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['output_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['output_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['sa_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['0']['sa_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['attention']['k_lin']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['attention']['k_lin']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['attention']['out_lin']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['attention']['out_lin']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['attention']['q_lin']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['attention']['q_lin']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['attention']['v_lin']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['attention']['v_lin']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['ffn']['lin1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['ffn']['lin1']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['ffn']['lin2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['ffn']['lin2']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['output_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['output_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['sa_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['distilbert']['transformer']['layer']['1']['sa_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vocab_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vocab_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vocab_projector']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vocab_transform']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['vocab_transform']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<8x32xf32>, %arg41: tensor<64x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x32xf32>, %arg50: tensor<64xf32>, %arg51: tensor<32x64xf32>, %arg52: tensor<32xf32>, %arg53: tensor<64x32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32x32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32x32xf32>, %arg62: tensor<32xf32>, %arg63: tensor<32x32xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32x32xf32>, %arg66: tensor<64xf32>, %arg67: tensor<32x64xf32>, %arg68: tensor<32xf32>, %arg69: tensor<64x32xf32>, %arg70: tensor<32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<64xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32x32xf32>, %arg79: tensor<4x8xi32>, %arg80: tensor<4x8xi32>, %arg81: tensor<4x8xf32>):
    %110 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %112:2 = "func.call"(%arg41, %arg79) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %113 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<4x8xi32>
    %115:2 = "func.call"(%arg40, %114) <{callee = @_take_0}> : (tensor<8x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %116 = "stablehlo.add"(%112#0, %115#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %117 = "chlo.square"(%116) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %118 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %120 = "stablehlo.multiply"(%119, %116) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %121 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.reduce"(%116, %121) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg230: tensor<f32>, %arg231: tensor<f32>):
      %1392 = "stablehlo.add"(%arg230, %arg231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1392) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %123 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %125 = "stablehlo.divide"(%122, %124) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %126 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.reduce"(%117, %126) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg228: tensor<f32>, %arg229: tensor<f32>):
      %1391 = "stablehlo.add"(%arg228, %arg229) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1391) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %128 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %130 = "stablehlo.divide"(%127, %129) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %131 = "chlo.square"(%125) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %132 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %134 = "stablehlo.multiply"(%133, %125) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %135 = "stablehlo.subtract"(%130, %131) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %136 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %138 = "stablehlo.maximum"(%137, %135) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %139 = "stablehlo.compare"(%135, %138) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %140 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %142 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %144 = "stablehlo.select"(%139, %141, %143) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %145 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %147 = "stablehlo.compare"(%146, %138) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %148 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %150 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %152 = "stablehlo.select"(%147, %149, %151) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %153 = "stablehlo.divide"(%144, %152) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %154 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %155 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %156 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %157 = "stablehlo.subtract"(%116, %156) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %158 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %160 = "stablehlo.add"(%155, %159) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %161 = "stablehlo.rsqrt"(%160) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %162 = "stablehlo.divide"(%161, %160) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %163 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %165 = "stablehlo.multiply"(%164, %162) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %166 = "stablehlo.reshape"(%arg39) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %167 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %168 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %169 = "stablehlo.multiply"(%167, %168) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %170 = "stablehlo.multiply"(%157, %169) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %171 = "stablehlo.reshape"(%arg38) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %173 = "stablehlo.add"(%170, %172) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %174 = "stablehlo.dot_general"(%173, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %175 = "stablehlo.reshape"(%arg46) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %177 = "stablehlo.add"(%174, %176) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %178 = "stablehlo.reshape"(%177) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %179 = "stablehlo.transpose"(%178) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %180 = "stablehlo.dot_general"(%173, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %181 = "stablehlo.reshape"(%arg42) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %183 = "stablehlo.add"(%180, %182) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %184 = "stablehlo.reshape"(%183) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %185 = "stablehlo.transpose"(%184) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %186 = "stablehlo.dot_general"(%173, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %187 = "stablehlo.reshape"(%arg48) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %189 = "stablehlo.add"(%186, %188) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %190 = "stablehlo.reshape"(%189) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %191 = "stablehlo.transpose"(%190) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %192 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %194 = "stablehlo.divide"(%179, %193) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %195 = "stablehlo.transpose"(%185) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %196 = "stablehlo.dot_general"(%194, %195) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %197 = "stablehlo.reshape"(%111) : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %198 = "stablehlo.convert"(%197) : (tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xf32>
    %199 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %201 = "stablehlo.subtract"(%200, %198) : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %202 = "stablehlo.constant"() <{value = dense<1.000000e+30> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %204 = "stablehlo.multiply"(%203, %201) : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %206 = "stablehlo.subtract"(%196, %205) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %207 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.reduce"(%206, %207) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg226: tensor<f32>, %arg227: tensor<f32>):
      %1390 = "stablehlo.maximum"(%arg226, %arg227) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1390) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %209 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %211 = "stablehlo.maximum"(%210, %208) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %214 = "stablehlo.subtract"(%206, %213) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %215 = "stablehlo.exponential"(%214) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.reduce"(%215, %216) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg224: tensor<f32>, %arg225: tensor<f32>):
      %1389 = "stablehlo.add"(%arg224, %arg225) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1389) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %220 = "stablehlo.divide"(%215, %219) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %221 = "stablehlo.multiply"(%218, %218) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %222 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %224 = "stablehlo.divide"(%223, %221) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %225 = "stablehlo.dot_general"(%220, %191) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %226 = "stablehlo.transpose"(%225) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %227 = "stablehlo.reshape"(%226) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %228 = "stablehlo.dot_general"(%227, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %229 = "stablehlo.reshape"(%arg44) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %231 = "stablehlo.add"(%228, %230) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %232 = "stablehlo.add"(%231, %173) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %233 = "chlo.square"(%232) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %234 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %236 = "stablehlo.multiply"(%235, %232) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.reduce"(%232, %237) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg222: tensor<f32>, %arg223: tensor<f32>):
      %1388 = "stablehlo.add"(%arg222, %arg223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1388) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %239 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %241 = "stablehlo.divide"(%238, %240) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %242 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.reduce"(%233, %242) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg220: tensor<f32>, %arg221: tensor<f32>):
      %1387 = "stablehlo.add"(%arg220, %arg221) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1387) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %244 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %246 = "stablehlo.divide"(%243, %245) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %247 = "chlo.square"(%241) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %248 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %250 = "stablehlo.multiply"(%249, %241) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %251 = "stablehlo.subtract"(%246, %247) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %254 = "stablehlo.maximum"(%253, %251) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %255 = "stablehlo.compare"(%251, %254) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %256 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %258 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %260 = "stablehlo.select"(%255, %257, %259) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %261 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %263 = "stablehlo.compare"(%262, %254) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %264 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %266 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %268 = "stablehlo.select"(%263, %265, %267) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %269 = "stablehlo.divide"(%260, %268) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %270 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %271 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %272 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %273 = "stablehlo.subtract"(%232, %272) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %274 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %276 = "stablehlo.add"(%271, %275) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %277 = "stablehlo.rsqrt"(%276) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %278 = "stablehlo.divide"(%277, %276) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %279 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %281 = "stablehlo.multiply"(%280, %278) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %282 = "stablehlo.reshape"(%arg57) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %283 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %284 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %285 = "stablehlo.multiply"(%283, %284) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %286 = "stablehlo.multiply"(%273, %285) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %287 = "stablehlo.reshape"(%arg56) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %289 = "stablehlo.add"(%286, %288) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %290 = "stablehlo.dot_general"(%289, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %291 = "stablehlo.reshape"(%arg50) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %293 = "stablehlo.add"(%290, %292) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %294 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %296 = "stablehlo.multiply"(%295, %293) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %297 = "stablehlo.negate"(%293) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %298 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %300 = "stablehlo.multiply"(%297, %299) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %301 = "chlo.erfc"(%300) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %302 = "chlo.square"(%300) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %303 = "stablehlo.negate"(%302) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %304 = "stablehlo.exponential"(%303) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %305 = "stablehlo.multiply"(%296, %301) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %306 = "stablehlo.dot_general"(%305, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %307 = "stablehlo.reshape"(%arg52) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %309 = "stablehlo.add"(%306, %308) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %310 = "stablehlo.add"(%309, %289) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %311 = "chlo.square"(%310) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %312 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %314 = "stablehlo.multiply"(%313, %310) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %315 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %316 = "stablehlo.reduce"(%310, %315) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg218: tensor<f32>, %arg219: tensor<f32>):
      %1386 = "stablehlo.add"(%arg218, %arg219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1386) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %317 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %319 = "stablehlo.divide"(%316, %318) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %320 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.reduce"(%311, %320) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg216: tensor<f32>, %arg217: tensor<f32>):
      %1385 = "stablehlo.add"(%arg216, %arg217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1385) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %322 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %324 = "stablehlo.divide"(%321, %323) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %325 = "chlo.square"(%319) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %326 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %328 = "stablehlo.multiply"(%327, %319) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %329 = "stablehlo.subtract"(%324, %325) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %330 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %332 = "stablehlo.maximum"(%331, %329) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %333 = "stablehlo.compare"(%329, %332) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %334 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %336 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %338 = "stablehlo.select"(%333, %335, %337) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %339 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %341 = "stablehlo.compare"(%340, %332) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %342 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %344 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %346 = "stablehlo.select"(%341, %343, %345) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %347 = "stablehlo.divide"(%338, %346) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %348 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %349 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %350 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %351 = "stablehlo.subtract"(%310, %350) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %352 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %354 = "stablehlo.add"(%349, %353) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %355 = "stablehlo.rsqrt"(%354) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %356 = "stablehlo.divide"(%355, %354) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %357 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %359 = "stablehlo.multiply"(%358, %356) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %360 = "stablehlo.reshape"(%arg55) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %361 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %362 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %363 = "stablehlo.multiply"(%361, %362) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %364 = "stablehlo.multiply"(%351, %363) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %365 = "stablehlo.reshape"(%arg54) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %367 = "stablehlo.add"(%364, %366) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %368 = "stablehlo.dot_general"(%367, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %369 = "stablehlo.reshape"(%arg62) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %370 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %371 = "stablehlo.add"(%368, %370) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %372 = "stablehlo.reshape"(%371) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %373 = "stablehlo.transpose"(%372) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %374 = "stablehlo.dot_general"(%367, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %375 = "stablehlo.reshape"(%arg58) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %377 = "stablehlo.add"(%374, %376) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %378 = "stablehlo.reshape"(%377) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %379 = "stablehlo.transpose"(%378) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %380 = "stablehlo.dot_general"(%367, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %381 = "stablehlo.reshape"(%arg64) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %383 = "stablehlo.add"(%380, %382) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %384 = "stablehlo.reshape"(%383) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %385 = "stablehlo.transpose"(%384) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %386 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %388 = "stablehlo.divide"(%373, %387) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %389 = "stablehlo.transpose"(%379) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %390 = "stablehlo.dot_general"(%388, %389) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %391 = "stablehlo.reshape"(%111) : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %392 = "stablehlo.convert"(%391) : (tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xf32>
    %393 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %395 = "stablehlo.subtract"(%394, %392) : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %396 = "stablehlo.constant"() <{value = dense<1.000000e+30> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %398 = "stablehlo.multiply"(%397, %395) : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %400 = "stablehlo.subtract"(%390, %399) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %401 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %402 = "stablehlo.reduce"(%400, %401) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg214: tensor<f32>, %arg215: tensor<f32>):
      %1384 = "stablehlo.maximum"(%arg214, %arg215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1384) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %403 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %405 = "stablehlo.maximum"(%404, %402) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %408 = "stablehlo.subtract"(%400, %407) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %409 = "stablehlo.exponential"(%408) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %410 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %411 = "stablehlo.reduce"(%409, %410) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg212: tensor<f32>, %arg213: tensor<f32>):
      %1383 = "stablehlo.add"(%arg212, %arg213) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1383) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %414 = "stablehlo.divide"(%409, %413) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %415 = "stablehlo.multiply"(%412, %412) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %416 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %418 = "stablehlo.divide"(%417, %415) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %419 = "stablehlo.dot_general"(%414, %385) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %420 = "stablehlo.transpose"(%419) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %421 = "stablehlo.reshape"(%420) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %422 = "stablehlo.dot_general"(%421, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %423 = "stablehlo.reshape"(%arg60) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %425 = "stablehlo.add"(%422, %424) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %426 = "stablehlo.add"(%425, %367) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %427 = "chlo.square"(%426) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %428 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %430 = "stablehlo.multiply"(%429, %426) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %431 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %432 = "stablehlo.reduce"(%426, %431) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg210: tensor<f32>, %arg211: tensor<f32>):
      %1382 = "stablehlo.add"(%arg210, %arg211) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1382) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %433 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %435 = "stablehlo.divide"(%432, %434) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %436 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %437 = "stablehlo.reduce"(%427, %436) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg208: tensor<f32>, %arg209: tensor<f32>):
      %1381 = "stablehlo.add"(%arg208, %arg209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1381) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %438 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %440 = "stablehlo.divide"(%437, %439) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %441 = "chlo.square"(%435) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %442 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %444 = "stablehlo.multiply"(%443, %435) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %445 = "stablehlo.subtract"(%440, %441) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %446 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %448 = "stablehlo.maximum"(%447, %445) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %449 = "stablehlo.compare"(%445, %448) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %450 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %452 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %454 = "stablehlo.select"(%449, %451, %453) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %455 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %457 = "stablehlo.compare"(%456, %448) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %458 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %460 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %462 = "stablehlo.select"(%457, %459, %461) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %463 = "stablehlo.divide"(%454, %462) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %464 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %465 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %466 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %467 = "stablehlo.subtract"(%426, %466) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %468 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %470 = "stablehlo.add"(%465, %469) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %471 = "stablehlo.rsqrt"(%470) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %472 = "stablehlo.divide"(%471, %470) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %473 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %475 = "stablehlo.multiply"(%474, %472) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %476 = "stablehlo.reshape"(%arg73) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %477 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %478 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %479 = "stablehlo.multiply"(%477, %478) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %480 = "stablehlo.multiply"(%467, %479) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %481 = "stablehlo.reshape"(%arg72) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %483 = "stablehlo.add"(%480, %482) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %484 = "stablehlo.dot_general"(%483, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %485 = "stablehlo.reshape"(%arg66) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %487 = "stablehlo.add"(%484, %486) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %488 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %490 = "stablehlo.multiply"(%489, %487) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %491 = "stablehlo.negate"(%487) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %492 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %494 = "stablehlo.multiply"(%491, %493) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %495 = "chlo.erfc"(%494) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %496 = "chlo.square"(%494) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %497 = "stablehlo.negate"(%496) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %498 = "stablehlo.exponential"(%497) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %499 = "stablehlo.multiply"(%490, %495) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %500 = "stablehlo.dot_general"(%499, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %501 = "stablehlo.reshape"(%arg68) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %503 = "stablehlo.add"(%500, %502) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %504 = "stablehlo.add"(%503, %483) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %505 = "chlo.square"(%504) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %506 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %507 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %508 = "stablehlo.multiply"(%507, %504) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %509 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %510 = "stablehlo.reduce"(%504, %509) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg206: tensor<f32>, %arg207: tensor<f32>):
      %1380 = "stablehlo.add"(%arg206, %arg207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1380) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %511 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %513 = "stablehlo.divide"(%510, %512) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %514 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %515 = "stablehlo.reduce"(%505, %514) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg204: tensor<f32>, %arg205: tensor<f32>):
      %1379 = "stablehlo.add"(%arg204, %arg205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1379) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %516 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %518 = "stablehlo.divide"(%515, %517) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %519 = "chlo.square"(%513) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %520 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %522 = "stablehlo.multiply"(%521, %513) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %523 = "stablehlo.subtract"(%518, %519) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %524 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %525 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %526 = "stablehlo.maximum"(%525, %523) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %527 = "stablehlo.compare"(%523, %526) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %528 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %530 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %531 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %532 = "stablehlo.select"(%527, %529, %531) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %533 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %535 = "stablehlo.compare"(%534, %526) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %536 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %537 = "stablehlo.broadcast_in_dim"(%536) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %538 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %539 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %540 = "stablehlo.select"(%535, %537, %539) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %541 = "stablehlo.divide"(%532, %540) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %542 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %543 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %544 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %545 = "stablehlo.subtract"(%504, %544) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %546 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %548 = "stablehlo.add"(%543, %547) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %549 = "stablehlo.rsqrt"(%548) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %550 = "stablehlo.divide"(%549, %548) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %551 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %553 = "stablehlo.multiply"(%552, %550) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %554 = "stablehlo.reshape"(%arg71) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %555 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %556 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %557 = "stablehlo.multiply"(%555, %556) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %558 = "stablehlo.multiply"(%545, %557) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %559 = "stablehlo.reshape"(%arg70) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %561 = "stablehlo.add"(%558, %560) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %562 = "stablehlo.dot_general"(%561, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %563 = "stablehlo.reshape"(%arg77) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %565 = "stablehlo.add"(%562, %564) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %566 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %567 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %568 = "stablehlo.multiply"(%567, %565) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %569 = "stablehlo.negate"(%565) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %570 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %572 = "stablehlo.multiply"(%569, %571) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %573 = "chlo.erfc"(%572) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %574 = "chlo.square"(%572) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %575 = "stablehlo.negate"(%574) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %576 = "stablehlo.exponential"(%575) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %577 = "stablehlo.multiply"(%568, %573) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %578 = "chlo.square"(%577) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %579 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %581 = "stablehlo.multiply"(%580, %577) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %582 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %583 = "stablehlo.reduce"(%577, %582) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg202: tensor<f32>, %arg203: tensor<f32>):
      %1378 = "stablehlo.add"(%arg202, %arg203) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1378) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %584 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %586 = "stablehlo.divide"(%583, %585) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %587 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.reduce"(%578, %587) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
      %1377 = "stablehlo.add"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1377) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %589 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %591 = "stablehlo.divide"(%588, %590) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %592 = "chlo.square"(%586) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %593 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %594 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %595 = "stablehlo.multiply"(%594, %586) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %596 = "stablehlo.subtract"(%591, %592) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %597 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %598 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %599 = "stablehlo.maximum"(%598, %596) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %600 = "stablehlo.compare"(%596, %599) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %601 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %603 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %604 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %605 = "stablehlo.select"(%600, %602, %604) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %606 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %607 = "stablehlo.broadcast_in_dim"(%606) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %608 = "stablehlo.compare"(%607, %599) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %609 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %610 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %611 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %613 = "stablehlo.select"(%608, %610, %612) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %614 = "stablehlo.divide"(%605, %613) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %615 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %616 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %617 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %618 = "stablehlo.subtract"(%577, %617) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %619 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %621 = "stablehlo.add"(%616, %620) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %622 = "stablehlo.rsqrt"(%621) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %623 = "stablehlo.divide"(%622, %621) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %624 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %625 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %626 = "stablehlo.multiply"(%625, %623) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %627 = "stablehlo.reshape"(%arg75) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %628 = "stablehlo.broadcast_in_dim"(%622) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %629 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %630 = "stablehlo.multiply"(%628, %629) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %631 = "stablehlo.multiply"(%618, %630) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %632 = "stablehlo.reshape"(%arg74) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %633 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %634 = "stablehlo.add"(%631, %633) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %635 = "stablehlo.transpose"(%arg41) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %636 = "stablehlo.dot_general"(%634, %635) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %637 = "stablehlo.broadcast_in_dim"(%arg76) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %638 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %639 = "stablehlo.add"(%636, %638) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %640 = "stablehlo.broadcast_in_dim"(%arg80) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %641:2 = "func.call"(%639, %640) <{callee = @take_along_axis}> : (tensor<4x8x64xf32>, tensor<4x8x1xi32>) -> (tensor<4x8x1xf32>, tensor<4x8x1x1xi32>)
    %642 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %643:2 = "func.call"(%641#0, %642) <{callee = @_take_1}> : (tensor<4x8x1xf32>, tensor<i32>) -> (tensor<4x8xf32>, tensor<1xi32>)
    %644 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.reduce"(%639, %644) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg198: tensor<f32>, %arg199: tensor<f32>):
      %1376 = "stablehlo.maximum"(%arg198, %arg199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1376) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %646 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %647 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %648 = "stablehlo.maximum"(%647, %645) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %649 = "stablehlo.is_finite"(%648) : (tensor<4x8xf32>) -> tensor<4x8xi1>
    %650 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %651 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %652 = "stablehlo.select"(%649, %648, %651) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %654 = "stablehlo.broadcast_in_dim"(%653) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %655 = "stablehlo.subtract"(%639, %654) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %656 = "stablehlo.exponential"(%655) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %657 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %658 = "stablehlo.reduce"(%656, %657) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
      %1375 = "stablehlo.add"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1375) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %659 = "stablehlo.abs"(%658) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %660 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %662 = "stablehlo.compare"(%658, %661) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %663 = "stablehlo.log"(%659) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %664 = "stablehlo.add"(%663, %652) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %665 = "stablehlo.subtract"(%664, %643#0) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %666 = "stablehlo.multiply"(%665, %arg81) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %667 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %668 = "stablehlo.reduce"(%666, %667) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg194: tensor<f32>, %arg195: tensor<f32>):
      %1374 = "stablehlo.add"(%arg194, %arg195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1374) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %669 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %670 = "stablehlo.reduce"(%arg81, %669) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg192: tensor<f32>, %arg193: tensor<f32>):
      %1373 = "stablehlo.add"(%arg192, %arg193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1373) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %671 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %672 = "stablehlo.maximum"(%670, %671) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %673 = "stablehlo.divide"(%668, %672) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %674 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %675 = "stablehlo.divide"(%674, %672) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %676 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %677 = "stablehlo.multiply"(%676, %arg81) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %678 = "stablehlo.negate"(%677) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %679 = "stablehlo.divide"(%677, %659) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %680 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %681 = "stablehlo.broadcast_in_dim"(%680) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %682 = "stablehlo.select"(%662, %681, %679) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %683 = "stablehlo.select"(%662, %679, %681) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %684 = "stablehlo.negate"(%682) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %685 = "stablehlo.add"(%683, %684) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %686 = "stablehlo.broadcast_in_dim"(%685) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x64xf32>
    %687 = "stablehlo.multiply"(%686, %656) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %688 = "func.call"(%643#1, %678) <{callee = @_take_3}> : (tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %689 = "func.call"(%641#1, %688) <{callee = @take_along_axis_4}> : (tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %690 = "stablehlo.add"(%687, %689) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %691 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %692 = "stablehlo.reduce"(%690, %691) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg190: tensor<f32>, %arg191: tensor<f32>):
      %1372 = "stablehlo.add"(%arg190, %arg191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1372) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %693 = "stablehlo.reshape"(%692) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %694 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %695 = "stablehlo.reduce"(%693, %694) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg188: tensor<f32>, %arg189: tensor<f32>):
      %1371 = "stablehlo.add"(%arg188, %arg189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1371) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %696 = "stablehlo.dot_general"(%690, %634) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %697 = "stablehlo.transpose"(%696) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %698 = "stablehlo.dot_general"(%690, %635) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %699 = "stablehlo.transpose"(%697) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %700 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %701 = "stablehlo.reduce"(%698, %700) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg186: tensor<f32>, %arg187: tensor<f32>):
      %1370 = "stablehlo.add"(%arg186, %arg187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1370) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %702 = "stablehlo.reshape"(%701) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %703 = "stablehlo.reshape"(%702) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %704 = "stablehlo.multiply"(%618, %698) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %705 = "stablehlo.multiply"(%698, %630) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %706 = "stablehlo.broadcast_in_dim"(%622) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %707 = "stablehlo.multiply"(%706, %704) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %708 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %709 = "stablehlo.reduce"(%707, %708) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
      %1369 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1369) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %710 = "stablehlo.reshape"(%709) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %711 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %712 = "stablehlo.multiply"(%704, %711) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %713 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %714 = "stablehlo.reduce"(%712, %713) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
      %1368 = "stablehlo.add"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1368) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %715 = "stablehlo.reshape"(%714) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %716 = "stablehlo.reshape"(%710) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %717 = "stablehlo.multiply"(%715, %626) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %718 = "stablehlo.negate"(%705) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %719 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %720 = "stablehlo.reduce"(%718, %719) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
      %1367 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1367) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %721 = "stablehlo.reshape"(%720) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %722 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %723 = "stablehlo.reduce"(%717, %722) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg178: tensor<f32>, %arg179: tensor<f32>):
      %1366 = "stablehlo.add"(%arg178, %arg179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1366) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %724 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %725 = "stablehlo.reduce"(%721, %724) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg176: tensor<f32>, %arg177: tensor<f32>):
      %1365 = "stablehlo.add"(%arg176, %arg177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1365) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %726 = "stablehlo.multiply"(%723, %614) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %727 = "stablehlo.negate"(%726) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %728 = "stablehlo.multiply"(%727, %595) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %729 = "stablehlo.add"(%725, %728) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %730 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %731 = "stablehlo.broadcast_in_dim"(%730) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %732 = "stablehlo.divide"(%726, %731) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %733 = "stablehlo.broadcast_in_dim"(%732) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %734 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %735 = "stablehlo.broadcast_in_dim"(%734) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %736 = "stablehlo.divide"(%729, %735) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %737 = "stablehlo.broadcast_in_dim"(%736) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %738 = "stablehlo.add"(%705, %737) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %739 = "stablehlo.multiply"(%733, %581) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %740 = "stablehlo.add"(%738, %739) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %741 = "stablehlo.multiply"(%568, %740) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %742 = "stablehlo.multiply"(%740, %573) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %743 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %744 = "stablehlo.broadcast_in_dim"(%743) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %745 = "stablehlo.multiply"(%744, %741) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %746 = "stablehlo.multiply"(%745, %576) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %747 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %748 = "stablehlo.broadcast_in_dim"(%747) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %749 = "stablehlo.multiply"(%746, %748) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %750 = "stablehlo.negate"(%749) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %751 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %752 = "stablehlo.broadcast_in_dim"(%751) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %753 = "stablehlo.multiply"(%752, %742) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %754 = "stablehlo.add"(%750, %753) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %755 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %756 = "stablehlo.reduce"(%754, %755) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg174: tensor<f32>, %arg175: tensor<f32>):
      %1364 = "stablehlo.add"(%arg174, %arg175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1364) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %757 = "stablehlo.reshape"(%756) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %758 = "stablehlo.reshape"(%757) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %759 = "stablehlo.dot_general"(%754, %561) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %760 = "stablehlo.transpose"(%759) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %761 = "stablehlo.dot_general"(%754, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %762 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %763 = "stablehlo.reduce"(%761, %762) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg172: tensor<f32>, %arg173: tensor<f32>):
      %1363 = "stablehlo.add"(%arg172, %arg173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1363) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %764 = "stablehlo.reshape"(%763) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %765 = "stablehlo.reshape"(%764) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %766 = "stablehlo.multiply"(%545, %761) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %767 = "stablehlo.multiply"(%761, %557) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %768 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %769 = "stablehlo.multiply"(%768, %766) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %770 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %771 = "stablehlo.reduce"(%769, %770) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg170: tensor<f32>, %arg171: tensor<f32>):
      %1362 = "stablehlo.add"(%arg170, %arg171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1362) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %772 = "stablehlo.reshape"(%771) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %773 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %774 = "stablehlo.multiply"(%766, %773) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %775 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %776 = "stablehlo.reduce"(%774, %775) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
      %1361 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1361) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %777 = "stablehlo.reshape"(%776) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %778 = "stablehlo.reshape"(%772) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %779 = "stablehlo.multiply"(%777, %553) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %780 = "stablehlo.negate"(%767) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %781 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %782 = "stablehlo.reduce"(%780, %781) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
      %1360 = "stablehlo.add"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1360) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %783 = "stablehlo.reshape"(%782) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %784 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %785 = "stablehlo.reduce"(%779, %784) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
      %1359 = "stablehlo.add"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1359) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %786 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %787 = "stablehlo.reduce"(%783, %786) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
      %1358 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1358) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %788 = "stablehlo.multiply"(%785, %541) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %789 = "stablehlo.negate"(%788) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %790 = "stablehlo.multiply"(%789, %522) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %791 = "stablehlo.add"(%787, %790) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %792 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %793 = "stablehlo.broadcast_in_dim"(%792) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %794 = "stablehlo.divide"(%788, %793) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %795 = "stablehlo.broadcast_in_dim"(%794) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %796 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %797 = "stablehlo.broadcast_in_dim"(%796) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %798 = "stablehlo.divide"(%791, %797) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %799 = "stablehlo.broadcast_in_dim"(%798) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %800 = "stablehlo.add"(%767, %799) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %801 = "stablehlo.multiply"(%795, %508) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %802 = "stablehlo.add"(%800, %801) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %803 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %804 = "stablehlo.reduce"(%802, %803) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
      %1357 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1357) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %805 = "stablehlo.reshape"(%804) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %806 = "stablehlo.reshape"(%805) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %807 = "stablehlo.dot_general"(%802, %499) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %808 = "stablehlo.transpose"(%807) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %809 = "stablehlo.dot_general"(%802, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %810 = "stablehlo.multiply"(%490, %809) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %811 = "stablehlo.multiply"(%809, %495) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %812 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %813 = "stablehlo.broadcast_in_dim"(%812) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %814 = "stablehlo.multiply"(%813, %810) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %815 = "stablehlo.multiply"(%814, %498) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %816 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %817 = "stablehlo.broadcast_in_dim"(%816) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %818 = "stablehlo.multiply"(%815, %817) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %819 = "stablehlo.negate"(%818) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %820 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %821 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %822 = "stablehlo.multiply"(%821, %811) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %823 = "stablehlo.add"(%819, %822) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %824 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %825 = "stablehlo.reduce"(%823, %824) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
      %1356 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1356) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %826 = "stablehlo.reshape"(%825) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %827 = "stablehlo.reshape"(%826) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %828 = "stablehlo.dot_general"(%823, %483) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %829 = "stablehlo.transpose"(%828) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %830 = "stablehlo.dot_general"(%823, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %831 = "stablehlo.add"(%802, %830) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %832 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %833 = "stablehlo.reduce"(%831, %832) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
      %1355 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1355) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %834 = "stablehlo.reshape"(%833) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %835 = "stablehlo.reshape"(%834) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %836 = "stablehlo.multiply"(%467, %831) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %837 = "stablehlo.multiply"(%831, %479) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %838 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %839 = "stablehlo.multiply"(%838, %836) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %840 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %841 = "stablehlo.reduce"(%839, %840) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
      %1354 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1354) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %842 = "stablehlo.reshape"(%841) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %843 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %844 = "stablehlo.multiply"(%836, %843) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %845 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %846 = "stablehlo.reduce"(%844, %845) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
      %1353 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1353) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %847 = "stablehlo.reshape"(%846) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %848 = "stablehlo.reshape"(%842) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %849 = "stablehlo.multiply"(%847, %475) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %850 = "stablehlo.negate"(%837) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %851 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %852 = "stablehlo.reduce"(%850, %851) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %1352 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1352) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %853 = "stablehlo.reshape"(%852) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %854 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %855 = "stablehlo.reduce"(%849, %854) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg148: tensor<f32>, %arg149: tensor<f32>):
      %1351 = "stablehlo.add"(%arg148, %arg149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1351) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %856 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %857 = "stablehlo.reduce"(%853, %856) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg146: tensor<f32>, %arg147: tensor<f32>):
      %1350 = "stablehlo.add"(%arg146, %arg147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1350) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %858 = "stablehlo.multiply"(%855, %463) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %859 = "stablehlo.negate"(%858) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %860 = "stablehlo.multiply"(%859, %444) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %861 = "stablehlo.add"(%857, %860) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %862 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %863 = "stablehlo.broadcast_in_dim"(%862) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %864 = "stablehlo.divide"(%858, %863) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %865 = "stablehlo.broadcast_in_dim"(%864) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %866 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %867 = "stablehlo.broadcast_in_dim"(%866) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %868 = "stablehlo.divide"(%861, %867) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %869 = "stablehlo.broadcast_in_dim"(%868) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %870 = "stablehlo.add"(%837, %869) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %871 = "stablehlo.multiply"(%865, %430) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %872 = "stablehlo.add"(%870, %871) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %873 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %874 = "stablehlo.reduce"(%872, %873) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
      %1349 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1349) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %875 = "stablehlo.reshape"(%874) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %876 = "stablehlo.reshape"(%875) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %877 = "stablehlo.dot_general"(%872, %421) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %878 = "stablehlo.transpose"(%877) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %879 = "stablehlo.dot_general"(%872, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %880 = "stablehlo.reshape"(%879) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %881 = "stablehlo.transpose"(%880) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %882 = "stablehlo.dot_general"(%881, %414) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %883 = "stablehlo.transpose"(%882) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %884 = "stablehlo.dot_general"(%881, %385) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %885 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %886 = "stablehlo.multiply"(%884, %885) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %887 = "stablehlo.multiply"(%886, %409) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %888 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %889 = "stablehlo.reduce"(%887, %888) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
      %1348 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1348) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %890 = "stablehlo.reshape"(%889) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %891 = "stablehlo.negate"(%890) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %892 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %893 = "stablehlo.divide"(%884, %892) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %894 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %895 = "stablehlo.reduce"(%891, %894) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg140: tensor<f32>, %arg141: tensor<f32>):
      %1347 = "stablehlo.add"(%arg140, %arg141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1347) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %896 = "stablehlo.broadcast_in_dim"(%895) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %897 = "stablehlo.add"(%893, %896) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %898 = "stablehlo.multiply"(%897, %409) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %899 = "stablehlo.dot_general"(%898, %388) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %900 = "stablehlo.transpose"(%899) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %901 = "stablehlo.dot_general"(%898, %389) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %902 = "stablehlo.transpose"(%900) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %903 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %904 = "stablehlo.broadcast_in_dim"(%903) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %905 = "stablehlo.divide"(%901, %904) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %906 = "stablehlo.transpose"(%883) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %907 = "stablehlo.reshape"(%906) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %908 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %909 = "stablehlo.reduce"(%907, %908) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg138: tensor<f32>, %arg139: tensor<f32>):
      %1346 = "stablehlo.add"(%arg138, %arg139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1346) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %910 = "stablehlo.reshape"(%909) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %911 = "stablehlo.reshape"(%910) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %912 = "stablehlo.dot_general"(%907, %367) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %913 = "stablehlo.transpose"(%912) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %914 = "stablehlo.dot_general"(%907, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %915 = "stablehlo.add"(%872, %914) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %916 = "stablehlo.transpose"(%902) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %917 = "stablehlo.reshape"(%916) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %918 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %919 = "stablehlo.reduce"(%917, %918) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %1345 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1345) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %920 = "stablehlo.reshape"(%919) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %921 = "stablehlo.reshape"(%920) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %922 = "stablehlo.dot_general"(%917, %367) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %923 = "stablehlo.transpose"(%922) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %924 = "stablehlo.dot_general"(%917, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %925 = "stablehlo.add"(%915, %924) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %926 = "stablehlo.transpose"(%905) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %927 = "stablehlo.reshape"(%926) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %928 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %929 = "stablehlo.reduce"(%927, %928) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
      %1344 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1344) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %930 = "stablehlo.reshape"(%929) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %931 = "stablehlo.reshape"(%930) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %932 = "stablehlo.dot_general"(%927, %367) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %933 = "stablehlo.transpose"(%932) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %934 = "stablehlo.dot_general"(%927, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %935 = "stablehlo.add"(%925, %934) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %936 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %937 = "stablehlo.reduce"(%935, %936) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
      %1343 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1343) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %938 = "stablehlo.reshape"(%937) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %939 = "stablehlo.reshape"(%938) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %940 = "stablehlo.multiply"(%351, %935) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %941 = "stablehlo.multiply"(%935, %363) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %942 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %943 = "stablehlo.multiply"(%942, %940) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %944 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %945 = "stablehlo.reduce"(%943, %944) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
      %1342 = "stablehlo.add"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1342) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %946 = "stablehlo.reshape"(%945) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %947 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %948 = "stablehlo.multiply"(%940, %947) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %949 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %950 = "stablehlo.reduce"(%948, %949) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
      %1341 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1341) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %951 = "stablehlo.reshape"(%950) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %952 = "stablehlo.reshape"(%946) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %953 = "stablehlo.multiply"(%951, %359) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %954 = "stablehlo.negate"(%941) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %955 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %956 = "stablehlo.reduce"(%954, %955) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %1340 = "stablehlo.add"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1340) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %957 = "stablehlo.reshape"(%956) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %958 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %959 = "stablehlo.reduce"(%953, %958) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
      %1339 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1339) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %960 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %961 = "stablehlo.reduce"(%957, %960) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
      %1338 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1338) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %962 = "stablehlo.multiply"(%959, %347) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %963 = "stablehlo.negate"(%962) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %964 = "stablehlo.multiply"(%963, %328) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %965 = "stablehlo.add"(%961, %964) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %966 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %967 = "stablehlo.broadcast_in_dim"(%966) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %968 = "stablehlo.divide"(%962, %967) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %969 = "stablehlo.broadcast_in_dim"(%968) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %970 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %971 = "stablehlo.broadcast_in_dim"(%970) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %972 = "stablehlo.divide"(%965, %971) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %973 = "stablehlo.broadcast_in_dim"(%972) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %974 = "stablehlo.add"(%941, %973) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %975 = "stablehlo.multiply"(%969, %314) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %976 = "stablehlo.add"(%974, %975) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %977 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %978 = "stablehlo.reduce"(%976, %977) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
      %1337 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1337) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %979 = "stablehlo.reshape"(%978) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %980 = "stablehlo.reshape"(%979) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %981 = "stablehlo.dot_general"(%976, %305) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %982 = "stablehlo.transpose"(%981) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %983 = "stablehlo.dot_general"(%976, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %984 = "stablehlo.multiply"(%296, %983) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %985 = "stablehlo.multiply"(%983, %301) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %986 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %987 = "stablehlo.broadcast_in_dim"(%986) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %988 = "stablehlo.multiply"(%987, %984) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %989 = "stablehlo.multiply"(%988, %304) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %990 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %991 = "stablehlo.broadcast_in_dim"(%990) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %992 = "stablehlo.multiply"(%989, %991) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %993 = "stablehlo.negate"(%992) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %994 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %995 = "stablehlo.broadcast_in_dim"(%994) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %996 = "stablehlo.multiply"(%995, %985) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %997 = "stablehlo.add"(%993, %996) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %998 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %999 = "stablehlo.reduce"(%997, %998) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
      %1336 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1336) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1000 = "stablehlo.reshape"(%999) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1001 = "stablehlo.reshape"(%1000) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1002 = "stablehlo.dot_general"(%997, %289) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1003 = "stablehlo.transpose"(%1002) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %1004 = "stablehlo.dot_general"(%997, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %1005 = "stablehlo.add"(%976, %1004) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1006 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1007 = "stablehlo.reduce"(%1005, %1006) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
      %1335 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1335) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1008 = "stablehlo.reshape"(%1007) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1009 = "stablehlo.reshape"(%1008) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1010 = "stablehlo.multiply"(%273, %1005) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1011 = "stablehlo.multiply"(%1005, %285) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1012 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1013 = "stablehlo.multiply"(%1012, %1010) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1014 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1015 = "stablehlo.reduce"(%1013, %1014) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %1334 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1334) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1016 = "stablehlo.reshape"(%1015) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1017 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1018 = "stablehlo.multiply"(%1010, %1017) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1019 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1020 = "stablehlo.reduce"(%1018, %1019) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
      %1333 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1333) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1021 = "stablehlo.reshape"(%1020) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1022 = "stablehlo.reshape"(%1016) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1023 = "stablehlo.multiply"(%1021, %281) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1024 = "stablehlo.negate"(%1011) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1025 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1026 = "stablehlo.reduce"(%1024, %1025) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
      %1332 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1332) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1027 = "stablehlo.reshape"(%1026) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1028 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1029 = "stablehlo.reduce"(%1023, %1028) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
      %1331 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1331) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1030 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1031 = "stablehlo.reduce"(%1027, %1030) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %1330 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1330) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1032 = "stablehlo.multiply"(%1029, %269) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1033 = "stablehlo.negate"(%1032) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1034 = "stablehlo.multiply"(%1033, %250) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1035 = "stablehlo.add"(%1031, %1034) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1036 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1037 = "stablehlo.broadcast_in_dim"(%1036) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1038 = "stablehlo.divide"(%1032, %1037) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1039 = "stablehlo.broadcast_in_dim"(%1038) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1040 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1041 = "stablehlo.broadcast_in_dim"(%1040) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1042 = "stablehlo.divide"(%1035, %1041) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1043 = "stablehlo.broadcast_in_dim"(%1042) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1044 = "stablehlo.add"(%1011, %1043) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1045 = "stablehlo.multiply"(%1039, %236) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1046 = "stablehlo.add"(%1044, %1045) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1047 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1048 = "stablehlo.reduce"(%1046, %1047) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg104: tensor<f32>, %arg105: tensor<f32>):
      %1329 = "stablehlo.add"(%arg104, %arg105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1329) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1049 = "stablehlo.reshape"(%1048) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1050 = "stablehlo.reshape"(%1049) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1051 = "stablehlo.dot_general"(%1046, %227) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1052 = "stablehlo.transpose"(%1051) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1053 = "stablehlo.dot_general"(%1046, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1054 = "stablehlo.reshape"(%1053) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %1055 = "stablehlo.transpose"(%1054) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1056 = "stablehlo.dot_general"(%1055, %220) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1057 = "stablehlo.transpose"(%1056) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1058 = "stablehlo.dot_general"(%1055, %191) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1059 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1060 = "stablehlo.multiply"(%1058, %1059) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1061 = "stablehlo.multiply"(%1060, %215) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1062 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1063 = "stablehlo.reduce"(%1061, %1062) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
      %1328 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1328) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1064 = "stablehlo.reshape"(%1063) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %1065 = "stablehlo.negate"(%1064) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %1066 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1067 = "stablehlo.divide"(%1058, %1066) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1068 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1069 = "stablehlo.reduce"(%1065, %1068) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
      %1327 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1327) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1070 = "stablehlo.broadcast_in_dim"(%1069) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1071 = "stablehlo.add"(%1067, %1070) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1072 = "stablehlo.multiply"(%1071, %215) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1073 = "stablehlo.dot_general"(%1072, %194) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1074 = "stablehlo.transpose"(%1073) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1075 = "stablehlo.dot_general"(%1072, %195) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1076 = "stablehlo.transpose"(%1074) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1077 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %1078 = "stablehlo.broadcast_in_dim"(%1077) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %1079 = "stablehlo.divide"(%1075, %1078) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1080 = "stablehlo.transpose"(%1057) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1081 = "stablehlo.reshape"(%1080) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1082 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1083 = "stablehlo.reduce"(%1081, %1082) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
      %1326 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1326) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1084 = "stablehlo.reshape"(%1083) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1085 = "stablehlo.reshape"(%1084) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1086 = "stablehlo.dot_general"(%1081, %173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1087 = "stablehlo.transpose"(%1086) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1088 = "stablehlo.dot_general"(%1081, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1089 = "stablehlo.add"(%1046, %1088) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1090 = "stablehlo.transpose"(%1076) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1091 = "stablehlo.reshape"(%1090) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1092 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1093 = "stablehlo.reduce"(%1091, %1092) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
      %1325 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1325) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1094 = "stablehlo.reshape"(%1093) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1095 = "stablehlo.reshape"(%1094) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1096 = "stablehlo.dot_general"(%1091, %173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1097 = "stablehlo.transpose"(%1096) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1098 = "stablehlo.dot_general"(%1091, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1099 = "stablehlo.add"(%1089, %1098) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1100 = "stablehlo.transpose"(%1079) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1101 = "stablehlo.reshape"(%1100) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1102 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1103 = "stablehlo.reduce"(%1101, %1102) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %1324 = "stablehlo.add"(%arg94, %arg95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1324) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1104 = "stablehlo.reshape"(%1103) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1105 = "stablehlo.reshape"(%1104) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1106 = "stablehlo.dot_general"(%1101, %173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1107 = "stablehlo.transpose"(%1106) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1108 = "stablehlo.dot_general"(%1101, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1109 = "stablehlo.add"(%1099, %1108) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1111 = "stablehlo.reduce"(%1109, %1110) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %1323 = "stablehlo.add"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1323) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1112 = "stablehlo.reshape"(%1111) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1113 = "stablehlo.reshape"(%1112) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1114 = "stablehlo.multiply"(%157, %1109) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1115 = "stablehlo.multiply"(%1109, %169) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1116 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1117 = "stablehlo.multiply"(%1116, %1114) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1118 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1119 = "stablehlo.reduce"(%1117, %1118) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %1322 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1322) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1120 = "stablehlo.reshape"(%1119) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1121 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1122 = "stablehlo.multiply"(%1114, %1121) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1124 = "stablehlo.reduce"(%1122, %1123) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %1321 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1321) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1125 = "stablehlo.reshape"(%1124) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1126 = "stablehlo.reshape"(%1120) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1127 = "stablehlo.multiply"(%1125, %165) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1128 = "stablehlo.negate"(%1115) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1130 = "stablehlo.reduce"(%1128, %1129) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %1320 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1320) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1131 = "stablehlo.reshape"(%1130) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1132 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1133 = "stablehlo.reduce"(%1127, %1132) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
      %1319 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1319) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1135 = "stablehlo.reduce"(%1131, %1134) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg82: tensor<f32>, %arg83: tensor<f32>):
      %1318 = "stablehlo.add"(%arg82, %arg83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1318) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1136 = "stablehlo.multiply"(%1133, %153) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1137 = "stablehlo.negate"(%1136) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1138 = "stablehlo.multiply"(%1137, %134) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1139 = "stablehlo.add"(%1135, %1138) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1140 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1141 = "stablehlo.broadcast_in_dim"(%1140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1142 = "stablehlo.divide"(%1136, %1141) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1143 = "stablehlo.broadcast_in_dim"(%1142) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1144 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1145 = "stablehlo.broadcast_in_dim"(%1144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1146 = "stablehlo.divide"(%1139, %1145) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1147 = "stablehlo.broadcast_in_dim"(%1146) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1148 = "stablehlo.add"(%1115, %1147) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1149 = "stablehlo.multiply"(%1143, %120) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1150 = "stablehlo.add"(%1148, %1149) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1151 = "func.call"(%115#1, %1150) <{callee = @_take_5}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<8x32xf32>
    %1152 = "func.call"(%112#1, %1150) <{callee = @_take_6}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1153 = "stablehlo.add"(%699, %1152) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1154 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1155 = "stablehlo.broadcast_in_dim"(%1154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1156 = "stablehlo.multiply"(%1155, %1113) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1157 = "stablehlo.subtract"(%arg38, %1156) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1158 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1159 = "stablehlo.broadcast_in_dim"(%1158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1160 = "stablehlo.multiply"(%1159, %1126) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1161 = "stablehlo.subtract"(%arg39, %1160) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1162 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1163 = "stablehlo.broadcast_in_dim"(%1162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %1164 = "stablehlo.multiply"(%1163, %1151) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1165 = "stablehlo.subtract"(%arg40, %1164) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1166 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1167 = "stablehlo.broadcast_in_dim"(%1166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1168 = "stablehlo.multiply"(%1167, %1153) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1169 = "stablehlo.subtract"(%arg41, %1168) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1170 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1171 = "stablehlo.broadcast_in_dim"(%1170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1172 = "stablehlo.multiply"(%1171, %1095) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1173 = "stablehlo.subtract"(%arg42, %1172) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1174 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1175 = "stablehlo.broadcast_in_dim"(%1174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1176 = "stablehlo.multiply"(%1175, %1097) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1177 = "stablehlo.subtract"(%arg43, %1176) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1178 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1179 = "stablehlo.broadcast_in_dim"(%1178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1180 = "stablehlo.multiply"(%1179, %1050) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1181 = "stablehlo.subtract"(%arg44, %1180) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1182 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1183 = "stablehlo.broadcast_in_dim"(%1182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1184 = "stablehlo.multiply"(%1183, %1052) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1185 = "stablehlo.subtract"(%arg45, %1184) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1186 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1187 = "stablehlo.broadcast_in_dim"(%1186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1188 = "stablehlo.multiply"(%1187, %1105) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1189 = "stablehlo.subtract"(%arg46, %1188) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1190 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1191 = "stablehlo.broadcast_in_dim"(%1190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1192 = "stablehlo.multiply"(%1191, %1107) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1193 = "stablehlo.subtract"(%arg47, %1192) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1194 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1195 = "stablehlo.broadcast_in_dim"(%1194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1196 = "stablehlo.multiply"(%1195, %1085) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1197 = "stablehlo.subtract"(%arg48, %1196) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1198 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1199 = "stablehlo.broadcast_in_dim"(%1198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1200 = "stablehlo.multiply"(%1199, %1087) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1201 = "stablehlo.subtract"(%arg49, %1200) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1202 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1203 = "stablehlo.broadcast_in_dim"(%1202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1204 = "stablehlo.multiply"(%1203, %1001) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1205 = "stablehlo.subtract"(%arg50, %1204) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1206 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1207 = "stablehlo.broadcast_in_dim"(%1206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1208 = "stablehlo.multiply"(%1207, %1003) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1209 = "stablehlo.subtract"(%arg51, %1208) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1210 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1211 = "stablehlo.broadcast_in_dim"(%1210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1212 = "stablehlo.multiply"(%1211, %980) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1213 = "stablehlo.subtract"(%arg52, %1212) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1214 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1215 = "stablehlo.broadcast_in_dim"(%1214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1216 = "stablehlo.multiply"(%1215, %982) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1217 = "stablehlo.subtract"(%arg53, %1216) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1218 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1219 = "stablehlo.broadcast_in_dim"(%1218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1220 = "stablehlo.multiply"(%1219, %939) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1221 = "stablehlo.subtract"(%arg54, %1220) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1222 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1223 = "stablehlo.broadcast_in_dim"(%1222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1224 = "stablehlo.multiply"(%1223, %952) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1225 = "stablehlo.subtract"(%arg55, %1224) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1226 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1227 = "stablehlo.broadcast_in_dim"(%1226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1228 = "stablehlo.multiply"(%1227, %1009) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1229 = "stablehlo.subtract"(%arg56, %1228) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1230 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1231 = "stablehlo.broadcast_in_dim"(%1230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1232 = "stablehlo.multiply"(%1231, %1022) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1233 = "stablehlo.subtract"(%arg57, %1232) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1234 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1235 = "stablehlo.broadcast_in_dim"(%1234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1236 = "stablehlo.multiply"(%1235, %921) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1237 = "stablehlo.subtract"(%arg58, %1236) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1238 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1239 = "stablehlo.broadcast_in_dim"(%1238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1240 = "stablehlo.multiply"(%1239, %923) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1241 = "stablehlo.subtract"(%arg59, %1240) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1242 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1243 = "stablehlo.broadcast_in_dim"(%1242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1244 = "stablehlo.multiply"(%1243, %876) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1245 = "stablehlo.subtract"(%arg60, %1244) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1246 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1247 = "stablehlo.broadcast_in_dim"(%1246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1248 = "stablehlo.multiply"(%1247, %878) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1249 = "stablehlo.subtract"(%arg61, %1248) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1250 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1251 = "stablehlo.broadcast_in_dim"(%1250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1252 = "stablehlo.multiply"(%1251, %931) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1253 = "stablehlo.subtract"(%arg62, %1252) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1254 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1255 = "stablehlo.broadcast_in_dim"(%1254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1256 = "stablehlo.multiply"(%1255, %933) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1257 = "stablehlo.subtract"(%arg63, %1256) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1258 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1259 = "stablehlo.broadcast_in_dim"(%1258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1260 = "stablehlo.multiply"(%1259, %911) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1261 = "stablehlo.subtract"(%arg64, %1260) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1262 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1263 = "stablehlo.broadcast_in_dim"(%1262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1264 = "stablehlo.multiply"(%1263, %913) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1265 = "stablehlo.subtract"(%arg65, %1264) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1266 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1267 = "stablehlo.broadcast_in_dim"(%1266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1268 = "stablehlo.multiply"(%1267, %827) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1269 = "stablehlo.subtract"(%arg66, %1268) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1270 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1271 = "stablehlo.broadcast_in_dim"(%1270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1272 = "stablehlo.multiply"(%1271, %829) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1273 = "stablehlo.subtract"(%arg67, %1272) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1274 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1275 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1276 = "stablehlo.multiply"(%1275, %806) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1277 = "stablehlo.subtract"(%arg68, %1276) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1278 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1279 = "stablehlo.broadcast_in_dim"(%1278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1280 = "stablehlo.multiply"(%1279, %808) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1281 = "stablehlo.subtract"(%arg69, %1280) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1282 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1283 = "stablehlo.broadcast_in_dim"(%1282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1284 = "stablehlo.multiply"(%1283, %765) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1285 = "stablehlo.subtract"(%arg70, %1284) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1286 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1287 = "stablehlo.broadcast_in_dim"(%1286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1288 = "stablehlo.multiply"(%1287, %778) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1289 = "stablehlo.subtract"(%arg71, %1288) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1290 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1291 = "stablehlo.broadcast_in_dim"(%1290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1292 = "stablehlo.multiply"(%1291, %835) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1293 = "stablehlo.subtract"(%arg72, %1292) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1294 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1295 = "stablehlo.broadcast_in_dim"(%1294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1296 = "stablehlo.multiply"(%1295, %848) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1297 = "stablehlo.subtract"(%arg73, %1296) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1298 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1299 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1300 = "stablehlo.multiply"(%1299, %703) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1301 = "stablehlo.subtract"(%arg74, %1300) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1302 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1303 = "stablehlo.broadcast_in_dim"(%1302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1304 = "stablehlo.multiply"(%1303, %716) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1305 = "stablehlo.subtract"(%arg75, %1304) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1306 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1307 = "stablehlo.broadcast_in_dim"(%1306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1308 = "stablehlo.multiply"(%1307, %695) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1309 = "stablehlo.subtract"(%arg76, %1308) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1310 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1311 = "stablehlo.broadcast_in_dim"(%1310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1312 = "stablehlo.multiply"(%1311, %758) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1313 = "stablehlo.subtract"(%arg77, %1312) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1314 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1315 = "stablehlo.broadcast_in_dim"(%1314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1316 = "stablehlo.multiply"(%1315, %760) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1317 = "stablehlo.subtract"(%arg78, %1316) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    "func.return"(%673, %1157, %1161, %1165, %1169, %1173, %1177, %1181, %1185, %1189, %1193, %1197, %1201, %1205, %1209, %1213, %1217, %1221, %1225, %1229, %1233, %1237, %1241, %1245, %1249, %1253, %1257, %1261, %1265, %1269, %1273, %1277, %1281, %1285, %1289, %1293, %1297, %1301, %1305, %1309, %1313, %1317) : (tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<64x32xf32>, %arg35: tensor<4x8xi32>):
    %86 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %88 = "stablehlo.compare"(%arg35, %87) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %89 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %91 = "stablehlo.add"(%arg35, %90) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %92 = "func.call"(%88, %91, %arg35) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %94 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %95 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %97 = "stablehlo.compare"(%93, %96) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %98 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %100 = "stablehlo.compare"(%93, %99) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %101 = "stablehlo.and"(%97, %100) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %102 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %103 = "stablehlo.reduce"(%101, %102) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg36: tensor<i1>, %arg37: tensor<i1>):
      %109 = "stablehlo.and"(%arg36, %arg37) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%109) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %104 = "stablehlo.gather"(%arg34, %93) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %105 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %106 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %108 = "stablehlo.select"(%105, %104, %107) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%108, %93) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<4x8xi1>, %arg32: tensor<4x8xi32>, %arg33: tensor<4x8xi32>):
    %85 = "stablehlo.select"(%arg31, %arg32, %arg33) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%85) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<8x32xf32>, %arg28: tensor<4x8xi32>):
    %61 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %63 = "stablehlo.compare"(%arg28, %62) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %64 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %66 = "stablehlo.add"(%arg28, %65) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %67 = "func.call"(%63, %66, %arg28) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %69 = "stablehlo.constant"() <{value = dense<7> : tensor<1xi32>}> : () -> tensor<1xi32>
    %70 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %72 = "stablehlo.compare"(%68, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %73 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %75 = "stablehlo.compare"(%68, %74) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %76 = "stablehlo.and"(%72, %75) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %77 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %78 = "stablehlo.reduce"(%76, %77) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg29: tensor<i1>, %arg30: tensor<i1>):
      %84 = "stablehlo.and"(%arg29, %arg30) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%84) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %79 = "stablehlo.gather"(%arg27, %68) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<8x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %80 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %81 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %83 = "stablehlo.select"(%80, %79, %82) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%83, %68) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x64xf32>, tensor<4x8x1xi32>) -> (tensor<4x8x1xf32>, tensor<4x8x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x8x64xf32>, %arg24: tensor<4x8x1xi32>):
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %40 = "stablehlo.compare"(%arg24, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %41 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %43 = "stablehlo.add"(%arg24, %42) : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi32>
    %44 = "stablehlo.select"(%40, %43, %arg24) : (tensor<4x8x1xi1>, tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi32>
    %45 = "stablehlo.reshape"(%44) : (tensor<4x8x1xi32>) -> tensor<4x8x1x1xi32>
    %46 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1x1xi32>
    %49 = "stablehlo.compare"(%45, %48) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1x1xi32>, tensor<4x8x1x1xi32>) -> tensor<4x8x1x1xi1>
    %50 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<4x8x1x1xi32>
    %52 = "stablehlo.compare"(%45, %51) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1x1xi32>, tensor<4x8x1x1xi32>) -> tensor<4x8x1x1xi1>
    %53 = "stablehlo.and"(%49, %52) : (tensor<4x8x1x1xi1>, tensor<4x8x1x1xi1>) -> tensor<4x8x1x1xi1>
    %54 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %55 = "stablehlo.reduce"(%53, %54) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg25: tensor<i1>, %arg26: tensor<i1>):
      %60 = "stablehlo.and"(%arg25, %arg26) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%60) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1x1xi1>, tensor<i1>) -> tensor<4x8x1xi1>
    %56 = "stablehlo.gather"(%arg23, %45) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x8x64xf32>, tensor<4x8x1x1xi32>) -> tensor<4x8x1xf32>
    %57 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %59 = "stablehlo.select"(%55, %56, %58) : (tensor<4x8x1xi1>, tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    "func.return"(%59, %45) : (tensor<4x8x1xf32>, tensor<4x8x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xf32>, tensor<i32>) -> (tensor<4x8xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_1", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x8x1xf32>, %arg20: tensor<i32>):
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.compare"(%arg20, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.add"(%arg20, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "func.call"(%18, %20, %arg20) <{callee = @_where_2}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %24 = "stablehlo.convert"(%22) : (tensor<1xi32>) -> tensor<1xi32>
    %25 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.compare"(%24, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %28 = "stablehlo.compare"(%24, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %29 = "stablehlo.and"(%27, %28) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %30 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %31 = "stablehlo.reduce"(%29, %30) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg21: tensor<i1>, %arg22: tensor<i1>):
      %37 = "stablehlo.and"(%arg21, %arg22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%37) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %32 = "stablehlo.gather"(%arg19, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 8, 1>}> : (tensor<4x8x1xf32>, tensor<1xi32>) -> tensor<4x8xf32>
    %33 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x8xi1>
    %34 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %36 = "stablehlo.select"(%33, %32, %35) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%36, %22) : (tensor<4x8xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<i1>, %arg17: tensor<i32>, %arg18: tensor<i32>):
    %16 = "stablehlo.select"(%arg16, %arg17, %arg18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%16) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>, res_attrs = [{}], sym_name = "_take_3", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<1xi32>, %arg13: tensor<4x8xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %14 = "stablehlo.scatter"(%13, %arg12, %arg13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %15 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>
    "func.return"(%14) : (tensor<4x8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_4", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x8x1x1xi32>, %arg9: tensor<4x8x1xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %10 = "stablehlo.scatter"(%9, %arg8, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %11 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    "func.return"(%10) : (tensor<4x8x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<8x32xf32>, res_attrs = [{}], sym_name = "_take_5", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4x8x1xi32>, %arg5: tensor<4x8x32xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %6 = "stablehlo.scatter"(%5, %arg4, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %7 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%6) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>, res_attrs = [{}], sym_name = "_take_6", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x8x1xi32>, %arg1: tensor<4x8x32xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<64x32xf32>, tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    "func.return"(%2) : (tensor<64x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
