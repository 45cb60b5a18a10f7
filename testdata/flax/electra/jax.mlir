"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 27 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 28 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 29 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 30 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 31 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 32 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 33 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 34 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 35 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 36 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 37 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 38 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 39 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 40 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 41 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 42 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 43 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 44 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<64x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xf32>) -> (tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<64x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['electra']['embeddings']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['embeddings']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['embeddings']['position_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['embeddings']['token_type_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['embeddings']['word_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['embeddings_project']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['embeddings_project']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['attention']['output']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['attention']['output']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['attention']['self']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['attention']['self']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['attention']['self']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['attention']['self']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['attention']['self']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['attention']['self']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['output']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['output']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['0']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['attention']['output']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['attention']['output']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['attention']['self']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['attention']['self']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['attention']['self']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['attention']['self']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['attention']['self']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['attention']['self']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['output']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['output']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['electra']['encoder']['layer']['1']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['generator_lm_head']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['generator_predictions']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['generator_predictions']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['generator_predictions']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['generator_predictions']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<8x16xf32>, %arg49: tensor<2x16xf32>, %arg50: tensor<64x16xf32>, %arg51: tensor<32xf32>, %arg52: tensor<16x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32x32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32x32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32x32xf32>, %arg63: tensor<64xf32>, %arg64: tensor<32x64xf32>, %arg65: tensor<32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<64x32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<32x32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32x32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<32x32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32x32xf32>, %arg79: tensor<64xf32>, %arg80: tensor<32x64xf32>, %arg81: tensor<32xf32>, %arg82: tensor<32xf32>, %arg83: tensor<32xf32>, %arg84: tensor<64x32xf32>, %arg85: tensor<64xf32>, %arg86: tensor<16xf32>, %arg87: tensor<16xf32>, %arg88: tensor<16xf32>, %arg89: tensor<32x16xf32>, %arg90: tensor<4x8xi32>, %arg91: tensor<4x8xi32>, %arg92: tensor<4x8xf32>):
    %138 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %140 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<4x8xi32>
    %142 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %144 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %146 = "stablehlo.convert"(%145) : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %147:2 = "func.call"(%arg50, %arg90) <{callee = @_take}> : (tensor<64x16xf32>, tensor<4x8xi32>) -> (tensor<4x8x16xf32>, tensor<4x8x1xi32>)
    %148:2 = "func.call"(%arg48, %141) <{callee = @_take_0}> : (tensor<8x16xf32>, tensor<4x8xi32>) -> (tensor<4x8x16xf32>, tensor<4x8x1xi32>)
    %149:2 = "func.call"(%arg49, %139) <{callee = @_take_1}> : (tensor<2x16xf32>, tensor<4x8xi32>) -> (tensor<4x8x16xf32>, tensor<4x8x1xi32>)
    %150 = "stablehlo.add"(%147#0, %149#0) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %151 = "stablehlo.add"(%150, %148#0) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %152 = "chlo.square"(%151) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %153 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %155 = "stablehlo.multiply"(%154, %151) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.reduce"(%151, %156) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg243: tensor<f32>, %arg244: tensor<f32>):
      %1466 = "stablehlo.add"(%arg243, %arg244) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1466) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %158 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %160 = "stablehlo.divide"(%157, %159) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %161 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.reduce"(%152, %161) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg241: tensor<f32>, %arg242: tensor<f32>):
      %1465 = "stablehlo.add"(%arg241, %arg242) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1465) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %163 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %165 = "stablehlo.divide"(%162, %164) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %166 = "chlo.square"(%160) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %167 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %169 = "stablehlo.multiply"(%168, %160) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %170 = "stablehlo.subtract"(%165, %166) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %173 = "stablehlo.maximum"(%172, %170) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %174 = "stablehlo.compare"(%170, %173) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %175 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %177 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %179 = "stablehlo.select"(%174, %176, %178) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %180 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %182 = "stablehlo.compare"(%181, %173) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %183 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %185 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %187 = "stablehlo.select"(%182, %184, %186) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %188 = "stablehlo.divide"(%179, %187) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %189 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %190 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %191 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %192 = "stablehlo.subtract"(%151, %191) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %193 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %195 = "stablehlo.add"(%190, %194) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %196 = "stablehlo.rsqrt"(%195) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %197 = "stablehlo.divide"(%196, %195) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %198 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %200 = "stablehlo.multiply"(%199, %197) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %201 = "stablehlo.reshape"(%arg47) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %202 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %203 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %204 = "stablehlo.multiply"(%202, %203) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %205 = "stablehlo.multiply"(%192, %204) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %206 = "stablehlo.reshape"(%arg46) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %208 = "stablehlo.add"(%205, %207) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %209 = "stablehlo.dot_general"(%208, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<16x32xf32>) -> tensor<4x8x32xf32>
    %210 = "stablehlo.reshape"(%arg51) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %212 = "stablehlo.add"(%209, %211) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %213 = "stablehlo.slice"(%146) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %214 = "stablehlo.reshape"(%213) : (tensor<1x4xi32>) -> tensor<4xi32>
    %215 = "stablehlo.dot_general"(%212, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %216 = "stablehlo.reshape"(%arg59) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %218 = "stablehlo.add"(%215, %217) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %219 = "stablehlo.dot_general"(%212, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %220 = "stablehlo.reshape"(%arg57) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %222 = "stablehlo.add"(%219, %221) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %223 = "stablehlo.dot_general"(%212, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %224 = "stablehlo.reshape"(%arg61) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %226 = "stablehlo.add"(%223, %225) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %227 = "stablehlo.reshape"(%218) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %228 = "stablehlo.reshape"(%222) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %229 = "stablehlo.reshape"(%226) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %230 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %231 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1x8xi32>
    %233 = "stablehlo.compare"(%230, %232) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x1x8xi32>, tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xi1>
    %234 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %236 = "stablehlo.convert"(%235) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %237 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %239 = "stablehlo.select"(%233, %236, %238) : (tensor<4x1x1x8xi1>, tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %240 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.sqrt"(%240) : (tensor<f32>) -> tensor<f32>
    %242 = "stablehlo.convert"(%241) : (tensor<f32>) -> tensor<f32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %244 = "stablehlo.divide"(%227, %243) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %245 = "stablehlo.dot_general"(%244, %228) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %246 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %247 = "stablehlo.add"(%245, %246) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %248 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.reduce"(%247, %248) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg239: tensor<f32>, %arg240: tensor<f32>):
      %1464 = "stablehlo.maximum"(%arg239, %arg240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1464) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %250 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %252 = "stablehlo.maximum"(%251, %249) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %255 = "stablehlo.subtract"(%247, %254) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %256 = "stablehlo.exponential"(%255) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %257 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.reduce"(%256, %257) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
      %1463 = "stablehlo.add"(%arg237, %arg238) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1463) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %261 = "stablehlo.divide"(%256, %260) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %262 = "stablehlo.multiply"(%259, %259) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %263 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %265 = "stablehlo.divide"(%264, %262) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %266 = "stablehlo.convert"(%214) : (tensor<4xi32>) -> tensor<4xf32>
    %267 = "stablehlo.convert"(%261) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %268 = "stablehlo.dot_general"(%266, %267) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %269 = "stablehlo.transpose"(%268) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %270 = "stablehlo.dot_general"(%229, %269) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %271 = "stablehlo.transpose"(%270) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %272 = "stablehlo.reshape"(%271) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %273 = "stablehlo.dot_general"(%272, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %274 = "stablehlo.reshape"(%arg55) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %276 = "stablehlo.add"(%273, %275) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %277 = "stablehlo.add"(%276, %212) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %278 = "chlo.square"(%277) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %279 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %281 = "stablehlo.multiply"(%280, %277) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %282 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.reduce"(%277, %282) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg235: tensor<f32>, %arg236: tensor<f32>):
      %1462 = "stablehlo.add"(%arg235, %arg236) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1462) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %284 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %286 = "stablehlo.divide"(%283, %285) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %287 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.reduce"(%278, %287) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg233: tensor<f32>, %arg234: tensor<f32>):
      %1461 = "stablehlo.add"(%arg233, %arg234) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1461) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %289 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %291 = "stablehlo.divide"(%288, %290) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %292 = "chlo.square"(%286) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %293 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %295 = "stablehlo.multiply"(%294, %286) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %296 = "stablehlo.subtract"(%291, %292) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %297 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %299 = "stablehlo.maximum"(%298, %296) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %300 = "stablehlo.compare"(%296, %299) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %301 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %303 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %305 = "stablehlo.select"(%300, %302, %304) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %306 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %308 = "stablehlo.compare"(%307, %299) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %309 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %311 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %313 = "stablehlo.select"(%308, %310, %312) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %314 = "stablehlo.divide"(%305, %313) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %315 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %316 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %317 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %318 = "stablehlo.subtract"(%277, %317) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %319 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %321 = "stablehlo.add"(%316, %320) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %322 = "stablehlo.rsqrt"(%321) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %323 = "stablehlo.divide"(%322, %321) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %324 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %326 = "stablehlo.multiply"(%325, %323) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %327 = "stablehlo.reshape"(%arg54) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %328 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %329 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %330 = "stablehlo.multiply"(%328, %329) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %331 = "stablehlo.multiply"(%318, %330) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %332 = "stablehlo.reshape"(%arg53) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %334 = "stablehlo.add"(%331, %333) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %335 = "stablehlo.dot_general"(%334, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %336 = "stablehlo.reshape"(%arg63) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %338 = "stablehlo.add"(%335, %337) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %339 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %341 = "stablehlo.multiply"(%340, %338) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %342 = "stablehlo.negate"(%338) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %343 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %345 = "stablehlo.multiply"(%342, %344) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %346 = "chlo.erfc"(%345) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %347 = "chlo.square"(%345) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %348 = "stablehlo.negate"(%347) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %349 = "stablehlo.exponential"(%348) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %350 = "stablehlo.multiply"(%341, %346) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %351 = "stablehlo.dot_general"(%350, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %352 = "stablehlo.reshape"(%arg67) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %354 = "stablehlo.add"(%351, %353) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %355 = "stablehlo.add"(%354, %334) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %356 = "chlo.square"(%355) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %357 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %359 = "stablehlo.multiply"(%358, %355) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %360 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.reduce"(%355, %360) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg231: tensor<f32>, %arg232: tensor<f32>):
      %1460 = "stablehlo.add"(%arg231, %arg232) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1460) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %362 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %364 = "stablehlo.divide"(%361, %363) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %365 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %366 = "stablehlo.reduce"(%356, %365) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg229: tensor<f32>, %arg230: tensor<f32>):
      %1459 = "stablehlo.add"(%arg229, %arg230) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1459) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %367 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %369 = "stablehlo.divide"(%366, %368) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %370 = "chlo.square"(%364) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %371 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %373 = "stablehlo.multiply"(%372, %364) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %374 = "stablehlo.subtract"(%369, %370) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %375 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %377 = "stablehlo.maximum"(%376, %374) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %378 = "stablehlo.compare"(%374, %377) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %379 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %381 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %383 = "stablehlo.select"(%378, %380, %382) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %384 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %386 = "stablehlo.compare"(%385, %377) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %387 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %389 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %391 = "stablehlo.select"(%386, %388, %390) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %392 = "stablehlo.divide"(%383, %391) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %393 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %394 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %395 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %396 = "stablehlo.subtract"(%355, %395) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %397 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %399 = "stablehlo.add"(%394, %398) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %400 = "stablehlo.rsqrt"(%399) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %401 = "stablehlo.divide"(%400, %399) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %402 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %404 = "stablehlo.multiply"(%403, %401) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %405 = "stablehlo.reshape"(%arg66) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %406 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %407 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %408 = "stablehlo.multiply"(%406, %407) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %409 = "stablehlo.multiply"(%396, %408) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %410 = "stablehlo.reshape"(%arg65) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %412 = "stablehlo.add"(%409, %411) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %413 = "stablehlo.slice"(%146) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %414 = "stablehlo.reshape"(%413) : (tensor<1x4xi32>) -> tensor<4xi32>
    %415 = "stablehlo.dot_general"(%412, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %416 = "stablehlo.reshape"(%arg75) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %418 = "stablehlo.add"(%415, %417) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %419 = "stablehlo.dot_general"(%412, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %420 = "stablehlo.reshape"(%arg73) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %422 = "stablehlo.add"(%419, %421) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %423 = "stablehlo.dot_general"(%412, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %424 = "stablehlo.reshape"(%arg77) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %426 = "stablehlo.add"(%423, %425) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %427 = "stablehlo.reshape"(%418) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %428 = "stablehlo.reshape"(%422) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %429 = "stablehlo.reshape"(%426) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %430 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %431 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1x8xi32>
    %433 = "stablehlo.compare"(%430, %432) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x1x8xi32>, tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xi1>
    %434 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %435 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %436 = "stablehlo.convert"(%435) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %437 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %439 = "stablehlo.select"(%433, %436, %438) : (tensor<4x1x1x8xi1>, tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %440 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.sqrt"(%440) : (tensor<f32>) -> tensor<f32>
    %442 = "stablehlo.convert"(%441) : (tensor<f32>) -> tensor<f32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %444 = "stablehlo.divide"(%427, %443) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %445 = "stablehlo.dot_general"(%444, %428) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %446 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %447 = "stablehlo.add"(%445, %446) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %448 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %449 = "stablehlo.reduce"(%447, %448) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg227: tensor<f32>, %arg228: tensor<f32>):
      %1458 = "stablehlo.maximum"(%arg227, %arg228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1458) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %450 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %452 = "stablehlo.maximum"(%451, %449) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %455 = "stablehlo.subtract"(%447, %454) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %456 = "stablehlo.exponential"(%455) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %457 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.reduce"(%456, %457) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg225: tensor<f32>, %arg226: tensor<f32>):
      %1457 = "stablehlo.add"(%arg225, %arg226) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1457) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %461 = "stablehlo.divide"(%456, %460) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %462 = "stablehlo.multiply"(%459, %459) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %463 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %465 = "stablehlo.divide"(%464, %462) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %466 = "stablehlo.convert"(%414) : (tensor<4xi32>) -> tensor<4xf32>
    %467 = "stablehlo.convert"(%461) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %468 = "stablehlo.dot_general"(%466, %467) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %469 = "stablehlo.transpose"(%468) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %470 = "stablehlo.dot_general"(%429, %469) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %471 = "stablehlo.transpose"(%470) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %472 = "stablehlo.reshape"(%471) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %473 = "stablehlo.dot_general"(%472, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %474 = "stablehlo.reshape"(%arg71) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %476 = "stablehlo.add"(%473, %475) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %477 = "stablehlo.add"(%476, %412) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %478 = "chlo.square"(%477) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %479 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %480 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %481 = "stablehlo.multiply"(%480, %477) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %482 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %483 = "stablehlo.reduce"(%477, %482) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg223: tensor<f32>, %arg224: tensor<f32>):
      %1456 = "stablehlo.add"(%arg223, %arg224) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1456) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %484 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %486 = "stablehlo.divide"(%483, %485) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %487 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %488 = "stablehlo.reduce"(%478, %487) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg221: tensor<f32>, %arg222: tensor<f32>):
      %1455 = "stablehlo.add"(%arg221, %arg222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1455) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %489 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %491 = "stablehlo.divide"(%488, %490) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %492 = "chlo.square"(%486) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %493 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %494 = "stablehlo.broadcast_in_dim"(%493) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %495 = "stablehlo.multiply"(%494, %486) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %496 = "stablehlo.subtract"(%491, %492) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %497 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %499 = "stablehlo.maximum"(%498, %496) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %500 = "stablehlo.compare"(%496, %499) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %501 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %503 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %504 = "stablehlo.broadcast_in_dim"(%503) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %505 = "stablehlo.select"(%500, %502, %504) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %506 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %507 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %508 = "stablehlo.compare"(%507, %499) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %509 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %511 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %513 = "stablehlo.select"(%508, %510, %512) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %514 = "stablehlo.divide"(%505, %513) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %515 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %516 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %517 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %518 = "stablehlo.subtract"(%477, %517) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %519 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %521 = "stablehlo.add"(%516, %520) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %522 = "stablehlo.rsqrt"(%521) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %523 = "stablehlo.divide"(%522, %521) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %524 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %525 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %526 = "stablehlo.multiply"(%525, %523) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %527 = "stablehlo.reshape"(%arg70) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %528 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %529 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %530 = "stablehlo.multiply"(%528, %529) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %531 = "stablehlo.multiply"(%518, %530) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %532 = "stablehlo.reshape"(%arg69) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %534 = "stablehlo.add"(%531, %533) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %535 = "stablehlo.dot_general"(%534, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %536 = "stablehlo.reshape"(%arg79) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %537 = "stablehlo.broadcast_in_dim"(%536) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %538 = "stablehlo.add"(%535, %537) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %539 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %541 = "stablehlo.multiply"(%540, %538) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %542 = "stablehlo.negate"(%538) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %543 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %545 = "stablehlo.multiply"(%542, %544) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %546 = "chlo.erfc"(%545) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %547 = "chlo.square"(%545) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %548 = "stablehlo.negate"(%547) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %549 = "stablehlo.exponential"(%548) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %550 = "stablehlo.multiply"(%541, %546) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %551 = "stablehlo.dot_general"(%550, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %552 = "stablehlo.reshape"(%arg83) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %554 = "stablehlo.add"(%551, %553) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %555 = "stablehlo.add"(%554, %534) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %556 = "chlo.square"(%555) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %557 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %558 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %559 = "stablehlo.multiply"(%558, %555) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %560 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.reduce"(%555, %560) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg219: tensor<f32>, %arg220: tensor<f32>):
      %1454 = "stablehlo.add"(%arg219, %arg220) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1454) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %562 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %563 = "stablehlo.broadcast_in_dim"(%562) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %564 = "stablehlo.divide"(%561, %563) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %565 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %566 = "stablehlo.reduce"(%556, %565) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg217: tensor<f32>, %arg218: tensor<f32>):
      %1453 = "stablehlo.add"(%arg217, %arg218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1453) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %567 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %568 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %569 = "stablehlo.divide"(%566, %568) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %570 = "chlo.square"(%564) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %571 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %572 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %573 = "stablehlo.multiply"(%572, %564) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %574 = "stablehlo.subtract"(%569, %570) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %575 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %577 = "stablehlo.maximum"(%576, %574) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %578 = "stablehlo.compare"(%574, %577) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %579 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %581 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %583 = "stablehlo.select"(%578, %580, %582) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %584 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %586 = "stablehlo.compare"(%585, %577) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %587 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %589 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %591 = "stablehlo.select"(%586, %588, %590) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %592 = "stablehlo.divide"(%583, %591) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %593 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %594 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %595 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %596 = "stablehlo.subtract"(%555, %595) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %597 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %598 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %599 = "stablehlo.add"(%594, %598) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %600 = "stablehlo.rsqrt"(%599) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %601 = "stablehlo.divide"(%600, %599) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %602 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %603 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %604 = "stablehlo.multiply"(%603, %601) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %605 = "stablehlo.reshape"(%arg82) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %606 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %607 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %608 = "stablehlo.multiply"(%606, %607) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %609 = "stablehlo.multiply"(%596, %608) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %610 = "stablehlo.reshape"(%arg81) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %611 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %612 = "stablehlo.add"(%609, %611) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %613 = "stablehlo.dot_general"(%612, %arg89) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %614 = "stablehlo.reshape"(%arg88) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %615 = "stablehlo.broadcast_in_dim"(%614) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %616 = "stablehlo.add"(%613, %615) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %617 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %619 = "stablehlo.multiply"(%618, %616) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %620 = "stablehlo.negate"(%616) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %621 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %622 = "stablehlo.broadcast_in_dim"(%621) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %623 = "stablehlo.multiply"(%620, %622) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %624 = "chlo.erfc"(%623) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %625 = "chlo.square"(%623) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %626 = "stablehlo.negate"(%625) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %627 = "stablehlo.exponential"(%626) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %628 = "stablehlo.multiply"(%619, %624) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %629 = "chlo.square"(%628) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %630 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %632 = "stablehlo.multiply"(%631, %628) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %633 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %634 = "stablehlo.reduce"(%628, %633) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg215: tensor<f32>, %arg216: tensor<f32>):
      %1452 = "stablehlo.add"(%arg215, %arg216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1452) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %635 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %636 = "stablehlo.broadcast_in_dim"(%635) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %637 = "stablehlo.divide"(%634, %636) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %638 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %639 = "stablehlo.reduce"(%629, %638) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg213: tensor<f32>, %arg214: tensor<f32>):
      %1451 = "stablehlo.add"(%arg213, %arg214) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1451) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %640 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %642 = "stablehlo.divide"(%639, %641) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %643 = "chlo.square"(%637) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %644 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %646 = "stablehlo.multiply"(%645, %637) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %647 = "stablehlo.subtract"(%642, %643) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %648 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %650 = "stablehlo.maximum"(%649, %647) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %651 = "stablehlo.compare"(%647, %650) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %652 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %654 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %655 = "stablehlo.broadcast_in_dim"(%654) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %656 = "stablehlo.select"(%651, %653, %655) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %657 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %658 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %659 = "stablehlo.compare"(%658, %650) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %660 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %662 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %663 = "stablehlo.broadcast_in_dim"(%662) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %664 = "stablehlo.select"(%659, %661, %663) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %665 = "stablehlo.divide"(%656, %664) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %666 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %667 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %668 = "stablehlo.broadcast_in_dim"(%666) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %669 = "stablehlo.subtract"(%628, %668) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %670 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %671 = "stablehlo.broadcast_in_dim"(%670) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %672 = "stablehlo.add"(%667, %671) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %673 = "stablehlo.rsqrt"(%672) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %674 = "stablehlo.divide"(%673, %672) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %675 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %676 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %677 = "stablehlo.multiply"(%676, %674) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %678 = "stablehlo.reshape"(%arg87) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %679 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %680 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %681 = "stablehlo.multiply"(%679, %680) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %682 = "stablehlo.multiply"(%669, %681) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %683 = "stablehlo.reshape"(%arg86) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %684 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %685 = "stablehlo.add"(%682, %684) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %686 = "stablehlo.transpose"(%arg50) <{permutation = array<i64: 1, 0>}> : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %687 = "stablehlo.dot_general"(%685, %686) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<16x64xf32>) -> tensor<4x8x64xf32>
    %688 = "stablehlo.broadcast_in_dim"(%arg85) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %689 = "stablehlo.broadcast_in_dim"(%688) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %690 = "stablehlo.add"(%687, %689) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %691 = "stablehlo.broadcast_in_dim"(%arg91) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %692:2 = "func.call"(%690, %691) <{callee = @take_along_axis}> : (tensor<4x8x64xf32>, tensor<4x8x1xi32>) -> (tensor<4x8x1xf32>, tensor<4x8x1x1xi32>)
    %693 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %694:2 = "func.call"(%692#0, %693) <{callee = @_take_2}> : (tensor<4x8x1xf32>, tensor<i32>) -> (tensor<4x8xf32>, tensor<1xi32>)
    %695 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %696 = "stablehlo.reduce"(%690, %695) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg211: tensor<f32>, %arg212: tensor<f32>):
      %1450 = "stablehlo.maximum"(%arg211, %arg212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1450) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %697 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %698 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %699 = "stablehlo.maximum"(%698, %696) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %700 = "stablehlo.is_finite"(%699) : (tensor<4x8xf32>) -> tensor<4x8xi1>
    %701 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %702 = "stablehlo.broadcast_in_dim"(%701) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %703 = "stablehlo.select"(%700, %699, %702) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %705 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %706 = "stablehlo.subtract"(%690, %705) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %707 = "stablehlo.exponential"(%706) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %708 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %709 = "stablehlo.reduce"(%707, %708) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg209: tensor<f32>, %arg210: tensor<f32>):
      %1449 = "stablehlo.add"(%arg209, %arg210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1449) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %710 = "stablehlo.abs"(%709) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %711 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %712 = "stablehlo.broadcast_in_dim"(%711) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %713 = "stablehlo.compare"(%709, %712) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %714 = "stablehlo.log"(%710) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %715 = "stablehlo.add"(%714, %703) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %716 = "stablehlo.subtract"(%715, %694#0) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %717 = "stablehlo.multiply"(%716, %arg92) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %718 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %719 = "stablehlo.reduce"(%717, %718) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg207: tensor<f32>, %arg208: tensor<f32>):
      %1448 = "stablehlo.add"(%arg207, %arg208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1448) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %720 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %721 = "stablehlo.reduce"(%arg92, %720) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg205: tensor<f32>, %arg206: tensor<f32>):
      %1447 = "stablehlo.add"(%arg205, %arg206) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1447) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %722 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %723 = "stablehlo.maximum"(%721, %722) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %724 = "stablehlo.divide"(%719, %723) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %725 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %726 = "stablehlo.divide"(%725, %723) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %727 = "stablehlo.broadcast_in_dim"(%726) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %728 = "stablehlo.multiply"(%727, %arg92) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %729 = "stablehlo.negate"(%728) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %730 = "stablehlo.divide"(%728, %710) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %731 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %732 = "stablehlo.broadcast_in_dim"(%731) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %733 = "stablehlo.select"(%713, %732, %730) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %734 = "stablehlo.select"(%713, %730, %732) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %735 = "stablehlo.negate"(%733) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %736 = "stablehlo.add"(%734, %735) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %737 = "stablehlo.broadcast_in_dim"(%736) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x64xf32>
    %738 = "stablehlo.multiply"(%737, %707) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %739 = "func.call"(%694#1, %729) <{callee = @_take_4}> : (tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %740 = "func.call"(%692#1, %739) <{callee = @take_along_axis_5}> : (tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %741 = "stablehlo.add"(%738, %740) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %742 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %743 = "stablehlo.reduce"(%741, %742) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg203: tensor<f32>, %arg204: tensor<f32>):
      %1446 = "stablehlo.add"(%arg203, %arg204) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1446) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %744 = "stablehlo.reshape"(%743) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %745 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %746 = "stablehlo.reduce"(%744, %745) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg201: tensor<f32>, %arg202: tensor<f32>):
      %1445 = "stablehlo.add"(%arg201, %arg202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1445) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %747 = "stablehlo.dot_general"(%741, %685) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x16xf32>) -> tensor<64x16xf32>
    %748 = "stablehlo.transpose"(%747) <{permutation = array<i64: 1, 0>}> : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %749 = "stablehlo.dot_general"(%741, %686) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<16x64xf32>) -> tensor<4x8x16xf32>
    %750 = "stablehlo.transpose"(%748) <{permutation = array<i64: 1, 0>}> : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %751 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %752 = "stablehlo.reduce"(%749, %751) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
      %1444 = "stablehlo.add"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1444) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %753 = "stablehlo.reshape"(%752) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %754 = "stablehlo.reshape"(%753) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %755 = "stablehlo.multiply"(%669, %749) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %756 = "stablehlo.multiply"(%749, %681) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %757 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %758 = "stablehlo.multiply"(%757, %755) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %759 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %760 = "stablehlo.reduce"(%758, %759) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
      %1443 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1443) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %761 = "stablehlo.reshape"(%760) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %762 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %763 = "stablehlo.multiply"(%755, %762) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %764 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %765 = "stablehlo.reduce"(%763, %764) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
      %1442 = "stablehlo.add"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1442) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %766 = "stablehlo.reshape"(%765) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %767 = "stablehlo.reshape"(%761) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %768 = "stablehlo.multiply"(%766, %677) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %769 = "stablehlo.negate"(%756) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %770 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %771 = "stablehlo.reduce"(%769, %770) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg193: tensor<f32>, %arg194: tensor<f32>):
      %1441 = "stablehlo.add"(%arg193, %arg194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1441) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %772 = "stablehlo.reshape"(%771) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %773 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %774 = "stablehlo.reduce"(%768, %773) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
      %1440 = "stablehlo.add"(%arg191, %arg192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1440) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %775 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %776 = "stablehlo.reduce"(%772, %775) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
      %1439 = "stablehlo.add"(%arg189, %arg190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1439) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %777 = "stablehlo.multiply"(%774, %665) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %778 = "stablehlo.negate"(%777) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %779 = "stablehlo.multiply"(%778, %646) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %780 = "stablehlo.add"(%776, %779) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %781 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %782 = "stablehlo.broadcast_in_dim"(%781) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %783 = "stablehlo.divide"(%777, %782) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %784 = "stablehlo.broadcast_in_dim"(%783) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %785 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %786 = "stablehlo.broadcast_in_dim"(%785) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %787 = "stablehlo.divide"(%780, %786) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %788 = "stablehlo.broadcast_in_dim"(%787) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %789 = "stablehlo.add"(%756, %788) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %790 = "stablehlo.multiply"(%784, %632) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %791 = "stablehlo.add"(%789, %790) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %792 = "stablehlo.multiply"(%619, %791) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %793 = "stablehlo.multiply"(%791, %624) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %794 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %795 = "stablehlo.broadcast_in_dim"(%794) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %796 = "stablehlo.multiply"(%795, %792) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %797 = "stablehlo.multiply"(%796, %627) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %798 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %799 = "stablehlo.broadcast_in_dim"(%798) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %800 = "stablehlo.multiply"(%797, %799) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %801 = "stablehlo.negate"(%800) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %802 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %803 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %804 = "stablehlo.multiply"(%803, %793) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %805 = "stablehlo.add"(%801, %804) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %806 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %807 = "stablehlo.reduce"(%805, %806) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg187: tensor<f32>, %arg188: tensor<f32>):
      %1438 = "stablehlo.add"(%arg187, %arg188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1438) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %808 = "stablehlo.reshape"(%807) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %809 = "stablehlo.reshape"(%808) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %810 = "stablehlo.dot_general"(%805, %612) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %811 = "stablehlo.transpose"(%810) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %812 = "stablehlo.dot_general"(%805, %arg89) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %813 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %814 = "stablehlo.reduce"(%812, %813) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
      %1437 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1437) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %815 = "stablehlo.reshape"(%814) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %816 = "stablehlo.reshape"(%815) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %817 = "stablehlo.multiply"(%596, %812) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %818 = "stablehlo.multiply"(%812, %608) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %819 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %820 = "stablehlo.multiply"(%819, %817) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %821 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %822 = "stablehlo.reduce"(%820, %821) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
      %1436 = "stablehlo.add"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1436) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %823 = "stablehlo.reshape"(%822) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %824 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %825 = "stablehlo.multiply"(%817, %824) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %826 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %827 = "stablehlo.reduce"(%825, %826) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
      %1435 = "stablehlo.add"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1435) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %828 = "stablehlo.reshape"(%827) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %829 = "stablehlo.reshape"(%823) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %830 = "stablehlo.multiply"(%828, %604) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %831 = "stablehlo.negate"(%818) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %832 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %833 = "stablehlo.reduce"(%831, %832) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
      %1434 = "stablehlo.add"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1434) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %834 = "stablehlo.reshape"(%833) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %835 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %836 = "stablehlo.reduce"(%830, %835) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %1433 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1433) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %837 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %838 = "stablehlo.reduce"(%834, %837) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %1432 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1432) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %839 = "stablehlo.multiply"(%836, %592) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %840 = "stablehlo.negate"(%839) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %841 = "stablehlo.multiply"(%840, %573) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %842 = "stablehlo.add"(%838, %841) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %843 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %844 = "stablehlo.broadcast_in_dim"(%843) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %845 = "stablehlo.divide"(%839, %844) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %846 = "stablehlo.broadcast_in_dim"(%845) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %847 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %848 = "stablehlo.broadcast_in_dim"(%847) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %849 = "stablehlo.divide"(%842, %848) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %850 = "stablehlo.broadcast_in_dim"(%849) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %851 = "stablehlo.add"(%818, %850) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %852 = "stablehlo.multiply"(%846, %559) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %853 = "stablehlo.add"(%851, %852) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %854 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %855 = "stablehlo.reduce"(%853, %854) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %1431 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1431) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %856 = "stablehlo.reshape"(%855) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %857 = "stablehlo.reshape"(%856) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %858 = "stablehlo.dot_general"(%853, %550) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %859 = "stablehlo.transpose"(%858) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %860 = "stablehlo.dot_general"(%853, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %861 = "stablehlo.multiply"(%541, %860) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %862 = "stablehlo.multiply"(%860, %546) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %863 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %864 = "stablehlo.broadcast_in_dim"(%863) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %865 = "stablehlo.multiply"(%864, %861) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %866 = "stablehlo.multiply"(%865, %549) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %867 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %868 = "stablehlo.broadcast_in_dim"(%867) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %869 = "stablehlo.multiply"(%866, %868) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %870 = "stablehlo.negate"(%869) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %871 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %872 = "stablehlo.broadcast_in_dim"(%871) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %873 = "stablehlo.multiply"(%872, %862) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %874 = "stablehlo.add"(%870, %873) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %875 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %876 = "stablehlo.reduce"(%874, %875) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %1430 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1430) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %877 = "stablehlo.reshape"(%876) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %878 = "stablehlo.reshape"(%877) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %879 = "stablehlo.dot_general"(%874, %534) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %880 = "stablehlo.transpose"(%879) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %881 = "stablehlo.dot_general"(%874, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %882 = "stablehlo.add"(%853, %881) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %883 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %884 = "stablehlo.reduce"(%882, %883) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
      %1429 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1429) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %885 = "stablehlo.reshape"(%884) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %886 = "stablehlo.reshape"(%885) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %887 = "stablehlo.multiply"(%518, %882) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %888 = "stablehlo.multiply"(%882, %530) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %889 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %890 = "stablehlo.multiply"(%889, %887) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %891 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %892 = "stablehlo.reduce"(%890, %891) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %1428 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1428) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %893 = "stablehlo.reshape"(%892) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %894 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %895 = "stablehlo.multiply"(%887, %894) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %896 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %897 = "stablehlo.reduce"(%895, %896) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %1427 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1427) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %898 = "stablehlo.reshape"(%897) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %899 = "stablehlo.reshape"(%893) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %900 = "stablehlo.multiply"(%898, %526) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %901 = "stablehlo.negate"(%888) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %902 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %903 = "stablehlo.reduce"(%901, %902) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %1426 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1426) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %904 = "stablehlo.reshape"(%903) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %905 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %906 = "stablehlo.reduce"(%900, %905) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1425 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1425) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %907 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %908 = "stablehlo.reduce"(%904, %907) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %1424 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1424) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %909 = "stablehlo.multiply"(%906, %514) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %910 = "stablehlo.negate"(%909) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %911 = "stablehlo.multiply"(%910, %495) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %912 = "stablehlo.add"(%908, %911) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %913 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %914 = "stablehlo.broadcast_in_dim"(%913) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %915 = "stablehlo.divide"(%909, %914) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %916 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %917 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %918 = "stablehlo.broadcast_in_dim"(%917) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %919 = "stablehlo.divide"(%912, %918) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %920 = "stablehlo.broadcast_in_dim"(%919) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %921 = "stablehlo.add"(%888, %920) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %922 = "stablehlo.multiply"(%916, %481) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %923 = "stablehlo.add"(%921, %922) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %924 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %925 = "stablehlo.reduce"(%923, %924) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %1423 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1423) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %926 = "stablehlo.reshape"(%925) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %927 = "stablehlo.reshape"(%926) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %928 = "stablehlo.dot_general"(%923, %472) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %929 = "stablehlo.transpose"(%928) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %930 = "stablehlo.dot_general"(%923, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %931 = "stablehlo.reshape"(%930) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %932 = "stablehlo.transpose"(%931) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %933 = "stablehlo.dot_general"(%932, %429) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %934 = "stablehlo.dot_general"(%932, %469) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %935 = "stablehlo.transpose"(%934) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %936 = "stablehlo.transpose"(%933) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %937 = "stablehlo.convert"(%936) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %938 = "stablehlo.convert"(%414) : (tensor<4xi32>) -> tensor<4xf32>
    %939 = "stablehlo.dot_general"(%937, %938) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4xf32>) -> tensor<4x4x8x8xf32>
    %940 = "stablehlo.transpose"(%939) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %941 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %942 = "stablehlo.multiply"(%940, %941) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %943 = "stablehlo.multiply"(%942, %456) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %944 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %945 = "stablehlo.reduce"(%943, %944) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %1422 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1422) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %946 = "stablehlo.reshape"(%945) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %947 = "stablehlo.negate"(%946) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %948 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %949 = "stablehlo.divide"(%940, %948) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %950 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %951 = "stablehlo.reduce"(%947, %950) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %1421 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1421) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %952 = "stablehlo.broadcast_in_dim"(%951) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %953 = "stablehlo.add"(%949, %952) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %954 = "stablehlo.multiply"(%953, %456) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %955 = "stablehlo.dot_general"(%954, %444) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %956 = "stablehlo.transpose"(%955) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %957 = "stablehlo.dot_general"(%954, %428) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %958 = "stablehlo.transpose"(%957) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %959 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %960 = "stablehlo.divide"(%958, %959) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %961 = "stablehlo.reshape"(%935) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %962 = "stablehlo.reshape"(%956) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %963 = "stablehlo.reshape"(%960) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %964 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %965 = "stablehlo.reduce"(%961, %964) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %1420 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1420) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %966 = "stablehlo.reshape"(%965) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %967 = "stablehlo.reshape"(%966) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %968 = "stablehlo.dot_general"(%961, %412) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %969 = "stablehlo.transpose"(%968) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %970 = "stablehlo.dot_general"(%961, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %971 = "stablehlo.add"(%923, %970) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %972 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %973 = "stablehlo.reduce"(%962, %972) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %1419 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1419) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %974 = "stablehlo.reshape"(%973) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %975 = "stablehlo.reshape"(%974) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %976 = "stablehlo.dot_general"(%962, %412) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %977 = "stablehlo.transpose"(%976) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %978 = "stablehlo.dot_general"(%962, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %979 = "stablehlo.add"(%971, %978) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %980 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %981 = "stablehlo.reduce"(%963, %980) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %1418 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1418) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %982 = "stablehlo.reshape"(%981) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %983 = "stablehlo.reshape"(%982) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %984 = "stablehlo.dot_general"(%963, %412) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %985 = "stablehlo.transpose"(%984) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %986 = "stablehlo.dot_general"(%963, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %987 = "stablehlo.add"(%979, %986) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %988 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %989 = "stablehlo.reduce"(%987, %988) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %1417 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1417) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %990 = "stablehlo.reshape"(%989) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %991 = "stablehlo.reshape"(%990) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %992 = "stablehlo.multiply"(%396, %987) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %993 = "stablehlo.multiply"(%987, %408) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %994 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %995 = "stablehlo.multiply"(%994, %992) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %996 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %997 = "stablehlo.reduce"(%995, %996) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %1416 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1416) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %998 = "stablehlo.reshape"(%997) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %999 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1000 = "stablehlo.multiply"(%992, %999) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1001 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1002 = "stablehlo.reduce"(%1000, %1001) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %1415 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1415) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1003 = "stablehlo.reshape"(%1002) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1004 = "stablehlo.reshape"(%998) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1005 = "stablehlo.multiply"(%1003, %404) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1006 = "stablehlo.negate"(%993) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1007 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1008 = "stablehlo.reduce"(%1006, %1007) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %1414 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1414) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1009 = "stablehlo.reshape"(%1008) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1010 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1011 = "stablehlo.reduce"(%1005, %1010) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %1413 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1413) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1012 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1013 = "stablehlo.reduce"(%1009, %1012) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %1412 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1412) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1014 = "stablehlo.multiply"(%1011, %392) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1015 = "stablehlo.negate"(%1014) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1016 = "stablehlo.multiply"(%1015, %373) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1017 = "stablehlo.add"(%1013, %1016) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1018 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1019 = "stablehlo.broadcast_in_dim"(%1018) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1020 = "stablehlo.divide"(%1014, %1019) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1021 = "stablehlo.broadcast_in_dim"(%1020) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1022 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1023 = "stablehlo.broadcast_in_dim"(%1022) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1024 = "stablehlo.divide"(%1017, %1023) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1025 = "stablehlo.broadcast_in_dim"(%1024) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1026 = "stablehlo.add"(%993, %1025) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1027 = "stablehlo.multiply"(%1021, %359) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1028 = "stablehlo.add"(%1026, %1027) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1029 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1030 = "stablehlo.reduce"(%1028, %1029) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %1411 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1411) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1031 = "stablehlo.reshape"(%1030) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1032 = "stablehlo.reshape"(%1031) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1033 = "stablehlo.dot_general"(%1028, %350) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %1034 = "stablehlo.transpose"(%1033) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %1035 = "stablehlo.dot_general"(%1028, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %1036 = "stablehlo.multiply"(%341, %1035) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1037 = "stablehlo.multiply"(%1035, %346) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1038 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %1039 = "stablehlo.broadcast_in_dim"(%1038) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1040 = "stablehlo.multiply"(%1039, %1036) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1041 = "stablehlo.multiply"(%1040, %349) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1042 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %1043 = "stablehlo.broadcast_in_dim"(%1042) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1044 = "stablehlo.multiply"(%1041, %1043) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1045 = "stablehlo.negate"(%1044) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1046 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1047 = "stablehlo.broadcast_in_dim"(%1046) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1048 = "stablehlo.multiply"(%1047, %1037) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1049 = "stablehlo.add"(%1045, %1048) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1050 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1051 = "stablehlo.reduce"(%1049, %1050) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %1410 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1410) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1052 = "stablehlo.reshape"(%1051) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1053 = "stablehlo.reshape"(%1052) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1054 = "stablehlo.dot_general"(%1049, %334) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1055 = "stablehlo.transpose"(%1054) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %1056 = "stablehlo.dot_general"(%1049, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %1057 = "stablehlo.add"(%1028, %1056) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1058 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1059 = "stablehlo.reduce"(%1057, %1058) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1409 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1409) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1060 = "stablehlo.reshape"(%1059) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1061 = "stablehlo.reshape"(%1060) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1062 = "stablehlo.multiply"(%318, %1057) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1063 = "stablehlo.multiply"(%1057, %330) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1064 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1065 = "stablehlo.multiply"(%1064, %1062) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1066 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1067 = "stablehlo.reduce"(%1065, %1066) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1408 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1408) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1068 = "stablehlo.reshape"(%1067) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1069 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1070 = "stablehlo.multiply"(%1062, %1069) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1071 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1072 = "stablehlo.reduce"(%1070, %1071) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1407 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1407) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1073 = "stablehlo.reshape"(%1072) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1074 = "stablehlo.reshape"(%1068) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1075 = "stablehlo.multiply"(%1073, %326) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1076 = "stablehlo.negate"(%1063) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1077 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1078 = "stablehlo.reduce"(%1076, %1077) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1406 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1406) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1079 = "stablehlo.reshape"(%1078) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1080 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1081 = "stablehlo.reduce"(%1075, %1080) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1405 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1405) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1082 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1083 = "stablehlo.reduce"(%1079, %1082) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1404 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1404) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1084 = "stablehlo.multiply"(%1081, %314) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1085 = "stablehlo.negate"(%1084) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1086 = "stablehlo.multiply"(%1085, %295) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1087 = "stablehlo.add"(%1083, %1086) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1088 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1089 = "stablehlo.broadcast_in_dim"(%1088) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1090 = "stablehlo.divide"(%1084, %1089) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1091 = "stablehlo.broadcast_in_dim"(%1090) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1092 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1093 = "stablehlo.broadcast_in_dim"(%1092) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1094 = "stablehlo.divide"(%1087, %1093) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1095 = "stablehlo.broadcast_in_dim"(%1094) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1096 = "stablehlo.add"(%1063, %1095) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1097 = "stablehlo.multiply"(%1091, %281) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1098 = "stablehlo.add"(%1096, %1097) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1099 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1100 = "stablehlo.reduce"(%1098, %1099) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1403 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1403) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1101 = "stablehlo.reshape"(%1100) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1102 = "stablehlo.reshape"(%1101) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1103 = "stablehlo.dot_general"(%1098, %272) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1104 = "stablehlo.transpose"(%1103) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1105 = "stablehlo.dot_general"(%1098, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1106 = "stablehlo.reshape"(%1105) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %1107 = "stablehlo.transpose"(%1106) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1108 = "stablehlo.dot_general"(%1107, %229) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1109 = "stablehlo.dot_general"(%1107, %269) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1110 = "stablehlo.transpose"(%1109) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1111 = "stablehlo.transpose"(%1108) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1112 = "stablehlo.convert"(%1111) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1113 = "stablehlo.convert"(%214) : (tensor<4xi32>) -> tensor<4xf32>
    %1114 = "stablehlo.dot_general"(%1112, %1113) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4xf32>) -> tensor<4x4x8x8xf32>
    %1115 = "stablehlo.transpose"(%1114) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1116 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1117 = "stablehlo.multiply"(%1115, %1116) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1118 = "stablehlo.multiply"(%1117, %256) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1120 = "stablehlo.reduce"(%1118, %1119) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1402 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1402) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1121 = "stablehlo.reshape"(%1120) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %1122 = "stablehlo.negate"(%1121) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %1123 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1124 = "stablehlo.divide"(%1115, %1123) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1125 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1126 = "stablehlo.reduce"(%1122, %1125) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %1401 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1401) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1127 = "stablehlo.broadcast_in_dim"(%1126) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1128 = "stablehlo.add"(%1124, %1127) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1129 = "stablehlo.multiply"(%1128, %256) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1130 = "stablehlo.dot_general"(%1129, %244) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1131 = "stablehlo.transpose"(%1130) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1132 = "stablehlo.dot_general"(%1129, %228) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1133 = "stablehlo.transpose"(%1132) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1134 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %1135 = "stablehlo.divide"(%1133, %1134) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %1136 = "stablehlo.reshape"(%1110) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1137 = "stablehlo.reshape"(%1131) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1138 = "stablehlo.reshape"(%1135) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1139 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1140 = "stablehlo.reduce"(%1136, %1139) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %1400 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1400) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1141 = "stablehlo.reshape"(%1140) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1142 = "stablehlo.reshape"(%1141) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1143 = "stablehlo.dot_general"(%1136, %212) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1144 = "stablehlo.transpose"(%1143) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1145 = "stablehlo.dot_general"(%1136, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1146 = "stablehlo.add"(%1098, %1145) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1147 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1148 = "stablehlo.reduce"(%1137, %1147) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %1399 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1399) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1149 = "stablehlo.reshape"(%1148) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1150 = "stablehlo.reshape"(%1149) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1151 = "stablehlo.dot_general"(%1137, %212) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1152 = "stablehlo.transpose"(%1151) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1153 = "stablehlo.dot_general"(%1137, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1154 = "stablehlo.add"(%1146, %1153) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1155 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1156 = "stablehlo.reduce"(%1138, %1155) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %1398 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1398) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1157 = "stablehlo.reshape"(%1156) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1158 = "stablehlo.reshape"(%1157) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1159 = "stablehlo.dot_general"(%1138, %212) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1160 = "stablehlo.transpose"(%1159) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1161 = "stablehlo.dot_general"(%1138, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1162 = "stablehlo.add"(%1154, %1161) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1163 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1164 = "stablehlo.reduce"(%1162, %1163) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %1397 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1397) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1165 = "stablehlo.reshape"(%1164) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1166 = "stablehlo.reshape"(%1165) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1167 = "stablehlo.dot_general"(%1162, %208) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x16xf32>) -> tensor<32x16xf32>
    %1168 = "stablehlo.transpose"(%1167) <{permutation = array<i64: 1, 0>}> : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %1169 = "stablehlo.dot_general"(%1162, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<16x32xf32>) -> tensor<4x8x16xf32>
    %1170 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1171 = "stablehlo.reduce"(%1169, %1170) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %1396 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1396) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1172 = "stablehlo.reshape"(%1171) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1173 = "stablehlo.reshape"(%1172) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1174 = "stablehlo.multiply"(%192, %1169) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1175 = "stablehlo.multiply"(%1169, %204) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1176 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %1177 = "stablehlo.multiply"(%1176, %1174) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1179 = "stablehlo.reduce"(%1177, %1178) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %1395 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1395) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1180 = "stablehlo.reshape"(%1179) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1181 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %1182 = "stablehlo.multiply"(%1174, %1181) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1184 = "stablehlo.reduce"(%1182, %1183) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %1394 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1394) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1185 = "stablehlo.reshape"(%1184) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1186 = "stablehlo.reshape"(%1180) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1187 = "stablehlo.multiply"(%1185, %200) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1188 = "stablehlo.negate"(%1175) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1189 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1190 = "stablehlo.reduce"(%1188, %1189) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %1393 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1393) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1191 = "stablehlo.reshape"(%1190) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1192 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1193 = "stablehlo.reduce"(%1187, %1192) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %1392 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1392) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1194 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1195 = "stablehlo.reduce"(%1191, %1194) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %1391 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1391) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1196 = "stablehlo.multiply"(%1193, %188) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1197 = "stablehlo.negate"(%1196) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1198 = "stablehlo.multiply"(%1197, %169) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1199 = "stablehlo.add"(%1195, %1198) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1200 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1201 = "stablehlo.broadcast_in_dim"(%1200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1202 = "stablehlo.divide"(%1196, %1201) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1203 = "stablehlo.broadcast_in_dim"(%1202) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %1204 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1205 = "stablehlo.broadcast_in_dim"(%1204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1206 = "stablehlo.divide"(%1199, %1205) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1207 = "stablehlo.broadcast_in_dim"(%1206) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %1208 = "stablehlo.add"(%1175, %1207) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1209 = "stablehlo.multiply"(%1203, %155) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1210 = "stablehlo.add"(%1208, %1209) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1211 = "func.call"(%149#1, %1210) <{callee = @_take_6}> : (tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<2x16xf32>
    %1212 = "func.call"(%148#1, %1210) <{callee = @_take_7}> : (tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<8x16xf32>
    %1213 = "func.call"(%147#1, %1210) <{callee = @_take_8}> : (tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<64x16xf32>
    %1214 = "stablehlo.add"(%750, %1213) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1215 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1216 = "stablehlo.broadcast_in_dim"(%1215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1217 = "stablehlo.multiply"(%1216, %1173) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1218 = "stablehlo.subtract"(%arg46, %1217) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1219 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1220 = "stablehlo.broadcast_in_dim"(%1219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1221 = "stablehlo.multiply"(%1220, %1186) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1222 = "stablehlo.subtract"(%arg47, %1221) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1223 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1224 = "stablehlo.broadcast_in_dim"(%1223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %1225 = "stablehlo.multiply"(%1224, %1212) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %1226 = "stablehlo.subtract"(%arg48, %1225) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %1227 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1228 = "stablehlo.broadcast_in_dim"(%1227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1229 = "stablehlo.multiply"(%1228, %1211) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1230 = "stablehlo.subtract"(%arg49, %1229) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1231 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1232 = "stablehlo.broadcast_in_dim"(%1231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x16xf32>
    %1233 = "stablehlo.multiply"(%1232, %1214) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1234 = "stablehlo.subtract"(%arg50, %1233) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1235 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1236 = "stablehlo.broadcast_in_dim"(%1235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1237 = "stablehlo.multiply"(%1236, %1166) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1238 = "stablehlo.subtract"(%arg51, %1237) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1239 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1240 = "stablehlo.broadcast_in_dim"(%1239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1241 = "stablehlo.multiply"(%1240, %1168) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1242 = "stablehlo.subtract"(%arg52, %1241) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1243 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1244 = "stablehlo.broadcast_in_dim"(%1243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1245 = "stablehlo.multiply"(%1244, %1061) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1246 = "stablehlo.subtract"(%arg53, %1245) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1247 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1248 = "stablehlo.broadcast_in_dim"(%1247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1249 = "stablehlo.multiply"(%1248, %1074) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1250 = "stablehlo.subtract"(%arg54, %1249) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1251 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1252 = "stablehlo.broadcast_in_dim"(%1251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1253 = "stablehlo.multiply"(%1252, %1102) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1254 = "stablehlo.subtract"(%arg55, %1253) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1255 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1256 = "stablehlo.broadcast_in_dim"(%1255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1257 = "stablehlo.multiply"(%1256, %1104) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1258 = "stablehlo.subtract"(%arg56, %1257) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1259 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1260 = "stablehlo.broadcast_in_dim"(%1259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1261 = "stablehlo.multiply"(%1260, %1150) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1262 = "stablehlo.subtract"(%arg57, %1261) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1263 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1264 = "stablehlo.broadcast_in_dim"(%1263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1265 = "stablehlo.multiply"(%1264, %1152) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1266 = "stablehlo.subtract"(%arg58, %1265) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1267 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1268 = "stablehlo.broadcast_in_dim"(%1267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1269 = "stablehlo.multiply"(%1268, %1158) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1270 = "stablehlo.subtract"(%arg59, %1269) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1271 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1272 = "stablehlo.broadcast_in_dim"(%1271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1273 = "stablehlo.multiply"(%1272, %1160) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1274 = "stablehlo.subtract"(%arg60, %1273) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1275 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1276 = "stablehlo.broadcast_in_dim"(%1275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1277 = "stablehlo.multiply"(%1276, %1142) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1278 = "stablehlo.subtract"(%arg61, %1277) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1279 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1280 = "stablehlo.broadcast_in_dim"(%1279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1281 = "stablehlo.multiply"(%1280, %1144) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1282 = "stablehlo.subtract"(%arg62, %1281) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1283 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1284 = "stablehlo.broadcast_in_dim"(%1283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1285 = "stablehlo.multiply"(%1284, %1053) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1286 = "stablehlo.subtract"(%arg63, %1285) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1287 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1288 = "stablehlo.broadcast_in_dim"(%1287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1289 = "stablehlo.multiply"(%1288, %1055) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1290 = "stablehlo.subtract"(%arg64, %1289) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1291 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1292 = "stablehlo.broadcast_in_dim"(%1291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1293 = "stablehlo.multiply"(%1292, %991) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1294 = "stablehlo.subtract"(%arg65, %1293) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1295 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1296 = "stablehlo.broadcast_in_dim"(%1295) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1297 = "stablehlo.multiply"(%1296, %1004) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1298 = "stablehlo.subtract"(%arg66, %1297) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1299 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1300 = "stablehlo.broadcast_in_dim"(%1299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1301 = "stablehlo.multiply"(%1300, %1032) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1302 = "stablehlo.subtract"(%arg67, %1301) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1303 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1304 = "stablehlo.broadcast_in_dim"(%1303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1305 = "stablehlo.multiply"(%1304, %1034) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1306 = "stablehlo.subtract"(%arg68, %1305) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1307 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1308 = "stablehlo.broadcast_in_dim"(%1307) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1309 = "stablehlo.multiply"(%1308, %886) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1310 = "stablehlo.subtract"(%arg69, %1309) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1311 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1312 = "stablehlo.broadcast_in_dim"(%1311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1313 = "stablehlo.multiply"(%1312, %899) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1314 = "stablehlo.subtract"(%arg70, %1313) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1315 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1316 = "stablehlo.broadcast_in_dim"(%1315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1317 = "stablehlo.multiply"(%1316, %927) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1318 = "stablehlo.subtract"(%arg71, %1317) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1319 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1320 = "stablehlo.broadcast_in_dim"(%1319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1321 = "stablehlo.multiply"(%1320, %929) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1322 = "stablehlo.subtract"(%arg72, %1321) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1323 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1324 = "stablehlo.broadcast_in_dim"(%1323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1325 = "stablehlo.multiply"(%1324, %975) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1326 = "stablehlo.subtract"(%arg73, %1325) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1327 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1328 = "stablehlo.broadcast_in_dim"(%1327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1329 = "stablehlo.multiply"(%1328, %977) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1330 = "stablehlo.subtract"(%arg74, %1329) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1331 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1332 = "stablehlo.broadcast_in_dim"(%1331) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1333 = "stablehlo.multiply"(%1332, %983) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1334 = "stablehlo.subtract"(%arg75, %1333) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1335 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1336 = "stablehlo.broadcast_in_dim"(%1335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1337 = "stablehlo.multiply"(%1336, %985) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1338 = "stablehlo.subtract"(%arg76, %1337) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1339 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1340 = "stablehlo.broadcast_in_dim"(%1339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1341 = "stablehlo.multiply"(%1340, %967) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1342 = "stablehlo.subtract"(%arg77, %1341) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1343 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1344 = "stablehlo.broadcast_in_dim"(%1343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1345 = "stablehlo.multiply"(%1344, %969) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1346 = "stablehlo.subtract"(%arg78, %1345) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1347 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1348 = "stablehlo.broadcast_in_dim"(%1347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1349 = "stablehlo.multiply"(%1348, %878) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1350 = "stablehlo.subtract"(%arg79, %1349) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1351 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1352 = "stablehlo.broadcast_in_dim"(%1351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1353 = "stablehlo.multiply"(%1352, %880) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1354 = "stablehlo.subtract"(%arg80, %1353) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1355 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1356 = "stablehlo.broadcast_in_dim"(%1355) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1357 = "stablehlo.multiply"(%1356, %816) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1358 = "stablehlo.subtract"(%arg81, %1357) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1359 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1360 = "stablehlo.broadcast_in_dim"(%1359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1361 = "stablehlo.multiply"(%1360, %829) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1362 = "stablehlo.subtract"(%arg82, %1361) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1363 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1364 = "stablehlo.broadcast_in_dim"(%1363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1365 = "stablehlo.multiply"(%1364, %857) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1366 = "stablehlo.subtract"(%arg83, %1365) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1367 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1368 = "stablehlo.broadcast_in_dim"(%1367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1369 = "stablehlo.multiply"(%1368, %859) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1370 = "stablehlo.subtract"(%arg84, %1369) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1371 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1372 = "stablehlo.broadcast_in_dim"(%1371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1373 = "stablehlo.multiply"(%1372, %746) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1374 = "stablehlo.subtract"(%arg85, %1373) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1375 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1376 = "stablehlo.broadcast_in_dim"(%1375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1377 = "stablehlo.multiply"(%1376, %754) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1378 = "stablehlo.subtract"(%arg86, %1377) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1379 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1380 = "stablehlo.broadcast_in_dim"(%1379) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1381 = "stablehlo.multiply"(%1380, %767) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1382 = "stablehlo.subtract"(%arg87, %1381) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1383 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1384 = "stablehlo.broadcast_in_dim"(%1383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1385 = "stablehlo.multiply"(%1384, %809) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1386 = "stablehlo.subtract"(%arg88, %1385) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1387 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1388 = "stablehlo.broadcast_in_dim"(%1387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1389 = "stablehlo.multiply"(%1388, %811) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1390 = "stablehlo.subtract"(%arg89, %1389) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    "func.return"(%724, %1218, %1222, %1226, %1230, %1234, %1238, %1242, %1246, %1250, %1254, %1258, %1262, %1266, %1270, %1274, %1278, %1282, %1286, %1290, %1294, %1298, %1302, %1306, %1310, %1314, %1318, %1322, %1326, %1330, %1334, %1338, %1342, %1346, %1350, %1354, %1358, %1362, %1366, %1370, %1374, %1378, %1382, %1386, %1390) : (tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<64x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x16xf32>, tensor<4x8xi32>) -> (tensor<4x8x16xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<64x16xf32>, %arg43: tensor<4x8xi32>):
    %114 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %116 = "stablehlo.compare"(%arg43, %115) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %117 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %119 = "stablehlo.add"(%arg43, %118) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %120 = "func.call"(%116, %119, %arg43) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %122 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %123 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %125 = "stablehlo.compare"(%121, %124) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %126 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %128 = "stablehlo.compare"(%121, %127) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %129 = "stablehlo.and"(%125, %128) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %130 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %131 = "stablehlo.reduce"(%129, %130) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg44: tensor<i1>, %arg45: tensor<i1>):
      %137 = "stablehlo.and"(%arg44, %arg45) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%137) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %132 = "stablehlo.gather"(%arg42, %121) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<4x8x1xi32>) -> tensor<4x8x16xf32>
    %133 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x16xi1>
    %134 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %136 = "stablehlo.select"(%133, %132, %135) : (tensor<4x8x16xi1>, tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    "func.return"(%136, %121) : (tensor<4x8x16xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<4x8xi1>, %arg40: tensor<4x8xi32>, %arg41: tensor<4x8xi32>):
    %113 = "stablehlo.select"(%arg39, %arg40, %arg41) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%113) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x16xf32>, tensor<4x8xi32>) -> (tensor<4x8x16xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<8x16xf32>, %arg36: tensor<4x8xi32>):
    %89 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %91 = "stablehlo.compare"(%arg36, %90) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %92 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %94 = "stablehlo.add"(%arg36, %93) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %95 = "func.call"(%91, %94, %arg36) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %97 = "stablehlo.constant"() <{value = dense<7> : tensor<1xi32>}> : () -> tensor<1xi32>
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
    %107 = "stablehlo.gather"(%arg35, %96) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<8x16xf32>, tensor<4x8x1xi32>) -> tensor<4x8x16xf32>
    %108 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x16xi1>
    %109 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %111 = "stablehlo.select"(%108, %107, %110) : (tensor<4x8x16xi1>, tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    "func.return"(%111, %96) : (tensor<4x8x16xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x16xf32>, tensor<4x8xi32>) -> (tensor<4x8x16xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take_1", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<2x16xf32>, %arg32: tensor<4x8xi32>):
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %67 = "stablehlo.compare"(%arg32, %66) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %68 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %70 = "stablehlo.add"(%arg32, %69) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %71 = "func.call"(%67, %70, %arg32) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %73 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %74 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %76 = "stablehlo.compare"(%72, %75) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %77 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %79 = "stablehlo.compare"(%72, %78) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %80 = "stablehlo.and"(%76, %79) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %81 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %82 = "stablehlo.reduce"(%80, %81) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg33: tensor<i1>, %arg34: tensor<i1>):
      %88 = "stablehlo.and"(%arg33, %arg34) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%88) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %83 = "stablehlo.gather"(%arg31, %72) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<2x16xf32>, tensor<4x8x1xi32>) -> tensor<4x8x16xf32>
    %84 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x16xi1>
    %85 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %87 = "stablehlo.select"(%84, %83, %86) : (tensor<4x8x16xi1>, tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    "func.return"(%87, %72) : (tensor<4x8x16xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x64xf32>, tensor<4x8x1xi32>) -> (tensor<4x8x1xf32>, tensor<4x8x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<4x8x64xf32>, %arg28: tensor<4x8x1xi32>):
    %42 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %44 = "stablehlo.compare"(%arg28, %43) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %45 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %47 = "stablehlo.add"(%arg28, %46) : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi32>
    %48 = "stablehlo.select"(%44, %47, %arg28) : (tensor<4x8x1xi1>, tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi32>
    %49 = "stablehlo.reshape"(%48) : (tensor<4x8x1xi32>) -> tensor<4x8x1x1xi32>
    %50 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %51 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1x1xi32>
    %53 = "stablehlo.compare"(%49, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1x1xi32>, tensor<4x8x1x1xi32>) -> tensor<4x8x1x1xi1>
    %54 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<4x8x1x1xi32>
    %56 = "stablehlo.compare"(%49, %55) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1x1xi32>, tensor<4x8x1x1xi32>) -> tensor<4x8x1x1xi1>
    %57 = "stablehlo.and"(%53, %56) : (tensor<4x8x1x1xi1>, tensor<4x8x1x1xi1>) -> tensor<4x8x1x1xi1>
    %58 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %59 = "stablehlo.reduce"(%57, %58) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg29: tensor<i1>, %arg30: tensor<i1>):
      %64 = "stablehlo.and"(%arg29, %arg30) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%64) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1x1xi1>, tensor<i1>) -> tensor<4x8x1xi1>
    %60 = "stablehlo.gather"(%arg27, %49) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x8x64xf32>, tensor<4x8x1x1xi32>) -> tensor<4x8x1xf32>
    %61 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %63 = "stablehlo.select"(%59, %60, %62) : (tensor<4x8x1xi1>, tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    "func.return"(%63, %49) : (tensor<4x8x1xf32>, tensor<4x8x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xf32>, tensor<i32>) -> (tensor<4x8xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_2", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x8x1xf32>, %arg24: tensor<i32>):
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.compare"(%arg24, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %23 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.add"(%arg24, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %25 = "func.call"(%22, %24, %arg24) <{callee = @_where_3}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %28 = "stablehlo.convert"(%26) : (tensor<1xi32>) -> tensor<1xi32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %31 = "stablehlo.compare"(%28, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %32 = "stablehlo.compare"(%28, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %33 = "stablehlo.and"(%31, %32) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %34 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %35 = "stablehlo.reduce"(%33, %34) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg25: tensor<i1>, %arg26: tensor<i1>):
      %41 = "stablehlo.and"(%arg25, %arg26) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%41) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %36 = "stablehlo.gather"(%arg23, %28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 8, 1>}> : (tensor<4x8x1xf32>, tensor<1xi32>) -> tensor<4x8xf32>
    %37 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x8xi1>
    %38 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %40 = "stablehlo.select"(%37, %36, %39) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%40, %26) : (tensor<4x8xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<i1>, %arg21: tensor<i32>, %arg22: tensor<i32>):
    %20 = "stablehlo.select"(%arg20, %arg21, %arg22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%20) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>, res_attrs = [{}], sym_name = "_take_4", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<1xi32>, %arg17: tensor<4x8xf32>):
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %18 = "stablehlo.scatter"(%17, %arg16, %arg17) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %19 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%19) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>
    "func.return"(%18) : (tensor<4x8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_5", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4x8x1x1xi32>, %arg13: tensor<4x8x1xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %14 = "stablehlo.scatter"(%13, %arg12, %arg13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %15 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    "func.return"(%14) : (tensor<4x8x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<2x16xf32>, res_attrs = [{}], sym_name = "_take_6", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x8x1xi32>, %arg9: tensor<4x8x16xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %10 = "stablehlo.scatter"(%9, %arg8, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %11 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<2x16xf32>, tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<2x16xf32>
    "func.return"(%10) : (tensor<2x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "_take_7", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4x8x1xi32>, %arg5: tensor<4x8x16xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %6 = "stablehlo.scatter"(%5, %arg4, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %7 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%6) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<64x16xf32>, res_attrs = [{}], sym_name = "_take_8", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x8x1xi32>, %arg1: tensor<4x8x16xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x16xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<64x16xf32>, tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<64x16xf32>
    "func.return"(%2) : (tensor<64x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
