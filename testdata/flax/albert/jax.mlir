"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 27 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 28 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<64x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xf32>) -> (tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<64x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16xf32>, tensor<32x16xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['albert']['embeddings']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['embeddings']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['embeddings']['position_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['albert']['embeddings']['token_type_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['albert']['embeddings']['word_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['attention']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['attention']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['attention']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['attention']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['attention']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['attention']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['attention']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['ffn']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['ffn']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['ffn_output']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['ffn_output']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['full_layer_layer_norm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['encoder']['albert_layer_groups']['0']['albert_layers']['0']['full_layer_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['encoder']['embedding_hidden_mapping_in']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['albert']['encoder']['embedding_hidden_mapping_in']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['predictions']['LayerNorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['predictions']['LayerNorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['predictions']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['predictions']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['predictions']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<8x16xf32>, %arg49: tensor<2x16xf32>, %arg50: tensor<64x16xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32x32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32x32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32x32xf32>, %arg61: tensor<64xf32>, %arg62: tensor<32x64xf32>, %arg63: tensor<32xf32>, %arg64: tensor<64x32xf32>, %arg65: tensor<32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<16x32xf32>, %arg69: tensor<16xf32>, %arg70: tensor<16xf32>, %arg71: tensor<64xf32>, %arg72: tensor<16xf32>, %arg73: tensor<32x16xf32>, %arg74: tensor<4x8xi32>, %arg75: tensor<4x8xi32>, %arg76: tensor<4x8xf32>):
    %138 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %140 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<4x8xi32>
    %142 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %144:2 = "func.call"(%arg50, %arg74) <{callee = @_take}> : (tensor<64x16xf32>, tensor<4x8xi32>) -> (tensor<4x8x16xf32>, tensor<4x8x1xi32>)
    %145:2 = "func.call"(%arg48, %141) <{callee = @_take_0}> : (tensor<8x16xf32>, tensor<4x8xi32>) -> (tensor<4x8x16xf32>, tensor<4x8x1xi32>)
    %146:2 = "func.call"(%arg49, %139) <{callee = @_take_1}> : (tensor<2x16xf32>, tensor<4x8xi32>) -> (tensor<4x8x16xf32>, tensor<4x8x1xi32>)
    %147 = "stablehlo.add"(%144#0, %146#0) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %148 = "stablehlo.add"(%147, %145#0) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %149 = "chlo.square"(%148) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %150 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %152 = "stablehlo.multiply"(%151, %148) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %153 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.reduce"(%148, %153) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg227: tensor<f32>, %arg228: tensor<f32>):
      %1438 = "stablehlo.add"(%arg227, %arg228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1438) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %155 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %157 = "stablehlo.divide"(%154, %156) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.reduce"(%149, %158) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg225: tensor<f32>, %arg226: tensor<f32>):
      %1437 = "stablehlo.add"(%arg225, %arg226) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1437) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %160 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %162 = "stablehlo.divide"(%159, %161) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %163 = "chlo.square"(%157) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %164 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %166 = "stablehlo.multiply"(%165, %157) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %167 = "stablehlo.subtract"(%162, %163) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %170 = "stablehlo.maximum"(%169, %167) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %171 = "stablehlo.compare"(%167, %170) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %172 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %174 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %176 = "stablehlo.select"(%171, %173, %175) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %177 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %179 = "stablehlo.compare"(%178, %170) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %180 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %182 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %184 = "stablehlo.select"(%179, %181, %183) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %185 = "stablehlo.divide"(%176, %184) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %186 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %187 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %188 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %189 = "stablehlo.subtract"(%148, %188) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %190 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %192 = "stablehlo.add"(%187, %191) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %193 = "stablehlo.rsqrt"(%192) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %194 = "stablehlo.divide"(%193, %192) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %195 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %197 = "stablehlo.multiply"(%196, %194) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %198 = "stablehlo.reshape"(%arg47) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %199 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %200 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %201 = "stablehlo.multiply"(%199, %200) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %202 = "stablehlo.multiply"(%189, %201) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %203 = "stablehlo.reshape"(%arg46) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %205 = "stablehlo.add"(%202, %204) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %206 = "stablehlo.dot_general"(%205, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<16x32xf32>) -> tensor<4x8x32xf32>
    %207 = "stablehlo.reshape"(%arg67) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %209 = "stablehlo.add"(%206, %208) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %210 = "stablehlo.dot_general"(%209, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %211 = "stablehlo.reshape"(%arg57) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %213 = "stablehlo.add"(%210, %212) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %214 = "stablehlo.reshape"(%213) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %215 = "stablehlo.dot_general"(%209, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %216 = "stablehlo.reshape"(%arg59) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %218 = "stablehlo.add"(%215, %217) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %219 = "stablehlo.reshape"(%218) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %220 = "stablehlo.dot_general"(%209, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %221 = "stablehlo.reshape"(%arg55) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %223 = "stablehlo.add"(%220, %222) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %224 = "stablehlo.reshape"(%223) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %225 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %226 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1x8xi32>
    %228 = "stablehlo.compare"(%225, %227) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x1x8xi32>, tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xi1>
    %229 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %231 = "stablehlo.convert"(%230) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %232 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %234 = "stablehlo.select"(%228, %231, %233) : (tensor<4x1x1x8xi1>, tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %235 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.sqrt"(%235) : (tensor<f32>) -> tensor<f32>
    %237 = "stablehlo.convert"(%236) : (tensor<f32>) -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %239 = "stablehlo.divide"(%214, %238) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %240 = "stablehlo.dot_general"(%239, %224) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %241 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %242 = "stablehlo.add"(%240, %241) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %243 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.reduce"(%242, %243) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg223: tensor<f32>, %arg224: tensor<f32>):
      %1436 = "stablehlo.maximum"(%arg223, %arg224) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1436) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %245 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %247 = "stablehlo.maximum"(%246, %244) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %250 = "stablehlo.subtract"(%242, %249) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %251 = "stablehlo.exponential"(%250) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg221: tensor<f32>, %arg222: tensor<f32>):
      %1435 = "stablehlo.add"(%arg221, %arg222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1435) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %256 = "stablehlo.divide"(%251, %255) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %257 = "stablehlo.multiply"(%254, %254) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %258 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %260 = "stablehlo.divide"(%259, %257) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %261 = "stablehlo.dot_general"(%219, %256) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %262 = "stablehlo.transpose"(%261) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %263 = "stablehlo.reshape"(%262) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %264 = "stablehlo.dot_general"(%263, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %265 = "stablehlo.reshape"(%arg53) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %267 = "stablehlo.add"(%264, %266) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %268 = "stablehlo.add"(%267, %209) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %269 = "chlo.square"(%268) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %270 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %272 = "stablehlo.multiply"(%271, %268) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %273 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.reduce"(%268, %273) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg219: tensor<f32>, %arg220: tensor<f32>):
      %1434 = "stablehlo.add"(%arg219, %arg220) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1434) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %275 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %277 = "stablehlo.divide"(%274, %276) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %278 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.reduce"(%269, %278) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg217: tensor<f32>, %arg218: tensor<f32>):
      %1433 = "stablehlo.add"(%arg217, %arg218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1433) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %280 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %282 = "stablehlo.divide"(%279, %281) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %283 = "chlo.square"(%277) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %284 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %286 = "stablehlo.multiply"(%285, %277) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %287 = "stablehlo.subtract"(%282, %283) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %288 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %290 = "stablehlo.maximum"(%289, %287) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %291 = "stablehlo.compare"(%287, %290) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %292 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %294 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %296 = "stablehlo.select"(%291, %293, %295) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %297 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %299 = "stablehlo.compare"(%298, %290) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %300 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %302 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %304 = "stablehlo.select"(%299, %301, %303) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %305 = "stablehlo.divide"(%296, %304) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %306 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %307 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %308 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %309 = "stablehlo.subtract"(%268, %308) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %310 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %312 = "stablehlo.add"(%307, %311) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %313 = "stablehlo.rsqrt"(%312) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %314 = "stablehlo.divide"(%313, %312) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %315 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %317 = "stablehlo.multiply"(%316, %314) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %318 = "stablehlo.reshape"(%arg52) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %319 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %320 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %321 = "stablehlo.multiply"(%319, %320) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %322 = "stablehlo.multiply"(%309, %321) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %323 = "stablehlo.reshape"(%arg51) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %325 = "stablehlo.add"(%322, %324) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %326 = "stablehlo.dot_general"(%325, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %327 = "stablehlo.reshape"(%arg61) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %329 = "stablehlo.add"(%326, %328) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %330 = "stablehlo.multiply"(%329, %329) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %331 = "stablehlo.multiply"(%330, %329) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %332 = "stablehlo.multiply"(%329, %329) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %333 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %335 = "stablehlo.multiply"(%334, %332) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %336 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %338 = "stablehlo.multiply"(%337, %331) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %339 = "stablehlo.add"(%329, %338) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %340 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %342 = "stablehlo.multiply"(%341, %339) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %343 = "stablehlo.tanh"(%342) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %344 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %346 = "stablehlo.subtract"(%345, %343) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %347 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %349 = "stablehlo.add"(%348, %343) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %350 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %352 = "stablehlo.multiply"(%351, %349) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %353 = "stablehlo.multiply"(%329, %352) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %354 = "stablehlo.dot_general"(%353, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %355 = "stablehlo.reshape"(%arg63) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %357 = "stablehlo.add"(%354, %356) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %358 = "stablehlo.add"(%357, %325) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %359 = "chlo.square"(%358) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %360 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %362 = "stablehlo.multiply"(%361, %358) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %363 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.reduce"(%358, %363) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg215: tensor<f32>, %arg216: tensor<f32>):
      %1432 = "stablehlo.add"(%arg215, %arg216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1432) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %365 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %367 = "stablehlo.divide"(%364, %366) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %368 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.reduce"(%359, %368) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg213: tensor<f32>, %arg214: tensor<f32>):
      %1431 = "stablehlo.add"(%arg213, %arg214) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1431) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %370 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %372 = "stablehlo.divide"(%369, %371) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %373 = "chlo.square"(%367) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %374 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %376 = "stablehlo.multiply"(%375, %367) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %377 = "stablehlo.subtract"(%372, %373) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %378 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %380 = "stablehlo.maximum"(%379, %377) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %381 = "stablehlo.compare"(%377, %380) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %382 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %384 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %386 = "stablehlo.select"(%381, %383, %385) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %387 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %389 = "stablehlo.compare"(%388, %380) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %390 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %392 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %394 = "stablehlo.select"(%389, %391, %393) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %395 = "stablehlo.divide"(%386, %394) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %396 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %397 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %398 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %399 = "stablehlo.subtract"(%358, %398) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %400 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %402 = "stablehlo.add"(%397, %401) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %403 = "stablehlo.rsqrt"(%402) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %404 = "stablehlo.divide"(%403, %402) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %405 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %407 = "stablehlo.multiply"(%406, %404) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %408 = "stablehlo.reshape"(%arg66) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %409 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %410 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %411 = "stablehlo.multiply"(%409, %410) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %412 = "stablehlo.multiply"(%399, %411) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %413 = "stablehlo.reshape"(%arg65) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %415 = "stablehlo.add"(%412, %414) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %416 = "stablehlo.dot_general"(%415, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %417 = "stablehlo.reshape"(%arg57) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %419 = "stablehlo.add"(%416, %418) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %420 = "stablehlo.reshape"(%419) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %421 = "stablehlo.dot_general"(%415, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %422 = "stablehlo.reshape"(%arg59) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %424 = "stablehlo.add"(%421, %423) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %425 = "stablehlo.reshape"(%424) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %426 = "stablehlo.dot_general"(%415, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %427 = "stablehlo.reshape"(%arg55) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %429 = "stablehlo.add"(%426, %428) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %430 = "stablehlo.reshape"(%429) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %431 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %432 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1x8xi32>
    %434 = "stablehlo.compare"(%431, %433) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x1x8xi32>, tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xi1>
    %435 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %437 = "stablehlo.convert"(%436) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %438 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %440 = "stablehlo.select"(%434, %437, %439) : (tensor<4x1x1x8xi1>, tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %441 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %442 = "stablehlo.sqrt"(%441) : (tensor<f32>) -> tensor<f32>
    %443 = "stablehlo.convert"(%442) : (tensor<f32>) -> tensor<f32>
    %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %445 = "stablehlo.divide"(%420, %444) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %446 = "stablehlo.dot_general"(%445, %430) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %447 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %448 = "stablehlo.add"(%446, %447) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %449 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %450 = "stablehlo.reduce"(%448, %449) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg211: tensor<f32>, %arg212: tensor<f32>):
      %1430 = "stablehlo.maximum"(%arg211, %arg212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1430) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %451 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %453 = "stablehlo.maximum"(%452, %450) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %456 = "stablehlo.subtract"(%448, %455) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %457 = "stablehlo.exponential"(%456) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %458 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %459 = "stablehlo.reduce"(%457, %458) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg209: tensor<f32>, %arg210: tensor<f32>):
      %1429 = "stablehlo.add"(%arg209, %arg210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1429) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %462 = "stablehlo.divide"(%457, %461) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %463 = "stablehlo.multiply"(%460, %460) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %464 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %466 = "stablehlo.divide"(%465, %463) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %467 = "stablehlo.dot_general"(%425, %462) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %468 = "stablehlo.transpose"(%467) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %469 = "stablehlo.reshape"(%468) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %470 = "stablehlo.dot_general"(%469, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %471 = "stablehlo.reshape"(%arg53) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %473 = "stablehlo.add"(%470, %472) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %474 = "stablehlo.add"(%473, %415) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %475 = "chlo.square"(%474) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %476 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %478 = "stablehlo.multiply"(%477, %474) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %479 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %480 = "stablehlo.reduce"(%474, %479) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg207: tensor<f32>, %arg208: tensor<f32>):
      %1428 = "stablehlo.add"(%arg207, %arg208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1428) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %481 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %483 = "stablehlo.divide"(%480, %482) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %484 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.reduce"(%475, %484) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg205: tensor<f32>, %arg206: tensor<f32>):
      %1427 = "stablehlo.add"(%arg205, %arg206) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1427) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %486 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %488 = "stablehlo.divide"(%485, %487) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %489 = "chlo.square"(%483) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %490 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %492 = "stablehlo.multiply"(%491, %483) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %493 = "stablehlo.subtract"(%488, %489) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %494 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %496 = "stablehlo.maximum"(%495, %493) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %497 = "stablehlo.compare"(%493, %496) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %498 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %500 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %501 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %502 = "stablehlo.select"(%497, %499, %501) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %503 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %504 = "stablehlo.broadcast_in_dim"(%503) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %505 = "stablehlo.compare"(%504, %496) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %506 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %507 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %508 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %510 = "stablehlo.select"(%505, %507, %509) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %511 = "stablehlo.divide"(%502, %510) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %512 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %513 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %514 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %515 = "stablehlo.subtract"(%474, %514) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %516 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %518 = "stablehlo.add"(%513, %517) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %519 = "stablehlo.rsqrt"(%518) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %520 = "stablehlo.divide"(%519, %518) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %521 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %523 = "stablehlo.multiply"(%522, %520) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %524 = "stablehlo.reshape"(%arg52) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %525 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %526 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %527 = "stablehlo.multiply"(%525, %526) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %528 = "stablehlo.multiply"(%515, %527) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %529 = "stablehlo.reshape"(%arg51) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %531 = "stablehlo.add"(%528, %530) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %532 = "stablehlo.dot_general"(%531, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %533 = "stablehlo.reshape"(%arg61) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %535 = "stablehlo.add"(%532, %534) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %536 = "stablehlo.multiply"(%535, %535) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %537 = "stablehlo.multiply"(%536, %535) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %538 = "stablehlo.multiply"(%535, %535) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %539 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %541 = "stablehlo.multiply"(%540, %538) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %542 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %544 = "stablehlo.multiply"(%543, %537) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %545 = "stablehlo.add"(%535, %544) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %546 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %548 = "stablehlo.multiply"(%547, %545) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %549 = "stablehlo.tanh"(%548) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %550 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %551 = "stablehlo.broadcast_in_dim"(%550) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %552 = "stablehlo.subtract"(%551, %549) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %553 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %554 = "stablehlo.broadcast_in_dim"(%553) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %555 = "stablehlo.add"(%554, %549) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %556 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %558 = "stablehlo.multiply"(%557, %555) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %559 = "stablehlo.multiply"(%535, %558) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %560 = "stablehlo.dot_general"(%559, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %561 = "stablehlo.reshape"(%arg63) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %562 = "stablehlo.broadcast_in_dim"(%561) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %563 = "stablehlo.add"(%560, %562) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %564 = "stablehlo.add"(%563, %531) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %565 = "chlo.square"(%564) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %566 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %567 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %568 = "stablehlo.multiply"(%567, %564) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %569 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %570 = "stablehlo.reduce"(%564, %569) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg203: tensor<f32>, %arg204: tensor<f32>):
      %1426 = "stablehlo.add"(%arg203, %arg204) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1426) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %571 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %572 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %573 = "stablehlo.divide"(%570, %572) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %574 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %575 = "stablehlo.reduce"(%565, %574) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg201: tensor<f32>, %arg202: tensor<f32>):
      %1425 = "stablehlo.add"(%arg201, %arg202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1425) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %576 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %577 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %578 = "stablehlo.divide"(%575, %577) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %579 = "chlo.square"(%573) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %580 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %581 = "stablehlo.broadcast_in_dim"(%580) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %582 = "stablehlo.multiply"(%581, %573) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %583 = "stablehlo.subtract"(%578, %579) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %584 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %586 = "stablehlo.maximum"(%585, %583) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %587 = "stablehlo.compare"(%583, %586) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %588 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %589 = "stablehlo.broadcast_in_dim"(%588) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %590 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %592 = "stablehlo.select"(%587, %589, %591) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %593 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %594 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %595 = "stablehlo.compare"(%594, %586) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %596 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %597 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %598 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %600 = "stablehlo.select"(%595, %597, %599) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %601 = "stablehlo.divide"(%592, %600) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %602 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %603 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %604 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %605 = "stablehlo.subtract"(%564, %604) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %606 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %607 = "stablehlo.broadcast_in_dim"(%606) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %608 = "stablehlo.add"(%603, %607) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %609 = "stablehlo.rsqrt"(%608) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %610 = "stablehlo.divide"(%609, %608) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %611 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %613 = "stablehlo.multiply"(%612, %610) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %614 = "stablehlo.reshape"(%arg66) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %615 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %616 = "stablehlo.broadcast_in_dim"(%614) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %617 = "stablehlo.multiply"(%615, %616) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %618 = "stablehlo.multiply"(%605, %617) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %619 = "stablehlo.reshape"(%arg65) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %621 = "stablehlo.add"(%618, %620) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %622 = "stablehlo.dot_general"(%621, %arg73) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %623 = "stablehlo.reshape"(%arg72) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %624 = "stablehlo.broadcast_in_dim"(%623) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %625 = "stablehlo.add"(%622, %624) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %626 = "stablehlo.multiply"(%625, %625) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %627 = "stablehlo.multiply"(%626, %625) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %628 = "stablehlo.multiply"(%625, %625) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %629 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %631 = "stablehlo.multiply"(%630, %628) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %632 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %633 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %634 = "stablehlo.multiply"(%633, %627) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %635 = "stablehlo.add"(%625, %634) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %636 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %638 = "stablehlo.multiply"(%637, %635) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %639 = "stablehlo.tanh"(%638) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %640 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %642 = "stablehlo.subtract"(%641, %639) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %643 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %644 = "stablehlo.broadcast_in_dim"(%643) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %645 = "stablehlo.add"(%644, %639) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %646 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %647 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %648 = "stablehlo.multiply"(%647, %645) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %649 = "stablehlo.multiply"(%625, %648) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %650 = "chlo.square"(%649) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %651 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %652 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %653 = "stablehlo.multiply"(%652, %649) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %654 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %655 = "stablehlo.reduce"(%649, %654) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
      %1424 = "stablehlo.add"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1424) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %656 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %658 = "stablehlo.divide"(%655, %657) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %659 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %660 = "stablehlo.reduce"(%650, %659) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
      %1423 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1423) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %661 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %662 = "stablehlo.broadcast_in_dim"(%661) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %663 = "stablehlo.divide"(%660, %662) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %664 = "chlo.square"(%658) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %665 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %666 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %667 = "stablehlo.multiply"(%666, %658) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %668 = "stablehlo.subtract"(%663, %664) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %669 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %670 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %671 = "stablehlo.maximum"(%670, %668) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %672 = "stablehlo.compare"(%668, %671) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %673 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %674 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %675 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %676 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %677 = "stablehlo.select"(%672, %674, %676) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %678 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %679 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %680 = "stablehlo.compare"(%679, %671) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %681 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %682 = "stablehlo.broadcast_in_dim"(%681) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %683 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %685 = "stablehlo.select"(%680, %682, %684) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %686 = "stablehlo.divide"(%677, %685) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %687 = "stablehlo.broadcast_in_dim"(%658) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %688 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %689 = "stablehlo.broadcast_in_dim"(%687) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %690 = "stablehlo.subtract"(%649, %689) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %691 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %692 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %693 = "stablehlo.add"(%688, %692) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %694 = "stablehlo.rsqrt"(%693) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %695 = "stablehlo.divide"(%694, %693) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %696 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %697 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %698 = "stablehlo.multiply"(%697, %695) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %699 = "stablehlo.reshape"(%arg70) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %700 = "stablehlo.broadcast_in_dim"(%694) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %701 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %702 = "stablehlo.multiply"(%700, %701) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %703 = "stablehlo.multiply"(%690, %702) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %704 = "stablehlo.reshape"(%arg69) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %705 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %706 = "stablehlo.add"(%703, %705) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %707 = "stablehlo.transpose"(%arg50) <{permutation = array<i64: 1, 0>}> : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %708 = "stablehlo.dot_general"(%706, %707) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<16x64xf32>) -> tensor<4x8x64xf32>
    %709 = "stablehlo.broadcast_in_dim"(%arg71) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %710 = "stablehlo.broadcast_in_dim"(%709) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %711 = "stablehlo.add"(%708, %710) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %712 = "stablehlo.broadcast_in_dim"(%arg75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %713:2 = "func.call"(%711, %712) <{callee = @take_along_axis}> : (tensor<4x8x64xf32>, tensor<4x8x1xi32>) -> (tensor<4x8x1xf32>, tensor<4x8x1x1xi32>)
    %714 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %715:2 = "func.call"(%713#0, %714) <{callee = @_take_2}> : (tensor<4x8x1xf32>, tensor<i32>) -> (tensor<4x8xf32>, tensor<1xi32>)
    %716 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %717 = "stablehlo.reduce"(%711, %716) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
      %1422 = "stablehlo.maximum"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1422) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %718 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %719 = "stablehlo.broadcast_in_dim"(%718) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %720 = "stablehlo.maximum"(%719, %717) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %721 = "stablehlo.is_finite"(%720) : (tensor<4x8xf32>) -> tensor<4x8xi1>
    %722 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %723 = "stablehlo.broadcast_in_dim"(%722) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %724 = "stablehlo.select"(%721, %720, %723) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %725 = "stablehlo.broadcast_in_dim"(%724) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %726 = "stablehlo.broadcast_in_dim"(%725) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %727 = "stablehlo.subtract"(%711, %726) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %728 = "stablehlo.exponential"(%727) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %729 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %730 = "stablehlo.reduce"(%728, %729) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg193: tensor<f32>, %arg194: tensor<f32>):
      %1421 = "stablehlo.add"(%arg193, %arg194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1421) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %731 = "stablehlo.abs"(%730) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %732 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %733 = "stablehlo.broadcast_in_dim"(%732) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %734 = "stablehlo.compare"(%730, %733) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %735 = "stablehlo.log"(%731) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %736 = "stablehlo.add"(%735, %724) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %737 = "stablehlo.subtract"(%736, %715#0) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %738 = "stablehlo.multiply"(%737, %arg76) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %739 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %740 = "stablehlo.reduce"(%738, %739) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
      %1420 = "stablehlo.add"(%arg191, %arg192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1420) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %741 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %742 = "stablehlo.reduce"(%arg76, %741) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
      %1419 = "stablehlo.add"(%arg189, %arg190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1419) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %743 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %744 = "stablehlo.maximum"(%742, %743) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %745 = "stablehlo.divide"(%740, %744) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %746 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %747 = "stablehlo.divide"(%746, %744) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %748 = "stablehlo.broadcast_in_dim"(%747) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %749 = "stablehlo.multiply"(%748, %arg76) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %750 = "stablehlo.negate"(%749) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %751 = "stablehlo.divide"(%749, %731) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %752 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %753 = "stablehlo.broadcast_in_dim"(%752) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %754 = "stablehlo.select"(%734, %753, %751) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %755 = "stablehlo.select"(%734, %751, %753) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %756 = "stablehlo.negate"(%754) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %757 = "stablehlo.add"(%755, %756) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %758 = "stablehlo.broadcast_in_dim"(%757) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x64xf32>
    %759 = "stablehlo.multiply"(%758, %728) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %760 = "func.call"(%715#1, %750) <{callee = @_take_4}> : (tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %761 = "func.call"(%713#1, %760) <{callee = @take_along_axis_5}> : (tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %762 = "stablehlo.add"(%759, %761) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %763 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %764 = "stablehlo.reduce"(%762, %763) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg187: tensor<f32>, %arg188: tensor<f32>):
      %1418 = "stablehlo.add"(%arg187, %arg188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1418) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %765 = "stablehlo.reshape"(%764) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %766 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %767 = "stablehlo.reduce"(%765, %766) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
      %1417 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1417) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %768 = "stablehlo.dot_general"(%762, %706) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x16xf32>) -> tensor<64x16xf32>
    %769 = "stablehlo.transpose"(%768) <{permutation = array<i64: 1, 0>}> : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %770 = "stablehlo.dot_general"(%762, %707) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<16x64xf32>) -> tensor<4x8x16xf32>
    %771 = "stablehlo.transpose"(%769) <{permutation = array<i64: 1, 0>}> : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %772 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %773 = "stablehlo.reduce"(%770, %772) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
      %1416 = "stablehlo.add"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1416) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %774 = "stablehlo.reshape"(%773) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %775 = "stablehlo.reshape"(%774) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %776 = "stablehlo.multiply"(%690, %770) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %777 = "stablehlo.multiply"(%770, %702) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %778 = "stablehlo.broadcast_in_dim"(%694) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %779 = "stablehlo.multiply"(%778, %776) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %780 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %781 = "stablehlo.reduce"(%779, %780) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
      %1415 = "stablehlo.add"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1415) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %782 = "stablehlo.reshape"(%781) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %783 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %784 = "stablehlo.multiply"(%776, %783) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %785 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %786 = "stablehlo.reduce"(%784, %785) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
      %1414 = "stablehlo.add"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1414) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %787 = "stablehlo.reshape"(%786) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %788 = "stablehlo.reshape"(%782) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %789 = "stablehlo.multiply"(%787, %698) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %790 = "stablehlo.negate"(%777) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %791 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %792 = "stablehlo.reduce"(%790, %791) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %1413 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1413) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %793 = "stablehlo.reshape"(%792) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %794 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %795 = "stablehlo.reduce"(%789, %794) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %1412 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1412) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %796 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %797 = "stablehlo.reduce"(%793, %796) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %1411 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1411) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %798 = "stablehlo.multiply"(%795, %686) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %799 = "stablehlo.negate"(%798) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %800 = "stablehlo.multiply"(%799, %667) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %801 = "stablehlo.add"(%797, %800) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %802 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %803 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %804 = "stablehlo.divide"(%798, %803) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %805 = "stablehlo.broadcast_in_dim"(%804) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %806 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %807 = "stablehlo.broadcast_in_dim"(%806) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %808 = "stablehlo.divide"(%801, %807) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %809 = "stablehlo.broadcast_in_dim"(%808) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %810 = "stablehlo.add"(%777, %809) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %811 = "stablehlo.multiply"(%805, %653) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %812 = "stablehlo.add"(%810, %811) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %813 = "stablehlo.multiply"(%625, %812) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %814 = "stablehlo.multiply"(%812, %648) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %815 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %816 = "stablehlo.broadcast_in_dim"(%815) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %817 = "stablehlo.multiply"(%816, %813) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %818 = "stablehlo.multiply"(%817, %642) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %819 = "stablehlo.multiply"(%818, %639) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %820 = "stablehlo.add"(%818, %819) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %821 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %822 = "stablehlo.broadcast_in_dim"(%821) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %823 = "stablehlo.multiply"(%822, %820) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %824 = "stablehlo.add"(%814, %823) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %825 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %826 = "stablehlo.broadcast_in_dim"(%825) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %827 = "stablehlo.multiply"(%826, %823) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %828 = "stablehlo.multiply"(%827, %631) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %829 = "stablehlo.add"(%824, %828) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %830 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %831 = "stablehlo.reduce"(%829, %830) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %1410 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1410) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %832 = "stablehlo.reshape"(%831) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %833 = "stablehlo.reshape"(%832) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %834 = "stablehlo.dot_general"(%829, %621) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %835 = "stablehlo.transpose"(%834) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %836 = "stablehlo.dot_general"(%829, %arg73) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %837 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %838 = "stablehlo.reduce"(%836, %837) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
      %1409 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1409) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %839 = "stablehlo.reshape"(%838) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %840 = "stablehlo.reshape"(%839) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %841 = "stablehlo.multiply"(%605, %836) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %842 = "stablehlo.multiply"(%836, %617) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %843 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %844 = "stablehlo.multiply"(%843, %841) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %845 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %846 = "stablehlo.reduce"(%844, %845) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %1408 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1408) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %847 = "stablehlo.reshape"(%846) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %848 = "stablehlo.broadcast_in_dim"(%614) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %849 = "stablehlo.multiply"(%841, %848) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %850 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %851 = "stablehlo.reduce"(%849, %850) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %1407 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1407) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %852 = "stablehlo.reshape"(%851) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %853 = "stablehlo.reshape"(%847) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %854 = "stablehlo.multiply"(%852, %613) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %855 = "stablehlo.negate"(%842) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %856 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %857 = "stablehlo.reduce"(%855, %856) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %1406 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1406) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %858 = "stablehlo.reshape"(%857) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %859 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %860 = "stablehlo.reduce"(%854, %859) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1405 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1405) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %861 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %862 = "stablehlo.reduce"(%858, %861) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %1404 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1404) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %863 = "stablehlo.multiply"(%860, %601) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %864 = "stablehlo.negate"(%863) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %865 = "stablehlo.multiply"(%864, %582) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %866 = "stablehlo.add"(%862, %865) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %867 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %868 = "stablehlo.broadcast_in_dim"(%867) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %869 = "stablehlo.divide"(%863, %868) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %870 = "stablehlo.broadcast_in_dim"(%869) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %871 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %872 = "stablehlo.broadcast_in_dim"(%871) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %873 = "stablehlo.divide"(%866, %872) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %874 = "stablehlo.broadcast_in_dim"(%873) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %875 = "stablehlo.add"(%842, %874) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %876 = "stablehlo.multiply"(%870, %568) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %877 = "stablehlo.add"(%875, %876) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %878 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %879 = "stablehlo.reduce"(%877, %878) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %1403 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1403) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %880 = "stablehlo.reshape"(%879) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %881 = "stablehlo.reshape"(%880) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %882 = "stablehlo.dot_general"(%877, %559) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %883 = "stablehlo.transpose"(%882) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %884 = "stablehlo.dot_general"(%877, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %885 = "stablehlo.multiply"(%535, %884) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %886 = "stablehlo.multiply"(%884, %558) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %887 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %888 = "stablehlo.broadcast_in_dim"(%887) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %889 = "stablehlo.multiply"(%888, %885) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %890 = "stablehlo.multiply"(%889, %552) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %891 = "stablehlo.multiply"(%890, %549) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %892 = "stablehlo.add"(%890, %891) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %893 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %894 = "stablehlo.broadcast_in_dim"(%893) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %895 = "stablehlo.multiply"(%894, %892) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %896 = "stablehlo.add"(%886, %895) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %897 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %898 = "stablehlo.broadcast_in_dim"(%897) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %899 = "stablehlo.multiply"(%898, %895) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %900 = "stablehlo.multiply"(%899, %541) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %901 = "stablehlo.add"(%896, %900) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %902 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %903 = "stablehlo.reduce"(%901, %902) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %1402 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1402) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %904 = "stablehlo.reshape"(%903) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %905 = "stablehlo.reshape"(%904) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %906 = "stablehlo.dot_general"(%901, %531) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %907 = "stablehlo.transpose"(%906) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %908 = "stablehlo.dot_general"(%901, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %909 = "stablehlo.add"(%877, %908) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %910 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %911 = "stablehlo.reduce"(%909, %910) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %1401 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1401) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %912 = "stablehlo.reshape"(%911) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %913 = "stablehlo.reshape"(%912) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %914 = "stablehlo.multiply"(%515, %909) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %915 = "stablehlo.multiply"(%909, %527) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %916 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %917 = "stablehlo.multiply"(%916, %914) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %918 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %919 = "stablehlo.reduce"(%917, %918) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %1400 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1400) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %920 = "stablehlo.reshape"(%919) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %921 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %922 = "stablehlo.multiply"(%914, %921) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %923 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %924 = "stablehlo.reduce"(%922, %923) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %1399 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1399) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %925 = "stablehlo.reshape"(%924) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %926 = "stablehlo.reshape"(%920) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %927 = "stablehlo.multiply"(%925, %523) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %928 = "stablehlo.negate"(%915) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %929 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %930 = "stablehlo.reduce"(%928, %929) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %1398 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1398) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %931 = "stablehlo.reshape"(%930) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %932 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %933 = "stablehlo.reduce"(%927, %932) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %1397 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1397) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %934 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %935 = "stablehlo.reduce"(%931, %934) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %1396 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1396) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %936 = "stablehlo.multiply"(%933, %511) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %937 = "stablehlo.negate"(%936) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %938 = "stablehlo.multiply"(%937, %492) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %939 = "stablehlo.add"(%935, %938) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %940 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %941 = "stablehlo.broadcast_in_dim"(%940) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %942 = "stablehlo.divide"(%936, %941) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %943 = "stablehlo.broadcast_in_dim"(%942) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %944 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %945 = "stablehlo.broadcast_in_dim"(%944) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %946 = "stablehlo.divide"(%939, %945) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %947 = "stablehlo.broadcast_in_dim"(%946) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %948 = "stablehlo.add"(%915, %947) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %949 = "stablehlo.multiply"(%943, %478) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %950 = "stablehlo.add"(%948, %949) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %951 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %952 = "stablehlo.reduce"(%950, %951) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %1395 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1395) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %953 = "stablehlo.reshape"(%952) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %954 = "stablehlo.reshape"(%953) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %955 = "stablehlo.dot_general"(%950, %469) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %956 = "stablehlo.transpose"(%955) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %957 = "stablehlo.dot_general"(%950, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %958 = "stablehlo.reshape"(%957) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %959 = "stablehlo.transpose"(%958) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %960 = "stablehlo.dot_general"(%959, %425) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %961 = "stablehlo.dot_general"(%959, %462) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %962 = "stablehlo.transpose"(%961) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %963 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %964 = "stablehlo.multiply"(%960, %963) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %965 = "stablehlo.multiply"(%964, %457) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %966 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %967 = "stablehlo.reduce"(%965, %966) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %1394 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1394) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %968 = "stablehlo.reshape"(%967) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %969 = "stablehlo.negate"(%968) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %970 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %971 = "stablehlo.divide"(%960, %970) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %972 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %973 = "stablehlo.reduce"(%969, %972) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %1393 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1393) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %974 = "stablehlo.broadcast_in_dim"(%973) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %975 = "stablehlo.add"(%971, %974) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %976 = "stablehlo.multiply"(%975, %457) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %977 = "stablehlo.dot_general"(%976, %445) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %978 = "stablehlo.transpose"(%977) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %979 = "stablehlo.dot_general"(%976, %430) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %980 = "stablehlo.transpose"(%979) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %981 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %982 = "stablehlo.divide"(%980, %981) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %983 = "stablehlo.reshape"(%978) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %984 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %985 = "stablehlo.reduce"(%983, %984) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %1392 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1392) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %986 = "stablehlo.reshape"(%985) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %987 = "stablehlo.reshape"(%986) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %988 = "stablehlo.dot_general"(%983, %415) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %989 = "stablehlo.transpose"(%988) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %990 = "stablehlo.dot_general"(%983, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %991 = "stablehlo.add"(%950, %990) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %992 = "stablehlo.reshape"(%962) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %993 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %994 = "stablehlo.reduce"(%992, %993) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %1391 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1391) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %995 = "stablehlo.reshape"(%994) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %996 = "stablehlo.reshape"(%995) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %997 = "stablehlo.dot_general"(%992, %415) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %998 = "stablehlo.transpose"(%997) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %999 = "stablehlo.dot_general"(%992, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1000 = "stablehlo.add"(%991, %999) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1001 = "stablehlo.reshape"(%982) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1002 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1003 = "stablehlo.reduce"(%1001, %1002) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %1390 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1390) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1004 = "stablehlo.reshape"(%1003) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1005 = "stablehlo.reshape"(%1004) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1006 = "stablehlo.dot_general"(%1001, %415) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1007 = "stablehlo.transpose"(%1006) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1008 = "stablehlo.dot_general"(%1001, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1009 = "stablehlo.add"(%1000, %1008) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1010 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1011 = "stablehlo.reduce"(%1009, %1010) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1389 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1389) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1012 = "stablehlo.reshape"(%1011) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1013 = "stablehlo.reshape"(%1012) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1014 = "stablehlo.add"(%840, %1013) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1015 = "stablehlo.multiply"(%399, %1009) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1016 = "stablehlo.multiply"(%1009, %411) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1017 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1018 = "stablehlo.multiply"(%1017, %1015) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1019 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1020 = "stablehlo.reduce"(%1018, %1019) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1388 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1388) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1021 = "stablehlo.reshape"(%1020) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1022 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1023 = "stablehlo.multiply"(%1015, %1022) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1024 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1025 = "stablehlo.reduce"(%1023, %1024) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1387 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1387) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1026 = "stablehlo.reshape"(%1025) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1027 = "stablehlo.reshape"(%1021) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1028 = "stablehlo.add"(%853, %1027) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1029 = "stablehlo.multiply"(%1026, %407) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1030 = "stablehlo.negate"(%1016) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1031 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1032 = "stablehlo.reduce"(%1030, %1031) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1386 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1386) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1033 = "stablehlo.reshape"(%1032) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1034 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1035 = "stablehlo.reduce"(%1029, %1034) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1385 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1385) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1036 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1037 = "stablehlo.reduce"(%1033, %1036) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1384 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1384) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1038 = "stablehlo.multiply"(%1035, %395) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1039 = "stablehlo.negate"(%1038) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1040 = "stablehlo.multiply"(%1039, %376) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1041 = "stablehlo.add"(%1037, %1040) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1042 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1043 = "stablehlo.broadcast_in_dim"(%1042) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1044 = "stablehlo.divide"(%1038, %1043) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1045 = "stablehlo.broadcast_in_dim"(%1044) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1046 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1047 = "stablehlo.broadcast_in_dim"(%1046) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1048 = "stablehlo.divide"(%1041, %1047) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1049 = "stablehlo.broadcast_in_dim"(%1048) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1050 = "stablehlo.add"(%1016, %1049) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1051 = "stablehlo.multiply"(%1045, %362) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1052 = "stablehlo.add"(%1050, %1051) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1053 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1054 = "stablehlo.reduce"(%1052, %1053) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1383 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1383) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1055 = "stablehlo.reshape"(%1054) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1056 = "stablehlo.reshape"(%1055) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1057 = "stablehlo.add"(%881, %1056) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1058 = "stablehlo.dot_general"(%1052, %353) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %1059 = "stablehlo.transpose"(%1058) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %1060 = "stablehlo.add"(%883, %1059) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1061 = "stablehlo.dot_general"(%1052, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %1062 = "stablehlo.multiply"(%329, %1061) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1063 = "stablehlo.multiply"(%1061, %352) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1064 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1065 = "stablehlo.broadcast_in_dim"(%1064) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1066 = "stablehlo.multiply"(%1065, %1062) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1067 = "stablehlo.multiply"(%1066, %346) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1068 = "stablehlo.multiply"(%1067, %343) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1069 = "stablehlo.add"(%1067, %1068) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1070 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %1071 = "stablehlo.broadcast_in_dim"(%1070) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1072 = "stablehlo.multiply"(%1071, %1069) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1073 = "stablehlo.add"(%1063, %1072) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1074 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %1075 = "stablehlo.broadcast_in_dim"(%1074) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %1076 = "stablehlo.multiply"(%1075, %1072) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1077 = "stablehlo.multiply"(%1076, %335) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1078 = "stablehlo.add"(%1073, %1077) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %1079 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1080 = "stablehlo.reduce"(%1078, %1079) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1382 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1382) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1081 = "stablehlo.reshape"(%1080) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1082 = "stablehlo.reshape"(%1081) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1083 = "stablehlo.add"(%905, %1082) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1084 = "stablehlo.dot_general"(%1078, %325) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1085 = "stablehlo.transpose"(%1084) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %1086 = "stablehlo.add"(%907, %1085) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1087 = "stablehlo.dot_general"(%1078, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %1088 = "stablehlo.add"(%1052, %1087) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1089 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1090 = "stablehlo.reduce"(%1088, %1089) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %1381 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1381) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1091 = "stablehlo.reshape"(%1090) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1092 = "stablehlo.reshape"(%1091) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1093 = "stablehlo.add"(%913, %1092) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1094 = "stablehlo.multiply"(%309, %1088) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1095 = "stablehlo.multiply"(%1088, %321) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1097 = "stablehlo.multiply"(%1096, %1094) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1098 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1099 = "stablehlo.reduce"(%1097, %1098) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %1380 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1380) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1100 = "stablehlo.reshape"(%1099) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1101 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1102 = "stablehlo.multiply"(%1094, %1101) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1103 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1104 = "stablehlo.reduce"(%1102, %1103) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %1379 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1379) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1105 = "stablehlo.reshape"(%1104) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1106 = "stablehlo.reshape"(%1100) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1107 = "stablehlo.add"(%926, %1106) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1108 = "stablehlo.multiply"(%1105, %317) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1109 = "stablehlo.negate"(%1095) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1111 = "stablehlo.reduce"(%1109, %1110) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %1378 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1378) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1112 = "stablehlo.reshape"(%1111) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1114 = "stablehlo.reduce"(%1108, %1113) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %1377 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1377) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1115 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1116 = "stablehlo.reduce"(%1112, %1115) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %1376 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1376) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1117 = "stablehlo.multiply"(%1114, %305) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1118 = "stablehlo.negate"(%1117) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1119 = "stablehlo.multiply"(%1118, %286) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1120 = "stablehlo.add"(%1116, %1119) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1121 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1122 = "stablehlo.broadcast_in_dim"(%1121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1123 = "stablehlo.divide"(%1117, %1122) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1124 = "stablehlo.broadcast_in_dim"(%1123) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1125 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1126 = "stablehlo.broadcast_in_dim"(%1125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1127 = "stablehlo.divide"(%1120, %1126) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1128 = "stablehlo.broadcast_in_dim"(%1127) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1129 = "stablehlo.add"(%1095, %1128) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1130 = "stablehlo.multiply"(%1124, %272) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1131 = "stablehlo.add"(%1129, %1130) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1132 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1133 = "stablehlo.reduce"(%1131, %1132) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %1375 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1375) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1134 = "stablehlo.reshape"(%1133) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1135 = "stablehlo.reshape"(%1134) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1136 = "stablehlo.add"(%954, %1135) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1137 = "stablehlo.dot_general"(%1131, %263) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1138 = "stablehlo.transpose"(%1137) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1139 = "stablehlo.add"(%956, %1138) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1140 = "stablehlo.dot_general"(%1131, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1141 = "stablehlo.reshape"(%1140) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %1142 = "stablehlo.transpose"(%1141) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1143 = "stablehlo.dot_general"(%1142, %219) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1144 = "stablehlo.dot_general"(%1142, %256) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1145 = "stablehlo.transpose"(%1144) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1146 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1147 = "stablehlo.multiply"(%1143, %1146) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1148 = "stablehlo.multiply"(%1147, %251) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1149 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1150 = "stablehlo.reduce"(%1148, %1149) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %1374 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1374) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1151 = "stablehlo.reshape"(%1150) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %1152 = "stablehlo.negate"(%1151) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %1153 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1154 = "stablehlo.divide"(%1143, %1153) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1155 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1156 = "stablehlo.reduce"(%1152, %1155) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %1373 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1373) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1157 = "stablehlo.broadcast_in_dim"(%1156) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1158 = "stablehlo.add"(%1154, %1157) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1159 = "stablehlo.multiply"(%1158, %251) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1160 = "stablehlo.dot_general"(%1159, %239) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1161 = "stablehlo.transpose"(%1160) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1162 = "stablehlo.dot_general"(%1159, %224) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1163 = "stablehlo.transpose"(%1162) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1164 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %1165 = "stablehlo.divide"(%1163, %1164) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %1166 = "stablehlo.reshape"(%1161) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1168 = "stablehlo.reduce"(%1166, %1167) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %1372 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1372) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1169 = "stablehlo.reshape"(%1168) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1170 = "stablehlo.reshape"(%1169) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1171 = "stablehlo.add"(%987, %1170) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1172 = "stablehlo.dot_general"(%1166, %209) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1173 = "stablehlo.transpose"(%1172) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1174 = "stablehlo.add"(%989, %1173) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1175 = "stablehlo.dot_general"(%1166, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1176 = "stablehlo.add"(%1131, %1175) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1177 = "stablehlo.reshape"(%1145) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1179 = "stablehlo.reduce"(%1177, %1178) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %1371 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1371) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1180 = "stablehlo.reshape"(%1179) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1181 = "stablehlo.reshape"(%1180) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1182 = "stablehlo.add"(%996, %1181) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1183 = "stablehlo.dot_general"(%1177, %209) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1184 = "stablehlo.transpose"(%1183) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1185 = "stablehlo.add"(%998, %1184) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1186 = "stablehlo.dot_general"(%1177, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1187 = "stablehlo.add"(%1176, %1186) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1188 = "stablehlo.reshape"(%1165) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1189 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1190 = "stablehlo.reduce"(%1188, %1189) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %1370 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1370) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1191 = "stablehlo.reshape"(%1190) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1192 = "stablehlo.reshape"(%1191) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1193 = "stablehlo.add"(%1005, %1192) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1194 = "stablehlo.dot_general"(%1188, %209) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1195 = "stablehlo.transpose"(%1194) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1196 = "stablehlo.add"(%1007, %1195) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1197 = "stablehlo.dot_general"(%1188, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1198 = "stablehlo.add"(%1187, %1197) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1199 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1200 = "stablehlo.reduce"(%1198, %1199) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %1369 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1369) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1201 = "stablehlo.reshape"(%1200) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1202 = "stablehlo.reshape"(%1201) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1203 = "stablehlo.dot_general"(%1198, %205) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x16xf32>) -> tensor<32x16xf32>
    %1204 = "stablehlo.transpose"(%1203) <{permutation = array<i64: 1, 0>}> : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %1205 = "stablehlo.dot_general"(%1198, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<16x32xf32>) -> tensor<4x8x16xf32>
    %1206 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1207 = "stablehlo.reduce"(%1205, %1206) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %1368 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1368) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1208 = "stablehlo.reshape"(%1207) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1209 = "stablehlo.reshape"(%1208) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1210 = "stablehlo.multiply"(%189, %1205) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1211 = "stablehlo.multiply"(%1205, %201) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1212 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %1213 = "stablehlo.multiply"(%1212, %1210) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1214 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1215 = "stablehlo.reduce"(%1213, %1214) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %1367 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1367) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1216 = "stablehlo.reshape"(%1215) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1217 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %1218 = "stablehlo.multiply"(%1210, %1217) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1219 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1220 = "stablehlo.reduce"(%1218, %1219) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %1366 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1366) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1221 = "stablehlo.reshape"(%1220) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1222 = "stablehlo.reshape"(%1216) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1223 = "stablehlo.multiply"(%1221, %197) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1224 = "stablehlo.negate"(%1211) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1226 = "stablehlo.reduce"(%1224, %1225) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %1365 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1365) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1227 = "stablehlo.reshape"(%1226) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1228 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1229 = "stablehlo.reduce"(%1223, %1228) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %1364 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1364) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1230 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1231 = "stablehlo.reduce"(%1227, %1230) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %1363 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1363) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1232 = "stablehlo.multiply"(%1229, %185) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1233 = "stablehlo.negate"(%1232) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1234 = "stablehlo.multiply"(%1233, %166) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1235 = "stablehlo.add"(%1231, %1234) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1236 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1237 = "stablehlo.broadcast_in_dim"(%1236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1238 = "stablehlo.divide"(%1232, %1237) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1239 = "stablehlo.broadcast_in_dim"(%1238) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %1240 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1241 = "stablehlo.broadcast_in_dim"(%1240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1242 = "stablehlo.divide"(%1235, %1241) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1243 = "stablehlo.broadcast_in_dim"(%1242) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %1244 = "stablehlo.add"(%1211, %1243) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1245 = "stablehlo.multiply"(%1239, %152) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1246 = "stablehlo.add"(%1244, %1245) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %1247 = "func.call"(%146#1, %1246) <{callee = @_take_6}> : (tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<2x16xf32>
    %1248 = "func.call"(%145#1, %1246) <{callee = @_take_7}> : (tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<8x16xf32>
    %1249 = "func.call"(%144#1, %1246) <{callee = @_take_8}> : (tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<64x16xf32>
    %1250 = "stablehlo.add"(%771, %1249) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1251 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1252 = "stablehlo.broadcast_in_dim"(%1251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1253 = "stablehlo.multiply"(%1252, %1209) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1254 = "stablehlo.subtract"(%arg46, %1253) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1255 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1256 = "stablehlo.broadcast_in_dim"(%1255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1257 = "stablehlo.multiply"(%1256, %1222) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1258 = "stablehlo.subtract"(%arg47, %1257) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1259 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1260 = "stablehlo.broadcast_in_dim"(%1259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %1261 = "stablehlo.multiply"(%1260, %1248) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %1262 = "stablehlo.subtract"(%arg48, %1261) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %1263 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1264 = "stablehlo.broadcast_in_dim"(%1263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1265 = "stablehlo.multiply"(%1264, %1247) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1266 = "stablehlo.subtract"(%arg49, %1265) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1267 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1268 = "stablehlo.broadcast_in_dim"(%1267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x16xf32>
    %1269 = "stablehlo.multiply"(%1268, %1250) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1270 = "stablehlo.subtract"(%arg50, %1269) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1271 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1272 = "stablehlo.broadcast_in_dim"(%1271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1273 = "stablehlo.multiply"(%1272, %1093) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1274 = "stablehlo.subtract"(%arg51, %1273) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1275 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1276 = "stablehlo.broadcast_in_dim"(%1275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1277 = "stablehlo.multiply"(%1276, %1107) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1278 = "stablehlo.subtract"(%arg52, %1277) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1279 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1280 = "stablehlo.broadcast_in_dim"(%1279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1281 = "stablehlo.multiply"(%1280, %1136) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1282 = "stablehlo.subtract"(%arg53, %1281) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1283 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1284 = "stablehlo.broadcast_in_dim"(%1283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1285 = "stablehlo.multiply"(%1284, %1139) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1286 = "stablehlo.subtract"(%arg54, %1285) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1287 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1288 = "stablehlo.broadcast_in_dim"(%1287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1289 = "stablehlo.multiply"(%1288, %1171) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1290 = "stablehlo.subtract"(%arg55, %1289) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1291 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1292 = "stablehlo.broadcast_in_dim"(%1291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1293 = "stablehlo.multiply"(%1292, %1174) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1294 = "stablehlo.subtract"(%arg56, %1293) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1295 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1296 = "stablehlo.broadcast_in_dim"(%1295) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1297 = "stablehlo.multiply"(%1296, %1193) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1298 = "stablehlo.subtract"(%arg57, %1297) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1299 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1300 = "stablehlo.broadcast_in_dim"(%1299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1301 = "stablehlo.multiply"(%1300, %1196) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1302 = "stablehlo.subtract"(%arg58, %1301) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1303 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1304 = "stablehlo.broadcast_in_dim"(%1303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1305 = "stablehlo.multiply"(%1304, %1182) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1306 = "stablehlo.subtract"(%arg59, %1305) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1307 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1308 = "stablehlo.broadcast_in_dim"(%1307) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1309 = "stablehlo.multiply"(%1308, %1185) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1310 = "stablehlo.subtract"(%arg60, %1309) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1311 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1312 = "stablehlo.broadcast_in_dim"(%1311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1313 = "stablehlo.multiply"(%1312, %1083) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1314 = "stablehlo.subtract"(%arg61, %1313) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1315 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1316 = "stablehlo.broadcast_in_dim"(%1315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1317 = "stablehlo.multiply"(%1316, %1086) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1318 = "stablehlo.subtract"(%arg62, %1317) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1319 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1320 = "stablehlo.broadcast_in_dim"(%1319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1321 = "stablehlo.multiply"(%1320, %1057) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1322 = "stablehlo.subtract"(%arg63, %1321) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1323 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1324 = "stablehlo.broadcast_in_dim"(%1323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1325 = "stablehlo.multiply"(%1324, %1060) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1326 = "stablehlo.subtract"(%arg64, %1325) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1327 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1328 = "stablehlo.broadcast_in_dim"(%1327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1329 = "stablehlo.multiply"(%1328, %1014) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1330 = "stablehlo.subtract"(%arg65, %1329) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1331 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1332 = "stablehlo.broadcast_in_dim"(%1331) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1333 = "stablehlo.multiply"(%1332, %1028) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1334 = "stablehlo.subtract"(%arg66, %1333) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1335 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1336 = "stablehlo.broadcast_in_dim"(%1335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1337 = "stablehlo.multiply"(%1336, %1202) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1338 = "stablehlo.subtract"(%arg67, %1337) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1339 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1340 = "stablehlo.broadcast_in_dim"(%1339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1341 = "stablehlo.multiply"(%1340, %1204) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1342 = "stablehlo.subtract"(%arg68, %1341) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1343 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1344 = "stablehlo.broadcast_in_dim"(%1343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1345 = "stablehlo.multiply"(%1344, %775) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1346 = "stablehlo.subtract"(%arg69, %1345) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1347 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1348 = "stablehlo.broadcast_in_dim"(%1347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1349 = "stablehlo.multiply"(%1348, %788) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1350 = "stablehlo.subtract"(%arg70, %1349) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1351 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1352 = "stablehlo.broadcast_in_dim"(%1351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1353 = "stablehlo.multiply"(%1352, %767) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1354 = "stablehlo.subtract"(%arg71, %1353) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1355 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1356 = "stablehlo.broadcast_in_dim"(%1355) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1357 = "stablehlo.multiply"(%1356, %833) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1358 = "stablehlo.subtract"(%arg72, %1357) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1359 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1360 = "stablehlo.broadcast_in_dim"(%1359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1361 = "stablehlo.multiply"(%1360, %835) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1362 = "stablehlo.subtract"(%arg73, %1361) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    "func.return"(%745, %1254, %1258, %1262, %1266, %1270, %1274, %1278, %1282, %1286, %1290, %1294, %1298, %1302, %1306, %1310, %1314, %1318, %1322, %1326, %1330, %1334, %1338, %1342, %1346, %1350, %1354, %1358, %1362) : (tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<64x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16xf32>, tensor<32x16xf32>) -> ()
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
