"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 27 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 28 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 29 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 30 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 31 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 32 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 33 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 34 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 35 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 36 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 37 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 38 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 39 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 40 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 41 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 42 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xf32>) -> (tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['bert']['embeddings']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['embeddings']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['embeddings']['position_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['embeddings']['token_type_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['embeddings']['word_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['attention']['output']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['attention']['output']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['attention']['self']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['attention']['self']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['attention']['self']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['attention']['self']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['attention']['self']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['attention']['self']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['output']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['output']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['0']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['attention']['output']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['attention']['output']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['attention']['self']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['attention']['self']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['attention']['self']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['attention']['self']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['attention']['self']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['attention']['self']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['output']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['output']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['bert']['encoder']['layer']['1']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['cls']['predictions']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['cls']['predictions']['transform']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['cls']['predictions']['transform']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['cls']['predictions']['transform']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['cls']['predictions']['transform']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<8x32xf32>, %arg49: tensor<2x32xf32>, %arg50: tensor<64x32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32x32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32x32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32x32xf32>, %arg61: tensor<64xf32>, %arg62: tensor<32x64xf32>, %arg63: tensor<32xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32xf32>, %arg66: tensor<64x32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32x32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<32x32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32x32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<32x32xf32>, %arg77: tensor<64xf32>, %arg78: tensor<32x64xf32>, %arg79: tensor<32xf32>, %arg80: tensor<32xf32>, %arg81: tensor<32xf32>, %arg82: tensor<64x32xf32>, %arg83: tensor<64xf32>, %arg84: tensor<32xf32>, %arg85: tensor<32xf32>, %arg86: tensor<32xf32>, %arg87: tensor<32x32xf32>, %arg88: tensor<4x8xi32>, %arg89: tensor<4x8xi32>, %arg90: tensor<4x8xf32>):
    %138 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %140 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<4x8xi32>
    %142 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %144 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %146 = "stablehlo.convert"(%145) : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %147:2 = "func.call"(%arg50, %arg88) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %148:2 = "func.call"(%arg48, %141) <{callee = @_take_0}> : (tensor<8x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %149:2 = "func.call"(%arg49, %139) <{callee = @_take_1}> : (tensor<2x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %150 = "stablehlo.add"(%147#0, %149#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %151 = "stablehlo.add"(%150, %148#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %152 = "chlo.square"(%151) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %153 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %155 = "stablehlo.multiply"(%154, %151) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.reduce"(%151, %156) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg239: tensor<f32>, %arg240: tensor<f32>):
      %1446 = "stablehlo.add"(%arg239, %arg240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1446) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %158 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %160 = "stablehlo.divide"(%157, %159) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %161 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.reduce"(%152, %161) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
      %1445 = "stablehlo.add"(%arg237, %arg238) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1445) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %163 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
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
    %191 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %192 = "stablehlo.subtract"(%151, %191) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %193 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %195 = "stablehlo.add"(%190, %194) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %196 = "stablehlo.rsqrt"(%195) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %197 = "stablehlo.divide"(%196, %195) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %198 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %200 = "stablehlo.multiply"(%199, %197) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %201 = "stablehlo.reshape"(%arg47) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %202 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %203 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %204 = "stablehlo.multiply"(%202, %203) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %205 = "stablehlo.multiply"(%192, %204) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %206 = "stablehlo.reshape"(%arg46) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %208 = "stablehlo.add"(%205, %207) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %209 = "stablehlo.slice"(%146) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %210 = "stablehlo.reshape"(%209) : (tensor<1x4xi32>) -> tensor<4xi32>
    %211 = "stablehlo.dot_general"(%208, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %212 = "stablehlo.reshape"(%arg57) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %214 = "stablehlo.add"(%211, %213) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %215 = "stablehlo.dot_general"(%208, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %216 = "stablehlo.reshape"(%arg55) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %218 = "stablehlo.add"(%215, %217) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %219 = "stablehlo.dot_general"(%208, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %220 = "stablehlo.reshape"(%arg59) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %222 = "stablehlo.add"(%219, %221) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %223 = "stablehlo.reshape"(%214) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %224 = "stablehlo.reshape"(%218) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %225 = "stablehlo.reshape"(%222) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %226 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %227 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1x8xi32>
    %229 = "stablehlo.compare"(%226, %228) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x1x8xi32>, tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xi1>
    %230 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %232 = "stablehlo.convert"(%231) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %233 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %235 = "stablehlo.select"(%229, %232, %234) : (tensor<4x1x1x8xi1>, tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %236 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.sqrt"(%236) : (tensor<f32>) -> tensor<f32>
    %238 = "stablehlo.convert"(%237) : (tensor<f32>) -> tensor<f32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %240 = "stablehlo.divide"(%223, %239) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %241 = "stablehlo.dot_general"(%240, %224) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %242 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %243 = "stablehlo.add"(%241, %242) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %244 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.reduce"(%243, %244) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg235: tensor<f32>, %arg236: tensor<f32>):
      %1444 = "stablehlo.maximum"(%arg235, %arg236) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1444) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %246 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %248 = "stablehlo.maximum"(%247, %245) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %250 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %251 = "stablehlo.subtract"(%243, %250) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %252 = "stablehlo.exponential"(%251) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %253 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %254 = "stablehlo.reduce"(%252, %253) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg233: tensor<f32>, %arg234: tensor<f32>):
      %1443 = "stablehlo.add"(%arg233, %arg234) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1443) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %257 = "stablehlo.divide"(%252, %256) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %258 = "stablehlo.multiply"(%255, %255) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %259 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %261 = "stablehlo.divide"(%260, %258) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %262 = "stablehlo.convert"(%210) : (tensor<4xi32>) -> tensor<4xf32>
    %263 = "stablehlo.convert"(%257) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %264 = "stablehlo.dot_general"(%262, %263) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %265 = "stablehlo.transpose"(%264) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %266 = "stablehlo.dot_general"(%225, %265) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %267 = "stablehlo.transpose"(%266) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %268 = "stablehlo.reshape"(%267) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %269 = "stablehlo.dot_general"(%268, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %270 = "stablehlo.reshape"(%arg53) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %272 = "stablehlo.add"(%269, %271) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %273 = "stablehlo.add"(%272, %208) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %274 = "chlo.square"(%273) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %275 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %277 = "stablehlo.multiply"(%276, %273) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %278 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.reduce"(%273, %278) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg231: tensor<f32>, %arg232: tensor<f32>):
      %1442 = "stablehlo.add"(%arg231, %arg232) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1442) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %280 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %282 = "stablehlo.divide"(%279, %281) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %283 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.reduce"(%274, %283) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg229: tensor<f32>, %arg230: tensor<f32>):
      %1441 = "stablehlo.add"(%arg229, %arg230) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1441) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %285 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %287 = "stablehlo.divide"(%284, %286) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %288 = "chlo.square"(%282) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %289 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %291 = "stablehlo.multiply"(%290, %282) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %292 = "stablehlo.subtract"(%287, %288) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %293 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %295 = "stablehlo.maximum"(%294, %292) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %296 = "stablehlo.compare"(%292, %295) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %297 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %299 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %301 = "stablehlo.select"(%296, %298, %300) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %302 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %304 = "stablehlo.compare"(%303, %295) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %305 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %307 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %309 = "stablehlo.select"(%304, %306, %308) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %310 = "stablehlo.divide"(%301, %309) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %311 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %312 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %313 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %314 = "stablehlo.subtract"(%273, %313) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %315 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %317 = "stablehlo.add"(%312, %316) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %318 = "stablehlo.rsqrt"(%317) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %319 = "stablehlo.divide"(%318, %317) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %320 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %322 = "stablehlo.multiply"(%321, %319) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %323 = "stablehlo.reshape"(%arg52) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %324 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %325 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %326 = "stablehlo.multiply"(%324, %325) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %327 = "stablehlo.multiply"(%314, %326) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %328 = "stablehlo.reshape"(%arg51) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %330 = "stablehlo.add"(%327, %329) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %331 = "stablehlo.dot_general"(%330, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %332 = "stablehlo.reshape"(%arg61) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %334 = "stablehlo.add"(%331, %333) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %335 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %337 = "stablehlo.multiply"(%336, %334) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %338 = "stablehlo.negate"(%334) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %339 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %341 = "stablehlo.multiply"(%338, %340) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %342 = "chlo.erfc"(%341) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %343 = "chlo.square"(%341) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %344 = "stablehlo.negate"(%343) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %345 = "stablehlo.exponential"(%344) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %346 = "stablehlo.multiply"(%337, %342) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %347 = "stablehlo.dot_general"(%346, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %348 = "stablehlo.reshape"(%arg65) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %350 = "stablehlo.add"(%347, %349) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %351 = "stablehlo.add"(%350, %330) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %352 = "chlo.square"(%351) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %353 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %355 = "stablehlo.multiply"(%354, %351) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %356 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %357 = "stablehlo.reduce"(%351, %356) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg227: tensor<f32>, %arg228: tensor<f32>):
      %1440 = "stablehlo.add"(%arg227, %arg228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1440) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %358 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %360 = "stablehlo.divide"(%357, %359) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %361 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %362 = "stablehlo.reduce"(%352, %361) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg225: tensor<f32>, %arg226: tensor<f32>):
      %1439 = "stablehlo.add"(%arg225, %arg226) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1439) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %363 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %365 = "stablehlo.divide"(%362, %364) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %366 = "chlo.square"(%360) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %367 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %369 = "stablehlo.multiply"(%368, %360) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %370 = "stablehlo.subtract"(%365, %366) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %371 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %373 = "stablehlo.maximum"(%372, %370) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %374 = "stablehlo.compare"(%370, %373) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %375 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %377 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %379 = "stablehlo.select"(%374, %376, %378) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %380 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %382 = "stablehlo.compare"(%381, %373) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %383 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %385 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %387 = "stablehlo.select"(%382, %384, %386) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %388 = "stablehlo.divide"(%379, %387) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %389 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %390 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %391 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %392 = "stablehlo.subtract"(%351, %391) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %393 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %395 = "stablehlo.add"(%390, %394) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %396 = "stablehlo.rsqrt"(%395) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %397 = "stablehlo.divide"(%396, %395) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %398 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %400 = "stablehlo.multiply"(%399, %397) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %401 = "stablehlo.reshape"(%arg64) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %402 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %403 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %404 = "stablehlo.multiply"(%402, %403) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %405 = "stablehlo.multiply"(%392, %404) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %406 = "stablehlo.reshape"(%arg63) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %408 = "stablehlo.add"(%405, %407) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %409 = "stablehlo.slice"(%146) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %410 = "stablehlo.reshape"(%409) : (tensor<1x4xi32>) -> tensor<4xi32>
    %411 = "stablehlo.dot_general"(%408, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %412 = "stablehlo.reshape"(%arg73) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %414 = "stablehlo.add"(%411, %413) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %415 = "stablehlo.dot_general"(%408, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %416 = "stablehlo.reshape"(%arg71) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %418 = "stablehlo.add"(%415, %417) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %419 = "stablehlo.dot_general"(%408, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %420 = "stablehlo.reshape"(%arg75) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %422 = "stablehlo.add"(%419, %421) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %423 = "stablehlo.reshape"(%414) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %424 = "stablehlo.reshape"(%418) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %425 = "stablehlo.reshape"(%422) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %426 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %427 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1x8xi32>
    %429 = "stablehlo.compare"(%426, %428) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x1x8xi32>, tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xi1>
    %430 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %432 = "stablehlo.convert"(%431) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %433 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %435 = "stablehlo.select"(%429, %432, %434) : (tensor<4x1x1x8xi1>, tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %436 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %437 = "stablehlo.sqrt"(%436) : (tensor<f32>) -> tensor<f32>
    %438 = "stablehlo.convert"(%437) : (tensor<f32>) -> tensor<f32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %440 = "stablehlo.divide"(%423, %439) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %441 = "stablehlo.dot_general"(%440, %424) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %442 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %443 = "stablehlo.add"(%441, %442) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %444 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %445 = "stablehlo.reduce"(%443, %444) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg223: tensor<f32>, %arg224: tensor<f32>):
      %1438 = "stablehlo.maximum"(%arg223, %arg224) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1438) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %446 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %448 = "stablehlo.maximum"(%447, %445) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %450 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %451 = "stablehlo.subtract"(%443, %450) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %452 = "stablehlo.exponential"(%451) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %453 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.reduce"(%452, %453) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg221: tensor<f32>, %arg222: tensor<f32>):
      %1437 = "stablehlo.add"(%arg221, %arg222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1437) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %457 = "stablehlo.divide"(%452, %456) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %458 = "stablehlo.multiply"(%455, %455) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %459 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %461 = "stablehlo.divide"(%460, %458) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %462 = "stablehlo.convert"(%410) : (tensor<4xi32>) -> tensor<4xf32>
    %463 = "stablehlo.convert"(%457) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %464 = "stablehlo.dot_general"(%462, %463) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %465 = "stablehlo.transpose"(%464) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %466 = "stablehlo.dot_general"(%425, %465) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %467 = "stablehlo.transpose"(%466) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %468 = "stablehlo.reshape"(%467) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %469 = "stablehlo.dot_general"(%468, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %470 = "stablehlo.reshape"(%arg69) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %472 = "stablehlo.add"(%469, %471) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %473 = "stablehlo.add"(%472, %408) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %474 = "chlo.square"(%473) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %475 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %476 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %477 = "stablehlo.multiply"(%476, %473) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %478 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %479 = "stablehlo.reduce"(%473, %478) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg219: tensor<f32>, %arg220: tensor<f32>):
      %1436 = "stablehlo.add"(%arg219, %arg220) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1436) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %480 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %482 = "stablehlo.divide"(%479, %481) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %483 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %484 = "stablehlo.reduce"(%474, %483) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg217: tensor<f32>, %arg218: tensor<f32>):
      %1435 = "stablehlo.add"(%arg217, %arg218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1435) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %485 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %487 = "stablehlo.divide"(%484, %486) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %488 = "chlo.square"(%482) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %489 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %491 = "stablehlo.multiply"(%490, %482) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %492 = "stablehlo.subtract"(%487, %488) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %493 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %494 = "stablehlo.broadcast_in_dim"(%493) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %495 = "stablehlo.maximum"(%494, %492) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %496 = "stablehlo.compare"(%492, %495) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %497 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %499 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %501 = "stablehlo.select"(%496, %498, %500) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %502 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %504 = "stablehlo.compare"(%503, %495) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %505 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %507 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %509 = "stablehlo.select"(%504, %506, %508) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %510 = "stablehlo.divide"(%501, %509) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %511 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %512 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %513 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %514 = "stablehlo.subtract"(%473, %513) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %515 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %516 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %517 = "stablehlo.add"(%512, %516) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %518 = "stablehlo.rsqrt"(%517) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %519 = "stablehlo.divide"(%518, %517) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %520 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %522 = "stablehlo.multiply"(%521, %519) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %523 = "stablehlo.reshape"(%arg68) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %524 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %525 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %526 = "stablehlo.multiply"(%524, %525) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %527 = "stablehlo.multiply"(%514, %526) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %528 = "stablehlo.reshape"(%arg67) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %530 = "stablehlo.add"(%527, %529) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %531 = "stablehlo.dot_general"(%530, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %532 = "stablehlo.reshape"(%arg77) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %534 = "stablehlo.add"(%531, %533) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %535 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %537 = "stablehlo.multiply"(%536, %534) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %538 = "stablehlo.negate"(%534) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %539 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %541 = "stablehlo.multiply"(%538, %540) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %542 = "chlo.erfc"(%541) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %543 = "chlo.square"(%541) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %544 = "stablehlo.negate"(%543) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %545 = "stablehlo.exponential"(%544) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %546 = "stablehlo.multiply"(%537, %542) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %547 = "stablehlo.dot_general"(%546, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %548 = "stablehlo.reshape"(%arg81) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %549 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %550 = "stablehlo.add"(%547, %549) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %551 = "stablehlo.add"(%550, %530) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %552 = "chlo.square"(%551) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %553 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %554 = "stablehlo.broadcast_in_dim"(%553) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %555 = "stablehlo.multiply"(%554, %551) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %556 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %557 = "stablehlo.reduce"(%551, %556) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg215: tensor<f32>, %arg216: tensor<f32>):
      %1434 = "stablehlo.add"(%arg215, %arg216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1434) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %558 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %559 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %560 = "stablehlo.divide"(%557, %559) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %561 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %562 = "stablehlo.reduce"(%552, %561) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg213: tensor<f32>, %arg214: tensor<f32>):
      %1433 = "stablehlo.add"(%arg213, %arg214) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1433) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %563 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %565 = "stablehlo.divide"(%562, %564) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %566 = "chlo.square"(%560) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %567 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %568 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %569 = "stablehlo.multiply"(%568, %560) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %570 = "stablehlo.subtract"(%565, %566) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %571 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %572 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %573 = "stablehlo.maximum"(%572, %570) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %574 = "stablehlo.compare"(%570, %573) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %575 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %577 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %578 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %579 = "stablehlo.select"(%574, %576, %578) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %580 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %581 = "stablehlo.broadcast_in_dim"(%580) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %582 = "stablehlo.compare"(%581, %573) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %583 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %584 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %585 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %586 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %587 = "stablehlo.select"(%582, %584, %586) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %588 = "stablehlo.divide"(%579, %587) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %589 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %590 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %591 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %592 = "stablehlo.subtract"(%551, %591) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %593 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %594 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %595 = "stablehlo.add"(%590, %594) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %596 = "stablehlo.rsqrt"(%595) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %597 = "stablehlo.divide"(%596, %595) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %598 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %600 = "stablehlo.multiply"(%599, %597) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %601 = "stablehlo.reshape"(%arg80) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %602 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %603 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %604 = "stablehlo.multiply"(%602, %603) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %605 = "stablehlo.multiply"(%592, %604) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %606 = "stablehlo.reshape"(%arg79) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %607 = "stablehlo.broadcast_in_dim"(%606) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %608 = "stablehlo.add"(%605, %607) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %609 = "stablehlo.dot_general"(%608, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %610 = "stablehlo.reshape"(%arg86) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %611 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %612 = "stablehlo.add"(%609, %611) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %613 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %614 = "stablehlo.broadcast_in_dim"(%613) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %615 = "stablehlo.multiply"(%614, %612) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %616 = "stablehlo.negate"(%612) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %617 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %619 = "stablehlo.multiply"(%616, %618) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %620 = "chlo.erfc"(%619) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %621 = "chlo.square"(%619) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %622 = "stablehlo.negate"(%621) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %623 = "stablehlo.exponential"(%622) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %624 = "stablehlo.multiply"(%615, %620) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %625 = "chlo.square"(%624) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %626 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %628 = "stablehlo.multiply"(%627, %624) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %629 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %630 = "stablehlo.reduce"(%624, %629) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg211: tensor<f32>, %arg212: tensor<f32>):
      %1432 = "stablehlo.add"(%arg211, %arg212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1432) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %631 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %632 = "stablehlo.broadcast_in_dim"(%631) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %633 = "stablehlo.divide"(%630, %632) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %634 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %635 = "stablehlo.reduce"(%625, %634) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg209: tensor<f32>, %arg210: tensor<f32>):
      %1431 = "stablehlo.add"(%arg209, %arg210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1431) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %636 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %638 = "stablehlo.divide"(%635, %637) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %639 = "chlo.square"(%633) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %640 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %642 = "stablehlo.multiply"(%641, %633) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %643 = "stablehlo.subtract"(%638, %639) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %644 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %646 = "stablehlo.maximum"(%645, %643) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %647 = "stablehlo.compare"(%643, %646) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %648 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %650 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %651 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %652 = "stablehlo.select"(%647, %649, %651) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %653 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %654 = "stablehlo.broadcast_in_dim"(%653) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %655 = "stablehlo.compare"(%654, %646) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %656 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %658 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %659 = "stablehlo.broadcast_in_dim"(%658) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %660 = "stablehlo.select"(%655, %657, %659) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %661 = "stablehlo.divide"(%652, %660) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %662 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %663 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %664 = "stablehlo.broadcast_in_dim"(%662) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %665 = "stablehlo.subtract"(%624, %664) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %666 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %667 = "stablehlo.broadcast_in_dim"(%666) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %668 = "stablehlo.add"(%663, %667) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %669 = "stablehlo.rsqrt"(%668) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %670 = "stablehlo.divide"(%669, %668) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %671 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %672 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %673 = "stablehlo.multiply"(%672, %670) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %674 = "stablehlo.reshape"(%arg85) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %675 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %676 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %677 = "stablehlo.multiply"(%675, %676) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %678 = "stablehlo.multiply"(%665, %677) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %679 = "stablehlo.reshape"(%arg84) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %680 = "stablehlo.broadcast_in_dim"(%679) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %681 = "stablehlo.add"(%678, %680) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %682 = "stablehlo.transpose"(%arg50) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %683 = "stablehlo.dot_general"(%681, %682) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %684 = "stablehlo.broadcast_in_dim"(%arg83) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %685 = "stablehlo.broadcast_in_dim"(%684) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %686 = "stablehlo.add"(%683, %685) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %687 = "stablehlo.broadcast_in_dim"(%arg89) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %688:2 = "func.call"(%686, %687) <{callee = @take_along_axis}> : (tensor<4x8x64xf32>, tensor<4x8x1xi32>) -> (tensor<4x8x1xf32>, tensor<4x8x1x1xi32>)
    %689 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %690:2 = "func.call"(%688#0, %689) <{callee = @_take_2}> : (tensor<4x8x1xf32>, tensor<i32>) -> (tensor<4x8xf32>, tensor<1xi32>)
    %691 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %692 = "stablehlo.reduce"(%686, %691) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg207: tensor<f32>, %arg208: tensor<f32>):
      %1430 = "stablehlo.maximum"(%arg207, %arg208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1430) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %693 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %694 = "stablehlo.broadcast_in_dim"(%693) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %695 = "stablehlo.maximum"(%694, %692) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %696 = "stablehlo.is_finite"(%695) : (tensor<4x8xf32>) -> tensor<4x8xi1>
    %697 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %698 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %699 = "stablehlo.select"(%696, %695, %698) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %700 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %701 = "stablehlo.broadcast_in_dim"(%700) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %702 = "stablehlo.subtract"(%686, %701) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %703 = "stablehlo.exponential"(%702) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %704 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %705 = "stablehlo.reduce"(%703, %704) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg205: tensor<f32>, %arg206: tensor<f32>):
      %1429 = "stablehlo.add"(%arg205, %arg206) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1429) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %706 = "stablehlo.abs"(%705) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %707 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %708 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %709 = "stablehlo.compare"(%705, %708) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %710 = "stablehlo.log"(%706) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %711 = "stablehlo.add"(%710, %699) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %712 = "stablehlo.subtract"(%711, %690#0) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %713 = "stablehlo.multiply"(%712, %arg90) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %714 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %715 = "stablehlo.reduce"(%713, %714) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg203: tensor<f32>, %arg204: tensor<f32>):
      %1428 = "stablehlo.add"(%arg203, %arg204) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1428) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %716 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %717 = "stablehlo.reduce"(%arg90, %716) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg201: tensor<f32>, %arg202: tensor<f32>):
      %1427 = "stablehlo.add"(%arg201, %arg202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1427) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %718 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %719 = "stablehlo.maximum"(%717, %718) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %720 = "stablehlo.divide"(%715, %719) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %721 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %722 = "stablehlo.divide"(%721, %719) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %723 = "stablehlo.broadcast_in_dim"(%722) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %724 = "stablehlo.multiply"(%723, %arg90) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %725 = "stablehlo.negate"(%724) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %726 = "stablehlo.divide"(%724, %706) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %727 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %728 = "stablehlo.broadcast_in_dim"(%727) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %729 = "stablehlo.select"(%709, %728, %726) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %730 = "stablehlo.select"(%709, %726, %728) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %731 = "stablehlo.negate"(%729) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %732 = "stablehlo.add"(%730, %731) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %733 = "stablehlo.broadcast_in_dim"(%732) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x64xf32>
    %734 = "stablehlo.multiply"(%733, %703) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %735 = "func.call"(%690#1, %725) <{callee = @_take_4}> : (tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %736 = "func.call"(%688#1, %735) <{callee = @take_along_axis_5}> : (tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %737 = "stablehlo.add"(%734, %736) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %738 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %739 = "stablehlo.reduce"(%737, %738) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
      %1426 = "stablehlo.add"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1426) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %740 = "stablehlo.reshape"(%739) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %741 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %742 = "stablehlo.reduce"(%740, %741) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
      %1425 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1425) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %743 = "stablehlo.dot_general"(%737, %681) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %744 = "stablehlo.transpose"(%743) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %745 = "stablehlo.dot_general"(%737, %682) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %746 = "stablehlo.transpose"(%744) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %747 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %748 = "stablehlo.reduce"(%745, %747) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
      %1424 = "stablehlo.add"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1424) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %749 = "stablehlo.reshape"(%748) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %750 = "stablehlo.reshape"(%749) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %751 = "stablehlo.multiply"(%665, %745) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %752 = "stablehlo.multiply"(%745, %677) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %753 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %754 = "stablehlo.multiply"(%753, %751) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %755 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %756 = "stablehlo.reduce"(%754, %755) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg193: tensor<f32>, %arg194: tensor<f32>):
      %1423 = "stablehlo.add"(%arg193, %arg194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1423) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %757 = "stablehlo.reshape"(%756) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %758 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %759 = "stablehlo.multiply"(%751, %758) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %760 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %761 = "stablehlo.reduce"(%759, %760) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
      %1422 = "stablehlo.add"(%arg191, %arg192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1422) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %762 = "stablehlo.reshape"(%761) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %763 = "stablehlo.reshape"(%757) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %764 = "stablehlo.multiply"(%762, %673) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %765 = "stablehlo.negate"(%752) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %766 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %767 = "stablehlo.reduce"(%765, %766) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
      %1421 = "stablehlo.add"(%arg189, %arg190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1421) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %768 = "stablehlo.reshape"(%767) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %769 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %770 = "stablehlo.reduce"(%764, %769) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg187: tensor<f32>, %arg188: tensor<f32>):
      %1420 = "stablehlo.add"(%arg187, %arg188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1420) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %771 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %772 = "stablehlo.reduce"(%768, %771) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
      %1419 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1419) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %773 = "stablehlo.multiply"(%770, %661) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %774 = "stablehlo.negate"(%773) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %775 = "stablehlo.multiply"(%774, %642) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %776 = "stablehlo.add"(%772, %775) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %777 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %778 = "stablehlo.broadcast_in_dim"(%777) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %779 = "stablehlo.divide"(%773, %778) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %780 = "stablehlo.broadcast_in_dim"(%779) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %781 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %782 = "stablehlo.broadcast_in_dim"(%781) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %783 = "stablehlo.divide"(%776, %782) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %784 = "stablehlo.broadcast_in_dim"(%783) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %785 = "stablehlo.add"(%752, %784) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %786 = "stablehlo.multiply"(%780, %628) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %787 = "stablehlo.add"(%785, %786) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %788 = "stablehlo.multiply"(%615, %787) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %789 = "stablehlo.multiply"(%787, %620) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %790 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %791 = "stablehlo.broadcast_in_dim"(%790) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %792 = "stablehlo.multiply"(%791, %788) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %793 = "stablehlo.multiply"(%792, %623) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %794 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %795 = "stablehlo.broadcast_in_dim"(%794) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %796 = "stablehlo.multiply"(%793, %795) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %797 = "stablehlo.negate"(%796) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %798 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %799 = "stablehlo.broadcast_in_dim"(%798) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %800 = "stablehlo.multiply"(%799, %789) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %801 = "stablehlo.add"(%797, %800) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %802 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %803 = "stablehlo.reduce"(%801, %802) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
      %1418 = "stablehlo.add"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1418) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %804 = "stablehlo.reshape"(%803) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %805 = "stablehlo.reshape"(%804) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %806 = "stablehlo.dot_general"(%801, %608) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %807 = "stablehlo.transpose"(%806) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %808 = "stablehlo.dot_general"(%801, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %809 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %810 = "stablehlo.reduce"(%808, %809) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
      %1417 = "stablehlo.add"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1417) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %811 = "stablehlo.reshape"(%810) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %812 = "stablehlo.reshape"(%811) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %813 = "stablehlo.multiply"(%592, %808) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %814 = "stablehlo.multiply"(%808, %604) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %815 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %816 = "stablehlo.multiply"(%815, %813) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %817 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %818 = "stablehlo.reduce"(%816, %817) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
      %1416 = "stablehlo.add"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1416) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %819 = "stablehlo.reshape"(%818) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %820 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %821 = "stablehlo.multiply"(%813, %820) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %822 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %823 = "stablehlo.reduce"(%821, %822) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %1415 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1415) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %824 = "stablehlo.reshape"(%823) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %825 = "stablehlo.reshape"(%819) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %826 = "stablehlo.multiply"(%824, %600) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %827 = "stablehlo.negate"(%814) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %828 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %829 = "stablehlo.reduce"(%827, %828) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %1414 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1414) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %830 = "stablehlo.reshape"(%829) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %831 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %832 = "stablehlo.reduce"(%826, %831) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %1413 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1413) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %833 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %834 = "stablehlo.reduce"(%830, %833) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %1412 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1412) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %835 = "stablehlo.multiply"(%832, %588) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %836 = "stablehlo.negate"(%835) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %837 = "stablehlo.multiply"(%836, %569) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %838 = "stablehlo.add"(%834, %837) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %839 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %840 = "stablehlo.broadcast_in_dim"(%839) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %841 = "stablehlo.divide"(%835, %840) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %842 = "stablehlo.broadcast_in_dim"(%841) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %843 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %844 = "stablehlo.broadcast_in_dim"(%843) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %845 = "stablehlo.divide"(%838, %844) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %846 = "stablehlo.broadcast_in_dim"(%845) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %847 = "stablehlo.add"(%814, %846) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %848 = "stablehlo.multiply"(%842, %555) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %849 = "stablehlo.add"(%847, %848) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %850 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %851 = "stablehlo.reduce"(%849, %850) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
      %1411 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1411) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %852 = "stablehlo.reshape"(%851) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %853 = "stablehlo.reshape"(%852) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %854 = "stablehlo.dot_general"(%849, %546) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %855 = "stablehlo.transpose"(%854) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %856 = "stablehlo.dot_general"(%849, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %857 = "stablehlo.multiply"(%537, %856) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %858 = "stablehlo.multiply"(%856, %542) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %859 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %860 = "stablehlo.broadcast_in_dim"(%859) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %861 = "stablehlo.multiply"(%860, %857) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %862 = "stablehlo.multiply"(%861, %545) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %863 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %864 = "stablehlo.broadcast_in_dim"(%863) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %865 = "stablehlo.multiply"(%862, %864) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %866 = "stablehlo.negate"(%865) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %867 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %868 = "stablehlo.broadcast_in_dim"(%867) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %869 = "stablehlo.multiply"(%868, %858) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %870 = "stablehlo.add"(%866, %869) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %871 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %872 = "stablehlo.reduce"(%870, %871) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %1410 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1410) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %873 = "stablehlo.reshape"(%872) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %874 = "stablehlo.reshape"(%873) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %875 = "stablehlo.dot_general"(%870, %530) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %876 = "stablehlo.transpose"(%875) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %877 = "stablehlo.dot_general"(%870, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %878 = "stablehlo.add"(%849, %877) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %879 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %880 = "stablehlo.reduce"(%878, %879) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %1409 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1409) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %881 = "stablehlo.reshape"(%880) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %882 = "stablehlo.reshape"(%881) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %883 = "stablehlo.multiply"(%514, %878) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %884 = "stablehlo.multiply"(%878, %526) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %885 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %886 = "stablehlo.multiply"(%885, %883) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %887 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %888 = "stablehlo.reduce"(%886, %887) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %1408 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1408) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %889 = "stablehlo.reshape"(%888) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %890 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %891 = "stablehlo.multiply"(%883, %890) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %892 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %893 = "stablehlo.reduce"(%891, %892) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1407 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1407) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %894 = "stablehlo.reshape"(%893) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %895 = "stablehlo.reshape"(%889) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %896 = "stablehlo.multiply"(%894, %522) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %897 = "stablehlo.negate"(%884) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %898 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %899 = "stablehlo.reduce"(%897, %898) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %1406 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1406) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %900 = "stablehlo.reshape"(%899) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %901 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %902 = "stablehlo.reduce"(%896, %901) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %1405 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1405) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %903 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %904 = "stablehlo.reduce"(%900, %903) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %1404 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1404) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %905 = "stablehlo.multiply"(%902, %510) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %906 = "stablehlo.negate"(%905) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %907 = "stablehlo.multiply"(%906, %491) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %908 = "stablehlo.add"(%904, %907) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %909 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %910 = "stablehlo.broadcast_in_dim"(%909) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %911 = "stablehlo.divide"(%905, %910) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %912 = "stablehlo.broadcast_in_dim"(%911) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %913 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %914 = "stablehlo.broadcast_in_dim"(%913) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %915 = "stablehlo.divide"(%908, %914) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %916 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %917 = "stablehlo.add"(%884, %916) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %918 = "stablehlo.multiply"(%912, %477) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %919 = "stablehlo.add"(%917, %918) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %920 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %921 = "stablehlo.reduce"(%919, %920) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %1403 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1403) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %922 = "stablehlo.reshape"(%921) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %923 = "stablehlo.reshape"(%922) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %924 = "stablehlo.dot_general"(%919, %468) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %925 = "stablehlo.transpose"(%924) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %926 = "stablehlo.dot_general"(%919, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %927 = "stablehlo.reshape"(%926) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %928 = "stablehlo.transpose"(%927) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %929 = "stablehlo.dot_general"(%928, %425) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %930 = "stablehlo.dot_general"(%928, %465) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %931 = "stablehlo.transpose"(%930) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %932 = "stablehlo.transpose"(%929) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %933 = "stablehlo.convert"(%932) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %934 = "stablehlo.convert"(%410) : (tensor<4xi32>) -> tensor<4xf32>
    %935 = "stablehlo.dot_general"(%933, %934) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4xf32>) -> tensor<4x4x8x8xf32>
    %936 = "stablehlo.transpose"(%935) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %937 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %938 = "stablehlo.multiply"(%936, %937) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %939 = "stablehlo.multiply"(%938, %452) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %940 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %941 = "stablehlo.reduce"(%939, %940) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %1402 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1402) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %942 = "stablehlo.reshape"(%941) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %943 = "stablehlo.negate"(%942) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %944 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %945 = "stablehlo.divide"(%936, %944) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %946 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %947 = "stablehlo.reduce"(%943, %946) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %1401 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1401) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %948 = "stablehlo.broadcast_in_dim"(%947) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %949 = "stablehlo.add"(%945, %948) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %950 = "stablehlo.multiply"(%949, %452) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %951 = "stablehlo.dot_general"(%950, %440) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %952 = "stablehlo.transpose"(%951) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %953 = "stablehlo.dot_general"(%950, %424) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %954 = "stablehlo.transpose"(%953) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %955 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %956 = "stablehlo.divide"(%954, %955) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %957 = "stablehlo.reshape"(%931) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %958 = "stablehlo.reshape"(%952) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %959 = "stablehlo.reshape"(%956) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %960 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %961 = "stablehlo.reduce"(%957, %960) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %1400 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1400) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %962 = "stablehlo.reshape"(%961) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %963 = "stablehlo.reshape"(%962) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %964 = "stablehlo.dot_general"(%957, %408) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %965 = "stablehlo.transpose"(%964) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %966 = "stablehlo.dot_general"(%957, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %967 = "stablehlo.add"(%919, %966) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %968 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %969 = "stablehlo.reduce"(%958, %968) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %1399 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1399) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %970 = "stablehlo.reshape"(%969) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %971 = "stablehlo.reshape"(%970) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %972 = "stablehlo.dot_general"(%958, %408) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %973 = "stablehlo.transpose"(%972) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %974 = "stablehlo.dot_general"(%958, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %975 = "stablehlo.add"(%967, %974) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %976 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %977 = "stablehlo.reduce"(%959, %976) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %1398 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1398) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %978 = "stablehlo.reshape"(%977) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %979 = "stablehlo.reshape"(%978) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %980 = "stablehlo.dot_general"(%959, %408) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %981 = "stablehlo.transpose"(%980) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %982 = "stablehlo.dot_general"(%959, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %983 = "stablehlo.add"(%975, %982) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %984 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %985 = "stablehlo.reduce"(%983, %984) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %1397 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1397) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %986 = "stablehlo.reshape"(%985) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %987 = "stablehlo.reshape"(%986) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %988 = "stablehlo.multiply"(%392, %983) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %989 = "stablehlo.multiply"(%983, %404) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %990 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %991 = "stablehlo.multiply"(%990, %988) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %992 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %993 = "stablehlo.reduce"(%991, %992) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %1396 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1396) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %994 = "stablehlo.reshape"(%993) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %995 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %996 = "stablehlo.multiply"(%988, %995) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %997 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %998 = "stablehlo.reduce"(%996, %997) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %1395 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1395) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %999 = "stablehlo.reshape"(%998) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1000 = "stablehlo.reshape"(%994) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1001 = "stablehlo.multiply"(%999, %400) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1002 = "stablehlo.negate"(%989) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1003 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1004 = "stablehlo.reduce"(%1002, %1003) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %1394 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1394) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1005 = "stablehlo.reshape"(%1004) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1006 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1007 = "stablehlo.reduce"(%1001, %1006) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %1393 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1393) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1008 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1009 = "stablehlo.reduce"(%1005, %1008) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %1392 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1392) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1010 = "stablehlo.multiply"(%1007, %388) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1011 = "stablehlo.negate"(%1010) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1012 = "stablehlo.multiply"(%1011, %369) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1013 = "stablehlo.add"(%1009, %1012) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1014 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1015 = "stablehlo.broadcast_in_dim"(%1014) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1016 = "stablehlo.divide"(%1010, %1015) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1017 = "stablehlo.broadcast_in_dim"(%1016) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1018 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1019 = "stablehlo.broadcast_in_dim"(%1018) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1020 = "stablehlo.divide"(%1013, %1019) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1021 = "stablehlo.broadcast_in_dim"(%1020) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1022 = "stablehlo.add"(%989, %1021) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1023 = "stablehlo.multiply"(%1017, %355) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1024 = "stablehlo.add"(%1022, %1023) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1025 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1026 = "stablehlo.reduce"(%1024, %1025) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1391 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1391) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1027 = "stablehlo.reshape"(%1026) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1028 = "stablehlo.reshape"(%1027) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1029 = "stablehlo.dot_general"(%1024, %346) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %1030 = "stablehlo.transpose"(%1029) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %1031 = "stablehlo.dot_general"(%1024, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %1032 = "stablehlo.multiply"(%337, %1031) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1033 = "stablehlo.multiply"(%1031, %342) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1034 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %1035 = "stablehlo.broadcast_in_dim"(%1034) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1036 = "stablehlo.multiply"(%1035, %1032) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1037 = "stablehlo.multiply"(%1036, %345) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1038 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %1039 = "stablehlo.broadcast_in_dim"(%1038) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1040 = "stablehlo.multiply"(%1037, %1039) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1041 = "stablehlo.negate"(%1040) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1042 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1043 = "stablehlo.broadcast_in_dim"(%1042) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1044 = "stablehlo.multiply"(%1043, %1033) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1045 = "stablehlo.add"(%1041, %1044) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1046 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1047 = "stablehlo.reduce"(%1045, %1046) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1390 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1390) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1048 = "stablehlo.reshape"(%1047) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1049 = "stablehlo.reshape"(%1048) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1050 = "stablehlo.dot_general"(%1045, %330) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1051 = "stablehlo.transpose"(%1050) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %1052 = "stablehlo.dot_general"(%1045, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %1053 = "stablehlo.add"(%1024, %1052) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1054 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1055 = "stablehlo.reduce"(%1053, %1054) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1389 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1389) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1056 = "stablehlo.reshape"(%1055) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1057 = "stablehlo.reshape"(%1056) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1058 = "stablehlo.multiply"(%314, %1053) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1059 = "stablehlo.multiply"(%1053, %326) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1060 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1061 = "stablehlo.multiply"(%1060, %1058) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1062 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1063 = "stablehlo.reduce"(%1061, %1062) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1388 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1388) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1064 = "stablehlo.reshape"(%1063) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1065 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1066 = "stablehlo.multiply"(%1058, %1065) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1067 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1068 = "stablehlo.reduce"(%1066, %1067) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1387 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1387) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1069 = "stablehlo.reshape"(%1068) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1070 = "stablehlo.reshape"(%1064) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1071 = "stablehlo.multiply"(%1069, %322) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1072 = "stablehlo.negate"(%1059) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1073 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1074 = "stablehlo.reduce"(%1072, %1073) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1386 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1386) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1075 = "stablehlo.reshape"(%1074) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1076 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1077 = "stablehlo.reduce"(%1071, %1076) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1385 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1385) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1078 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1079 = "stablehlo.reduce"(%1075, %1078) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1384 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1384) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1080 = "stablehlo.multiply"(%1077, %310) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1081 = "stablehlo.negate"(%1080) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1082 = "stablehlo.multiply"(%1081, %291) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1083 = "stablehlo.add"(%1079, %1082) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1084 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1085 = "stablehlo.broadcast_in_dim"(%1084) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1086 = "stablehlo.divide"(%1080, %1085) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1087 = "stablehlo.broadcast_in_dim"(%1086) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1088 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1089 = "stablehlo.broadcast_in_dim"(%1088) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1090 = "stablehlo.divide"(%1083, %1089) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1091 = "stablehlo.broadcast_in_dim"(%1090) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1092 = "stablehlo.add"(%1059, %1091) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1093 = "stablehlo.multiply"(%1087, %277) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1094 = "stablehlo.add"(%1092, %1093) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1095 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1096 = "stablehlo.reduce"(%1094, %1095) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %1383 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1383) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1097 = "stablehlo.reshape"(%1096) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1098 = "stablehlo.reshape"(%1097) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1099 = "stablehlo.dot_general"(%1094, %268) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1100 = "stablehlo.transpose"(%1099) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1101 = "stablehlo.dot_general"(%1094, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1102 = "stablehlo.reshape"(%1101) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %1103 = "stablehlo.transpose"(%1102) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1104 = "stablehlo.dot_general"(%1103, %225) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1105 = "stablehlo.dot_general"(%1103, %265) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1106 = "stablehlo.transpose"(%1105) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1107 = "stablehlo.transpose"(%1104) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1108 = "stablehlo.convert"(%1107) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1109 = "stablehlo.convert"(%210) : (tensor<4xi32>) -> tensor<4xf32>
    %1110 = "stablehlo.dot_general"(%1108, %1109) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4xf32>) -> tensor<4x4x8x8xf32>
    %1111 = "stablehlo.transpose"(%1110) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1112 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1113 = "stablehlo.multiply"(%1111, %1112) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1114 = "stablehlo.multiply"(%1113, %252) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1115 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1116 = "stablehlo.reduce"(%1114, %1115) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %1382 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1382) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1117 = "stablehlo.reshape"(%1116) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %1118 = "stablehlo.negate"(%1117) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %1119 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1120 = "stablehlo.divide"(%1111, %1119) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1121 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1122 = "stablehlo.reduce"(%1118, %1121) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %1381 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1381) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1123 = "stablehlo.broadcast_in_dim"(%1122) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1124 = "stablehlo.add"(%1120, %1123) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1125 = "stablehlo.multiply"(%1124, %252) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1126 = "stablehlo.dot_general"(%1125, %240) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1127 = "stablehlo.transpose"(%1126) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1128 = "stablehlo.dot_general"(%1125, %224) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1129 = "stablehlo.transpose"(%1128) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1130 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %1131 = "stablehlo.divide"(%1129, %1130) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %1132 = "stablehlo.reshape"(%1106) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1133 = "stablehlo.reshape"(%1127) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1134 = "stablehlo.reshape"(%1131) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1136 = "stablehlo.reduce"(%1132, %1135) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %1380 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1380) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1137 = "stablehlo.reshape"(%1136) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1138 = "stablehlo.reshape"(%1137) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1139 = "stablehlo.dot_general"(%1132, %208) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1140 = "stablehlo.transpose"(%1139) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1141 = "stablehlo.dot_general"(%1132, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1142 = "stablehlo.add"(%1094, %1141) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1143 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1144 = "stablehlo.reduce"(%1133, %1143) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %1379 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1379) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1145 = "stablehlo.reshape"(%1144) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1146 = "stablehlo.reshape"(%1145) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1147 = "stablehlo.dot_general"(%1133, %208) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1148 = "stablehlo.transpose"(%1147) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1149 = "stablehlo.dot_general"(%1133, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1150 = "stablehlo.add"(%1142, %1149) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1151 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1152 = "stablehlo.reduce"(%1134, %1151) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %1378 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1378) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1153 = "stablehlo.reshape"(%1152) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1154 = "stablehlo.reshape"(%1153) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1155 = "stablehlo.dot_general"(%1134, %208) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1156 = "stablehlo.transpose"(%1155) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1157 = "stablehlo.dot_general"(%1134, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1158 = "stablehlo.add"(%1150, %1157) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1159 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1160 = "stablehlo.reduce"(%1158, %1159) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %1377 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1377) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1161 = "stablehlo.reshape"(%1160) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1162 = "stablehlo.reshape"(%1161) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1163 = "stablehlo.multiply"(%192, %1158) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1164 = "stablehlo.multiply"(%1158, %204) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1165 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1166 = "stablehlo.multiply"(%1165, %1163) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1168 = "stablehlo.reduce"(%1166, %1167) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %1376 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1376) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1169 = "stablehlo.reshape"(%1168) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1170 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1171 = "stablehlo.multiply"(%1163, %1170) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1172 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1173 = "stablehlo.reduce"(%1171, %1172) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %1375 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1375) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1174 = "stablehlo.reshape"(%1173) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1175 = "stablehlo.reshape"(%1169) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1176 = "stablehlo.multiply"(%1174, %200) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1177 = "stablehlo.negate"(%1164) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1179 = "stablehlo.reduce"(%1177, %1178) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %1374 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1374) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1180 = "stablehlo.reshape"(%1179) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1181 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1182 = "stablehlo.reduce"(%1176, %1181) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %1373 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1373) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1184 = "stablehlo.reduce"(%1180, %1183) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %1372 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1372) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1185 = "stablehlo.multiply"(%1182, %188) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1186 = "stablehlo.negate"(%1185) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1187 = "stablehlo.multiply"(%1186, %169) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1188 = "stablehlo.add"(%1184, %1187) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1189 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1190 = "stablehlo.broadcast_in_dim"(%1189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1191 = "stablehlo.divide"(%1185, %1190) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1192 = "stablehlo.broadcast_in_dim"(%1191) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1193 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1194 = "stablehlo.broadcast_in_dim"(%1193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1195 = "stablehlo.divide"(%1188, %1194) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1196 = "stablehlo.broadcast_in_dim"(%1195) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1197 = "stablehlo.add"(%1164, %1196) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1198 = "stablehlo.multiply"(%1192, %155) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1199 = "stablehlo.add"(%1197, %1198) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1200 = "func.call"(%149#1, %1199) <{callee = @_take_6}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<2x32xf32>
    %1201 = "func.call"(%148#1, %1199) <{callee = @_take_7}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<8x32xf32>
    %1202 = "func.call"(%147#1, %1199) <{callee = @_take_8}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1203 = "stablehlo.add"(%746, %1202) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1204 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1205 = "stablehlo.broadcast_in_dim"(%1204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1206 = "stablehlo.multiply"(%1205, %1162) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1207 = "stablehlo.subtract"(%arg46, %1206) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1208 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1209 = "stablehlo.broadcast_in_dim"(%1208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1210 = "stablehlo.multiply"(%1209, %1175) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1211 = "stablehlo.subtract"(%arg47, %1210) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1212 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1213 = "stablehlo.broadcast_in_dim"(%1212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %1214 = "stablehlo.multiply"(%1213, %1201) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1215 = "stablehlo.subtract"(%arg48, %1214) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1216 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1217 = "stablehlo.broadcast_in_dim"(%1216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32xf32>
    %1218 = "stablehlo.multiply"(%1217, %1200) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %1219 = "stablehlo.subtract"(%arg49, %1218) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %1220 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1221 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1222 = "stablehlo.multiply"(%1221, %1203) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1223 = "stablehlo.subtract"(%arg50, %1222) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1224 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1225 = "stablehlo.broadcast_in_dim"(%1224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1226 = "stablehlo.multiply"(%1225, %1057) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1227 = "stablehlo.subtract"(%arg51, %1226) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1228 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1229 = "stablehlo.broadcast_in_dim"(%1228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1230 = "stablehlo.multiply"(%1229, %1070) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1231 = "stablehlo.subtract"(%arg52, %1230) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1232 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1233 = "stablehlo.broadcast_in_dim"(%1232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1234 = "stablehlo.multiply"(%1233, %1098) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1235 = "stablehlo.subtract"(%arg53, %1234) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1236 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1237 = "stablehlo.broadcast_in_dim"(%1236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1238 = "stablehlo.multiply"(%1237, %1100) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1239 = "stablehlo.subtract"(%arg54, %1238) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1240 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1241 = "stablehlo.broadcast_in_dim"(%1240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1242 = "stablehlo.multiply"(%1241, %1146) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1243 = "stablehlo.subtract"(%arg55, %1242) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1244 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1245 = "stablehlo.broadcast_in_dim"(%1244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1246 = "stablehlo.multiply"(%1245, %1148) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1247 = "stablehlo.subtract"(%arg56, %1246) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1248 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1249 = "stablehlo.broadcast_in_dim"(%1248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1250 = "stablehlo.multiply"(%1249, %1154) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1251 = "stablehlo.subtract"(%arg57, %1250) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1252 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1253 = "stablehlo.broadcast_in_dim"(%1252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1254 = "stablehlo.multiply"(%1253, %1156) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1255 = "stablehlo.subtract"(%arg58, %1254) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1256 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1257 = "stablehlo.broadcast_in_dim"(%1256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1258 = "stablehlo.multiply"(%1257, %1138) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1259 = "stablehlo.subtract"(%arg59, %1258) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1260 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1262 = "stablehlo.multiply"(%1261, %1140) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1263 = "stablehlo.subtract"(%arg60, %1262) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1264 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1265 = "stablehlo.broadcast_in_dim"(%1264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1266 = "stablehlo.multiply"(%1265, %1049) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1267 = "stablehlo.subtract"(%arg61, %1266) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1268 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1269 = "stablehlo.broadcast_in_dim"(%1268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1270 = "stablehlo.multiply"(%1269, %1051) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1271 = "stablehlo.subtract"(%arg62, %1270) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1272 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1273 = "stablehlo.broadcast_in_dim"(%1272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1274 = "stablehlo.multiply"(%1273, %987) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1275 = "stablehlo.subtract"(%arg63, %1274) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1276 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1277 = "stablehlo.broadcast_in_dim"(%1276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1278 = "stablehlo.multiply"(%1277, %1000) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1279 = "stablehlo.subtract"(%arg64, %1278) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1280 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1281 = "stablehlo.broadcast_in_dim"(%1280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1282 = "stablehlo.multiply"(%1281, %1028) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1283 = "stablehlo.subtract"(%arg65, %1282) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1284 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1285 = "stablehlo.broadcast_in_dim"(%1284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1286 = "stablehlo.multiply"(%1285, %1030) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1287 = "stablehlo.subtract"(%arg66, %1286) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1288 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1289 = "stablehlo.broadcast_in_dim"(%1288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1290 = "stablehlo.multiply"(%1289, %882) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1291 = "stablehlo.subtract"(%arg67, %1290) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1292 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1293 = "stablehlo.broadcast_in_dim"(%1292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1294 = "stablehlo.multiply"(%1293, %895) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1295 = "stablehlo.subtract"(%arg68, %1294) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1296 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1297 = "stablehlo.broadcast_in_dim"(%1296) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1298 = "stablehlo.multiply"(%1297, %923) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1299 = "stablehlo.subtract"(%arg69, %1298) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1300 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1301 = "stablehlo.broadcast_in_dim"(%1300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1302 = "stablehlo.multiply"(%1301, %925) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1303 = "stablehlo.subtract"(%arg70, %1302) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1304 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1305 = "stablehlo.broadcast_in_dim"(%1304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1306 = "stablehlo.multiply"(%1305, %971) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1307 = "stablehlo.subtract"(%arg71, %1306) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1308 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1309 = "stablehlo.broadcast_in_dim"(%1308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1310 = "stablehlo.multiply"(%1309, %973) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1311 = "stablehlo.subtract"(%arg72, %1310) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1312 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1313 = "stablehlo.broadcast_in_dim"(%1312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1314 = "stablehlo.multiply"(%1313, %979) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1315 = "stablehlo.subtract"(%arg73, %1314) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1316 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1317 = "stablehlo.broadcast_in_dim"(%1316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1318 = "stablehlo.multiply"(%1317, %981) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1319 = "stablehlo.subtract"(%arg74, %1318) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1320 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1321 = "stablehlo.broadcast_in_dim"(%1320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1322 = "stablehlo.multiply"(%1321, %963) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1323 = "stablehlo.subtract"(%arg75, %1322) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1324 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1325 = "stablehlo.broadcast_in_dim"(%1324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1326 = "stablehlo.multiply"(%1325, %965) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1327 = "stablehlo.subtract"(%arg76, %1326) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1328 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1329 = "stablehlo.broadcast_in_dim"(%1328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1330 = "stablehlo.multiply"(%1329, %874) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1331 = "stablehlo.subtract"(%arg77, %1330) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1332 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1333 = "stablehlo.broadcast_in_dim"(%1332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1334 = "stablehlo.multiply"(%1333, %876) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1335 = "stablehlo.subtract"(%arg78, %1334) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1336 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1337 = "stablehlo.broadcast_in_dim"(%1336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1338 = "stablehlo.multiply"(%1337, %812) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1339 = "stablehlo.subtract"(%arg79, %1338) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1340 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1341 = "stablehlo.broadcast_in_dim"(%1340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1342 = "stablehlo.multiply"(%1341, %825) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1343 = "stablehlo.subtract"(%arg80, %1342) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1344 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1345 = "stablehlo.broadcast_in_dim"(%1344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1346 = "stablehlo.multiply"(%1345, %853) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1347 = "stablehlo.subtract"(%arg81, %1346) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1348 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1349 = "stablehlo.broadcast_in_dim"(%1348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1350 = "stablehlo.multiply"(%1349, %855) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1351 = "stablehlo.subtract"(%arg82, %1350) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1352 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1353 = "stablehlo.broadcast_in_dim"(%1352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1354 = "stablehlo.multiply"(%1353, %742) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1355 = "stablehlo.subtract"(%arg83, %1354) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1356 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1357 = "stablehlo.broadcast_in_dim"(%1356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1358 = "stablehlo.multiply"(%1357, %750) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1359 = "stablehlo.subtract"(%arg84, %1358) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1360 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1361 = "stablehlo.broadcast_in_dim"(%1360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1362 = "stablehlo.multiply"(%1361, %763) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1363 = "stablehlo.subtract"(%arg85, %1362) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1364 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1365 = "stablehlo.broadcast_in_dim"(%1364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1366 = "stablehlo.multiply"(%1365, %805) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1367 = "stablehlo.subtract"(%arg86, %1366) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1368 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1369 = "stablehlo.broadcast_in_dim"(%1368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1370 = "stablehlo.multiply"(%1369, %807) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1371 = "stablehlo.subtract"(%arg87, %1370) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    "func.return"(%720, %1207, %1211, %1215, %1219, %1223, %1227, %1231, %1235, %1239, %1243, %1247, %1251, %1255, %1259, %1263, %1267, %1271, %1275, %1279, %1283, %1287, %1291, %1295, %1299, %1303, %1307, %1311, %1315, %1319, %1323, %1327, %1331, %1335, %1339, %1343, %1347, %1351, %1355, %1359, %1363, %1367, %1371) : (tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>) -> ()
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<8x32xf32>, %arg36: tensor<4x8xi32>):
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
    %107 = "stablehlo.gather"(%arg35, %96) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<8x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %108 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %109 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %111 = "stablehlo.select"(%108, %107, %110) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%111, %96) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take_1", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<2x32xf32>, res_attrs = [{}], sym_name = "_take_6", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<8x32xf32>, res_attrs = [{}], sym_name = "_take_7", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>, res_attrs = [{}], sym_name = "_take_8", sym_visibility = "private"}> ({
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
