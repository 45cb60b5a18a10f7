"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 27 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 28 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 29 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 30 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 31 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 32 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 33 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 34 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 35 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 36 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 37 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 38 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 39 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 40 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 41 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 42 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 43 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 44 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 45 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 46 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 47 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 48 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 49 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 50 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<1x64xf32>, tensor<10x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> (tensor<f32>, tensor<1x64xf32>, tensor<10x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['final_logits_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['embed_positions']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layernorm_embedding']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layernorm_embedding']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['encoder_attn']['k_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['encoder_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['encoder_attn']['out_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['encoder_attn']['out_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['encoder_attn']['q_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['encoder_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['encoder_attn']['v_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['encoder_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['encoder_attn_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['encoder_attn_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['fc1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['fc1']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['fc2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['fc2']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['final_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['final_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['k_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['out_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['out_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['q_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['v_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['encoder']['embed_positions']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['encoder']['layernorm_embedding']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['encoder']['layernorm_embedding']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['fc1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['fc1']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['fc2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['fc2']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['final_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['final_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['self_attn']['k_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['self_attn']['out_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['self_attn']['out_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['self_attn']['q_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['self_attn']['v_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['self_attn_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['encoder']['layers']['0']['self_attn_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['shared']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg38: tensor<1x64xf32>, %arg39: tensor<10x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<64xf32>, %arg53: tensor<32x64xf32>, %arg54: tensor<32xf32>, %arg55: tensor<64x32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32x32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32x32xf32>, %arg62: tensor<32xf32>, %arg63: tensor<32x32xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32x32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<10x32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32xf32>, %arg71: tensor<64xf32>, %arg72: tensor<32x64xf32>, %arg73: tensor<32xf32>, %arg74: tensor<64x32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32x32xf32>, %arg79: tensor<32xf32>, %arg80: tensor<32x32xf32>, %arg81: tensor<32xf32>, %arg82: tensor<32x32xf32>, %arg83: tensor<32xf32>, %arg84: tensor<32x32xf32>, %arg85: tensor<32xf32>, %arg86: tensor<32xf32>, %arg87: tensor<64x32xf32>, %arg88: tensor<4x8xi32>, %arg89: tensor<4x8xi32>, %arg90: tensor<4x8xi32>):
    %110 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %112 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<4x8xi32>
    %115 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %117 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<4x8xi32>
    %120:2 = "func.call"(%arg87, %arg89) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %121 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %123 = "stablehlo.multiply"(%120#0, %122) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %124 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %126 = "stablehlo.add"(%114, %125) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %127:2 = "func.call"(%arg68, %126) <{callee = @_take_0}> : (tensor<10x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %128 = "stablehlo.add"(%123, %127#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %129 = "chlo.square"(%128) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %130 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %132 = "stablehlo.multiply"(%131, %128) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %133 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.reduce"(%128, %133) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg263: tensor<f32>, %arg264: tensor<f32>):
      %1652 = "stablehlo.add"(%arg263, %arg264) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1652) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %135 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %137 = "stablehlo.divide"(%134, %136) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %138 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.reduce"(%129, %138) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg261: tensor<f32>, %arg262: tensor<f32>):
      %1651 = "stablehlo.add"(%arg261, %arg262) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1651) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %140 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %142 = "stablehlo.divide"(%139, %141) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %143 = "chlo.square"(%137) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %144 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %146 = "stablehlo.multiply"(%145, %137) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %147 = "stablehlo.subtract"(%142, %143) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %148 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %150 = "stablehlo.maximum"(%149, %147) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %151 = "stablehlo.compare"(%147, %150) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %152 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %154 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %156 = "stablehlo.select"(%151, %153, %155) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %157 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %159 = "stablehlo.compare"(%158, %150) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %160 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %162 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %164 = "stablehlo.select"(%159, %161, %163) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %165 = "stablehlo.divide"(%156, %164) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %166 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %167 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %168 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %169 = "stablehlo.subtract"(%128, %168) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %170 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %172 = "stablehlo.add"(%167, %171) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %173 = "stablehlo.rsqrt"(%172) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %174 = "stablehlo.divide"(%173, %172) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %175 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %177 = "stablehlo.multiply"(%176, %174) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %178 = "stablehlo.reshape"(%arg70) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %179 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %180 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %181 = "stablehlo.multiply"(%179, %180) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %182 = "stablehlo.multiply"(%169, %181) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %183 = "stablehlo.reshape"(%arg69) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %185 = "stablehlo.add"(%182, %184) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %186 = "stablehlo.dot_general"(%185, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %187 = "stablehlo.reshape"(%arg81) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %189 = "stablehlo.add"(%186, %188) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %190 = "stablehlo.dot_general"(%185, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %191 = "stablehlo.reshape"(%arg77) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %193 = "stablehlo.add"(%190, %192) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %194 = "stablehlo.dot_general"(%185, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %195 = "stablehlo.reshape"(%arg83) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %197 = "stablehlo.add"(%194, %196) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %198 = "stablehlo.reshape"(%189) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %199 = "stablehlo.reshape"(%193) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %200 = "stablehlo.reshape"(%197) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %201 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %202 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1x8xi32>
    %204 = "stablehlo.compare"(%201, %203) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x1x8xi32>, tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xi1>
    %205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %207 = "stablehlo.convert"(%206) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %208 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %210 = "stablehlo.select"(%204, %207, %209) : (tensor<4x1x1x8xi1>, tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %211 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.sqrt"(%211) : (tensor<f32>) -> tensor<f32>
    %213 = "stablehlo.convert"(%212) : (tensor<f32>) -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %215 = "stablehlo.divide"(%198, %214) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %216 = "stablehlo.dot_general"(%215, %199) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %217 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %218 = "stablehlo.add"(%216, %217) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %219 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %220 = "stablehlo.reduce"(%218, %219) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg259: tensor<f32>, %arg260: tensor<f32>):
      %1650 = "stablehlo.maximum"(%arg259, %arg260) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1650) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %221 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %223 = "stablehlo.maximum"(%222, %220) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %226 = "stablehlo.subtract"(%218, %225) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %227 = "stablehlo.exponential"(%226) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %228 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.reduce"(%227, %228) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg257: tensor<f32>, %arg258: tensor<f32>):
      %1649 = "stablehlo.add"(%arg257, %arg258) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1649) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %232 = "stablehlo.divide"(%227, %231) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %233 = "stablehlo.multiply"(%230, %230) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %234 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %236 = "stablehlo.divide"(%235, %233) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %237 = "stablehlo.dot_general"(%200, %232) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %238 = "stablehlo.transpose"(%237) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %239 = "stablehlo.reshape"(%238) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %240 = "stablehlo.dot_general"(%239, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %241 = "stablehlo.reshape"(%arg79) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %243 = "stablehlo.add"(%240, %242) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %244 = "stablehlo.add"(%185, %243) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %245 = "chlo.square"(%244) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %246 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %248 = "stablehlo.multiply"(%247, %244) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %249 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %250 = "stablehlo.reduce"(%244, %249) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg255: tensor<f32>, %arg256: tensor<f32>):
      %1648 = "stablehlo.add"(%arg255, %arg256) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1648) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %251 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %253 = "stablehlo.divide"(%250, %252) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.reduce"(%245, %254) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg253: tensor<f32>, %arg254: tensor<f32>):
      %1647 = "stablehlo.add"(%arg253, %arg254) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1647) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %256 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %258 = "stablehlo.divide"(%255, %257) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %259 = "chlo.square"(%253) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %260 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %262 = "stablehlo.multiply"(%261, %253) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %263 = "stablehlo.subtract"(%258, %259) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %266 = "stablehlo.maximum"(%265, %263) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %267 = "stablehlo.compare"(%263, %266) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %268 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %270 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %272 = "stablehlo.select"(%267, %269, %271) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %273 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %275 = "stablehlo.compare"(%274, %266) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %276 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %278 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %280 = "stablehlo.select"(%275, %277, %279) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %281 = "stablehlo.divide"(%272, %280) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %282 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %283 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %284 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %285 = "stablehlo.subtract"(%244, %284) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %286 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %288 = "stablehlo.add"(%283, %287) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %289 = "stablehlo.rsqrt"(%288) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %290 = "stablehlo.divide"(%289, %288) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %291 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %293 = "stablehlo.multiply"(%292, %290) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %294 = "stablehlo.reshape"(%arg86) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %295 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %296 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %297 = "stablehlo.multiply"(%295, %296) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %298 = "stablehlo.multiply"(%285, %297) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %299 = "stablehlo.reshape"(%arg85) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %301 = "stablehlo.add"(%298, %300) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %302 = "stablehlo.dot_general"(%301, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %303 = "stablehlo.reshape"(%arg71) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %305 = "stablehlo.add"(%302, %304) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %306 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %308 = "stablehlo.multiply"(%307, %305) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %309 = "stablehlo.negate"(%305) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %310 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %312 = "stablehlo.multiply"(%309, %311) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %313 = "chlo.erfc"(%312) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %314 = "chlo.square"(%312) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %315 = "stablehlo.negate"(%314) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %316 = "stablehlo.exponential"(%315) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %317 = "stablehlo.multiply"(%308, %313) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %318 = "stablehlo.dot_general"(%317, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %319 = "stablehlo.reshape"(%arg73) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %321 = "stablehlo.add"(%318, %320) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %322 = "stablehlo.add"(%301, %321) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %323 = "chlo.square"(%322) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %324 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %326 = "stablehlo.multiply"(%325, %322) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %327 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %328 = "stablehlo.reduce"(%322, %327) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg251: tensor<f32>, %arg252: tensor<f32>):
      %1646 = "stablehlo.add"(%arg251, %arg252) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1646) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %329 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %331 = "stablehlo.divide"(%328, %330) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %332 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %333 = "stablehlo.reduce"(%323, %332) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg249: tensor<f32>, %arg250: tensor<f32>):
      %1645 = "stablehlo.add"(%arg249, %arg250) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1645) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %334 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %336 = "stablehlo.divide"(%333, %335) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %337 = "chlo.square"(%331) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %338 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %340 = "stablehlo.multiply"(%339, %331) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %341 = "stablehlo.subtract"(%336, %337) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %342 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %344 = "stablehlo.maximum"(%343, %341) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %345 = "stablehlo.compare"(%341, %344) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %346 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %348 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %350 = "stablehlo.select"(%345, %347, %349) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %351 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %353 = "stablehlo.compare"(%352, %344) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %354 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %356 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %358 = "stablehlo.select"(%353, %355, %357) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %359 = "stablehlo.divide"(%350, %358) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %360 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %361 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %362 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %363 = "stablehlo.subtract"(%322, %362) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %364 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %366 = "stablehlo.add"(%361, %365) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %367 = "stablehlo.rsqrt"(%366) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %368 = "stablehlo.divide"(%367, %366) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %369 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %370 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %371 = "stablehlo.multiply"(%370, %368) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %372 = "stablehlo.reshape"(%arg76) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %373 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %374 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %375 = "stablehlo.multiply"(%373, %374) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %376 = "stablehlo.multiply"(%363, %375) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %377 = "stablehlo.reshape"(%arg75) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %379 = "stablehlo.add"(%376, %378) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %380:2 = "func.call"(%arg87, %arg88) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %381 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %383 = "stablehlo.multiply"(%380#0, %382) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %384 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %386 = "stablehlo.add"(%119, %385) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %387:2 = "func.call"(%arg39, %386) <{callee = @_take_0}> : (tensor<10x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %388 = "stablehlo.add"(%383, %387#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %389 = "chlo.square"(%388) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %390 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %392 = "stablehlo.multiply"(%391, %388) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %393 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %394 = "stablehlo.reduce"(%388, %393) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg247: tensor<f32>, %arg248: tensor<f32>):
      %1644 = "stablehlo.add"(%arg247, %arg248) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1644) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %395 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %397 = "stablehlo.divide"(%394, %396) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %398 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %399 = "stablehlo.reduce"(%389, %398) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg245: tensor<f32>, %arg246: tensor<f32>):
      %1643 = "stablehlo.add"(%arg245, %arg246) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1643) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %400 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %402 = "stablehlo.divide"(%399, %401) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %403 = "chlo.square"(%397) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %404 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %405 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %406 = "stablehlo.multiply"(%405, %397) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %407 = "stablehlo.subtract"(%402, %403) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %408 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %410 = "stablehlo.maximum"(%409, %407) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %411 = "stablehlo.compare"(%407, %410) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %412 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %414 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %416 = "stablehlo.select"(%411, %413, %415) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %417 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %419 = "stablehlo.compare"(%418, %410) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %420 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %422 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %424 = "stablehlo.select"(%419, %421, %423) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %425 = "stablehlo.divide"(%416, %424) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %426 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %427 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %428 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %429 = "stablehlo.subtract"(%388, %428) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %430 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %432 = "stablehlo.add"(%427, %431) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %433 = "stablehlo.rsqrt"(%432) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %434 = "stablehlo.divide"(%433, %432) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %435 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %437 = "stablehlo.multiply"(%436, %434) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %438 = "stablehlo.reshape"(%arg41) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %439 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %440 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %441 = "stablehlo.multiply"(%439, %440) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %442 = "stablehlo.multiply"(%429, %441) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %443 = "stablehlo.reshape"(%arg40) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %445 = "stablehlo.add"(%442, %444) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %446 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %448 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %449 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x8xi32>) -> tensor<1x1x8xi32>
    %450 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x8x1xi32>) -> tensor<1x8x8xi32>
    %451 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xi32>) -> tensor<1x8x8xi32>
    %452 = "stablehlo.compare"(%450, %451) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x8x8xi32>, tensor<1x8x8xi32>) -> tensor<1x8x8xi1>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %454 = "stablehlo.dot_general"(%445, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %455 = "stablehlo.reshape"(%arg62) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %457 = "stablehlo.add"(%454, %456) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %458 = "stablehlo.dot_general"(%445, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %459 = "stablehlo.reshape"(%arg58) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %461 = "stablehlo.add"(%458, %460) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %462 = "stablehlo.dot_general"(%445, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %463 = "stablehlo.reshape"(%arg64) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %465 = "stablehlo.add"(%462, %464) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %466 = "stablehlo.reshape"(%457) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %467 = "stablehlo.reshape"(%461) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %468 = "stablehlo.reshape"(%465) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %469 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %470 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %472 = "stablehlo.convert"(%469) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %473 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %475 = "stablehlo.compare"(%471, %474) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %476 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %478 = "stablehlo.compare"(%472, %477) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %479 = "stablehlo.and"(%475, %478) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %480 = "stablehlo.convert"(%479) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %481 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %483 = "stablehlo.compare"(%480, %482) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %484 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %486 = "stablehlo.convert"(%485) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %487 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %489 = "stablehlo.select"(%483, %486, %488) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %490 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %491 = "stablehlo.sqrt"(%490) : (tensor<f32>) -> tensor<f32>
    %492 = "stablehlo.convert"(%491) : (tensor<f32>) -> tensor<f32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %494 = "stablehlo.divide"(%466, %493) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %495 = "stablehlo.dot_general"(%494, %467) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %496 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %497 = "stablehlo.add"(%495, %496) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %498 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %499 = "stablehlo.reduce"(%497, %498) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg243: tensor<f32>, %arg244: tensor<f32>):
      %1642 = "stablehlo.maximum"(%arg243, %arg244) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1642) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %500 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %501 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %502 = "stablehlo.maximum"(%501, %499) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %504 = "stablehlo.broadcast_in_dim"(%503) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %505 = "stablehlo.subtract"(%497, %504) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %506 = "stablehlo.exponential"(%505) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %507 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %508 = "stablehlo.reduce"(%506, %507) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg241: tensor<f32>, %arg242: tensor<f32>):
      %1641 = "stablehlo.add"(%arg241, %arg242) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1641) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %511 = "stablehlo.divide"(%506, %510) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %512 = "stablehlo.multiply"(%509, %509) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %513 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %515 = "stablehlo.divide"(%514, %512) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %516 = "stablehlo.dot_general"(%468, %511) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %517 = "stablehlo.transpose"(%516) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %518 = "stablehlo.reshape"(%517) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %519 = "stablehlo.dot_general"(%518, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %520 = "stablehlo.reshape"(%arg60) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %522 = "stablehlo.add"(%519, %521) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %523 = "stablehlo.add"(%445, %522) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %524 = "chlo.square"(%523) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %525 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %527 = "stablehlo.multiply"(%526, %523) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %528 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.reduce"(%523, %528) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg239: tensor<f32>, %arg240: tensor<f32>):
      %1640 = "stablehlo.add"(%arg239, %arg240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1640) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %530 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %531 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %532 = "stablehlo.divide"(%529, %531) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %533 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %534 = "stablehlo.reduce"(%524, %533) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
      %1639 = "stablehlo.add"(%arg237, %arg238) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1639) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %535 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %537 = "stablehlo.divide"(%534, %536) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %538 = "chlo.square"(%532) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %539 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %541 = "stablehlo.multiply"(%540, %532) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %542 = "stablehlo.subtract"(%537, %538) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %543 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %545 = "stablehlo.maximum"(%544, %542) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %546 = "stablehlo.compare"(%542, %545) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %547 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %549 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %551 = "stablehlo.select"(%546, %548, %550) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %552 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %554 = "stablehlo.compare"(%553, %545) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %555 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %557 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %558 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %559 = "stablehlo.select"(%554, %556, %558) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %560 = "stablehlo.divide"(%551, %559) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %561 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %562 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %563 = "stablehlo.broadcast_in_dim"(%561) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %564 = "stablehlo.subtract"(%523, %563) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %565 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %567 = "stablehlo.add"(%562, %566) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %568 = "stablehlo.rsqrt"(%567) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %569 = "stablehlo.divide"(%568, %567) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %570 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %572 = "stablehlo.multiply"(%571, %569) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %573 = "stablehlo.reshape"(%arg67) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %574 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %575 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %576 = "stablehlo.multiply"(%574, %575) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %577 = "stablehlo.multiply"(%564, %576) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %578 = "stablehlo.reshape"(%arg66) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %580 = "stablehlo.add"(%577, %579) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %581 = "stablehlo.dot_general"(%580, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %582 = "stablehlo.reshape"(%arg46) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %583 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %584 = "stablehlo.add"(%581, %583) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %585 = "stablehlo.dot_general"(%379, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %586 = "stablehlo.reshape"(%arg42) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %587 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %588 = "stablehlo.add"(%585, %587) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %589 = "stablehlo.dot_general"(%379, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %590 = "stablehlo.reshape"(%arg48) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %592 = "stablehlo.add"(%589, %591) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %593 = "stablehlo.reshape"(%584) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %594 = "stablehlo.reshape"(%588) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %595 = "stablehlo.reshape"(%592) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %596 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %597 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %598 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1x8xi32>
    %599 = "stablehlo.compare"(%596, %598) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x1x8xi32>, tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xi1>
    %600 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %601 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %602 = "stablehlo.convert"(%601) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %603 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %604 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %605 = "stablehlo.select"(%599, %602, %604) : (tensor<4x1x1x8xi1>, tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %606 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %607 = "stablehlo.sqrt"(%606) : (tensor<f32>) -> tensor<f32>
    %608 = "stablehlo.convert"(%607) : (tensor<f32>) -> tensor<f32>
    %609 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %610 = "stablehlo.divide"(%593, %609) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %611 = "stablehlo.dot_general"(%610, %594) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %612 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %613 = "stablehlo.add"(%611, %612) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %614 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %615 = "stablehlo.reduce"(%613, %614) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg235: tensor<f32>, %arg236: tensor<f32>):
      %1638 = "stablehlo.maximum"(%arg235, %arg236) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1638) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %616 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %617 = "stablehlo.broadcast_in_dim"(%616) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %618 = "stablehlo.maximum"(%617, %615) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %619 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %621 = "stablehlo.subtract"(%613, %620) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %622 = "stablehlo.exponential"(%621) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %623 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.reduce"(%622, %623) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg233: tensor<f32>, %arg234: tensor<f32>):
      %1637 = "stablehlo.add"(%arg233, %arg234) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1637) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %625 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %626 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %627 = "stablehlo.divide"(%622, %626) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %628 = "stablehlo.multiply"(%625, %625) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %629 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %631 = "stablehlo.divide"(%630, %628) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %632 = "stablehlo.dot_general"(%595, %627) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %633 = "stablehlo.transpose"(%632) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %634 = "stablehlo.reshape"(%633) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %635 = "stablehlo.dot_general"(%634, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %636 = "stablehlo.reshape"(%arg44) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %638 = "stablehlo.add"(%635, %637) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %639 = "stablehlo.add"(%580, %638) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %640 = "chlo.square"(%639) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %641 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %642 = "stablehlo.broadcast_in_dim"(%641) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %643 = "stablehlo.multiply"(%642, %639) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %644 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.reduce"(%639, %644) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg231: tensor<f32>, %arg232: tensor<f32>):
      %1636 = "stablehlo.add"(%arg231, %arg232) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1636) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %646 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %647 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %648 = "stablehlo.divide"(%645, %647) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %649 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %650 = "stablehlo.reduce"(%640, %649) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg229: tensor<f32>, %arg230: tensor<f32>):
      %1635 = "stablehlo.add"(%arg229, %arg230) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1635) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %651 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %652 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %653 = "stablehlo.divide"(%650, %652) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %654 = "chlo.square"(%648) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %655 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %656 = "stablehlo.broadcast_in_dim"(%655) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %657 = "stablehlo.multiply"(%656, %648) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %658 = "stablehlo.subtract"(%653, %654) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %659 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %660 = "stablehlo.broadcast_in_dim"(%659) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %661 = "stablehlo.maximum"(%660, %658) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %662 = "stablehlo.compare"(%658, %661) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %663 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %664 = "stablehlo.broadcast_in_dim"(%663) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %665 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %666 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %667 = "stablehlo.select"(%662, %664, %666) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %668 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %670 = "stablehlo.compare"(%669, %661) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %671 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %672 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %673 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %674 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %675 = "stablehlo.select"(%670, %672, %674) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %676 = "stablehlo.divide"(%667, %675) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %677 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %678 = "stablehlo.broadcast_in_dim"(%661) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %679 = "stablehlo.broadcast_in_dim"(%677) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %680 = "stablehlo.subtract"(%639, %679) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %681 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %682 = "stablehlo.broadcast_in_dim"(%681) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %683 = "stablehlo.add"(%678, %682) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %684 = "stablehlo.rsqrt"(%683) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %685 = "stablehlo.divide"(%684, %683) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %686 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %687 = "stablehlo.broadcast_in_dim"(%686) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %688 = "stablehlo.multiply"(%687, %685) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %689 = "stablehlo.reshape"(%arg51) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %690 = "stablehlo.broadcast_in_dim"(%684) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %691 = "stablehlo.broadcast_in_dim"(%689) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %692 = "stablehlo.multiply"(%690, %691) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %693 = "stablehlo.multiply"(%680, %692) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %694 = "stablehlo.reshape"(%arg50) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %695 = "stablehlo.broadcast_in_dim"(%694) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %696 = "stablehlo.add"(%693, %695) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %697 = "stablehlo.dot_general"(%696, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %698 = "stablehlo.reshape"(%arg52) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %699 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %700 = "stablehlo.add"(%697, %699) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %701 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %702 = "stablehlo.broadcast_in_dim"(%701) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %703 = "stablehlo.multiply"(%702, %700) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %704 = "stablehlo.negate"(%700) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %705 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %706 = "stablehlo.broadcast_in_dim"(%705) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %707 = "stablehlo.multiply"(%704, %706) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %708 = "chlo.erfc"(%707) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %709 = "chlo.square"(%707) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %710 = "stablehlo.negate"(%709) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %711 = "stablehlo.exponential"(%710) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %712 = "stablehlo.multiply"(%703, %708) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %713 = "stablehlo.dot_general"(%712, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %714 = "stablehlo.reshape"(%arg54) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %715 = "stablehlo.broadcast_in_dim"(%714) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %716 = "stablehlo.add"(%713, %715) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %717 = "stablehlo.add"(%696, %716) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %718 = "chlo.square"(%717) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %719 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %720 = "stablehlo.broadcast_in_dim"(%719) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %721 = "stablehlo.multiply"(%720, %717) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %722 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %723 = "stablehlo.reduce"(%717, %722) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg227: tensor<f32>, %arg228: tensor<f32>):
      %1634 = "stablehlo.add"(%arg227, %arg228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1634) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %724 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %725 = "stablehlo.broadcast_in_dim"(%724) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %726 = "stablehlo.divide"(%723, %725) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %727 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %728 = "stablehlo.reduce"(%718, %727) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg225: tensor<f32>, %arg226: tensor<f32>):
      %1633 = "stablehlo.add"(%arg225, %arg226) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1633) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %729 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %730 = "stablehlo.broadcast_in_dim"(%729) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %731 = "stablehlo.divide"(%728, %730) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %732 = "chlo.square"(%726) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %733 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %734 = "stablehlo.broadcast_in_dim"(%733) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %735 = "stablehlo.multiply"(%734, %726) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %736 = "stablehlo.subtract"(%731, %732) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %737 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %738 = "stablehlo.broadcast_in_dim"(%737) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %739 = "stablehlo.maximum"(%738, %736) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %740 = "stablehlo.compare"(%736, %739) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %741 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %742 = "stablehlo.broadcast_in_dim"(%741) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %743 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %744 = "stablehlo.broadcast_in_dim"(%743) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %745 = "stablehlo.select"(%740, %742, %744) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %746 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %747 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %748 = "stablehlo.compare"(%747, %739) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %749 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %750 = "stablehlo.broadcast_in_dim"(%749) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %751 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %752 = "stablehlo.broadcast_in_dim"(%751) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %753 = "stablehlo.select"(%748, %750, %752) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %754 = "stablehlo.divide"(%745, %753) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %755 = "stablehlo.broadcast_in_dim"(%726) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %756 = "stablehlo.broadcast_in_dim"(%739) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %757 = "stablehlo.broadcast_in_dim"(%755) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %758 = "stablehlo.subtract"(%717, %757) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %759 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %760 = "stablehlo.broadcast_in_dim"(%759) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %761 = "stablehlo.add"(%756, %760) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %762 = "stablehlo.rsqrt"(%761) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %763 = "stablehlo.divide"(%762, %761) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %764 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %765 = "stablehlo.broadcast_in_dim"(%764) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %766 = "stablehlo.multiply"(%765, %763) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %767 = "stablehlo.reshape"(%arg57) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %768 = "stablehlo.broadcast_in_dim"(%762) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %769 = "stablehlo.broadcast_in_dim"(%767) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %770 = "stablehlo.multiply"(%768, %769) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %771 = "stablehlo.multiply"(%758, %770) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %772 = "stablehlo.reshape"(%arg56) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %773 = "stablehlo.broadcast_in_dim"(%772) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %774 = "stablehlo.add"(%771, %773) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %775 = "stablehlo.transpose"(%arg87) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %776 = "stablehlo.dot_general"(%774, %775) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %777 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %778 = "stablehlo.broadcast_in_dim"(%777) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %779 = "stablehlo.add"(%776, %778) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %780 = "stablehlo.broadcast_in_dim"(%arg90) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %781:2 = "func.call"(%779, %780) <{callee = @take_along_axis}> : (tensor<4x8x64xf32>, tensor<4x8x1xi32>) -> (tensor<4x8x1xf32>, tensor<4x8x1x1xi32>)
    %782 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %783:2 = "func.call"(%781#0, %782) <{callee = @_take_1}> : (tensor<4x8x1xf32>, tensor<i32>) -> (tensor<4x8xf32>, tensor<1xi32>)
    %784 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %785 = "stablehlo.reduce"(%779, %784) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg223: tensor<f32>, %arg224: tensor<f32>):
      %1632 = "stablehlo.maximum"(%arg223, %arg224) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1632) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %786 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %787 = "stablehlo.broadcast_in_dim"(%786) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %788 = "stablehlo.maximum"(%787, %785) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %789 = "stablehlo.is_finite"(%788) : (tensor<4x8xf32>) -> tensor<4x8xi1>
    %790 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %791 = "stablehlo.broadcast_in_dim"(%790) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %792 = "stablehlo.select"(%789, %788, %791) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %793 = "stablehlo.broadcast_in_dim"(%792) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %794 = "stablehlo.broadcast_in_dim"(%793) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %795 = "stablehlo.subtract"(%779, %794) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %796 = "stablehlo.exponential"(%795) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %797 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %798 = "stablehlo.reduce"(%796, %797) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg221: tensor<f32>, %arg222: tensor<f32>):
      %1631 = "stablehlo.add"(%arg221, %arg222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1631) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %799 = "stablehlo.abs"(%798) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %800 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %801 = "stablehlo.broadcast_in_dim"(%800) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %802 = "stablehlo.compare"(%798, %801) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %803 = "stablehlo.log"(%799) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %804 = "stablehlo.add"(%803, %792) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %805 = "stablehlo.subtract"(%804, %783#0) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %806 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %807 = "stablehlo.reduce"(%805, %806) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg219: tensor<f32>, %arg220: tensor<f32>):
      %1630 = "stablehlo.add"(%arg219, %arg220) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1630) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %808 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %809 = "stablehlo.divide"(%807, %808) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %810 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %811 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %812 = "stablehlo.divide"(%810, %811) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %813 = "stablehlo.broadcast_in_dim"(%812) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %814 = "stablehlo.negate"(%813) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %815 = "stablehlo.divide"(%813, %799) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %816 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %817 = "stablehlo.broadcast_in_dim"(%816) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %818 = "stablehlo.select"(%802, %817, %815) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %819 = "stablehlo.select"(%802, %815, %817) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %820 = "stablehlo.negate"(%818) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %821 = "stablehlo.add"(%819, %820) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %822 = "stablehlo.broadcast_in_dim"(%821) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x64xf32>
    %823 = "stablehlo.multiply"(%822, %796) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %824 = "func.call"(%783#1, %814) <{callee = @_take_3}> : (tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %825 = "func.call"(%781#1, %824) <{callee = @take_along_axis_4}> : (tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %826 = "stablehlo.add"(%823, %825) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %827 = "stablehlo.dot_general"(%826, %774) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %828 = "stablehlo.transpose"(%827) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %829 = "stablehlo.dot_general"(%826, %775) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %830 = "stablehlo.transpose"(%828) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %831 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %832 = "stablehlo.reduce"(%829, %831) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg217: tensor<f32>, %arg218: tensor<f32>):
      %1629 = "stablehlo.add"(%arg217, %arg218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1629) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %833 = "stablehlo.reshape"(%832) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %834 = "stablehlo.reshape"(%833) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %835 = "stablehlo.multiply"(%758, %829) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %836 = "stablehlo.multiply"(%829, %770) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %837 = "stablehlo.broadcast_in_dim"(%762) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %838 = "stablehlo.multiply"(%837, %835) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %839 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %840 = "stablehlo.reduce"(%838, %839) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg215: tensor<f32>, %arg216: tensor<f32>):
      %1628 = "stablehlo.add"(%arg215, %arg216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1628) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %841 = "stablehlo.reshape"(%840) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %842 = "stablehlo.broadcast_in_dim"(%767) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %843 = "stablehlo.multiply"(%835, %842) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %844 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %845 = "stablehlo.reduce"(%843, %844) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg213: tensor<f32>, %arg214: tensor<f32>):
      %1627 = "stablehlo.add"(%arg213, %arg214) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1627) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %846 = "stablehlo.reshape"(%845) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %847 = "stablehlo.reshape"(%841) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %848 = "stablehlo.multiply"(%846, %766) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %849 = "stablehlo.negate"(%836) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %850 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %851 = "stablehlo.reduce"(%849, %850) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg211: tensor<f32>, %arg212: tensor<f32>):
      %1626 = "stablehlo.add"(%arg211, %arg212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1626) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %852 = "stablehlo.reshape"(%851) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %853 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %854 = "stablehlo.reduce"(%848, %853) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg209: tensor<f32>, %arg210: tensor<f32>):
      %1625 = "stablehlo.add"(%arg209, %arg210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1625) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %855 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %856 = "stablehlo.reduce"(%852, %855) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg207: tensor<f32>, %arg208: tensor<f32>):
      %1624 = "stablehlo.add"(%arg207, %arg208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1624) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %857 = "stablehlo.multiply"(%854, %754) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %858 = "stablehlo.negate"(%857) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %859 = "stablehlo.multiply"(%858, %735) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %860 = "stablehlo.add"(%856, %859) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %861 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %862 = "stablehlo.broadcast_in_dim"(%861) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %863 = "stablehlo.divide"(%857, %862) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %864 = "stablehlo.broadcast_in_dim"(%863) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %865 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %866 = "stablehlo.broadcast_in_dim"(%865) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %867 = "stablehlo.divide"(%860, %866) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %868 = "stablehlo.broadcast_in_dim"(%867) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %869 = "stablehlo.add"(%836, %868) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %870 = "stablehlo.multiply"(%864, %721) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %871 = "stablehlo.add"(%869, %870) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %872 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %873 = "stablehlo.reduce"(%871, %872) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg205: tensor<f32>, %arg206: tensor<f32>):
      %1623 = "stablehlo.add"(%arg205, %arg206) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1623) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %874 = "stablehlo.reshape"(%873) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %875 = "stablehlo.reshape"(%874) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %876 = "stablehlo.dot_general"(%871, %712) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %877 = "stablehlo.transpose"(%876) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %878 = "stablehlo.dot_general"(%871, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %879 = "stablehlo.multiply"(%703, %878) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %880 = "stablehlo.multiply"(%878, %708) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %881 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %882 = "stablehlo.broadcast_in_dim"(%881) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %883 = "stablehlo.multiply"(%882, %879) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %884 = "stablehlo.multiply"(%883, %711) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %885 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %886 = "stablehlo.broadcast_in_dim"(%885) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %887 = "stablehlo.multiply"(%884, %886) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %888 = "stablehlo.negate"(%887) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %889 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %890 = "stablehlo.broadcast_in_dim"(%889) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %891 = "stablehlo.multiply"(%890, %880) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %892 = "stablehlo.add"(%888, %891) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %893 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %894 = "stablehlo.reduce"(%892, %893) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg203: tensor<f32>, %arg204: tensor<f32>):
      %1622 = "stablehlo.add"(%arg203, %arg204) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1622) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %895 = "stablehlo.reshape"(%894) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %896 = "stablehlo.reshape"(%895) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %897 = "stablehlo.dot_general"(%892, %696) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %898 = "stablehlo.transpose"(%897) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %899 = "stablehlo.dot_general"(%892, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %900 = "stablehlo.add"(%871, %899) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %901 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %902 = "stablehlo.reduce"(%900, %901) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg201: tensor<f32>, %arg202: tensor<f32>):
      %1621 = "stablehlo.add"(%arg201, %arg202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1621) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %903 = "stablehlo.reshape"(%902) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %904 = "stablehlo.reshape"(%903) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %905 = "stablehlo.multiply"(%680, %900) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %906 = "stablehlo.multiply"(%900, %692) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %907 = "stablehlo.broadcast_in_dim"(%684) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %908 = "stablehlo.multiply"(%907, %905) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %909 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %910 = "stablehlo.reduce"(%908, %909) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
      %1620 = "stablehlo.add"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1620) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %911 = "stablehlo.reshape"(%910) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %912 = "stablehlo.broadcast_in_dim"(%689) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %913 = "stablehlo.multiply"(%905, %912) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %914 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %915 = "stablehlo.reduce"(%913, %914) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
      %1619 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1619) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %916 = "stablehlo.reshape"(%915) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %917 = "stablehlo.reshape"(%911) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %918 = "stablehlo.multiply"(%916, %688) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %919 = "stablehlo.negate"(%906) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %920 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %921 = "stablehlo.reduce"(%919, %920) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
      %1618 = "stablehlo.add"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1618) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %922 = "stablehlo.reshape"(%921) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %923 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %924 = "stablehlo.reduce"(%918, %923) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg193: tensor<f32>, %arg194: tensor<f32>):
      %1617 = "stablehlo.add"(%arg193, %arg194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1617) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %925 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %926 = "stablehlo.reduce"(%922, %925) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
      %1616 = "stablehlo.add"(%arg191, %arg192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1616) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %927 = "stablehlo.multiply"(%924, %676) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %928 = "stablehlo.negate"(%927) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %929 = "stablehlo.multiply"(%928, %657) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %930 = "stablehlo.add"(%926, %929) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %931 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %932 = "stablehlo.broadcast_in_dim"(%931) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %933 = "stablehlo.divide"(%927, %932) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %934 = "stablehlo.broadcast_in_dim"(%933) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %935 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %936 = "stablehlo.broadcast_in_dim"(%935) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %937 = "stablehlo.divide"(%930, %936) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %938 = "stablehlo.broadcast_in_dim"(%937) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %939 = "stablehlo.add"(%906, %938) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %940 = "stablehlo.multiply"(%934, %643) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %941 = "stablehlo.add"(%939, %940) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %942 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %943 = "stablehlo.reduce"(%941, %942) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
      %1615 = "stablehlo.add"(%arg189, %arg190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1615) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %944 = "stablehlo.reshape"(%943) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %945 = "stablehlo.reshape"(%944) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %946 = "stablehlo.dot_general"(%941, %634) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %947 = "stablehlo.transpose"(%946) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %948 = "stablehlo.dot_general"(%941, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %949 = "stablehlo.reshape"(%948) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %950 = "stablehlo.transpose"(%949) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %951 = "stablehlo.dot_general"(%950, %595) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %952 = "stablehlo.dot_general"(%950, %627) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %953 = "stablehlo.transpose"(%952) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %954 = "stablehlo.broadcast_in_dim"(%631) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %955 = "stablehlo.multiply"(%951, %954) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %956 = "stablehlo.multiply"(%955, %622) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %957 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %958 = "stablehlo.reduce"(%956, %957) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg187: tensor<f32>, %arg188: tensor<f32>):
      %1614 = "stablehlo.add"(%arg187, %arg188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1614) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %959 = "stablehlo.reshape"(%958) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %960 = "stablehlo.negate"(%959) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %961 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %962 = "stablehlo.divide"(%951, %961) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %963 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %964 = "stablehlo.reduce"(%960, %963) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
      %1613 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1613) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %965 = "stablehlo.broadcast_in_dim"(%964) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %966 = "stablehlo.add"(%962, %965) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %967 = "stablehlo.multiply"(%966, %622) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %968 = "stablehlo.dot_general"(%967, %610) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %969 = "stablehlo.transpose"(%968) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %970 = "stablehlo.dot_general"(%967, %594) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %971 = "stablehlo.transpose"(%970) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %972 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %973 = "stablehlo.divide"(%971, %972) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %974 = "stablehlo.reshape"(%953) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %975 = "stablehlo.reshape"(%969) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %976 = "stablehlo.reshape"(%973) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %977 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %978 = "stablehlo.reduce"(%974, %977) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
      %1612 = "stablehlo.add"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1612) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %979 = "stablehlo.reshape"(%978) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %980 = "stablehlo.reshape"(%979) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %981 = "stablehlo.dot_general"(%974, %379) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %982 = "stablehlo.transpose"(%981) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %983 = "stablehlo.dot_general"(%974, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %984 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %985 = "stablehlo.reduce"(%975, %984) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
      %1611 = "stablehlo.add"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1611) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %986 = "stablehlo.reshape"(%985) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %987 = "stablehlo.reshape"(%986) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %988 = "stablehlo.dot_general"(%975, %379) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %989 = "stablehlo.transpose"(%988) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %990 = "stablehlo.dot_general"(%975, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %991 = "stablehlo.add"(%983, %990) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %992 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %993 = "stablehlo.reduce"(%976, %992) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
      %1610 = "stablehlo.add"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1610) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %994 = "stablehlo.reshape"(%993) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %995 = "stablehlo.reshape"(%994) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %996 = "stablehlo.dot_general"(%976, %580) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %997 = "stablehlo.transpose"(%996) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %998 = "stablehlo.dot_general"(%976, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %999 = "stablehlo.add"(%941, %998) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1000 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1001 = "stablehlo.reduce"(%999, %1000) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %1609 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1609) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1002 = "stablehlo.reshape"(%1001) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1003 = "stablehlo.reshape"(%1002) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1004 = "stablehlo.multiply"(%564, %999) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1005 = "stablehlo.multiply"(%999, %576) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1006 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1007 = "stablehlo.multiply"(%1006, %1004) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1008 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1009 = "stablehlo.reduce"(%1007, %1008) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %1608 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1608) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1010 = "stablehlo.reshape"(%1009) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1011 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1012 = "stablehlo.multiply"(%1004, %1011) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1013 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1014 = "stablehlo.reduce"(%1012, %1013) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %1607 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1607) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1015 = "stablehlo.reshape"(%1014) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1016 = "stablehlo.reshape"(%1010) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1017 = "stablehlo.multiply"(%1015, %572) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1018 = "stablehlo.negate"(%1005) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1019 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1020 = "stablehlo.reduce"(%1018, %1019) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %1606 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1606) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1021 = "stablehlo.reshape"(%1020) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1022 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1023 = "stablehlo.reduce"(%1017, %1022) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
      %1605 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1605) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1024 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1025 = "stablehlo.reduce"(%1021, %1024) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %1604 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1604) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1026 = "stablehlo.multiply"(%1023, %560) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1027 = "stablehlo.negate"(%1026) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1028 = "stablehlo.multiply"(%1027, %541) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1029 = "stablehlo.add"(%1025, %1028) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1030 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1031 = "stablehlo.broadcast_in_dim"(%1030) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1032 = "stablehlo.divide"(%1026, %1031) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1033 = "stablehlo.broadcast_in_dim"(%1032) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1034 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1035 = "stablehlo.broadcast_in_dim"(%1034) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1036 = "stablehlo.divide"(%1029, %1035) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1037 = "stablehlo.broadcast_in_dim"(%1036) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1038 = "stablehlo.add"(%1005, %1037) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1039 = "stablehlo.multiply"(%1033, %527) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1040 = "stablehlo.add"(%1038, %1039) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1041 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1042 = "stablehlo.reduce"(%1040, %1041) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %1603 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1603) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1043 = "stablehlo.reshape"(%1042) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1044 = "stablehlo.reshape"(%1043) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1045 = "stablehlo.dot_general"(%1040, %518) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1046 = "stablehlo.transpose"(%1045) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1047 = "stablehlo.dot_general"(%1040, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1048 = "stablehlo.reshape"(%1047) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %1049 = "stablehlo.transpose"(%1048) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1050 = "stablehlo.dot_general"(%1049, %468) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1051 = "stablehlo.dot_general"(%1049, %511) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1052 = "stablehlo.transpose"(%1051) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1053 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1054 = "stablehlo.multiply"(%1050, %1053) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1055 = "stablehlo.multiply"(%1054, %506) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1056 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1057 = "stablehlo.reduce"(%1055, %1056) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %1602 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1602) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1058 = "stablehlo.reshape"(%1057) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %1059 = "stablehlo.negate"(%1058) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %1060 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1061 = "stablehlo.divide"(%1050, %1060) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1062 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1063 = "stablehlo.reduce"(%1059, %1062) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1601 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1601) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1064 = "stablehlo.broadcast_in_dim"(%1063) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1065 = "stablehlo.add"(%1061, %1064) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1066 = "stablehlo.multiply"(%1065, %506) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1067 = "stablehlo.dot_general"(%1066, %494) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1068 = "stablehlo.transpose"(%1067) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1069 = "stablehlo.dot_general"(%1066, %467) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1070 = "stablehlo.transpose"(%1069) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1071 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %1072 = "stablehlo.divide"(%1070, %1071) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %1073 = "stablehlo.reshape"(%1052) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1074 = "stablehlo.reshape"(%1068) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1075 = "stablehlo.reshape"(%1072) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1076 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1077 = "stablehlo.reduce"(%1073, %1076) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %1600 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1600) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1078 = "stablehlo.reshape"(%1077) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1079 = "stablehlo.reshape"(%1078) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1080 = "stablehlo.dot_general"(%1073, %445) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1081 = "stablehlo.transpose"(%1080) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1082 = "stablehlo.dot_general"(%1073, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1083 = "stablehlo.add"(%1040, %1082) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1084 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1085 = "stablehlo.reduce"(%1074, %1084) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %1599 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1599) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1086 = "stablehlo.reshape"(%1085) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1087 = "stablehlo.reshape"(%1086) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1088 = "stablehlo.dot_general"(%1074, %445) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1089 = "stablehlo.transpose"(%1088) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1090 = "stablehlo.dot_general"(%1074, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1091 = "stablehlo.add"(%1083, %1090) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1092 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1093 = "stablehlo.reduce"(%1075, %1092) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %1598 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1598) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1094 = "stablehlo.reshape"(%1093) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1095 = "stablehlo.reshape"(%1094) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1096 = "stablehlo.dot_general"(%1075, %445) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1097 = "stablehlo.transpose"(%1096) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1098 = "stablehlo.dot_general"(%1075, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1099 = "stablehlo.add"(%1091, %1098) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1101 = "stablehlo.reduce"(%1099, %1100) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %1597 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1597) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1102 = "stablehlo.reshape"(%1101) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1103 = "stablehlo.reshape"(%1102) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1104 = "stablehlo.multiply"(%429, %1099) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1105 = "stablehlo.multiply"(%1099, %441) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1106 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1107 = "stablehlo.multiply"(%1106, %1104) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1108 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1109 = "stablehlo.reduce"(%1107, %1108) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %1596 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1596) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1110 = "stablehlo.reshape"(%1109) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1111 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1112 = "stablehlo.multiply"(%1104, %1111) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1114 = "stablehlo.reduce"(%1112, %1113) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %1595 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1595) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1115 = "stablehlo.reshape"(%1114) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1116 = "stablehlo.reshape"(%1110) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1117 = "stablehlo.multiply"(%1115, %437) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1118 = "stablehlo.negate"(%1105) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1120 = "stablehlo.reduce"(%1118, %1119) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %1594 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1594) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1121 = "stablehlo.reshape"(%1120) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1122 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1123 = "stablehlo.reduce"(%1117, %1122) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %1593 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1593) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1124 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1125 = "stablehlo.reduce"(%1121, %1124) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %1592 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1592) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1126 = "stablehlo.multiply"(%1123, %425) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1127 = "stablehlo.negate"(%1126) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1128 = "stablehlo.multiply"(%1127, %406) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1129 = "stablehlo.add"(%1125, %1128) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1130 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1131 = "stablehlo.broadcast_in_dim"(%1130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1132 = "stablehlo.divide"(%1126, %1131) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1133 = "stablehlo.broadcast_in_dim"(%1132) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1134 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1135 = "stablehlo.broadcast_in_dim"(%1134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1136 = "stablehlo.divide"(%1129, %1135) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1137 = "stablehlo.broadcast_in_dim"(%1136) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1138 = "stablehlo.add"(%1105, %1137) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1139 = "stablehlo.multiply"(%1133, %392) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1140 = "stablehlo.add"(%1138, %1139) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1141 = "func.call"(%387#1, %1140) <{callee = @_take_5}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<10x32xf32>
    %1142 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1143 = "stablehlo.broadcast_in_dim"(%1142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %1144 = "stablehlo.multiply"(%1140, %1143) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1145 = "func.call"(%380#1, %1144) <{callee = @_take_6}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1146 = "stablehlo.add"(%830, %1145) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1147 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1148 = "stablehlo.reduce"(%991, %1147) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %1591 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1591) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1149 = "stablehlo.reshape"(%1148) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1150 = "stablehlo.reshape"(%1149) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1151 = "stablehlo.multiply"(%363, %991) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1152 = "stablehlo.multiply"(%991, %375) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1153 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1154 = "stablehlo.multiply"(%1153, %1151) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1155 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1156 = "stablehlo.reduce"(%1154, %1155) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %1590 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1590) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1157 = "stablehlo.reshape"(%1156) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1158 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1159 = "stablehlo.multiply"(%1151, %1158) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1160 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1161 = "stablehlo.reduce"(%1159, %1160) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %1589 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1589) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1162 = "stablehlo.reshape"(%1161) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1163 = "stablehlo.reshape"(%1157) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1164 = "stablehlo.multiply"(%1162, %371) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1165 = "stablehlo.negate"(%1152) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1166 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1167 = "stablehlo.reduce"(%1165, %1166) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %1588 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1588) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1168 = "stablehlo.reshape"(%1167) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1170 = "stablehlo.reduce"(%1164, %1169) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %1587 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1587) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1172 = "stablehlo.reduce"(%1168, %1171) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %1586 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1586) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1173 = "stablehlo.multiply"(%1170, %359) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1174 = "stablehlo.negate"(%1173) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1175 = "stablehlo.multiply"(%1174, %340) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1176 = "stablehlo.add"(%1172, %1175) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1177 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1178 = "stablehlo.broadcast_in_dim"(%1177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1179 = "stablehlo.divide"(%1173, %1178) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1180 = "stablehlo.broadcast_in_dim"(%1179) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1181 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1182 = "stablehlo.broadcast_in_dim"(%1181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1183 = "stablehlo.divide"(%1176, %1182) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1184 = "stablehlo.broadcast_in_dim"(%1183) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1185 = "stablehlo.add"(%1152, %1184) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1186 = "stablehlo.multiply"(%1180, %326) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1187 = "stablehlo.add"(%1185, %1186) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1188 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1189 = "stablehlo.reduce"(%1187, %1188) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1585 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1585) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1190 = "stablehlo.reshape"(%1189) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1191 = "stablehlo.reshape"(%1190) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1192 = "stablehlo.dot_general"(%1187, %317) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %1193 = "stablehlo.transpose"(%1192) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %1194 = "stablehlo.dot_general"(%1187, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %1195 = "stablehlo.multiply"(%308, %1194) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1196 = "stablehlo.multiply"(%1194, %313) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1197 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %1198 = "stablehlo.broadcast_in_dim"(%1197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1199 = "stablehlo.multiply"(%1198, %1195) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1200 = "stablehlo.multiply"(%1199, %316) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1201 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %1202 = "stablehlo.broadcast_in_dim"(%1201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1203 = "stablehlo.multiply"(%1200, %1202) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1204 = "stablehlo.negate"(%1203) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1205 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1206 = "stablehlo.broadcast_in_dim"(%1205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1207 = "stablehlo.multiply"(%1206, %1196) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1208 = "stablehlo.add"(%1204, %1207) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1209 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1210 = "stablehlo.reduce"(%1208, %1209) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1584 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1584) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1211 = "stablehlo.reshape"(%1210) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1212 = "stablehlo.reshape"(%1211) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1213 = "stablehlo.dot_general"(%1208, %301) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1214 = "stablehlo.transpose"(%1213) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %1215 = "stablehlo.dot_general"(%1208, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %1216 = "stablehlo.add"(%1187, %1215) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1217 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1218 = "stablehlo.reduce"(%1216, %1217) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1583 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1583) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1219 = "stablehlo.reshape"(%1218) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1220 = "stablehlo.reshape"(%1219) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1221 = "stablehlo.multiply"(%285, %1216) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1222 = "stablehlo.multiply"(%1216, %297) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1223 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1224 = "stablehlo.multiply"(%1223, %1221) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1226 = "stablehlo.reduce"(%1224, %1225) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1582 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1582) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1227 = "stablehlo.reshape"(%1226) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1228 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1229 = "stablehlo.multiply"(%1221, %1228) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1230 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1231 = "stablehlo.reduce"(%1229, %1230) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1581 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1581) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1232 = "stablehlo.reshape"(%1231) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1233 = "stablehlo.reshape"(%1227) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1234 = "stablehlo.multiply"(%1232, %293) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1235 = "stablehlo.negate"(%1222) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1236 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1237 = "stablehlo.reduce"(%1235, %1236) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1580 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1580) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1238 = "stablehlo.reshape"(%1237) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1239 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1240 = "stablehlo.reduce"(%1234, %1239) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1579 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1579) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1241 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1242 = "stablehlo.reduce"(%1238, %1241) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1578 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1578) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1243 = "stablehlo.multiply"(%1240, %281) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1244 = "stablehlo.negate"(%1243) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1245 = "stablehlo.multiply"(%1244, %262) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1246 = "stablehlo.add"(%1242, %1245) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1247 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1248 = "stablehlo.broadcast_in_dim"(%1247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1249 = "stablehlo.divide"(%1243, %1248) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1250 = "stablehlo.broadcast_in_dim"(%1249) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1251 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1252 = "stablehlo.broadcast_in_dim"(%1251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1253 = "stablehlo.divide"(%1246, %1252) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1254 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1255 = "stablehlo.add"(%1222, %1254) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1256 = "stablehlo.multiply"(%1250, %248) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1257 = "stablehlo.add"(%1255, %1256) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1258 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1259 = "stablehlo.reduce"(%1257, %1258) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %1577 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1577) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1260 = "stablehlo.reshape"(%1259) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1261 = "stablehlo.reshape"(%1260) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1262 = "stablehlo.dot_general"(%1257, %239) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1263 = "stablehlo.transpose"(%1262) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1264 = "stablehlo.dot_general"(%1257, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1265 = "stablehlo.reshape"(%1264) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %1266 = "stablehlo.transpose"(%1265) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1267 = "stablehlo.dot_general"(%1266, %200) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1268 = "stablehlo.dot_general"(%1266, %232) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1269 = "stablehlo.transpose"(%1268) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1270 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1271 = "stablehlo.multiply"(%1267, %1270) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1272 = "stablehlo.multiply"(%1271, %227) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1273 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1274 = "stablehlo.reduce"(%1272, %1273) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %1576 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1576) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1275 = "stablehlo.reshape"(%1274) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %1276 = "stablehlo.negate"(%1275) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %1277 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1278 = "stablehlo.divide"(%1267, %1277) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1279 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1280 = "stablehlo.reduce"(%1276, %1279) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %1575 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1575) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1281 = "stablehlo.broadcast_in_dim"(%1280) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1282 = "stablehlo.add"(%1278, %1281) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1283 = "stablehlo.multiply"(%1282, %227) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1284 = "stablehlo.dot_general"(%1283, %215) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1285 = "stablehlo.transpose"(%1284) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1286 = "stablehlo.dot_general"(%1283, %199) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1287 = "stablehlo.transpose"(%1286) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1288 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %1289 = "stablehlo.divide"(%1287, %1288) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %1290 = "stablehlo.reshape"(%1269) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1291 = "stablehlo.reshape"(%1285) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1292 = "stablehlo.reshape"(%1289) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1293 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1294 = "stablehlo.reduce"(%1290, %1293) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %1574 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1574) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1295 = "stablehlo.reshape"(%1294) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1296 = "stablehlo.reshape"(%1295) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1297 = "stablehlo.dot_general"(%1290, %185) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1298 = "stablehlo.transpose"(%1297) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1299 = "stablehlo.dot_general"(%1290, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1300 = "stablehlo.add"(%1257, %1299) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1301 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1302 = "stablehlo.reduce"(%1291, %1301) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %1573 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1573) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1303 = "stablehlo.reshape"(%1302) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1304 = "stablehlo.reshape"(%1303) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1305 = "stablehlo.dot_general"(%1291, %185) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1306 = "stablehlo.transpose"(%1305) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1307 = "stablehlo.dot_general"(%1291, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1308 = "stablehlo.add"(%1300, %1307) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1309 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1310 = "stablehlo.reduce"(%1292, %1309) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %1572 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1572) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1311 = "stablehlo.reshape"(%1310) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1312 = "stablehlo.reshape"(%1311) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1313 = "stablehlo.dot_general"(%1292, %185) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1314 = "stablehlo.transpose"(%1313) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1315 = "stablehlo.dot_general"(%1292, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1316 = "stablehlo.add"(%1308, %1315) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1317 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1318 = "stablehlo.reduce"(%1316, %1317) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %1571 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1571) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1319 = "stablehlo.reshape"(%1318) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1320 = "stablehlo.reshape"(%1319) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1321 = "stablehlo.multiply"(%169, %1316) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1322 = "stablehlo.multiply"(%1316, %181) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1323 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1324 = "stablehlo.multiply"(%1323, %1321) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1325 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1326 = "stablehlo.reduce"(%1324, %1325) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %1570 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1570) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1327 = "stablehlo.reshape"(%1326) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1328 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1329 = "stablehlo.multiply"(%1321, %1328) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1330 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1331 = "stablehlo.reduce"(%1329, %1330) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %1569 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1569) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1332 = "stablehlo.reshape"(%1331) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1333 = "stablehlo.reshape"(%1327) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1334 = "stablehlo.multiply"(%1332, %177) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1335 = "stablehlo.negate"(%1322) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1336 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1337 = "stablehlo.reduce"(%1335, %1336) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %1568 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1568) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1338 = "stablehlo.reshape"(%1337) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1339 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1340 = "stablehlo.reduce"(%1334, %1339) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %1567 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1567) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1341 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1342 = "stablehlo.reduce"(%1338, %1341) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %1566 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1566) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1343 = "stablehlo.multiply"(%1340, %165) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1344 = "stablehlo.negate"(%1343) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1345 = "stablehlo.multiply"(%1344, %146) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1346 = "stablehlo.add"(%1342, %1345) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1347 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1348 = "stablehlo.broadcast_in_dim"(%1347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1349 = "stablehlo.divide"(%1343, %1348) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1350 = "stablehlo.broadcast_in_dim"(%1349) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1351 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1352 = "stablehlo.broadcast_in_dim"(%1351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1353 = "stablehlo.divide"(%1346, %1352) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1354 = "stablehlo.broadcast_in_dim"(%1353) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1355 = "stablehlo.add"(%1322, %1354) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1356 = "stablehlo.multiply"(%1350, %132) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1357 = "stablehlo.add"(%1355, %1356) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1358 = "func.call"(%127#1, %1357) <{callee = @_take_5}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<10x32xf32>
    %1359 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1360 = "stablehlo.broadcast_in_dim"(%1359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %1361 = "stablehlo.multiply"(%1357, %1360) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1362 = "func.call"(%120#1, %1361) <{callee = @_take_6}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1363 = "stablehlo.add"(%1146, %1362) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1364 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1365 = "stablehlo.broadcast_in_dim"(%1364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x64xf32>
    %1366 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1367 = "stablehlo.broadcast_in_dim"(%1366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x64xf32>
    %1368 = "stablehlo.multiply"(%1367, %1365) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1369 = "stablehlo.subtract"(%arg38, %1368) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1370 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1371 = "stablehlo.broadcast_in_dim"(%1370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %1372 = "stablehlo.multiply"(%1371, %1141) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %1373 = "stablehlo.subtract"(%arg39, %1372) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %1374 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1375 = "stablehlo.broadcast_in_dim"(%1374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1376 = "stablehlo.multiply"(%1375, %1103) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1377 = "stablehlo.subtract"(%arg40, %1376) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1378 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1379 = "stablehlo.broadcast_in_dim"(%1378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1380 = "stablehlo.multiply"(%1379, %1116) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1381 = "stablehlo.subtract"(%arg41, %1380) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1382 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1383 = "stablehlo.broadcast_in_dim"(%1382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1384 = "stablehlo.multiply"(%1383, %987) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1385 = "stablehlo.subtract"(%arg42, %1384) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1386 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1387 = "stablehlo.broadcast_in_dim"(%1386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1388 = "stablehlo.multiply"(%1387, %989) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1389 = "stablehlo.subtract"(%arg43, %1388) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1390 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1391 = "stablehlo.broadcast_in_dim"(%1390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1392 = "stablehlo.multiply"(%1391, %945) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1393 = "stablehlo.subtract"(%arg44, %1392) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1394 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1395 = "stablehlo.broadcast_in_dim"(%1394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1396 = "stablehlo.multiply"(%1395, %947) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1397 = "stablehlo.subtract"(%arg45, %1396) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1398 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1399 = "stablehlo.broadcast_in_dim"(%1398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1400 = "stablehlo.multiply"(%1399, %995) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1401 = "stablehlo.subtract"(%arg46, %1400) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1402 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1403 = "stablehlo.broadcast_in_dim"(%1402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1404 = "stablehlo.multiply"(%1403, %997) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1405 = "stablehlo.subtract"(%arg47, %1404) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1406 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1407 = "stablehlo.broadcast_in_dim"(%1406) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1408 = "stablehlo.multiply"(%1407, %980) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1409 = "stablehlo.subtract"(%arg48, %1408) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1410 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1411 = "stablehlo.broadcast_in_dim"(%1410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1412 = "stablehlo.multiply"(%1411, %982) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1413 = "stablehlo.subtract"(%arg49, %1412) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1414 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1415 = "stablehlo.broadcast_in_dim"(%1414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1416 = "stablehlo.multiply"(%1415, %904) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1417 = "stablehlo.subtract"(%arg50, %1416) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1418 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1419 = "stablehlo.broadcast_in_dim"(%1418) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1420 = "stablehlo.multiply"(%1419, %917) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1421 = "stablehlo.subtract"(%arg51, %1420) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1422 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1423 = "stablehlo.broadcast_in_dim"(%1422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1424 = "stablehlo.multiply"(%1423, %896) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1425 = "stablehlo.subtract"(%arg52, %1424) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1426 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1427 = "stablehlo.broadcast_in_dim"(%1426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1428 = "stablehlo.multiply"(%1427, %898) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1429 = "stablehlo.subtract"(%arg53, %1428) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1430 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1431 = "stablehlo.broadcast_in_dim"(%1430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1432 = "stablehlo.multiply"(%1431, %875) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1433 = "stablehlo.subtract"(%arg54, %1432) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1434 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1435 = "stablehlo.broadcast_in_dim"(%1434) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1436 = "stablehlo.multiply"(%1435, %877) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1437 = "stablehlo.subtract"(%arg55, %1436) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1438 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1439 = "stablehlo.broadcast_in_dim"(%1438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1440 = "stablehlo.multiply"(%1439, %834) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1441 = "stablehlo.subtract"(%arg56, %1440) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1442 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1443 = "stablehlo.broadcast_in_dim"(%1442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1444 = "stablehlo.multiply"(%1443, %847) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1445 = "stablehlo.subtract"(%arg57, %1444) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1446 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1447 = "stablehlo.broadcast_in_dim"(%1446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1448 = "stablehlo.multiply"(%1447, %1087) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1449 = "stablehlo.subtract"(%arg58, %1448) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1450 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1451 = "stablehlo.broadcast_in_dim"(%1450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1452 = "stablehlo.multiply"(%1451, %1089) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1453 = "stablehlo.subtract"(%arg59, %1452) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1454 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1455 = "stablehlo.broadcast_in_dim"(%1454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1456 = "stablehlo.multiply"(%1455, %1044) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1457 = "stablehlo.subtract"(%arg60, %1456) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1458 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1459 = "stablehlo.broadcast_in_dim"(%1458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1460 = "stablehlo.multiply"(%1459, %1046) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1461 = "stablehlo.subtract"(%arg61, %1460) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1462 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1463 = "stablehlo.broadcast_in_dim"(%1462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1464 = "stablehlo.multiply"(%1463, %1095) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1465 = "stablehlo.subtract"(%arg62, %1464) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1466 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1467 = "stablehlo.broadcast_in_dim"(%1466) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1468 = "stablehlo.multiply"(%1467, %1097) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1469 = "stablehlo.subtract"(%arg63, %1468) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1470 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1471 = "stablehlo.broadcast_in_dim"(%1470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1472 = "stablehlo.multiply"(%1471, %1079) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1473 = "stablehlo.subtract"(%arg64, %1472) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1474 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1475 = "stablehlo.broadcast_in_dim"(%1474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1476 = "stablehlo.multiply"(%1475, %1081) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1477 = "stablehlo.subtract"(%arg65, %1476) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1478 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1479 = "stablehlo.broadcast_in_dim"(%1478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1480 = "stablehlo.multiply"(%1479, %1003) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1481 = "stablehlo.subtract"(%arg66, %1480) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1482 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1483 = "stablehlo.broadcast_in_dim"(%1482) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1484 = "stablehlo.multiply"(%1483, %1016) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1485 = "stablehlo.subtract"(%arg67, %1484) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1486 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1487 = "stablehlo.broadcast_in_dim"(%1486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %1488 = "stablehlo.multiply"(%1487, %1358) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %1489 = "stablehlo.subtract"(%arg68, %1488) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %1490 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1491 = "stablehlo.broadcast_in_dim"(%1490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1492 = "stablehlo.multiply"(%1491, %1320) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1493 = "stablehlo.subtract"(%arg69, %1492) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1494 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1495 = "stablehlo.broadcast_in_dim"(%1494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1496 = "stablehlo.multiply"(%1495, %1333) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1497 = "stablehlo.subtract"(%arg70, %1496) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1498 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1499 = "stablehlo.broadcast_in_dim"(%1498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1500 = "stablehlo.multiply"(%1499, %1212) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1501 = "stablehlo.subtract"(%arg71, %1500) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1502 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1503 = "stablehlo.broadcast_in_dim"(%1502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1504 = "stablehlo.multiply"(%1503, %1214) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1505 = "stablehlo.subtract"(%arg72, %1504) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1506 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1507 = "stablehlo.broadcast_in_dim"(%1506) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1508 = "stablehlo.multiply"(%1507, %1191) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1509 = "stablehlo.subtract"(%arg73, %1508) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1510 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1511 = "stablehlo.broadcast_in_dim"(%1510) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1512 = "stablehlo.multiply"(%1511, %1193) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1513 = "stablehlo.subtract"(%arg74, %1512) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1514 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1515 = "stablehlo.broadcast_in_dim"(%1514) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1516 = "stablehlo.multiply"(%1515, %1150) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1517 = "stablehlo.subtract"(%arg75, %1516) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1518 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1519 = "stablehlo.broadcast_in_dim"(%1518) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1520 = "stablehlo.multiply"(%1519, %1163) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1521 = "stablehlo.subtract"(%arg76, %1520) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1522 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1523 = "stablehlo.broadcast_in_dim"(%1522) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1524 = "stablehlo.multiply"(%1523, %1304) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1525 = "stablehlo.subtract"(%arg77, %1524) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1526 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1527 = "stablehlo.broadcast_in_dim"(%1526) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1528 = "stablehlo.multiply"(%1527, %1306) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1529 = "stablehlo.subtract"(%arg78, %1528) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1530 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1531 = "stablehlo.broadcast_in_dim"(%1530) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1532 = "stablehlo.multiply"(%1531, %1261) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1533 = "stablehlo.subtract"(%arg79, %1532) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1534 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1535 = "stablehlo.broadcast_in_dim"(%1534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1536 = "stablehlo.multiply"(%1535, %1263) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1537 = "stablehlo.subtract"(%arg80, %1536) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1538 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1539 = "stablehlo.broadcast_in_dim"(%1538) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1540 = "stablehlo.multiply"(%1539, %1312) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1541 = "stablehlo.subtract"(%arg81, %1540) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1542 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1543 = "stablehlo.broadcast_in_dim"(%1542) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1544 = "stablehlo.multiply"(%1543, %1314) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1545 = "stablehlo.subtract"(%arg82, %1544) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1546 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1547 = "stablehlo.broadcast_in_dim"(%1546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1548 = "stablehlo.multiply"(%1547, %1296) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1549 = "stablehlo.subtract"(%arg83, %1548) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1550 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1551 = "stablehlo.broadcast_in_dim"(%1550) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1552 = "stablehlo.multiply"(%1551, %1298) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1553 = "stablehlo.subtract"(%arg84, %1552) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1554 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1555 = "stablehlo.broadcast_in_dim"(%1554) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1556 = "stablehlo.multiply"(%1555, %1220) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1557 = "stablehlo.subtract"(%arg85, %1556) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1558 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1559 = "stablehlo.broadcast_in_dim"(%1558) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1560 = "stablehlo.multiply"(%1559, %1233) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1561 = "stablehlo.subtract"(%arg86, %1560) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1562 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1563 = "stablehlo.broadcast_in_dim"(%1562) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1564 = "stablehlo.multiply"(%1563, %1363) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1565 = "stablehlo.subtract"(%arg87, %1564) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    "func.return"(%809, %1369, %1373, %1377, %1381, %1385, %1389, %1393, %1397, %1401, %1405, %1409, %1413, %1417, %1421, %1425, %1429, %1433, %1437, %1441, %1445, %1449, %1453, %1457, %1461, %1465, %1469, %1473, %1477, %1481, %1485, %1489, %1493, %1497, %1501, %1505, %1509, %1513, %1517, %1521, %1525, %1529, %1533, %1537, %1541, %1545, %1549, %1553, %1557, %1561, %1565) : (tensor<f32>, tensor<1x64xf32>, tensor<10x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>) -> ()
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<10x32xf32>, %arg28: tensor<4x8xi32>):
    %61 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %63 = "stablehlo.compare"(%arg28, %62) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %64 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %66 = "stablehlo.add"(%arg28, %65) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %67 = "func.call"(%63, %66, %arg28) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %69 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
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
    %79 = "stablehlo.gather"(%arg27, %68) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<10x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<10x32xf32>, res_attrs = [{}], sym_name = "_take_5", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4x8x1xi32>, %arg5: tensor<4x8x32xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %6 = "stablehlo.scatter"(%5, %arg4, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %7 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<10x32xf32>, tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<10x32xf32>
    "func.return"(%6) : (tensor<10x32xf32>) -> ()
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
