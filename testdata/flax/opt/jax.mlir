"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 27 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 28 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 29 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 30 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 31 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 32 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 33 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 34 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 35 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 36 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<10x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xi32>) -> (tensor<f32>, tensor<10x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['model']['decoder']['embed_positions']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['embed_tokens']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['final_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['final_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['fc1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['fc1']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['fc2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['fc2']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['final_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['final_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['k_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['out_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['out_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['q_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['v_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['0']['self_attn_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['fc1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['fc1']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['fc2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['fc2']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['final_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['final_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['self_attn']['k_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['self_attn']['out_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['self_attn']['out_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['self_attn']['q_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['self_attn']['v_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['self_attn_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['decoder']['layers']['1']['self_attn_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg43: tensor<10x32xf32>, %arg44: tensor<64x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x64xf32>, %arg49: tensor<32xf32>, %arg50: tensor<64x32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32x32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32x32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32x32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32xf32>, %arg63: tensor<64xf32>, %arg64: tensor<32x64xf32>, %arg65: tensor<32xf32>, %arg66: tensor<64x32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32x32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<32x32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32x32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<32x32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32xf32>, %arg79: tensor<4x8xi32>):
    %118 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %120 = "func.call"(%119) <{callee = @cumsum}> : (tensor<4x8xi32>) -> tensor<4x8xi32>
    %121 = "stablehlo.multiply"(%120, %119) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %122 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %124 = "stablehlo.subtract"(%121, %123) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %125:2 = "func.call"(%arg44, %arg79) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %126 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %128 = "stablehlo.add"(%124, %127) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %129:2 = "func.call"(%arg43, %128) <{callee = @_take_1}> : (tensor<10x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %130 = "stablehlo.add"(%125#0, %129#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %131 = "chlo.square"(%130) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %132 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %134 = "stablehlo.multiply"(%133, %130) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.reduce"(%130, %135) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg204: tensor<f32>, %arg205: tensor<f32>):
      %1231 = "stablehlo.add"(%arg204, %arg205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1231) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %137 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %139 = "stablehlo.divide"(%136, %138) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %140 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.reduce"(%131, %140) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg202: tensor<f32>, %arg203: tensor<f32>):
      %1230 = "stablehlo.add"(%arg202, %arg203) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1230) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %142 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %144 = "stablehlo.divide"(%141, %143) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %145 = "chlo.square"(%139) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %146 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %148 = "stablehlo.multiply"(%147, %139) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %149 = "stablehlo.subtract"(%144, %145) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %150 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %152 = "stablehlo.maximum"(%151, %149) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %153 = "stablehlo.compare"(%149, %152) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %154 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %158 = "stablehlo.select"(%153, %155, %157) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %159 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %161 = "stablehlo.compare"(%160, %152) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %162 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %164 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %166 = "stablehlo.select"(%161, %163, %165) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %167 = "stablehlo.divide"(%158, %166) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %168 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %169 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %170 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %171 = "stablehlo.subtract"(%130, %170) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %172 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %174 = "stablehlo.add"(%169, %173) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %175 = "stablehlo.rsqrt"(%174) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %176 = "stablehlo.divide"(%175, %174) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %177 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %179 = "stablehlo.multiply"(%178, %176) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %180 = "stablehlo.reshape"(%arg62) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %181 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %182 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %183 = "stablehlo.multiply"(%181, %182) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %184 = "stablehlo.multiply"(%171, %183) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %185 = "stablehlo.reshape"(%arg61) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %187 = "stablehlo.add"(%184, %186) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %188 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %191 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x8xi32>) -> tensor<1x1x8xi32>
    %192 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x8x1xi32>) -> tensor<1x8x8xi32>
    %193 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xi32>) -> tensor<1x8x8xi32>
    %194 = "stablehlo.compare"(%192, %193) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x8x8xi32>, tensor<1x8x8xi32>) -> tensor<1x8x8xi1>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %196 = "stablehlo.dot_general"(%187, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %197 = "stablehlo.reshape"(%arg57) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %199 = "stablehlo.add"(%196, %198) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %200 = "stablehlo.dot_general"(%187, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %201 = "stablehlo.reshape"(%arg53) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %203 = "stablehlo.add"(%200, %202) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %204 = "stablehlo.dot_general"(%187, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %205 = "stablehlo.reshape"(%arg59) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %207 = "stablehlo.add"(%204, %206) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %208 = "stablehlo.reshape"(%199) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %209 = "stablehlo.reshape"(%203) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %210 = "stablehlo.reshape"(%207) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %211 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %212 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %214 = "stablehlo.convert"(%211) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %215 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %217 = "stablehlo.compare"(%213, %216) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %218 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %220 = "stablehlo.compare"(%214, %219) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %221 = "stablehlo.and"(%217, %220) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %222 = "stablehlo.convert"(%221) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %223 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %225 = "stablehlo.compare"(%222, %224) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %226 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %228 = "stablehlo.convert"(%227) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %229 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %231 = "stablehlo.select"(%225, %228, %230) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %232 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.sqrt"(%232) : (tensor<f32>) -> tensor<f32>
    %234 = "stablehlo.convert"(%233) : (tensor<f32>) -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %236 = "stablehlo.divide"(%208, %235) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %237 = "stablehlo.dot_general"(%236, %209) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %238 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %239 = "stablehlo.add"(%237, %238) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %240 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.reduce"(%239, %240) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
      %1229 = "stablehlo.maximum"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1229) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %242 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %244 = "stablehlo.maximum"(%243, %241) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %247 = "stablehlo.subtract"(%239, %246) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %248 = "stablehlo.exponential"(%247) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %249 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %250 = "stablehlo.reduce"(%248, %249) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg198: tensor<f32>, %arg199: tensor<f32>):
      %1228 = "stablehlo.add"(%arg198, %arg199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1228) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %253 = "stablehlo.divide"(%248, %252) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %254 = "stablehlo.multiply"(%251, %251) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %255 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %257 = "stablehlo.divide"(%256, %254) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %258 = "stablehlo.dot_general"(%210, %253) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %259 = "stablehlo.transpose"(%258) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %260 = "stablehlo.reshape"(%259) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %261 = "stablehlo.dot_general"(%260, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %262 = "stablehlo.reshape"(%arg55) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %264 = "stablehlo.add"(%261, %263) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %265 = "stablehlo.add"(%130, %264) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %266 = "stablehlo.reshape"(%265) : (tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %267 = "chlo.square"(%266) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %268 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %270 = "stablehlo.multiply"(%269, %266) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %271 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.reduce"(%266, %271) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
      %1227 = "stablehlo.add"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1227) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %273 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %275 = "stablehlo.divide"(%272, %274) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %276 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.reduce"(%267, %276) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg194: tensor<f32>, %arg195: tensor<f32>):
      %1226 = "stablehlo.add"(%arg194, %arg195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1226) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %278 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %280 = "stablehlo.divide"(%277, %279) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %281 = "chlo.square"(%275) : (tensor<32xf32>) -> tensor<32xf32>
    %282 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %284 = "stablehlo.multiply"(%283, %275) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %285 = "stablehlo.subtract"(%280, %281) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %286 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %288 = "stablehlo.maximum"(%287, %285) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %289 = "stablehlo.compare"(%285, %288) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %290 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %292 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %294 = "stablehlo.select"(%289, %291, %293) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %295 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %297 = "stablehlo.compare"(%296, %288) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %298 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %300 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %302 = "stablehlo.select"(%297, %299, %301) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %303 = "stablehlo.divide"(%294, %302) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %304 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x1xf32>
    %305 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x1xf32>
    %306 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %307 = "stablehlo.subtract"(%266, %306) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %308 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x1xf32>
    %310 = "stablehlo.add"(%305, %309) : (tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    %311 = "stablehlo.rsqrt"(%310) : (tensor<32x1xf32>) -> tensor<32x1xf32>
    %312 = "stablehlo.divide"(%311, %310) : (tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    %313 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x1xf32>
    %315 = "stablehlo.multiply"(%314, %312) : (tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    %316 = "stablehlo.reshape"(%arg52) : (tensor<32xf32>) -> tensor<1x32xf32>
    %317 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %318 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %319 = "stablehlo.multiply"(%317, %318) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %320 = "stablehlo.multiply"(%307, %319) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %321 = "stablehlo.reshape"(%arg51) : (tensor<32xf32>) -> tensor<1x32xf32>
    %322 = "stablehlo.broadcast_in_dim"(%321) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %323 = "stablehlo.add"(%320, %322) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %324 = "stablehlo.dot_general"(%323, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %325 = "stablehlo.reshape"(%arg47) : (tensor<64xf32>) -> tensor<1x64xf32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %327 = "stablehlo.add"(%324, %326) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %328 = "func.call"(%327) <{callee = @relu}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %329 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %331 = "stablehlo.compare"(%327, %330) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %332 = "stablehlo.dot_general"(%328, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %333 = "stablehlo.reshape"(%arg49) : (tensor<32xf32>) -> tensor<1x32xf32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %335 = "stablehlo.add"(%332, %334) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %336 = "stablehlo.add"(%266, %335) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %337 = "stablehlo.reshape"(%336) : (tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %338 = "chlo.square"(%337) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %339 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %341 = "stablehlo.multiply"(%340, %337) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %342 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.reduce"(%337, %342) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg192: tensor<f32>, %arg193: tensor<f32>):
      %1225 = "stablehlo.add"(%arg192, %arg193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1225) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %344 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %346 = "stablehlo.divide"(%343, %345) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %347 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.reduce"(%338, %347) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg190: tensor<f32>, %arg191: tensor<f32>):
      %1224 = "stablehlo.add"(%arg190, %arg191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1224) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %349 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %351 = "stablehlo.divide"(%348, %350) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %352 = "chlo.square"(%346) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %353 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %355 = "stablehlo.multiply"(%354, %346) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %356 = "stablehlo.subtract"(%351, %352) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %357 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %359 = "stablehlo.maximum"(%358, %356) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %360 = "stablehlo.compare"(%356, %359) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %361 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %363 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %365 = "stablehlo.select"(%360, %362, %364) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %366 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %368 = "stablehlo.compare"(%367, %359) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %369 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %370 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %371 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %373 = "stablehlo.select"(%368, %370, %372) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %374 = "stablehlo.divide"(%365, %373) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %375 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %376 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %377 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %378 = "stablehlo.subtract"(%337, %377) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %379 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %381 = "stablehlo.add"(%376, %380) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %382 = "stablehlo.rsqrt"(%381) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %383 = "stablehlo.divide"(%382, %381) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %384 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %386 = "stablehlo.multiply"(%385, %383) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %387 = "stablehlo.reshape"(%arg78) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %388 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %389 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %390 = "stablehlo.multiply"(%388, %389) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %391 = "stablehlo.multiply"(%378, %390) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %392 = "stablehlo.reshape"(%arg77) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %394 = "stablehlo.add"(%391, %393) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %395 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %398 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x8xi32>) -> tensor<1x1x8xi32>
    %399 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x8x1xi32>) -> tensor<1x8x8xi32>
    %400 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xi32>) -> tensor<1x8x8xi32>
    %401 = "stablehlo.compare"(%399, %400) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x8x8xi32>, tensor<1x8x8xi32>) -> tensor<1x8x8xi1>
    %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %403 = "stablehlo.dot_general"(%394, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %404 = "stablehlo.reshape"(%arg73) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %405 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %406 = "stablehlo.add"(%403, %405) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %407 = "stablehlo.dot_general"(%394, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %408 = "stablehlo.reshape"(%arg69) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %410 = "stablehlo.add"(%407, %409) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %411 = "stablehlo.dot_general"(%394, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %412 = "stablehlo.reshape"(%arg75) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %414 = "stablehlo.add"(%411, %413) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %415 = "stablehlo.reshape"(%406) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %416 = "stablehlo.reshape"(%410) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %417 = "stablehlo.reshape"(%414) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %418 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %419 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %421 = "stablehlo.convert"(%418) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %422 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %424 = "stablehlo.compare"(%420, %423) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %425 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %427 = "stablehlo.compare"(%421, %426) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %428 = "stablehlo.and"(%424, %427) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %429 = "stablehlo.convert"(%428) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %430 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %432 = "stablehlo.compare"(%429, %431) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %433 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %435 = "stablehlo.convert"(%434) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %436 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %438 = "stablehlo.select"(%432, %435, %437) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %439 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %440 = "stablehlo.sqrt"(%439) : (tensor<f32>) -> tensor<f32>
    %441 = "stablehlo.convert"(%440) : (tensor<f32>) -> tensor<f32>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %443 = "stablehlo.divide"(%415, %442) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %444 = "stablehlo.dot_general"(%443, %416) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %445 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %446 = "stablehlo.add"(%444, %445) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %447 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.reduce"(%446, %447) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg188: tensor<f32>, %arg189: tensor<f32>):
      %1223 = "stablehlo.maximum"(%arg188, %arg189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1223) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %449 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %450 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %451 = "stablehlo.maximum"(%450, %448) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %454 = "stablehlo.subtract"(%446, %453) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %455 = "stablehlo.exponential"(%454) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %456 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.reduce"(%455, %456) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg186: tensor<f32>, %arg187: tensor<f32>):
      %1222 = "stablehlo.add"(%arg186, %arg187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1222) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %460 = "stablehlo.divide"(%455, %459) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %461 = "stablehlo.multiply"(%458, %458) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %462 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %464 = "stablehlo.divide"(%463, %461) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %465 = "stablehlo.dot_general"(%417, %460) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %466 = "stablehlo.transpose"(%465) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %467 = "stablehlo.reshape"(%466) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %468 = "stablehlo.dot_general"(%467, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %469 = "stablehlo.reshape"(%arg71) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %470 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %471 = "stablehlo.add"(%468, %470) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %472 = "stablehlo.add"(%337, %471) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %473 = "stablehlo.reshape"(%472) : (tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %474 = "chlo.square"(%473) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %475 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %476 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %477 = "stablehlo.multiply"(%476, %473) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %478 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %479 = "stablehlo.reduce"(%473, %478) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
      %1221 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1221) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %480 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %482 = "stablehlo.divide"(%479, %481) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %483 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %484 = "stablehlo.reduce"(%474, %483) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
      %1220 = "stablehlo.add"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1220) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %485 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %487 = "stablehlo.divide"(%484, %486) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %488 = "chlo.square"(%482) : (tensor<32xf32>) -> tensor<32xf32>
    %489 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %491 = "stablehlo.multiply"(%490, %482) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %492 = "stablehlo.subtract"(%487, %488) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %493 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %494 = "stablehlo.broadcast_in_dim"(%493) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %495 = "stablehlo.maximum"(%494, %492) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %496 = "stablehlo.compare"(%492, %495) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %497 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %499 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %501 = "stablehlo.select"(%496, %498, %500) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %502 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %504 = "stablehlo.compare"(%503, %495) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %505 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %507 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %509 = "stablehlo.select"(%504, %506, %508) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %510 = "stablehlo.divide"(%501, %509) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %511 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x1xf32>
    %512 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x1xf32>
    %513 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %514 = "stablehlo.subtract"(%473, %513) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %515 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %516 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x1xf32>
    %517 = "stablehlo.add"(%512, %516) : (tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    %518 = "stablehlo.rsqrt"(%517) : (tensor<32x1xf32>) -> tensor<32x1xf32>
    %519 = "stablehlo.divide"(%518, %517) : (tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    %520 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x1xf32>
    %522 = "stablehlo.multiply"(%521, %519) : (tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    %523 = "stablehlo.reshape"(%arg68) : (tensor<32xf32>) -> tensor<1x32xf32>
    %524 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %525 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %526 = "stablehlo.multiply"(%524, %525) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %527 = "stablehlo.multiply"(%514, %526) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %528 = "stablehlo.reshape"(%arg67) : (tensor<32xf32>) -> tensor<1x32xf32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %530 = "stablehlo.add"(%527, %529) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %531 = "stablehlo.dot_general"(%530, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %532 = "stablehlo.reshape"(%arg63) : (tensor<64xf32>) -> tensor<1x64xf32>
    %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %534 = "stablehlo.add"(%531, %533) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %535 = "func.call"(%534) <{callee = @relu}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %536 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %537 = "stablehlo.broadcast_in_dim"(%536) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %538 = "stablehlo.compare"(%534, %537) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %539 = "stablehlo.dot_general"(%535, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %540 = "stablehlo.reshape"(%arg65) : (tensor<32xf32>) -> tensor<1x32xf32>
    %541 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %542 = "stablehlo.add"(%539, %541) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %543 = "stablehlo.add"(%473, %542) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %544 = "stablehlo.reshape"(%543) : (tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %545 = "chlo.square"(%544) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %546 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %548 = "stablehlo.multiply"(%547, %544) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %549 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %550 = "stablehlo.reduce"(%544, %549) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
      %1219 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1219) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %551 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %553 = "stablehlo.divide"(%550, %552) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %554 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %555 = "stablehlo.reduce"(%545, %554) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg178: tensor<f32>, %arg179: tensor<f32>):
      %1218 = "stablehlo.add"(%arg178, %arg179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1218) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %556 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %558 = "stablehlo.divide"(%555, %557) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %559 = "chlo.square"(%553) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %560 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %562 = "stablehlo.multiply"(%561, %553) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %563 = "stablehlo.subtract"(%558, %559) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %564 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %566 = "stablehlo.maximum"(%565, %563) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %567 = "stablehlo.compare"(%563, %566) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %568 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %569 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %570 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %572 = "stablehlo.select"(%567, %569, %571) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %573 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %574 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %575 = "stablehlo.compare"(%574, %566) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %576 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %577 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %578 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %580 = "stablehlo.select"(%575, %577, %579) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %581 = "stablehlo.divide"(%572, %580) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %582 = "stablehlo.broadcast_in_dim"(%553) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %583 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %584 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %585 = "stablehlo.subtract"(%544, %584) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %586 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %587 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %588 = "stablehlo.add"(%583, %587) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %589 = "stablehlo.rsqrt"(%588) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %590 = "stablehlo.divide"(%589, %588) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %591 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %592 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %593 = "stablehlo.multiply"(%592, %590) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %594 = "stablehlo.reshape"(%arg46) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %595 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %596 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %597 = "stablehlo.multiply"(%595, %596) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %598 = "stablehlo.multiply"(%585, %597) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %599 = "stablehlo.reshape"(%arg45) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %600 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %601 = "stablehlo.add"(%598, %600) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %602 = "stablehlo.transpose"(%arg44) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %603 = "stablehlo.dot_general"(%601, %602) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %604 = "stablehlo.slice"(%603) <{limit_indices = array<i64: 4, 7, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x64xf32>) -> tensor<4x7x64xf32>
    %605 = "stablehlo.slice"(%arg79) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x8xi32>) -> tensor<4x7xi32>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xi32>) -> tensor<4x7x1xi32>
    %607:2 = "func.call"(%604, %606) <{callee = @take_along_axis}> : (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>)
    %608 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %609:2 = "func.call"(%607#0, %608) <{callee = @_take_2}> : (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>)
    %610 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %611 = "stablehlo.reduce"(%604, %610) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg176: tensor<f32>, %arg177: tensor<f32>):
      %1217 = "stablehlo.maximum"(%arg176, %arg177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1217) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %612 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %613 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %614 = "stablehlo.maximum"(%613, %611) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %615 = "stablehlo.is_finite"(%614) : (tensor<4x7xf32>) -> tensor<4x7xi1>
    %616 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %617 = "stablehlo.broadcast_in_dim"(%616) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %618 = "stablehlo.select"(%615, %614, %617) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %619 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %621 = "stablehlo.subtract"(%604, %620) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %622 = "stablehlo.exponential"(%621) : (tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %623 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.reduce"(%622, %623) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg174: tensor<f32>, %arg175: tensor<f32>):
      %1216 = "stablehlo.add"(%arg174, %arg175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1216) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %625 = "stablehlo.abs"(%624) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %626 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %628 = "stablehlo.compare"(%624, %627) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %629 = "stablehlo.log"(%625) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %630 = "stablehlo.add"(%629, %618) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %631 = "stablehlo.subtract"(%630, %609#0) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %632 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %633 = "stablehlo.reduce"(%631, %632) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg172: tensor<f32>, %arg173: tensor<f32>):
      %1215 = "stablehlo.add"(%arg172, %arg173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1215) : (tensor<f32>) -> ()
    }) : (tensor<4x7xf32>, tensor<f32>) -> tensor<f32>
    %634 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %635 = "stablehlo.divide"(%633, %634) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %636 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %637 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %638 = "stablehlo.divide"(%636, %637) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %639 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %640 = "stablehlo.negate"(%639) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %641 = "stablehlo.divide"(%639, %625) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %642 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %643 = "stablehlo.broadcast_in_dim"(%642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %644 = "stablehlo.select"(%628, %643, %641) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %645 = "stablehlo.select"(%628, %641, %643) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %646 = "stablehlo.negate"(%644) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %647 = "stablehlo.add"(%645, %646) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %648 = "stablehlo.broadcast_in_dim"(%647) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x64xf32>
    %649 = "stablehlo.multiply"(%648, %622) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %650 = "func.call"(%609#1, %640) <{callee = @_take_4}> : (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %651 = "func.call"(%607#1, %650) <{callee = @take_along_axis_5}> : (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %652 = "stablehlo.add"(%649, %651) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %653 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %654 = "stablehlo.pad"(%652, %653) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x8x64xf32>
    %655 = "stablehlo.dot_general"(%654, %601) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %656 = "stablehlo.transpose"(%655) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %657 = "stablehlo.dot_general"(%654, %602) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %658 = "stablehlo.transpose"(%656) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %659 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %660 = "stablehlo.reduce"(%657, %659) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg170: tensor<f32>, %arg171: tensor<f32>):
      %1214 = "stablehlo.add"(%arg170, %arg171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1214) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %661 = "stablehlo.reshape"(%660) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %662 = "stablehlo.reshape"(%661) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %663 = "stablehlo.multiply"(%585, %657) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %664 = "stablehlo.multiply"(%657, %597) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %665 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %666 = "stablehlo.multiply"(%665, %663) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %667 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %668 = "stablehlo.reduce"(%666, %667) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
      %1213 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1213) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %669 = "stablehlo.reshape"(%668) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %670 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %671 = "stablehlo.multiply"(%663, %670) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %672 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %673 = "stablehlo.reduce"(%671, %672) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
      %1212 = "stablehlo.add"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1212) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %674 = "stablehlo.reshape"(%673) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %675 = "stablehlo.reshape"(%669) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %676 = "stablehlo.multiply"(%674, %593) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %677 = "stablehlo.negate"(%664) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %678 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %679 = "stablehlo.reduce"(%677, %678) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
      %1211 = "stablehlo.add"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1211) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %680 = "stablehlo.reshape"(%679) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %681 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %682 = "stablehlo.reduce"(%676, %681) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
      %1210 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1210) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %683 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.reduce"(%680, %683) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
      %1209 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1209) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %685 = "stablehlo.multiply"(%682, %581) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %686 = "stablehlo.negate"(%685) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %687 = "stablehlo.multiply"(%686, %562) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %688 = "stablehlo.add"(%684, %687) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %689 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %690 = "stablehlo.broadcast_in_dim"(%689) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %691 = "stablehlo.divide"(%685, %690) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %692 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %693 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %694 = "stablehlo.broadcast_in_dim"(%693) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %695 = "stablehlo.divide"(%688, %694) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %696 = "stablehlo.broadcast_in_dim"(%695) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %697 = "stablehlo.add"(%664, %696) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %698 = "stablehlo.multiply"(%692, %548) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %699 = "stablehlo.add"(%697, %698) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %700 = "stablehlo.reshape"(%699) : (tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %701 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %702 = "stablehlo.reduce"(%700, %701) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
      %1208 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1208) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %703 = "stablehlo.reshape"(%702) : (tensor<32xf32>) -> tensor<1x32xf32>
    %704 = "stablehlo.reshape"(%703) : (tensor<1x32xf32>) -> tensor<32xf32>
    %705 = "stablehlo.dot_general"(%700, %535) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %706 = "stablehlo.transpose"(%705) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %707 = "stablehlo.dot_general"(%700, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x32xf32>, tensor<64x32xf32>) -> tensor<32x64xf32>
    %708 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %709 = "stablehlo.broadcast_in_dim"(%708) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %710 = "stablehlo.select"(%538, %707, %709) : (tensor<32x64xi1>, tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %711 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %712 = "stablehlo.reduce"(%710, %711) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
      %1207 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1207) : (tensor<f32>) -> ()
    }) : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %713 = "stablehlo.reshape"(%712) : (tensor<64xf32>) -> tensor<1x64xf32>
    %714 = "stablehlo.reshape"(%713) : (tensor<1x64xf32>) -> tensor<64xf32>
    %715 = "stablehlo.dot_general"(%710, %530) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x64xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %716 = "stablehlo.transpose"(%715) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %717 = "stablehlo.dot_general"(%710, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %718 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %719 = "stablehlo.reduce"(%717, %718) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
      %1206 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1206) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %720 = "stablehlo.reshape"(%719) : (tensor<32xf32>) -> tensor<1x32xf32>
    %721 = "stablehlo.reshape"(%720) : (tensor<1x32xf32>) -> tensor<32xf32>
    %722 = "stablehlo.multiply"(%514, %717) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %723 = "stablehlo.multiply"(%717, %526) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %724 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %725 = "stablehlo.multiply"(%724, %722) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %726 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %727 = "stablehlo.reduce"(%725, %726) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
      %1205 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1205) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %728 = "stablehlo.reshape"(%727) : (tensor<32xf32>) -> tensor<1x32xf32>
    %729 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %730 = "stablehlo.multiply"(%722, %729) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %731 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %732 = "stablehlo.reduce"(%730, %731) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %1204 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1204) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %733 = "stablehlo.reshape"(%732) : (tensor<32xf32>) -> tensor<32x1xf32>
    %734 = "stablehlo.reshape"(%728) : (tensor<1x32xf32>) -> tensor<32xf32>
    %735 = "stablehlo.multiply"(%733, %522) : (tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    %736 = "stablehlo.negate"(%723) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %737 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %738 = "stablehlo.reduce"(%736, %737) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg148: tensor<f32>, %arg149: tensor<f32>):
      %1203 = "stablehlo.add"(%arg148, %arg149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1203) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %739 = "stablehlo.reshape"(%738) : (tensor<32xf32>) -> tensor<32x1xf32>
    %740 = "stablehlo.add"(%700, %723) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %741 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %742 = "stablehlo.reduce"(%735, %741) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg146: tensor<f32>, %arg147: tensor<f32>):
      %1202 = "stablehlo.add"(%arg146, %arg147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1202) : (tensor<f32>) -> ()
    }) : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %743 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %744 = "stablehlo.reduce"(%739, %743) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
      %1201 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1201) : (tensor<f32>) -> ()
    }) : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %745 = "stablehlo.multiply"(%742, %510) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %746 = "stablehlo.negate"(%745) : (tensor<32xf32>) -> tensor<32xf32>
    %747 = "stablehlo.multiply"(%746, %491) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %748 = "stablehlo.add"(%744, %747) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %749 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %750 = "stablehlo.broadcast_in_dim"(%749) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %751 = "stablehlo.divide"(%745, %750) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %752 = "stablehlo.broadcast_in_dim"(%751) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x32xf32>
    %753 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %754 = "stablehlo.broadcast_in_dim"(%753) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %755 = "stablehlo.divide"(%748, %754) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %756 = "stablehlo.broadcast_in_dim"(%755) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x32xf32>
    %757 = "stablehlo.add"(%740, %756) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %758 = "stablehlo.multiply"(%752, %477) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %759 = "stablehlo.add"(%757, %758) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %760 = "stablehlo.reshape"(%759) : (tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %761 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %762 = "stablehlo.reduce"(%760, %761) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
      %1200 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1200) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %763 = "stablehlo.reshape"(%762) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %764 = "stablehlo.reshape"(%763) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %765 = "stablehlo.dot_general"(%760, %467) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %766 = "stablehlo.transpose"(%765) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %767 = "stablehlo.dot_general"(%760, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %768 = "stablehlo.reshape"(%767) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %769 = "stablehlo.transpose"(%768) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %770 = "stablehlo.dot_general"(%769, %417) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %771 = "stablehlo.dot_general"(%769, %460) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %772 = "stablehlo.transpose"(%771) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %773 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %774 = "stablehlo.multiply"(%770, %773) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %775 = "stablehlo.multiply"(%774, %455) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %776 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %777 = "stablehlo.reduce"(%775, %776) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg140: tensor<f32>, %arg141: tensor<f32>):
      %1199 = "stablehlo.add"(%arg140, %arg141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1199) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %778 = "stablehlo.reshape"(%777) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %779 = "stablehlo.negate"(%778) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %780 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %781 = "stablehlo.divide"(%770, %780) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %782 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %783 = "stablehlo.reduce"(%779, %782) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg138: tensor<f32>, %arg139: tensor<f32>):
      %1198 = "stablehlo.add"(%arg138, %arg139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1198) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %784 = "stablehlo.broadcast_in_dim"(%783) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %785 = "stablehlo.add"(%781, %784) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %786 = "stablehlo.multiply"(%785, %455) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %787 = "stablehlo.dot_general"(%786, %443) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %788 = "stablehlo.transpose"(%787) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %789 = "stablehlo.dot_general"(%786, %416) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %790 = "stablehlo.transpose"(%789) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %791 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %792 = "stablehlo.divide"(%790, %791) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %793 = "stablehlo.reshape"(%772) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %794 = "stablehlo.reshape"(%788) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %795 = "stablehlo.reshape"(%792) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %796 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %797 = "stablehlo.reduce"(%793, %796) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %1197 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1197) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %798 = "stablehlo.reshape"(%797) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %799 = "stablehlo.reshape"(%798) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %800 = "stablehlo.dot_general"(%793, %394) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %801 = "stablehlo.transpose"(%800) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %802 = "stablehlo.dot_general"(%793, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %803 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %804 = "stablehlo.reduce"(%794, %803) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
      %1196 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1196) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %805 = "stablehlo.reshape"(%804) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %806 = "stablehlo.reshape"(%805) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %807 = "stablehlo.dot_general"(%794, %394) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %808 = "stablehlo.transpose"(%807) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %809 = "stablehlo.dot_general"(%794, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %810 = "stablehlo.add"(%802, %809) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %811 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %812 = "stablehlo.reduce"(%795, %811) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
      %1195 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1195) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %813 = "stablehlo.reshape"(%812) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %814 = "stablehlo.reshape"(%813) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %815 = "stablehlo.dot_general"(%795, %394) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %816 = "stablehlo.transpose"(%815) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %817 = "stablehlo.dot_general"(%795, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %818 = "stablehlo.add"(%810, %817) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %819 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %820 = "stablehlo.reduce"(%818, %819) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
      %1194 = "stablehlo.add"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1194) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %821 = "stablehlo.reshape"(%820) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %822 = "stablehlo.reshape"(%821) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %823 = "stablehlo.multiply"(%378, %818) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %824 = "stablehlo.multiply"(%818, %390) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %825 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %826 = "stablehlo.multiply"(%825, %823) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %827 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %828 = "stablehlo.reduce"(%826, %827) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
      %1193 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1193) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %829 = "stablehlo.reshape"(%828) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %830 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %831 = "stablehlo.multiply"(%823, %830) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %832 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %833 = "stablehlo.reduce"(%831, %832) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %1192 = "stablehlo.add"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1192) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %834 = "stablehlo.reshape"(%833) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %835 = "stablehlo.reshape"(%829) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %836 = "stablehlo.multiply"(%834, %386) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %837 = "stablehlo.negate"(%824) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %838 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %839 = "stablehlo.reduce"(%837, %838) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
      %1191 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1191) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %840 = "stablehlo.reshape"(%839) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %841 = "stablehlo.add"(%760, %824) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %842 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %843 = "stablehlo.reduce"(%836, %842) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
      %1190 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1190) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %844 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %845 = "stablehlo.reduce"(%840, %844) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
      %1189 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1189) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %846 = "stablehlo.multiply"(%843, %374) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %847 = "stablehlo.negate"(%846) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %848 = "stablehlo.multiply"(%847, %355) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %849 = "stablehlo.add"(%845, %848) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %850 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %851 = "stablehlo.broadcast_in_dim"(%850) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %852 = "stablehlo.divide"(%846, %851) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %853 = "stablehlo.broadcast_in_dim"(%852) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %854 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %855 = "stablehlo.broadcast_in_dim"(%854) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %856 = "stablehlo.divide"(%849, %855) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %857 = "stablehlo.broadcast_in_dim"(%856) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %858 = "stablehlo.add"(%841, %857) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %859 = "stablehlo.multiply"(%853, %341) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %860 = "stablehlo.add"(%858, %859) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %861 = "stablehlo.reshape"(%860) : (tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %862 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %863 = "stablehlo.reduce"(%861, %862) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
      %1188 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1188) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %864 = "stablehlo.reshape"(%863) : (tensor<32xf32>) -> tensor<1x32xf32>
    %865 = "stablehlo.reshape"(%864) : (tensor<1x32xf32>) -> tensor<32xf32>
    %866 = "stablehlo.dot_general"(%861, %328) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %867 = "stablehlo.transpose"(%866) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %868 = "stablehlo.dot_general"(%861, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x32xf32>, tensor<64x32xf32>) -> tensor<32x64xf32>
    %869 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %870 = "stablehlo.broadcast_in_dim"(%869) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %871 = "stablehlo.select"(%331, %868, %870) : (tensor<32x64xi1>, tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %872 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %873 = "stablehlo.reduce"(%871, %872) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
      %1187 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1187) : (tensor<f32>) -> ()
    }) : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %874 = "stablehlo.reshape"(%873) : (tensor<64xf32>) -> tensor<1x64xf32>
    %875 = "stablehlo.reshape"(%874) : (tensor<1x64xf32>) -> tensor<64xf32>
    %876 = "stablehlo.dot_general"(%871, %323) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x64xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %877 = "stablehlo.transpose"(%876) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %878 = "stablehlo.dot_general"(%871, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %879 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %880 = "stablehlo.reduce"(%878, %879) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %1186 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1186) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %881 = "stablehlo.reshape"(%880) : (tensor<32xf32>) -> tensor<1x32xf32>
    %882 = "stablehlo.reshape"(%881) : (tensor<1x32xf32>) -> tensor<32xf32>
    %883 = "stablehlo.multiply"(%307, %878) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %884 = "stablehlo.multiply"(%878, %319) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %885 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %886 = "stablehlo.multiply"(%885, %883) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %887 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %888 = "stablehlo.reduce"(%886, %887) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
      %1185 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1185) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %889 = "stablehlo.reshape"(%888) : (tensor<32xf32>) -> tensor<1x32xf32>
    %890 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %891 = "stablehlo.multiply"(%883, %890) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %892 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %893 = "stablehlo.reduce"(%891, %892) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
      %1184 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1184) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %894 = "stablehlo.reshape"(%893) : (tensor<32xf32>) -> tensor<32x1xf32>
    %895 = "stablehlo.reshape"(%889) : (tensor<1x32xf32>) -> tensor<32xf32>
    %896 = "stablehlo.multiply"(%894, %315) : (tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    %897 = "stablehlo.negate"(%884) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %898 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %899 = "stablehlo.reduce"(%897, %898) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
      %1183 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1183) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %900 = "stablehlo.reshape"(%899) : (tensor<32xf32>) -> tensor<32x1xf32>
    %901 = "stablehlo.add"(%861, %884) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %902 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %903 = "stablehlo.reduce"(%896, %902) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %1182 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1182) : (tensor<f32>) -> ()
    }) : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %904 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %905 = "stablehlo.reduce"(%900, %904) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg104: tensor<f32>, %arg105: tensor<f32>):
      %1181 = "stablehlo.add"(%arg104, %arg105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1181) : (tensor<f32>) -> ()
    }) : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %906 = "stablehlo.multiply"(%903, %303) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %907 = "stablehlo.negate"(%906) : (tensor<32xf32>) -> tensor<32xf32>
    %908 = "stablehlo.multiply"(%907, %284) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %909 = "stablehlo.add"(%905, %908) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %910 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %911 = "stablehlo.broadcast_in_dim"(%910) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %912 = "stablehlo.divide"(%906, %911) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %913 = "stablehlo.broadcast_in_dim"(%912) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x32xf32>
    %914 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %915 = "stablehlo.broadcast_in_dim"(%914) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %916 = "stablehlo.divide"(%909, %915) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %917 = "stablehlo.broadcast_in_dim"(%916) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x32xf32>
    %918 = "stablehlo.add"(%901, %917) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %919 = "stablehlo.multiply"(%913, %270) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %920 = "stablehlo.add"(%918, %919) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %921 = "stablehlo.reshape"(%920) : (tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %922 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %923 = "stablehlo.reduce"(%921, %922) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
      %1180 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1180) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %924 = "stablehlo.reshape"(%923) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %925 = "stablehlo.reshape"(%924) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %926 = "stablehlo.dot_general"(%921, %260) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %927 = "stablehlo.transpose"(%926) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %928 = "stablehlo.dot_general"(%921, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %929 = "stablehlo.reshape"(%928) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %930 = "stablehlo.transpose"(%929) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %931 = "stablehlo.dot_general"(%930, %210) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %932 = "stablehlo.dot_general"(%930, %253) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %933 = "stablehlo.transpose"(%932) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %934 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %935 = "stablehlo.multiply"(%931, %934) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %936 = "stablehlo.multiply"(%935, %248) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %937 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %938 = "stablehlo.reduce"(%936, %937) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
      %1179 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1179) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %939 = "stablehlo.reshape"(%938) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %940 = "stablehlo.negate"(%939) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %941 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %942 = "stablehlo.divide"(%931, %941) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %943 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %944 = "stablehlo.reduce"(%940, %943) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
      %1178 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1178) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %945 = "stablehlo.broadcast_in_dim"(%944) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %946 = "stablehlo.add"(%942, %945) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %947 = "stablehlo.multiply"(%946, %248) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %948 = "stablehlo.dot_general"(%947, %236) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %949 = "stablehlo.transpose"(%948) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %950 = "stablehlo.dot_general"(%947, %209) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %951 = "stablehlo.transpose"(%950) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %952 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %953 = "stablehlo.divide"(%951, %952) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %954 = "stablehlo.reshape"(%933) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %955 = "stablehlo.reshape"(%949) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %956 = "stablehlo.reshape"(%953) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %957 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %958 = "stablehlo.reduce"(%954, %957) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
      %1177 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1177) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %959 = "stablehlo.reshape"(%958) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %960 = "stablehlo.reshape"(%959) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %961 = "stablehlo.dot_general"(%954, %187) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %962 = "stablehlo.transpose"(%961) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %963 = "stablehlo.dot_general"(%954, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %964 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %965 = "stablehlo.reduce"(%955, %964) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %1176 = "stablehlo.add"(%arg94, %arg95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1176) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %966 = "stablehlo.reshape"(%965) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %967 = "stablehlo.reshape"(%966) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %968 = "stablehlo.dot_general"(%955, %187) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %969 = "stablehlo.transpose"(%968) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %970 = "stablehlo.dot_general"(%955, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %971 = "stablehlo.add"(%963, %970) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %972 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %973 = "stablehlo.reduce"(%956, %972) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %1175 = "stablehlo.add"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1175) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %974 = "stablehlo.reshape"(%973) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %975 = "stablehlo.reshape"(%974) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %976 = "stablehlo.dot_general"(%956, %187) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %977 = "stablehlo.transpose"(%976) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %978 = "stablehlo.dot_general"(%956, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %979 = "stablehlo.add"(%971, %978) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %980 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %981 = "stablehlo.reduce"(%979, %980) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %1174 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1174) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %982 = "stablehlo.reshape"(%981) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %983 = "stablehlo.reshape"(%982) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %984 = "stablehlo.multiply"(%171, %979) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %985 = "stablehlo.multiply"(%979, %183) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %986 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %987 = "stablehlo.multiply"(%986, %984) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %988 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %989 = "stablehlo.reduce"(%987, %988) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %1173 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1173) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %990 = "stablehlo.reshape"(%989) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %991 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %992 = "stablehlo.multiply"(%984, %991) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %993 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %994 = "stablehlo.reduce"(%992, %993) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %1172 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1172) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %995 = "stablehlo.reshape"(%994) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %996 = "stablehlo.reshape"(%990) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %997 = "stablehlo.multiply"(%995, %179) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %998 = "stablehlo.negate"(%985) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %999 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1000 = "stablehlo.reduce"(%998, %999) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
      %1171 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1171) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1001 = "stablehlo.reshape"(%1000) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1002 = "stablehlo.add"(%921, %985) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1003 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1004 = "stablehlo.reduce"(%997, %1003) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg82: tensor<f32>, %arg83: tensor<f32>):
      %1170 = "stablehlo.add"(%arg82, %arg83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1170) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1005 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1006 = "stablehlo.reduce"(%1001, %1005) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg80: tensor<f32>, %arg81: tensor<f32>):
      %1169 = "stablehlo.add"(%arg80, %arg81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1169) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1007 = "stablehlo.multiply"(%1004, %167) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1008 = "stablehlo.negate"(%1007) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1009 = "stablehlo.multiply"(%1008, %148) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1010 = "stablehlo.add"(%1006, %1009) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1011 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1012 = "stablehlo.broadcast_in_dim"(%1011) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1013 = "stablehlo.divide"(%1007, %1012) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1014 = "stablehlo.broadcast_in_dim"(%1013) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1015 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1016 = "stablehlo.broadcast_in_dim"(%1015) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1017 = "stablehlo.divide"(%1010, %1016) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1018 = "stablehlo.broadcast_in_dim"(%1017) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1019 = "stablehlo.add"(%1002, %1018) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1020 = "stablehlo.multiply"(%1014, %134) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1021 = "stablehlo.add"(%1019, %1020) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1022 = "func.call"(%129#1, %1021) <{callee = @_take_6}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<10x32xf32>
    %1023 = "func.call"(%125#1, %1021) <{callee = @_take_7}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1024 = "stablehlo.add"(%658, %1023) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1025 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1026 = "stablehlo.broadcast_in_dim"(%1025) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %1027 = "stablehlo.multiply"(%1026, %1022) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %1028 = "stablehlo.subtract"(%arg43, %1027) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %1029 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1030 = "stablehlo.broadcast_in_dim"(%1029) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1031 = "stablehlo.multiply"(%1030, %1024) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1032 = "stablehlo.subtract"(%arg44, %1031) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1033 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1034 = "stablehlo.broadcast_in_dim"(%1033) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1035 = "stablehlo.multiply"(%1034, %662) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1036 = "stablehlo.subtract"(%arg45, %1035) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1037 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1038 = "stablehlo.broadcast_in_dim"(%1037) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1039 = "stablehlo.multiply"(%1038, %675) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1040 = "stablehlo.subtract"(%arg46, %1039) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1041 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1042 = "stablehlo.broadcast_in_dim"(%1041) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1043 = "stablehlo.multiply"(%1042, %875) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1044 = "stablehlo.subtract"(%arg47, %1043) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1045 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1046 = "stablehlo.broadcast_in_dim"(%1045) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1047 = "stablehlo.multiply"(%1046, %877) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1048 = "stablehlo.subtract"(%arg48, %1047) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1049 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1050 = "stablehlo.broadcast_in_dim"(%1049) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1051 = "stablehlo.multiply"(%1050, %865) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1052 = "stablehlo.subtract"(%arg49, %1051) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1053 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1054 = "stablehlo.broadcast_in_dim"(%1053) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1055 = "stablehlo.multiply"(%1054, %867) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1056 = "stablehlo.subtract"(%arg50, %1055) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1057 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1058 = "stablehlo.broadcast_in_dim"(%1057) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1059 = "stablehlo.multiply"(%1058, %882) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1060 = "stablehlo.subtract"(%arg51, %1059) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1061 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1062 = "stablehlo.broadcast_in_dim"(%1061) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1063 = "stablehlo.multiply"(%1062, %895) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1064 = "stablehlo.subtract"(%arg52, %1063) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1065 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1066 = "stablehlo.broadcast_in_dim"(%1065) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1067 = "stablehlo.multiply"(%1066, %967) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1068 = "stablehlo.subtract"(%arg53, %1067) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1069 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1070 = "stablehlo.broadcast_in_dim"(%1069) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1071 = "stablehlo.multiply"(%1070, %969) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1072 = "stablehlo.subtract"(%arg54, %1071) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1073 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1074 = "stablehlo.broadcast_in_dim"(%1073) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1075 = "stablehlo.multiply"(%1074, %925) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1076 = "stablehlo.subtract"(%arg55, %1075) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1077 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1078 = "stablehlo.broadcast_in_dim"(%1077) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1079 = "stablehlo.multiply"(%1078, %927) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1080 = "stablehlo.subtract"(%arg56, %1079) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1081 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1082 = "stablehlo.broadcast_in_dim"(%1081) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1083 = "stablehlo.multiply"(%1082, %975) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1084 = "stablehlo.subtract"(%arg57, %1083) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1085 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1086 = "stablehlo.broadcast_in_dim"(%1085) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1087 = "stablehlo.multiply"(%1086, %977) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1088 = "stablehlo.subtract"(%arg58, %1087) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1089 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1090 = "stablehlo.broadcast_in_dim"(%1089) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1091 = "stablehlo.multiply"(%1090, %960) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1092 = "stablehlo.subtract"(%arg59, %1091) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1093 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1094 = "stablehlo.broadcast_in_dim"(%1093) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1095 = "stablehlo.multiply"(%1094, %962) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1096 = "stablehlo.subtract"(%arg60, %1095) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1097 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1098 = "stablehlo.broadcast_in_dim"(%1097) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1099 = "stablehlo.multiply"(%1098, %983) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1100 = "stablehlo.subtract"(%arg61, %1099) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1101 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1102 = "stablehlo.broadcast_in_dim"(%1101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1103 = "stablehlo.multiply"(%1102, %996) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1104 = "stablehlo.subtract"(%arg62, %1103) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1105 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1106 = "stablehlo.broadcast_in_dim"(%1105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1107 = "stablehlo.multiply"(%1106, %714) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1108 = "stablehlo.subtract"(%arg63, %1107) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1109 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1110 = "stablehlo.broadcast_in_dim"(%1109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1111 = "stablehlo.multiply"(%1110, %716) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1112 = "stablehlo.subtract"(%arg64, %1111) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1113 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1114 = "stablehlo.broadcast_in_dim"(%1113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1115 = "stablehlo.multiply"(%1114, %704) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1116 = "stablehlo.subtract"(%arg65, %1115) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1117 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1118 = "stablehlo.broadcast_in_dim"(%1117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1119 = "stablehlo.multiply"(%1118, %706) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1120 = "stablehlo.subtract"(%arg66, %1119) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1121 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1122 = "stablehlo.broadcast_in_dim"(%1121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1123 = "stablehlo.multiply"(%1122, %721) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1124 = "stablehlo.subtract"(%arg67, %1123) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1125 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1126 = "stablehlo.broadcast_in_dim"(%1125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1127 = "stablehlo.multiply"(%1126, %734) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1128 = "stablehlo.subtract"(%arg68, %1127) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1129 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1130 = "stablehlo.broadcast_in_dim"(%1129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1131 = "stablehlo.multiply"(%1130, %806) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1132 = "stablehlo.subtract"(%arg69, %1131) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1133 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1134 = "stablehlo.broadcast_in_dim"(%1133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1135 = "stablehlo.multiply"(%1134, %808) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1136 = "stablehlo.subtract"(%arg70, %1135) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1137 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1138 = "stablehlo.broadcast_in_dim"(%1137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1139 = "stablehlo.multiply"(%1138, %764) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1140 = "stablehlo.subtract"(%arg71, %1139) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1141 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1142 = "stablehlo.broadcast_in_dim"(%1141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1143 = "stablehlo.multiply"(%1142, %766) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1144 = "stablehlo.subtract"(%arg72, %1143) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1145 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1146 = "stablehlo.broadcast_in_dim"(%1145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1147 = "stablehlo.multiply"(%1146, %814) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1148 = "stablehlo.subtract"(%arg73, %1147) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1149 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1150 = "stablehlo.broadcast_in_dim"(%1149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1151 = "stablehlo.multiply"(%1150, %816) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1152 = "stablehlo.subtract"(%arg74, %1151) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1153 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1154 = "stablehlo.broadcast_in_dim"(%1153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1155 = "stablehlo.multiply"(%1154, %799) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1156 = "stablehlo.subtract"(%arg75, %1155) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1157 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1158 = "stablehlo.broadcast_in_dim"(%1157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1159 = "stablehlo.multiply"(%1158, %801) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1160 = "stablehlo.subtract"(%arg76, %1159) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1161 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1162 = "stablehlo.broadcast_in_dim"(%1161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1163 = "stablehlo.multiply"(%1162, %822) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1164 = "stablehlo.subtract"(%arg77, %1163) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1165 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1166 = "stablehlo.broadcast_in_dim"(%1165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1167 = "stablehlo.multiply"(%1166, %835) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1168 = "stablehlo.subtract"(%arg78, %1167) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%635, %1028, %1032, %1036, %1040, %1044, %1048, %1052, %1056, %1060, %1064, %1068, %1072, %1076, %1080, %1084, %1088, %1092, %1096, %1100, %1104, %1108, %1112, %1116, %1120, %1124, %1128, %1132, %1136, %1140, %1144, %1148, %1152, %1156, %1160, %1164, %1168) : (tensor<f32>, tensor<10x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<4x8xi32>):
    %117 = "func.call"(%arg42) <{callee = @cumsum_0}> : (tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%117) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8xi32>) -> tensor<4x8xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<4x8xi32>):
    %113 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %115 = "stablehlo.reduce_window"(%arg39, %114) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg40: tensor<i32>, %arg41: tensor<i32>):
      %116 = "stablehlo.add"(%arg40, %arg41) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%116) : (tensor<i32>) -> ()
    }) : (tensor<4x8xi32>, tensor<i32>) -> tensor<4x8xi32>
    "func.return"(%115) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<64x32xf32>, %arg36: tensor<4x8xi32>):
    %89 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %91 = "stablehlo.compare"(%arg36, %90) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %92 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %94 = "stablehlo.add"(%arg36, %93) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %95 = "func.call"(%91, %94, %arg36) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %97 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %100 = "stablehlo.compare"(%96, %99) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %101 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %103 = "stablehlo.compare"(%96, %102) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %104 = "stablehlo.and"(%100, %103) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %105 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %106 = "stablehlo.reduce"(%104, %105) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg37: tensor<i1>, %arg38: tensor<i1>):
      %112 = "stablehlo.and"(%arg37, %arg38) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%112) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %107 = "stablehlo.gather"(%arg35, %96) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %108 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %109 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %111 = "stablehlo.select"(%108, %107, %110) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%111, %96) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<4x8xi1>, %arg33: tensor<4x8xi32>, %arg34: tensor<4x8xi32>):
    %88 = "stablehlo.select"(%arg32, %arg33, %arg34) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%88) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take_1", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<10x32xf32>, %arg29: tensor<4x8xi32>):
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %66 = "stablehlo.compare"(%arg29, %65) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %67 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %69 = "stablehlo.add"(%arg29, %68) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %70 = "func.call"(%66, %69, %arg29) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %72 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
    %73 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %75 = "stablehlo.compare"(%71, %74) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %76 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %78 = "stablehlo.compare"(%71, %77) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %79 = "stablehlo.and"(%75, %78) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %80 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %81 = "stablehlo.reduce"(%79, %80) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg30: tensor<i1>, %arg31: tensor<i1>):
      %87 = "stablehlo.and"(%arg30, %arg31) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%87) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %82 = "stablehlo.gather"(%arg28, %71) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<10x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %83 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %84 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %86 = "stablehlo.select"(%83, %82, %85) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%86, %71) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32x64xf32>) -> tensor<32x64xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<32x64xf32>):
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %63 = "stablehlo.maximum"(%arg27, %62) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    "func.return"(%63) : (tensor<32x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x7x64xf32>, %arg24: tensor<4x7x1xi32>):
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x7x1xi32>
    %40 = "stablehlo.compare"(%arg24, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x7x1xi32>, tensor<4x7x1xi32>) -> tensor<4x7x1xi1>
    %41 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x7x1xi32>
    %43 = "stablehlo.add"(%arg24, %42) : (tensor<4x7x1xi32>, tensor<4x7x1xi32>) -> tensor<4x7x1xi32>
    %44 = "stablehlo.select"(%40, %43, %arg24) : (tensor<4x7x1xi1>, tensor<4x7x1xi32>, tensor<4x7x1xi32>) -> tensor<4x7x1xi32>
    %45 = "stablehlo.reshape"(%44) : (tensor<4x7x1xi32>) -> tensor<4x7x1x1xi32>
    %46 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x7x1x1xi32>
    %49 = "stablehlo.compare"(%45, %48) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7x1x1xi32>, tensor<4x7x1x1xi32>) -> tensor<4x7x1x1xi1>
    %50 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<4x7x1x1xi32>
    %52 = "stablehlo.compare"(%45, %51) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x7x1x1xi32>, tensor<4x7x1x1xi32>) -> tensor<4x7x1x1xi1>
    %53 = "stablehlo.and"(%49, %52) : (tensor<4x7x1x1xi1>, tensor<4x7x1x1xi1>) -> tensor<4x7x1x1xi1>
    %54 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %55 = "stablehlo.reduce"(%53, %54) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg25: tensor<i1>, %arg26: tensor<i1>):
      %60 = "stablehlo.and"(%arg25, %arg26) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%60) : (tensor<i1>) -> ()
    }) : (tensor<4x7x1x1xi1>, tensor<i1>) -> tensor<4x7x1xi1>
    %56 = "stablehlo.gather"(%arg23, %45) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x7x64xf32>, tensor<4x7x1x1xi32>) -> tensor<4x7x1xf32>
    %57 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7x1xf32>
    %59 = "stablehlo.select"(%55, %56, %58) : (tensor<4x7x1xi1>, tensor<4x7x1xf32>, tensor<4x7x1xf32>) -> tensor<4x7x1xf32>
    "func.return"(%59, %45) : (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_2", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x7x1xf32>, %arg20: tensor<i32>):
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.compare"(%arg20, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.add"(%arg20, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "func.call"(%18, %20, %arg20) <{callee = @_where_3}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
    %32 = "stablehlo.gather"(%arg19, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 7, 1>}> : (tensor<4x7x1xf32>, tensor<1xi32>) -> tensor<4x7xf32>
    %33 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x7xi1>
    %34 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %36 = "stablehlo.select"(%33, %32, %35) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    "func.return"(%36, %22) : (tensor<4x7xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<i1>, %arg17: tensor<i32>, %arg18: tensor<i32>):
    %16 = "stablehlo.select"(%arg16, %arg17, %arg18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%16) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>, res_attrs = [{}], sym_name = "_take_4", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<1xi32>, %arg13: tensor<4x7xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7x1xf32>
    %14 = "stablehlo.scatter"(%13, %arg12, %arg13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %15 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<4x7x1xf32>, tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    "func.return"(%14) : (tensor<4x7x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_5", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x7x1x1xi32>, %arg9: tensor<4x7x1xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7x64xf32>
    %10 = "stablehlo.scatter"(%9, %arg8, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %11 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    "func.return"(%10) : (tensor<4x7x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<10x32xf32>, res_attrs = [{}], sym_name = "_take_6", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>, res_attrs = [{}], sym_name = "_take_7", sym_visibility = "private"}> ({
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
