"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 27 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 28 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 29 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 30 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 31 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 32 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 33 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 34 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 35 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 36 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 37 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 38 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 39 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 40 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 41 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 42 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<2x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xf32>) -> (tensor<f32>, tensor<64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<2x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['lm_head']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['lm_head']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['lm_head']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['lm_head']['layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['lm_head']['layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['embeddings']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['embeddings']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['embeddings']['position_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['embeddings']['token_type_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['embeddings']['word_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['attention']['output']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['attention']['output']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['attention']['self']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['attention']['self']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['attention']['self']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['attention']['self']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['attention']['self']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['attention']['self']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['output']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['output']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['0']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['attention']['output']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['attention']['output']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['attention']['self']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['attention']['self']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['attention']['self']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['attention']['self']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['attention']['self']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['attention']['self']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['output']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['output']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['roberta']['encoder']['layer']['1']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg50: tensor<64xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<10x32xf32>, %arg58: tensor<2x32xf32>, %arg59: tensor<64x32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32xf32>, %arg63: tensor<32x32xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32x32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32x32xf32>, %arg68: tensor<32xf32>, %arg69: tensor<32x32xf32>, %arg70: tensor<64xf32>, %arg71: tensor<32x64xf32>, %arg72: tensor<32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<64x32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32xf32>, %arg79: tensor<32x32xf32>, %arg80: tensor<32xf32>, %arg81: tensor<32x32xf32>, %arg82: tensor<32xf32>, %arg83: tensor<32x32xf32>, %arg84: tensor<32xf32>, %arg85: tensor<32x32xf32>, %arg86: tensor<64xf32>, %arg87: tensor<32x64xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<32xf32>, %arg91: tensor<64x32xf32>, %arg92: tensor<4x8xi32>, %arg93: tensor<4x8xi32>, %arg94: tensor<4x8xf32>):
    %143 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %145 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %147 = "stablehlo.compare"(%arg92, %146) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %148 = "stablehlo.convert"(%147) : (tensor<4x8xi1>) -> tensor<4x8xi32>
    %149 = "func.call"(%148) <{callee = @cumsum}> : (tensor<4x8xi32>) -> tensor<4x8xi32>
    %150 = "stablehlo.multiply"(%149, %148) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %151 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %153 = "stablehlo.add"(%150, %152) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %154 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %156 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %158 = "stablehlo.convert"(%157) : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %159:2 = "func.call"(%arg59, %arg92) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %160:2 = "func.call"(%arg57, %153) <{callee = @_take_1}> : (tensor<10x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %161:2 = "func.call"(%arg58, %144) <{callee = @_take_2}> : (tensor<2x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %162 = "stablehlo.add"(%159#0, %161#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %163 = "stablehlo.add"(%162, %160#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %164 = "chlo.square"(%163) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %165 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %167 = "stablehlo.multiply"(%166, %163) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.reduce"(%163, %168) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg243: tensor<f32>, %arg244: tensor<f32>):
      %1458 = "stablehlo.add"(%arg243, %arg244) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1458) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %170 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %172 = "stablehlo.divide"(%169, %171) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.reduce"(%164, %173) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg241: tensor<f32>, %arg242: tensor<f32>):
      %1457 = "stablehlo.add"(%arg241, %arg242) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1457) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %175 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %177 = "stablehlo.divide"(%174, %176) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %178 = "chlo.square"(%172) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %179 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %181 = "stablehlo.multiply"(%180, %172) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %182 = "stablehlo.subtract"(%177, %178) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %185 = "stablehlo.maximum"(%184, %182) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %186 = "stablehlo.compare"(%182, %185) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %187 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %189 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %191 = "stablehlo.select"(%186, %188, %190) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %192 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %194 = "stablehlo.compare"(%193, %185) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %195 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %197 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %199 = "stablehlo.select"(%194, %196, %198) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %200 = "stablehlo.divide"(%191, %199) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %201 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %202 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %203 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %204 = "stablehlo.subtract"(%163, %203) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %205 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %207 = "stablehlo.add"(%202, %206) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %208 = "stablehlo.rsqrt"(%207) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %209 = "stablehlo.divide"(%208, %207) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %210 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %212 = "stablehlo.multiply"(%211, %209) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %213 = "stablehlo.reshape"(%arg56) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %214 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %215 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %216 = "stablehlo.multiply"(%214, %215) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %217 = "stablehlo.multiply"(%204, %216) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %218 = "stablehlo.reshape"(%arg55) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %220 = "stablehlo.add"(%217, %219) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %221 = "stablehlo.slice"(%158) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %222 = "stablehlo.reshape"(%221) : (tensor<1x4xi32>) -> tensor<4xi32>
    %223 = "stablehlo.dot_general"(%220, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %224 = "stablehlo.reshape"(%arg66) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %226 = "stablehlo.add"(%223, %225) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %227 = "stablehlo.dot_general"(%220, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %228 = "stablehlo.reshape"(%arg64) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %230 = "stablehlo.add"(%227, %229) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %231 = "stablehlo.dot_general"(%220, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %232 = "stablehlo.reshape"(%arg68) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %234 = "stablehlo.add"(%231, %233) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %235 = "stablehlo.reshape"(%226) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %236 = "stablehlo.reshape"(%230) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %237 = "stablehlo.reshape"(%234) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %238 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %239 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1x8xi32>
    %241 = "stablehlo.compare"(%238, %240) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x1x8xi32>, tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xi1>
    %242 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %244 = "stablehlo.convert"(%243) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %245 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %247 = "stablehlo.select"(%241, %244, %246) : (tensor<4x1x1x8xi1>, tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %248 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.sqrt"(%248) : (tensor<f32>) -> tensor<f32>
    %250 = "stablehlo.convert"(%249) : (tensor<f32>) -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %252 = "stablehlo.divide"(%235, %251) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %253 = "stablehlo.dot_general"(%252, %236) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %254 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %255 = "stablehlo.add"(%253, %254) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %256 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.reduce"(%255, %256) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg239: tensor<f32>, %arg240: tensor<f32>):
      %1456 = "stablehlo.maximum"(%arg239, %arg240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1456) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %258 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %260 = "stablehlo.maximum"(%259, %257) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %263 = "stablehlo.subtract"(%255, %262) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %264 = "stablehlo.exponential"(%263) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %265 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %266 = "stablehlo.reduce"(%264, %265) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
      %1455 = "stablehlo.add"(%arg237, %arg238) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1455) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %269 = "stablehlo.divide"(%264, %268) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %270 = "stablehlo.multiply"(%267, %267) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %271 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %273 = "stablehlo.divide"(%272, %270) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %274 = "stablehlo.convert"(%222) : (tensor<4xi32>) -> tensor<4xf32>
    %275 = "stablehlo.convert"(%269) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %276 = "stablehlo.dot_general"(%274, %275) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %277 = "stablehlo.transpose"(%276) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %278 = "stablehlo.dot_general"(%237, %277) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %279 = "stablehlo.transpose"(%278) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %280 = "stablehlo.reshape"(%279) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %281 = "stablehlo.dot_general"(%280, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %282 = "stablehlo.reshape"(%arg62) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %284 = "stablehlo.add"(%281, %283) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %285 = "stablehlo.add"(%284, %220) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %286 = "chlo.square"(%285) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %287 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %289 = "stablehlo.multiply"(%288, %285) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %290 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.reduce"(%285, %290) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg235: tensor<f32>, %arg236: tensor<f32>):
      %1454 = "stablehlo.add"(%arg235, %arg236) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1454) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %292 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %294 = "stablehlo.divide"(%291, %293) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %295 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %296 = "stablehlo.reduce"(%286, %295) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg233: tensor<f32>, %arg234: tensor<f32>):
      %1453 = "stablehlo.add"(%arg233, %arg234) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1453) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %297 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %299 = "stablehlo.divide"(%296, %298) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %300 = "chlo.square"(%294) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %301 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %303 = "stablehlo.multiply"(%302, %294) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %304 = "stablehlo.subtract"(%299, %300) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %305 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %307 = "stablehlo.maximum"(%306, %304) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %308 = "stablehlo.compare"(%304, %307) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %309 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %311 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %313 = "stablehlo.select"(%308, %310, %312) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %314 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %316 = "stablehlo.compare"(%315, %307) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %317 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %319 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %321 = "stablehlo.select"(%316, %318, %320) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %322 = "stablehlo.divide"(%313, %321) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %323 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %324 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %325 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %326 = "stablehlo.subtract"(%285, %325) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %327 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %329 = "stablehlo.add"(%324, %328) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %330 = "stablehlo.rsqrt"(%329) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %331 = "stablehlo.divide"(%330, %329) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %332 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %334 = "stablehlo.multiply"(%333, %331) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %335 = "stablehlo.reshape"(%arg61) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %336 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %337 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %338 = "stablehlo.multiply"(%336, %337) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %339 = "stablehlo.multiply"(%326, %338) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %340 = "stablehlo.reshape"(%arg60) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %342 = "stablehlo.add"(%339, %341) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %343 = "stablehlo.dot_general"(%342, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %344 = "stablehlo.reshape"(%arg70) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %346 = "stablehlo.add"(%343, %345) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %347 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %349 = "stablehlo.multiply"(%348, %346) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %350 = "stablehlo.negate"(%346) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %351 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %353 = "stablehlo.multiply"(%350, %352) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %354 = "chlo.erfc"(%353) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %355 = "chlo.square"(%353) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %356 = "stablehlo.negate"(%355) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %357 = "stablehlo.exponential"(%356) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %358 = "stablehlo.multiply"(%349, %354) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %359 = "stablehlo.dot_general"(%358, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %360 = "stablehlo.reshape"(%arg74) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %362 = "stablehlo.add"(%359, %361) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %363 = "stablehlo.add"(%362, %342) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %364 = "chlo.square"(%363) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %365 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %367 = "stablehlo.multiply"(%366, %363) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %368 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.reduce"(%363, %368) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg231: tensor<f32>, %arg232: tensor<f32>):
      %1452 = "stablehlo.add"(%arg231, %arg232) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1452) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %370 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %372 = "stablehlo.divide"(%369, %371) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %373 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %374 = "stablehlo.reduce"(%364, %373) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg229: tensor<f32>, %arg230: tensor<f32>):
      %1451 = "stablehlo.add"(%arg229, %arg230) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1451) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %375 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %377 = "stablehlo.divide"(%374, %376) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %378 = "chlo.square"(%372) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %379 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %381 = "stablehlo.multiply"(%380, %372) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %382 = "stablehlo.subtract"(%377, %378) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %383 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %385 = "stablehlo.maximum"(%384, %382) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %386 = "stablehlo.compare"(%382, %385) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %387 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %389 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %391 = "stablehlo.select"(%386, %388, %390) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %392 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %394 = "stablehlo.compare"(%393, %385) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %395 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %397 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %399 = "stablehlo.select"(%394, %396, %398) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %400 = "stablehlo.divide"(%391, %399) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %401 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %402 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %403 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %404 = "stablehlo.subtract"(%363, %403) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %405 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %407 = "stablehlo.add"(%402, %406) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %408 = "stablehlo.rsqrt"(%407) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %409 = "stablehlo.divide"(%408, %407) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %410 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %412 = "stablehlo.multiply"(%411, %409) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %413 = "stablehlo.reshape"(%arg73) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %414 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %415 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %416 = "stablehlo.multiply"(%414, %415) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %417 = "stablehlo.multiply"(%404, %416) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %418 = "stablehlo.reshape"(%arg72) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %419 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %420 = "stablehlo.add"(%417, %419) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %421 = "stablehlo.slice"(%158) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %422 = "stablehlo.reshape"(%421) : (tensor<1x4xi32>) -> tensor<4xi32>
    %423 = "stablehlo.dot_general"(%420, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %424 = "stablehlo.reshape"(%arg82) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %426 = "stablehlo.add"(%423, %425) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %427 = "stablehlo.dot_general"(%420, %arg81) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %428 = "stablehlo.reshape"(%arg80) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %430 = "stablehlo.add"(%427, %429) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %431 = "stablehlo.dot_general"(%420, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %432 = "stablehlo.reshape"(%arg84) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %434 = "stablehlo.add"(%431, %433) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %435 = "stablehlo.reshape"(%426) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %436 = "stablehlo.reshape"(%430) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %437 = "stablehlo.reshape"(%434) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %438 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %439 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %440 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1x8xi32>
    %441 = "stablehlo.compare"(%438, %440) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x1x8xi32>, tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xi1>
    %442 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %444 = "stablehlo.convert"(%443) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %445 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %447 = "stablehlo.select"(%441, %444, %446) : (tensor<4x1x1x8xi1>, tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %448 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %449 = "stablehlo.sqrt"(%448) : (tensor<f32>) -> tensor<f32>
    %450 = "stablehlo.convert"(%449) : (tensor<f32>) -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %452 = "stablehlo.divide"(%435, %451) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %453 = "stablehlo.dot_general"(%452, %436) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %454 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %455 = "stablehlo.add"(%453, %454) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %456 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.reduce"(%455, %456) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg227: tensor<f32>, %arg228: tensor<f32>):
      %1450 = "stablehlo.maximum"(%arg227, %arg228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1450) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %458 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %460 = "stablehlo.maximum"(%459, %457) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %462 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %463 = "stablehlo.subtract"(%455, %462) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %464 = "stablehlo.exponential"(%463) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %465 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %466 = "stablehlo.reduce"(%464, %465) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg225: tensor<f32>, %arg226: tensor<f32>):
      %1449 = "stablehlo.add"(%arg225, %arg226) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1449) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %467 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %468 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %469 = "stablehlo.divide"(%464, %468) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %470 = "stablehlo.multiply"(%467, %467) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %471 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %473 = "stablehlo.divide"(%472, %470) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %474 = "stablehlo.convert"(%422) : (tensor<4xi32>) -> tensor<4xf32>
    %475 = "stablehlo.convert"(%469) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %476 = "stablehlo.dot_general"(%474, %475) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %477 = "stablehlo.transpose"(%476) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %478 = "stablehlo.dot_general"(%437, %477) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %479 = "stablehlo.transpose"(%478) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %480 = "stablehlo.reshape"(%479) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %481 = "stablehlo.dot_general"(%480, %arg79) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %482 = "stablehlo.reshape"(%arg78) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %484 = "stablehlo.add"(%481, %483) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %485 = "stablehlo.add"(%484, %420) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %486 = "chlo.square"(%485) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %487 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %489 = "stablehlo.multiply"(%488, %485) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %490 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %491 = "stablehlo.reduce"(%485, %490) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg223: tensor<f32>, %arg224: tensor<f32>):
      %1448 = "stablehlo.add"(%arg223, %arg224) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1448) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %492 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %494 = "stablehlo.divide"(%491, %493) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %495 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %496 = "stablehlo.reduce"(%486, %495) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg221: tensor<f32>, %arg222: tensor<f32>):
      %1447 = "stablehlo.add"(%arg221, %arg222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1447) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %497 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %499 = "stablehlo.divide"(%496, %498) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %500 = "chlo.square"(%494) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %501 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %503 = "stablehlo.multiply"(%502, %494) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %504 = "stablehlo.subtract"(%499, %500) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %505 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %507 = "stablehlo.maximum"(%506, %504) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %508 = "stablehlo.compare"(%504, %507) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %509 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %511 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %513 = "stablehlo.select"(%508, %510, %512) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %514 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %515 = "stablehlo.broadcast_in_dim"(%514) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %516 = "stablehlo.compare"(%515, %507) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %517 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %518 = "stablehlo.broadcast_in_dim"(%517) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %519 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %521 = "stablehlo.select"(%516, %518, %520) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %522 = "stablehlo.divide"(%513, %521) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %523 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %524 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %525 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %526 = "stablehlo.subtract"(%485, %525) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %527 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %528 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %529 = "stablehlo.add"(%524, %528) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %530 = "stablehlo.rsqrt"(%529) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %531 = "stablehlo.divide"(%530, %529) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %532 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %534 = "stablehlo.multiply"(%533, %531) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %535 = "stablehlo.reshape"(%arg77) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %536 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %537 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %538 = "stablehlo.multiply"(%536, %537) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %539 = "stablehlo.multiply"(%526, %538) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %540 = "stablehlo.reshape"(%arg76) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %541 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %542 = "stablehlo.add"(%539, %541) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %543 = "stablehlo.dot_general"(%542, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %544 = "stablehlo.reshape"(%arg86) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %545 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %546 = "stablehlo.add"(%543, %545) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %547 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %549 = "stablehlo.multiply"(%548, %546) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %550 = "stablehlo.negate"(%546) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %551 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %553 = "stablehlo.multiply"(%550, %552) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %554 = "chlo.erfc"(%553) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %555 = "chlo.square"(%553) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %556 = "stablehlo.negate"(%555) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %557 = "stablehlo.exponential"(%556) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %558 = "stablehlo.multiply"(%549, %554) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %559 = "stablehlo.dot_general"(%558, %arg91) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %560 = "stablehlo.reshape"(%arg90) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %562 = "stablehlo.add"(%559, %561) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %563 = "stablehlo.add"(%562, %542) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %564 = "chlo.square"(%563) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %565 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %567 = "stablehlo.multiply"(%566, %563) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %568 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %569 = "stablehlo.reduce"(%563, %568) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg219: tensor<f32>, %arg220: tensor<f32>):
      %1446 = "stablehlo.add"(%arg219, %arg220) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1446) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %570 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %572 = "stablehlo.divide"(%569, %571) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %573 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %574 = "stablehlo.reduce"(%564, %573) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg217: tensor<f32>, %arg218: tensor<f32>):
      %1445 = "stablehlo.add"(%arg217, %arg218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1445) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %575 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %577 = "stablehlo.divide"(%574, %576) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %578 = "chlo.square"(%572) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %579 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %581 = "stablehlo.multiply"(%580, %572) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %582 = "stablehlo.subtract"(%577, %578) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %583 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %584 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %585 = "stablehlo.maximum"(%584, %582) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %586 = "stablehlo.compare"(%582, %585) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %587 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %589 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %591 = "stablehlo.select"(%586, %588, %590) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %592 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %593 = "stablehlo.broadcast_in_dim"(%592) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %594 = "stablehlo.compare"(%593, %585) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %595 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %597 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %598 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %599 = "stablehlo.select"(%594, %596, %598) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %600 = "stablehlo.divide"(%591, %599) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %601 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %602 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %603 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %604 = "stablehlo.subtract"(%563, %603) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %605 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %607 = "stablehlo.add"(%602, %606) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %608 = "stablehlo.rsqrt"(%607) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %609 = "stablehlo.divide"(%608, %607) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %610 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %611 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %612 = "stablehlo.multiply"(%611, %609) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %613 = "stablehlo.reshape"(%arg89) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %614 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %615 = "stablehlo.broadcast_in_dim"(%613) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %616 = "stablehlo.multiply"(%614, %615) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %617 = "stablehlo.multiply"(%604, %616) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %618 = "stablehlo.reshape"(%arg88) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %619 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %620 = "stablehlo.add"(%617, %619) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %621 = "stablehlo.dot_general"(%620, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %622 = "stablehlo.reshape"(%arg51) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %623 = "stablehlo.broadcast_in_dim"(%622) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %624 = "stablehlo.add"(%621, %623) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %625 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %626 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %627 = "stablehlo.multiply"(%626, %624) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %628 = "stablehlo.negate"(%624) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %629 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %631 = "stablehlo.multiply"(%628, %630) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %632 = "chlo.erfc"(%631) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %633 = "chlo.square"(%631) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %634 = "stablehlo.negate"(%633) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %635 = "stablehlo.exponential"(%634) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %636 = "stablehlo.multiply"(%627, %632) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %637 = "chlo.square"(%636) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %638 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %639 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %640 = "stablehlo.multiply"(%639, %636) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %641 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %642 = "stablehlo.reduce"(%636, %641) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg215: tensor<f32>, %arg216: tensor<f32>):
      %1444 = "stablehlo.add"(%arg215, %arg216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1444) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %643 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %644 = "stablehlo.broadcast_in_dim"(%643) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %645 = "stablehlo.divide"(%642, %644) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %646 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %647 = "stablehlo.reduce"(%637, %646) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg213: tensor<f32>, %arg214: tensor<f32>):
      %1443 = "stablehlo.add"(%arg213, %arg214) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1443) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %648 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %650 = "stablehlo.divide"(%647, %649) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %651 = "chlo.square"(%645) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %652 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %654 = "stablehlo.multiply"(%653, %645) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %655 = "stablehlo.subtract"(%650, %651) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %656 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %658 = "stablehlo.maximum"(%657, %655) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %659 = "stablehlo.compare"(%655, %658) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %660 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %662 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %663 = "stablehlo.broadcast_in_dim"(%662) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %664 = "stablehlo.select"(%659, %661, %663) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %665 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %666 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %667 = "stablehlo.compare"(%666, %658) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %668 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %670 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %671 = "stablehlo.broadcast_in_dim"(%670) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %672 = "stablehlo.select"(%667, %669, %671) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %673 = "stablehlo.divide"(%664, %672) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %674 = "stablehlo.broadcast_in_dim"(%645) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %675 = "stablehlo.broadcast_in_dim"(%658) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %676 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %677 = "stablehlo.subtract"(%636, %676) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %678 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %679 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %680 = "stablehlo.add"(%675, %679) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %681 = "stablehlo.rsqrt"(%680) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %682 = "stablehlo.divide"(%681, %680) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %683 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %685 = "stablehlo.multiply"(%684, %682) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %686 = "stablehlo.reshape"(%arg54) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %687 = "stablehlo.broadcast_in_dim"(%681) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %688 = "stablehlo.broadcast_in_dim"(%686) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %689 = "stablehlo.multiply"(%687, %688) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %690 = "stablehlo.multiply"(%677, %689) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %691 = "stablehlo.reshape"(%arg53) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %692 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %693 = "stablehlo.add"(%690, %692) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %694 = "stablehlo.transpose"(%arg59) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %695 = "stablehlo.dot_general"(%693, %694) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %696 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %697 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %698 = "stablehlo.add"(%695, %697) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %699 = "stablehlo.broadcast_in_dim"(%arg93) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %700:2 = "func.call"(%698, %699) <{callee = @take_along_axis}> : (tensor<4x8x64xf32>, tensor<4x8x1xi32>) -> (tensor<4x8x1xf32>, tensor<4x8x1x1xi32>)
    %701 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %702:2 = "func.call"(%700#0, %701) <{callee = @_take_3}> : (tensor<4x8x1xf32>, tensor<i32>) -> (tensor<4x8xf32>, tensor<1xi32>)
    %703 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %704 = "stablehlo.reduce"(%698, %703) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg211: tensor<f32>, %arg212: tensor<f32>):
      %1442 = "stablehlo.maximum"(%arg211, %arg212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1442) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %705 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %706 = "stablehlo.broadcast_in_dim"(%705) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %707 = "stablehlo.maximum"(%706, %704) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %708 = "stablehlo.is_finite"(%707) : (tensor<4x8xf32>) -> tensor<4x8xi1>
    %709 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %710 = "stablehlo.broadcast_in_dim"(%709) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %711 = "stablehlo.select"(%708, %707, %710) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %712 = "stablehlo.broadcast_in_dim"(%711) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %713 = "stablehlo.broadcast_in_dim"(%712) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %714 = "stablehlo.subtract"(%698, %713) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %715 = "stablehlo.exponential"(%714) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %716 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %717 = "stablehlo.reduce"(%715, %716) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg209: tensor<f32>, %arg210: tensor<f32>):
      %1441 = "stablehlo.add"(%arg209, %arg210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1441) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %718 = "stablehlo.abs"(%717) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %719 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %720 = "stablehlo.broadcast_in_dim"(%719) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %721 = "stablehlo.compare"(%717, %720) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %722 = "stablehlo.log"(%718) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %723 = "stablehlo.add"(%722, %711) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %724 = "stablehlo.subtract"(%723, %702#0) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %725 = "stablehlo.multiply"(%724, %arg94) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %726 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %727 = "stablehlo.reduce"(%725, %726) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg207: tensor<f32>, %arg208: tensor<f32>):
      %1440 = "stablehlo.add"(%arg207, %arg208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1440) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %728 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %729 = "stablehlo.reduce"(%arg94, %728) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg205: tensor<f32>, %arg206: tensor<f32>):
      %1439 = "stablehlo.add"(%arg205, %arg206) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1439) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %730 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %731 = "stablehlo.maximum"(%729, %730) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %732 = "stablehlo.divide"(%727, %731) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %733 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %734 = "stablehlo.divide"(%733, %731) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %735 = "stablehlo.broadcast_in_dim"(%734) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %736 = "stablehlo.multiply"(%735, %arg94) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %737 = "stablehlo.negate"(%736) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %738 = "stablehlo.divide"(%736, %718) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %739 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %740 = "stablehlo.broadcast_in_dim"(%739) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %741 = "stablehlo.select"(%721, %740, %738) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %742 = "stablehlo.select"(%721, %738, %740) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %743 = "stablehlo.negate"(%741) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %744 = "stablehlo.add"(%742, %743) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %745 = "stablehlo.broadcast_in_dim"(%744) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x64xf32>
    %746 = "stablehlo.multiply"(%745, %715) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %747 = "func.call"(%702#1, %737) <{callee = @_take_5}> : (tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %748 = "func.call"(%700#1, %747) <{callee = @take_along_axis_6}> : (tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %749 = "stablehlo.add"(%746, %748) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %750 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %751 = "stablehlo.reduce"(%749, %750) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg203: tensor<f32>, %arg204: tensor<f32>):
      %1438 = "stablehlo.add"(%arg203, %arg204) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1438) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %752 = "stablehlo.reshape"(%751) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %753 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %754 = "stablehlo.reduce"(%752, %753) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg201: tensor<f32>, %arg202: tensor<f32>):
      %1437 = "stablehlo.add"(%arg201, %arg202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1437) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %755 = "stablehlo.dot_general"(%749, %693) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %756 = "stablehlo.transpose"(%755) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %757 = "stablehlo.dot_general"(%749, %694) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %758 = "stablehlo.transpose"(%756) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %759 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %760 = "stablehlo.reduce"(%757, %759) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
      %1436 = "stablehlo.add"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1436) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %761 = "stablehlo.reshape"(%760) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %762 = "stablehlo.reshape"(%761) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %763 = "stablehlo.multiply"(%677, %757) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %764 = "stablehlo.multiply"(%757, %689) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %765 = "stablehlo.broadcast_in_dim"(%681) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %766 = "stablehlo.multiply"(%765, %763) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %767 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %768 = "stablehlo.reduce"(%766, %767) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
      %1435 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1435) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %769 = "stablehlo.reshape"(%768) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %770 = "stablehlo.broadcast_in_dim"(%686) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %771 = "stablehlo.multiply"(%763, %770) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %772 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %773 = "stablehlo.reduce"(%771, %772) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
      %1434 = "stablehlo.add"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1434) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %774 = "stablehlo.reshape"(%773) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %775 = "stablehlo.reshape"(%769) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %776 = "stablehlo.multiply"(%774, %685) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %777 = "stablehlo.negate"(%764) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %778 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %779 = "stablehlo.reduce"(%777, %778) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg193: tensor<f32>, %arg194: tensor<f32>):
      %1433 = "stablehlo.add"(%arg193, %arg194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1433) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %780 = "stablehlo.reshape"(%779) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %781 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %782 = "stablehlo.reduce"(%776, %781) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
      %1432 = "stablehlo.add"(%arg191, %arg192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1432) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %783 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %784 = "stablehlo.reduce"(%780, %783) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
      %1431 = "stablehlo.add"(%arg189, %arg190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1431) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %785 = "stablehlo.multiply"(%782, %673) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %786 = "stablehlo.negate"(%785) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %787 = "stablehlo.multiply"(%786, %654) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %788 = "stablehlo.add"(%784, %787) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %789 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %790 = "stablehlo.broadcast_in_dim"(%789) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %791 = "stablehlo.divide"(%785, %790) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %792 = "stablehlo.broadcast_in_dim"(%791) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %793 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %794 = "stablehlo.broadcast_in_dim"(%793) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %795 = "stablehlo.divide"(%788, %794) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %796 = "stablehlo.broadcast_in_dim"(%795) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %797 = "stablehlo.add"(%764, %796) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %798 = "stablehlo.multiply"(%792, %640) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %799 = "stablehlo.add"(%797, %798) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %800 = "stablehlo.multiply"(%627, %799) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %801 = "stablehlo.multiply"(%799, %632) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %802 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %803 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %804 = "stablehlo.multiply"(%803, %800) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %805 = "stablehlo.multiply"(%804, %635) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %806 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %807 = "stablehlo.broadcast_in_dim"(%806) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %808 = "stablehlo.multiply"(%805, %807) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %809 = "stablehlo.negate"(%808) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %810 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %811 = "stablehlo.broadcast_in_dim"(%810) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %812 = "stablehlo.multiply"(%811, %801) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %813 = "stablehlo.add"(%809, %812) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %814 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %815 = "stablehlo.reduce"(%813, %814) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg187: tensor<f32>, %arg188: tensor<f32>):
      %1430 = "stablehlo.add"(%arg187, %arg188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1430) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %816 = "stablehlo.reshape"(%815) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %817 = "stablehlo.reshape"(%816) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %818 = "stablehlo.dot_general"(%813, %620) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %819 = "stablehlo.transpose"(%818) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %820 = "stablehlo.dot_general"(%813, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %821 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %822 = "stablehlo.reduce"(%820, %821) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
      %1429 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1429) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %823 = "stablehlo.reshape"(%822) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %824 = "stablehlo.reshape"(%823) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %825 = "stablehlo.multiply"(%604, %820) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %826 = "stablehlo.multiply"(%820, %616) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %827 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %828 = "stablehlo.multiply"(%827, %825) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %829 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %830 = "stablehlo.reduce"(%828, %829) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
      %1428 = "stablehlo.add"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1428) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %831 = "stablehlo.reshape"(%830) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %832 = "stablehlo.broadcast_in_dim"(%613) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %833 = "stablehlo.multiply"(%825, %832) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %834 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %835 = "stablehlo.reduce"(%833, %834) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
      %1427 = "stablehlo.add"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1427) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %836 = "stablehlo.reshape"(%835) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %837 = "stablehlo.reshape"(%831) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %838 = "stablehlo.multiply"(%836, %612) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %839 = "stablehlo.negate"(%826) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %840 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %841 = "stablehlo.reduce"(%839, %840) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
      %1426 = "stablehlo.add"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1426) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %842 = "stablehlo.reshape"(%841) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %843 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %844 = "stablehlo.reduce"(%838, %843) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %1425 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1425) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %845 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %846 = "stablehlo.reduce"(%842, %845) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %1424 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1424) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %847 = "stablehlo.multiply"(%844, %600) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %848 = "stablehlo.negate"(%847) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %849 = "stablehlo.multiply"(%848, %581) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %850 = "stablehlo.add"(%846, %849) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %851 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %852 = "stablehlo.broadcast_in_dim"(%851) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %853 = "stablehlo.divide"(%847, %852) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %854 = "stablehlo.broadcast_in_dim"(%853) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %855 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %856 = "stablehlo.broadcast_in_dim"(%855) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %857 = "stablehlo.divide"(%850, %856) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %858 = "stablehlo.broadcast_in_dim"(%857) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %859 = "stablehlo.add"(%826, %858) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %860 = "stablehlo.multiply"(%854, %567) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %861 = "stablehlo.add"(%859, %860) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %862 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %863 = "stablehlo.reduce"(%861, %862) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %1423 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1423) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %864 = "stablehlo.reshape"(%863) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %865 = "stablehlo.reshape"(%864) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %866 = "stablehlo.dot_general"(%861, %558) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %867 = "stablehlo.transpose"(%866) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %868 = "stablehlo.dot_general"(%861, %arg91) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %869 = "stablehlo.multiply"(%549, %868) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %870 = "stablehlo.multiply"(%868, %554) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %871 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %872 = "stablehlo.broadcast_in_dim"(%871) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %873 = "stablehlo.multiply"(%872, %869) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %874 = "stablehlo.multiply"(%873, %557) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %875 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %876 = "stablehlo.broadcast_in_dim"(%875) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %877 = "stablehlo.multiply"(%874, %876) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %878 = "stablehlo.negate"(%877) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %879 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %880 = "stablehlo.broadcast_in_dim"(%879) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %881 = "stablehlo.multiply"(%880, %870) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %882 = "stablehlo.add"(%878, %881) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %883 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %884 = "stablehlo.reduce"(%882, %883) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %1422 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1422) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %885 = "stablehlo.reshape"(%884) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %886 = "stablehlo.reshape"(%885) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %887 = "stablehlo.dot_general"(%882, %542) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %888 = "stablehlo.transpose"(%887) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %889 = "stablehlo.dot_general"(%882, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %890 = "stablehlo.add"(%861, %889) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %891 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %892 = "stablehlo.reduce"(%890, %891) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
      %1421 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1421) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %893 = "stablehlo.reshape"(%892) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %894 = "stablehlo.reshape"(%893) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %895 = "stablehlo.multiply"(%526, %890) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %896 = "stablehlo.multiply"(%890, %538) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %897 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %898 = "stablehlo.multiply"(%897, %895) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %899 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %900 = "stablehlo.reduce"(%898, %899) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %1420 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1420) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %901 = "stablehlo.reshape"(%900) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %902 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %903 = "stablehlo.multiply"(%895, %902) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %904 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %905 = "stablehlo.reduce"(%903, %904) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %1419 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1419) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %906 = "stablehlo.reshape"(%905) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %907 = "stablehlo.reshape"(%901) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %908 = "stablehlo.multiply"(%906, %534) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %909 = "stablehlo.negate"(%896) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %910 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %911 = "stablehlo.reduce"(%909, %910) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %1418 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1418) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %912 = "stablehlo.reshape"(%911) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %913 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %914 = "stablehlo.reduce"(%908, %913) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1417 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1417) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %915 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %916 = "stablehlo.reduce"(%912, %915) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %1416 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1416) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %917 = "stablehlo.multiply"(%914, %522) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %918 = "stablehlo.negate"(%917) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %919 = "stablehlo.multiply"(%918, %503) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %920 = "stablehlo.add"(%916, %919) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %921 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %922 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %923 = "stablehlo.divide"(%917, %922) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %924 = "stablehlo.broadcast_in_dim"(%923) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %925 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %926 = "stablehlo.broadcast_in_dim"(%925) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %927 = "stablehlo.divide"(%920, %926) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %928 = "stablehlo.broadcast_in_dim"(%927) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %929 = "stablehlo.add"(%896, %928) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %930 = "stablehlo.multiply"(%924, %489) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %931 = "stablehlo.add"(%929, %930) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %932 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %933 = "stablehlo.reduce"(%931, %932) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %1415 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1415) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %934 = "stablehlo.reshape"(%933) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %935 = "stablehlo.reshape"(%934) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %936 = "stablehlo.dot_general"(%931, %480) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %937 = "stablehlo.transpose"(%936) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %938 = "stablehlo.dot_general"(%931, %arg79) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %939 = "stablehlo.reshape"(%938) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %940 = "stablehlo.transpose"(%939) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %941 = "stablehlo.dot_general"(%940, %437) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %942 = "stablehlo.dot_general"(%940, %477) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %943 = "stablehlo.transpose"(%942) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %944 = "stablehlo.transpose"(%941) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %945 = "stablehlo.convert"(%944) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %946 = "stablehlo.convert"(%422) : (tensor<4xi32>) -> tensor<4xf32>
    %947 = "stablehlo.dot_general"(%945, %946) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4xf32>) -> tensor<4x4x8x8xf32>
    %948 = "stablehlo.transpose"(%947) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %949 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %950 = "stablehlo.multiply"(%948, %949) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %951 = "stablehlo.multiply"(%950, %464) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %952 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %953 = "stablehlo.reduce"(%951, %952) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %1414 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1414) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %954 = "stablehlo.reshape"(%953) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %955 = "stablehlo.negate"(%954) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %956 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %957 = "stablehlo.divide"(%948, %956) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %958 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %959 = "stablehlo.reduce"(%955, %958) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %1413 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1413) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %960 = "stablehlo.broadcast_in_dim"(%959) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %961 = "stablehlo.add"(%957, %960) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %962 = "stablehlo.multiply"(%961, %464) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %963 = "stablehlo.dot_general"(%962, %452) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %964 = "stablehlo.transpose"(%963) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %965 = "stablehlo.dot_general"(%962, %436) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %966 = "stablehlo.transpose"(%965) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %967 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %968 = "stablehlo.divide"(%966, %967) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %969 = "stablehlo.reshape"(%943) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %970 = "stablehlo.reshape"(%964) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %971 = "stablehlo.reshape"(%968) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %972 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %973 = "stablehlo.reduce"(%969, %972) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %1412 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1412) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %974 = "stablehlo.reshape"(%973) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %975 = "stablehlo.reshape"(%974) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %976 = "stablehlo.dot_general"(%969, %420) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %977 = "stablehlo.transpose"(%976) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %978 = "stablehlo.dot_general"(%969, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %979 = "stablehlo.add"(%931, %978) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %980 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %981 = "stablehlo.reduce"(%970, %980) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %1411 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1411) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %982 = "stablehlo.reshape"(%981) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %983 = "stablehlo.reshape"(%982) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %984 = "stablehlo.dot_general"(%970, %420) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %985 = "stablehlo.transpose"(%984) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %986 = "stablehlo.dot_general"(%970, %arg81) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %987 = "stablehlo.add"(%979, %986) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %988 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %989 = "stablehlo.reduce"(%971, %988) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %1410 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1410) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %990 = "stablehlo.reshape"(%989) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %991 = "stablehlo.reshape"(%990) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %992 = "stablehlo.dot_general"(%971, %420) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %993 = "stablehlo.transpose"(%992) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %994 = "stablehlo.dot_general"(%971, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %995 = "stablehlo.add"(%987, %994) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %996 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %997 = "stablehlo.reduce"(%995, %996) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %1409 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1409) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %998 = "stablehlo.reshape"(%997) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %999 = "stablehlo.reshape"(%998) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1000 = "stablehlo.multiply"(%404, %995) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1001 = "stablehlo.multiply"(%995, %416) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1002 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1003 = "stablehlo.multiply"(%1002, %1000) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1004 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1005 = "stablehlo.reduce"(%1003, %1004) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %1408 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1408) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1006 = "stablehlo.reshape"(%1005) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1007 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1008 = "stablehlo.multiply"(%1000, %1007) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1009 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1010 = "stablehlo.reduce"(%1008, %1009) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %1407 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1407) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1011 = "stablehlo.reshape"(%1010) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1012 = "stablehlo.reshape"(%1006) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1013 = "stablehlo.multiply"(%1011, %412) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1014 = "stablehlo.negate"(%1001) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1015 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1016 = "stablehlo.reduce"(%1014, %1015) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %1406 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1406) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1017 = "stablehlo.reshape"(%1016) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1018 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1019 = "stablehlo.reduce"(%1013, %1018) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %1405 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1405) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1020 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1021 = "stablehlo.reduce"(%1017, %1020) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %1404 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1404) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1022 = "stablehlo.multiply"(%1019, %400) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1023 = "stablehlo.negate"(%1022) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1024 = "stablehlo.multiply"(%1023, %381) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1025 = "stablehlo.add"(%1021, %1024) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1026 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1027 = "stablehlo.broadcast_in_dim"(%1026) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1028 = "stablehlo.divide"(%1022, %1027) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1029 = "stablehlo.broadcast_in_dim"(%1028) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1030 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1031 = "stablehlo.broadcast_in_dim"(%1030) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1032 = "stablehlo.divide"(%1025, %1031) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1033 = "stablehlo.broadcast_in_dim"(%1032) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1034 = "stablehlo.add"(%1001, %1033) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1035 = "stablehlo.multiply"(%1029, %367) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1036 = "stablehlo.add"(%1034, %1035) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1037 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1038 = "stablehlo.reduce"(%1036, %1037) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %1403 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1403) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1039 = "stablehlo.reshape"(%1038) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1040 = "stablehlo.reshape"(%1039) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1041 = "stablehlo.dot_general"(%1036, %358) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %1042 = "stablehlo.transpose"(%1041) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %1043 = "stablehlo.dot_general"(%1036, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %1044 = "stablehlo.multiply"(%349, %1043) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1045 = "stablehlo.multiply"(%1043, %354) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1046 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %1047 = "stablehlo.broadcast_in_dim"(%1046) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1048 = "stablehlo.multiply"(%1047, %1044) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1049 = "stablehlo.multiply"(%1048, %357) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1050 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %1051 = "stablehlo.broadcast_in_dim"(%1050) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1052 = "stablehlo.multiply"(%1049, %1051) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1053 = "stablehlo.negate"(%1052) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1054 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1055 = "stablehlo.broadcast_in_dim"(%1054) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1056 = "stablehlo.multiply"(%1055, %1045) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1057 = "stablehlo.add"(%1053, %1056) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1058 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1059 = "stablehlo.reduce"(%1057, %1058) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %1402 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1402) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1060 = "stablehlo.reshape"(%1059) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1061 = "stablehlo.reshape"(%1060) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1062 = "stablehlo.dot_general"(%1057, %342) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1063 = "stablehlo.transpose"(%1062) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %1064 = "stablehlo.dot_general"(%1057, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %1065 = "stablehlo.add"(%1036, %1064) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1066 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1067 = "stablehlo.reduce"(%1065, %1066) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1401 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1401) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1068 = "stablehlo.reshape"(%1067) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1069 = "stablehlo.reshape"(%1068) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1070 = "stablehlo.multiply"(%326, %1065) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1071 = "stablehlo.multiply"(%1065, %338) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1072 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1073 = "stablehlo.multiply"(%1072, %1070) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1074 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1075 = "stablehlo.reduce"(%1073, %1074) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1400 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1400) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1076 = "stablehlo.reshape"(%1075) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1077 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1078 = "stablehlo.multiply"(%1070, %1077) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1079 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1080 = "stablehlo.reduce"(%1078, %1079) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1399 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1399) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1081 = "stablehlo.reshape"(%1080) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1082 = "stablehlo.reshape"(%1076) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1083 = "stablehlo.multiply"(%1081, %334) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1084 = "stablehlo.negate"(%1071) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1085 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1086 = "stablehlo.reduce"(%1084, %1085) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1398 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1398) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1087 = "stablehlo.reshape"(%1086) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1088 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1089 = "stablehlo.reduce"(%1083, %1088) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1397 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1397) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1090 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1091 = "stablehlo.reduce"(%1087, %1090) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1396 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1396) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1092 = "stablehlo.multiply"(%1089, %322) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1093 = "stablehlo.negate"(%1092) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1094 = "stablehlo.multiply"(%1093, %303) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1095 = "stablehlo.add"(%1091, %1094) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1096 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1097 = "stablehlo.broadcast_in_dim"(%1096) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1098 = "stablehlo.divide"(%1092, %1097) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1099 = "stablehlo.broadcast_in_dim"(%1098) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1100 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1101 = "stablehlo.broadcast_in_dim"(%1100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1102 = "stablehlo.divide"(%1095, %1101) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1103 = "stablehlo.broadcast_in_dim"(%1102) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1104 = "stablehlo.add"(%1071, %1103) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1105 = "stablehlo.multiply"(%1099, %289) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1106 = "stablehlo.add"(%1104, %1105) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1107 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1108 = "stablehlo.reduce"(%1106, %1107) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1395 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1395) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1109 = "stablehlo.reshape"(%1108) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1110 = "stablehlo.reshape"(%1109) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1111 = "stablehlo.dot_general"(%1106, %280) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1112 = "stablehlo.transpose"(%1111) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1113 = "stablehlo.dot_general"(%1106, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1114 = "stablehlo.reshape"(%1113) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %1115 = "stablehlo.transpose"(%1114) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1116 = "stablehlo.dot_general"(%1115, %237) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1117 = "stablehlo.dot_general"(%1115, %277) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1118 = "stablehlo.transpose"(%1117) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1119 = "stablehlo.transpose"(%1116) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1120 = "stablehlo.convert"(%1119) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1121 = "stablehlo.convert"(%222) : (tensor<4xi32>) -> tensor<4xf32>
    %1122 = "stablehlo.dot_general"(%1120, %1121) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4xf32>) -> tensor<4x4x8x8xf32>
    %1123 = "stablehlo.transpose"(%1122) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1124 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1125 = "stablehlo.multiply"(%1123, %1124) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1126 = "stablehlo.multiply"(%1125, %264) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1127 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1128 = "stablehlo.reduce"(%1126, %1127) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1394 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1394) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1129 = "stablehlo.reshape"(%1128) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %1130 = "stablehlo.negate"(%1129) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %1131 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1132 = "stablehlo.divide"(%1123, %1131) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1133 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1134 = "stablehlo.reduce"(%1130, %1133) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %1393 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1393) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1135 = "stablehlo.broadcast_in_dim"(%1134) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1136 = "stablehlo.add"(%1132, %1135) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1137 = "stablehlo.multiply"(%1136, %264) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1138 = "stablehlo.dot_general"(%1137, %252) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1139 = "stablehlo.transpose"(%1138) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1140 = "stablehlo.dot_general"(%1137, %236) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1141 = "stablehlo.transpose"(%1140) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1142 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %1143 = "stablehlo.divide"(%1141, %1142) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %1144 = "stablehlo.reshape"(%1118) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1145 = "stablehlo.reshape"(%1139) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1146 = "stablehlo.reshape"(%1143) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1147 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1148 = "stablehlo.reduce"(%1144, %1147) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %1392 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1392) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1149 = "stablehlo.reshape"(%1148) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1150 = "stablehlo.reshape"(%1149) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1151 = "stablehlo.dot_general"(%1144, %220) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1152 = "stablehlo.transpose"(%1151) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1153 = "stablehlo.dot_general"(%1144, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1154 = "stablehlo.add"(%1106, %1153) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1155 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1156 = "stablehlo.reduce"(%1145, %1155) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %1391 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1391) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1157 = "stablehlo.reshape"(%1156) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1158 = "stablehlo.reshape"(%1157) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1159 = "stablehlo.dot_general"(%1145, %220) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1160 = "stablehlo.transpose"(%1159) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1161 = "stablehlo.dot_general"(%1145, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1162 = "stablehlo.add"(%1154, %1161) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1163 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1164 = "stablehlo.reduce"(%1146, %1163) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %1390 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1390) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1165 = "stablehlo.reshape"(%1164) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1166 = "stablehlo.reshape"(%1165) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1167 = "stablehlo.dot_general"(%1146, %220) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1168 = "stablehlo.transpose"(%1167) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1169 = "stablehlo.dot_general"(%1146, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1170 = "stablehlo.add"(%1162, %1169) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1172 = "stablehlo.reduce"(%1170, %1171) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %1389 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1389) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1173 = "stablehlo.reshape"(%1172) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1174 = "stablehlo.reshape"(%1173) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1175 = "stablehlo.multiply"(%204, %1170) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1176 = "stablehlo.multiply"(%1170, %216) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1177 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1178 = "stablehlo.multiply"(%1177, %1175) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1180 = "stablehlo.reduce"(%1178, %1179) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %1388 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1388) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1181 = "stablehlo.reshape"(%1180) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1182 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1183 = "stablehlo.multiply"(%1175, %1182) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1184 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1185 = "stablehlo.reduce"(%1183, %1184) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %1387 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1387) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1186 = "stablehlo.reshape"(%1185) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1187 = "stablehlo.reshape"(%1181) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1188 = "stablehlo.multiply"(%1186, %212) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1189 = "stablehlo.negate"(%1176) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1190 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1191 = "stablehlo.reduce"(%1189, %1190) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %1386 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1386) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1192 = "stablehlo.reshape"(%1191) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1194 = "stablehlo.reduce"(%1188, %1193) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %1385 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1385) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1195 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1196 = "stablehlo.reduce"(%1192, %1195) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %1384 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1384) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1197 = "stablehlo.multiply"(%1194, %200) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1198 = "stablehlo.negate"(%1197) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1199 = "stablehlo.multiply"(%1198, %181) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1200 = "stablehlo.add"(%1196, %1199) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1201 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1202 = "stablehlo.broadcast_in_dim"(%1201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1203 = "stablehlo.divide"(%1197, %1202) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1204 = "stablehlo.broadcast_in_dim"(%1203) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1205 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1206 = "stablehlo.broadcast_in_dim"(%1205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1207 = "stablehlo.divide"(%1200, %1206) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1208 = "stablehlo.broadcast_in_dim"(%1207) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1209 = "stablehlo.add"(%1176, %1208) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1210 = "stablehlo.multiply"(%1204, %167) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1211 = "stablehlo.add"(%1209, %1210) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1212 = "func.call"(%161#1, %1211) <{callee = @_take_7}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<2x32xf32>
    %1213 = "func.call"(%160#1, %1211) <{callee = @_take_8}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<10x32xf32>
    %1214 = "func.call"(%159#1, %1211) <{callee = @_take_9}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1215 = "stablehlo.add"(%758, %1214) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1216 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1217 = "stablehlo.broadcast_in_dim"(%1216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1218 = "stablehlo.multiply"(%1217, %754) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1219 = "stablehlo.subtract"(%arg50, %1218) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1220 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1221 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1222 = "stablehlo.multiply"(%1221, %817) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1223 = "stablehlo.subtract"(%arg51, %1222) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1224 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1225 = "stablehlo.broadcast_in_dim"(%1224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1226 = "stablehlo.multiply"(%1225, %819) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1227 = "stablehlo.subtract"(%arg52, %1226) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1228 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1229 = "stablehlo.broadcast_in_dim"(%1228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1230 = "stablehlo.multiply"(%1229, %762) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1231 = "stablehlo.subtract"(%arg53, %1230) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1232 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1233 = "stablehlo.broadcast_in_dim"(%1232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1234 = "stablehlo.multiply"(%1233, %775) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1235 = "stablehlo.subtract"(%arg54, %1234) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1236 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1237 = "stablehlo.broadcast_in_dim"(%1236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1238 = "stablehlo.multiply"(%1237, %1174) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1239 = "stablehlo.subtract"(%arg55, %1238) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1240 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1241 = "stablehlo.broadcast_in_dim"(%1240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1242 = "stablehlo.multiply"(%1241, %1187) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1243 = "stablehlo.subtract"(%arg56, %1242) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1244 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1245 = "stablehlo.broadcast_in_dim"(%1244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %1246 = "stablehlo.multiply"(%1245, %1213) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %1247 = "stablehlo.subtract"(%arg57, %1246) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %1248 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1249 = "stablehlo.broadcast_in_dim"(%1248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32xf32>
    %1250 = "stablehlo.multiply"(%1249, %1212) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %1251 = "stablehlo.subtract"(%arg58, %1250) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %1252 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1253 = "stablehlo.broadcast_in_dim"(%1252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1254 = "stablehlo.multiply"(%1253, %1215) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1255 = "stablehlo.subtract"(%arg59, %1254) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1256 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1257 = "stablehlo.broadcast_in_dim"(%1256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1258 = "stablehlo.multiply"(%1257, %1069) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1259 = "stablehlo.subtract"(%arg60, %1258) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1260 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1262 = "stablehlo.multiply"(%1261, %1082) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1263 = "stablehlo.subtract"(%arg61, %1262) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1264 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1265 = "stablehlo.broadcast_in_dim"(%1264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1266 = "stablehlo.multiply"(%1265, %1110) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1267 = "stablehlo.subtract"(%arg62, %1266) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1268 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1269 = "stablehlo.broadcast_in_dim"(%1268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1270 = "stablehlo.multiply"(%1269, %1112) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1271 = "stablehlo.subtract"(%arg63, %1270) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1272 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1273 = "stablehlo.broadcast_in_dim"(%1272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1274 = "stablehlo.multiply"(%1273, %1158) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1275 = "stablehlo.subtract"(%arg64, %1274) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1276 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1277 = "stablehlo.broadcast_in_dim"(%1276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1278 = "stablehlo.multiply"(%1277, %1160) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1279 = "stablehlo.subtract"(%arg65, %1278) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1280 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1281 = "stablehlo.broadcast_in_dim"(%1280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1282 = "stablehlo.multiply"(%1281, %1166) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1283 = "stablehlo.subtract"(%arg66, %1282) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1284 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1285 = "stablehlo.broadcast_in_dim"(%1284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1286 = "stablehlo.multiply"(%1285, %1168) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1287 = "stablehlo.subtract"(%arg67, %1286) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1288 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1289 = "stablehlo.broadcast_in_dim"(%1288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1290 = "stablehlo.multiply"(%1289, %1150) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1291 = "stablehlo.subtract"(%arg68, %1290) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1292 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1293 = "stablehlo.broadcast_in_dim"(%1292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1294 = "stablehlo.multiply"(%1293, %1152) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1295 = "stablehlo.subtract"(%arg69, %1294) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1296 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1297 = "stablehlo.broadcast_in_dim"(%1296) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1298 = "stablehlo.multiply"(%1297, %1061) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1299 = "stablehlo.subtract"(%arg70, %1298) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1300 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1301 = "stablehlo.broadcast_in_dim"(%1300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1302 = "stablehlo.multiply"(%1301, %1063) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1303 = "stablehlo.subtract"(%arg71, %1302) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1304 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1305 = "stablehlo.broadcast_in_dim"(%1304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1306 = "stablehlo.multiply"(%1305, %999) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1307 = "stablehlo.subtract"(%arg72, %1306) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1308 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1309 = "stablehlo.broadcast_in_dim"(%1308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1310 = "stablehlo.multiply"(%1309, %1012) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1311 = "stablehlo.subtract"(%arg73, %1310) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1312 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1313 = "stablehlo.broadcast_in_dim"(%1312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1314 = "stablehlo.multiply"(%1313, %1040) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1315 = "stablehlo.subtract"(%arg74, %1314) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1316 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1317 = "stablehlo.broadcast_in_dim"(%1316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1318 = "stablehlo.multiply"(%1317, %1042) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1319 = "stablehlo.subtract"(%arg75, %1318) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1320 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1321 = "stablehlo.broadcast_in_dim"(%1320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1322 = "stablehlo.multiply"(%1321, %894) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1323 = "stablehlo.subtract"(%arg76, %1322) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1324 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1325 = "stablehlo.broadcast_in_dim"(%1324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1326 = "stablehlo.multiply"(%1325, %907) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1327 = "stablehlo.subtract"(%arg77, %1326) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1328 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1329 = "stablehlo.broadcast_in_dim"(%1328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1330 = "stablehlo.multiply"(%1329, %935) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1331 = "stablehlo.subtract"(%arg78, %1330) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1332 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1333 = "stablehlo.broadcast_in_dim"(%1332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1334 = "stablehlo.multiply"(%1333, %937) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1335 = "stablehlo.subtract"(%arg79, %1334) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1336 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1337 = "stablehlo.broadcast_in_dim"(%1336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1338 = "stablehlo.multiply"(%1337, %983) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1339 = "stablehlo.subtract"(%arg80, %1338) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1340 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1341 = "stablehlo.broadcast_in_dim"(%1340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1342 = "stablehlo.multiply"(%1341, %985) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1343 = "stablehlo.subtract"(%arg81, %1342) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1344 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1345 = "stablehlo.broadcast_in_dim"(%1344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1346 = "stablehlo.multiply"(%1345, %991) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1347 = "stablehlo.subtract"(%arg82, %1346) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1348 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1349 = "stablehlo.broadcast_in_dim"(%1348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1350 = "stablehlo.multiply"(%1349, %993) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1351 = "stablehlo.subtract"(%arg83, %1350) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1352 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1353 = "stablehlo.broadcast_in_dim"(%1352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1354 = "stablehlo.multiply"(%1353, %975) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1355 = "stablehlo.subtract"(%arg84, %1354) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1356 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1357 = "stablehlo.broadcast_in_dim"(%1356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1358 = "stablehlo.multiply"(%1357, %977) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1359 = "stablehlo.subtract"(%arg85, %1358) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1360 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1361 = "stablehlo.broadcast_in_dim"(%1360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1362 = "stablehlo.multiply"(%1361, %886) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1363 = "stablehlo.subtract"(%arg86, %1362) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1364 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1365 = "stablehlo.broadcast_in_dim"(%1364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1366 = "stablehlo.multiply"(%1365, %888) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1367 = "stablehlo.subtract"(%arg87, %1366) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1368 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1369 = "stablehlo.broadcast_in_dim"(%1368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1370 = "stablehlo.multiply"(%1369, %824) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1371 = "stablehlo.subtract"(%arg88, %1370) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1372 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1373 = "stablehlo.broadcast_in_dim"(%1372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1374 = "stablehlo.multiply"(%1373, %837) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1375 = "stablehlo.subtract"(%arg89, %1374) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1376 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1377 = "stablehlo.broadcast_in_dim"(%1376) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1378 = "stablehlo.multiply"(%1377, %865) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1379 = "stablehlo.subtract"(%arg90, %1378) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1380 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1381 = "stablehlo.broadcast_in_dim"(%1380) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1382 = "stablehlo.multiply"(%1381, %867) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1383 = "stablehlo.subtract"(%arg91, %1382) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    "func.return"(%732, %1219, %1223, %1227, %1231, %1235, %1239, %1243, %1247, %1251, %1255, %1259, %1263, %1267, %1271, %1275, %1279, %1283, %1287, %1291, %1295, %1299, %1303, %1307, %1311, %1315, %1319, %1323, %1327, %1331, %1335, %1339, %1343, %1347, %1351, %1355, %1359, %1363, %1367, %1371, %1375, %1379, %1383) : (tensor<f32>, tensor<64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<2x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<4x8xi32>):
    %142 = "func.call"(%arg49) <{callee = @cumsum_0}> : (tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%142) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8xi32>) -> tensor<4x8xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg46: tensor<4x8xi32>):
    %138 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %140 = "stablehlo.reduce_window"(%arg46, %139) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg47: tensor<i32>, %arg48: tensor<i32>):
      %141 = "stablehlo.add"(%arg47, %arg48) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%141) : (tensor<i32>) -> ()
    }) : (tensor<4x8xi32>, tensor<i32>) -> tensor<4x8xi32>
    "func.return"(%140) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<64x32xf32>, %arg43: tensor<4x8xi32>):
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
    %132 = "stablehlo.gather"(%arg42, %121) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %133 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %134 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %136 = "stablehlo.select"(%133, %132, %135) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%136, %121) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<4x8xi1>, %arg40: tensor<4x8xi32>, %arg41: tensor<4x8xi32>):
    %113 = "stablehlo.select"(%arg39, %arg40, %arg41) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%113) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take_1", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<10x32xf32>, %arg36: tensor<4x8xi32>):
    %89 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %91 = "stablehlo.compare"(%arg36, %90) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %92 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %94 = "stablehlo.add"(%arg36, %93) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %95 = "func.call"(%91, %94, %arg36) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %97 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
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
    %107 = "stablehlo.gather"(%arg35, %96) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<10x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %108 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %109 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %111 = "stablehlo.select"(%108, %107, %110) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%111, %96) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take_2", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<2x32xf32>, %arg32: tensor<4x8xi32>):
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
    %83 = "stablehlo.gather"(%arg31, %72) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %84 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %85 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %87 = "stablehlo.select"(%84, %83, %86) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%87, %72) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xf32>, tensor<i32>) -> (tensor<4x8xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_3", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x8x1xf32>, %arg24: tensor<i32>):
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.compare"(%arg24, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %23 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.add"(%arg24, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %25 = "func.call"(%22, %24, %arg24) <{callee = @_where_4}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<i1>, %arg21: tensor<i32>, %arg22: tensor<i32>):
    %20 = "stablehlo.select"(%arg20, %arg21, %arg22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%20) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>, res_attrs = [{}], sym_name = "_take_5", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_6", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<2x32xf32>, res_attrs = [{}], sym_name = "_take_7", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x8x1xi32>, %arg9: tensor<4x8x32xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32xf32>
    %10 = "stablehlo.scatter"(%9, %arg8, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %11 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<2x32xf32>, tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<2x32xf32>
    "func.return"(%10) : (tensor<2x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<10x32xf32>, res_attrs = [{}], sym_name = "_take_8", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>, res_attrs = [{}], sym_name = "_take_9", sym_visibility = "private"}> ({
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
