"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 27 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 28 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 29 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<96xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<96xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xi32>) -> (tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<96xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<96xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['transformer']['h']['0']['input_layernorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['input_layernorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['dense_4h_to_h']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['dense_4h_to_h']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['dense_h_to_4h']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['dense_h_to_4h']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['post_attention_layernorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['post_attention_layernorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['self_attention']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['self_attention']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['self_attention']['query_key_value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['self_attention']['query_key_value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['input_layernorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['input_layernorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['dense_4h_to_h']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['dense_4h_to_h']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['dense_h_to_4h']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['dense_h_to_4h']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['post_attention_layernorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['post_attention_layernorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['self_attention']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['self_attention']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['self_attention']['query_key_value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['self_attention']['query_key_value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['ln_f']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['ln_f']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['word_embeddings']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['word_embeddings_layernorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['word_embeddings_layernorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<128x32xf32>, %arg38: tensor<128xf32>, %arg39: tensor<32x128xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x32xf32>, %arg44: tensor<96xf32>, %arg45: tensor<32x96xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<128x32xf32>, %arg50: tensor<128xf32>, %arg51: tensor<32x128xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32x32xf32>, %arg56: tensor<96xf32>, %arg57: tensor<32x96xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<64x32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32xf32>, %arg63: tensor<4x8xi32>):
    %87 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %89 = "stablehlo.convert"(%88) : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %90:2 = "func.call"(%arg60, %arg63) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %91 = "chlo.square"(%90#0) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %92 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %94 = "stablehlo.multiply"(%93, %90#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %95 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.reduce"(%90#0, %95) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
      %1302 = "stablehlo.add"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1302) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %97 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %99 = "stablehlo.divide"(%96, %98) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.reduce"(%91, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg194: tensor<f32>, %arg195: tensor<f32>):
      %1301 = "stablehlo.add"(%arg194, %arg195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1301) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %102 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %104 = "stablehlo.divide"(%101, %103) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %105 = "chlo.square"(%99) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %106 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %108 = "stablehlo.multiply"(%107, %99) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %109 = "stablehlo.subtract"(%104, %105) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %112 = "stablehlo.maximum"(%111, %109) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %113 = "stablehlo.compare"(%109, %112) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %114 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %116 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %118 = "stablehlo.select"(%113, %115, %117) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %121 = "stablehlo.compare"(%120, %112) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %122 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %124 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %126 = "stablehlo.select"(%121, %123, %125) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %127 = "stablehlo.divide"(%118, %126) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %128 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %129 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %130 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %131 = "stablehlo.subtract"(%90#0, %130) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %132 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %134 = "stablehlo.add"(%129, %133) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %135 = "stablehlo.rsqrt"(%134) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %136 = "stablehlo.divide"(%135, %134) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %137 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %139 = "stablehlo.multiply"(%138, %136) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %140 = "stablehlo.reshape"(%arg62) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %141 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %142 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %143 = "stablehlo.multiply"(%141, %142) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %144 = "stablehlo.multiply"(%131, %143) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %145 = "stablehlo.reshape"(%arg61) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %147 = "stablehlo.add"(%144, %146) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %148 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf32>
    %149 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %151 = "stablehlo.add"(%150, %148) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %152 = "stablehlo.constant"() <{value = dense<2.500000e-01> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %154 = "stablehlo.power"(%153, %151) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %155 = "func.call"(%89) <{callee = @cumsum}> : (tensor<4x8xi32>) -> tensor<4x8xi32>
    %156 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %158 = "stablehlo.subtract"(%155, %157) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %159 = "stablehlo.multiply"(%158, %89) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x8xi32>) -> tensor<4x1x8xi32>
    %161 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %162 = "stablehlo.convert"(%160) : (tensor<4x1x8xi32>) -> tensor<4x1x8xf32>
    %163 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x1xf32>) -> tensor<1x4x1xf32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4x1xf32>) -> tensor<4x4x8xf32>
    %165 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x8xf32>) -> tensor<4x4x8xf32>
    %166 = "stablehlo.multiply"(%164, %165) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x4x8xf32>) -> tensor<4x4x1x8xf32>
    %168 = "chlo.square"(%147) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %169 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %171 = "stablehlo.multiply"(%170, %147) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %172 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %173 = "stablehlo.reduce"(%147, %172) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg192: tensor<f32>, %arg193: tensor<f32>):
      %1300 = "stablehlo.add"(%arg192, %arg193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1300) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %174 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %176 = "stablehlo.divide"(%173, %175) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %177 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.reduce"(%168, %177) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg190: tensor<f32>, %arg191: tensor<f32>):
      %1299 = "stablehlo.add"(%arg190, %arg191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1299) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %179 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %181 = "stablehlo.divide"(%178, %180) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %182 = "chlo.square"(%176) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %183 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %185 = "stablehlo.multiply"(%184, %176) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %186 = "stablehlo.subtract"(%181, %182) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %187 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %189 = "stablehlo.maximum"(%188, %186) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %190 = "stablehlo.compare"(%186, %189) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %191 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %195 = "stablehlo.select"(%190, %192, %194) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %196 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %198 = "stablehlo.compare"(%197, %189) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %199 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %201 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %203 = "stablehlo.select"(%198, %200, %202) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %204 = "stablehlo.divide"(%195, %203) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %205 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %206 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %207 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %208 = "stablehlo.subtract"(%147, %207) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %209 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %211 = "stablehlo.add"(%206, %210) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %212 = "stablehlo.rsqrt"(%211) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %213 = "stablehlo.divide"(%212, %211) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %214 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %216 = "stablehlo.multiply"(%215, %213) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %217 = "stablehlo.reshape"(%arg35) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %218 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %219 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %220 = "stablehlo.multiply"(%218, %219) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %221 = "stablehlo.multiply"(%208, %220) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %222 = "stablehlo.reshape"(%arg34) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %224 = "stablehlo.add"(%221, %223) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %225 = "stablehlo.dot_general"(%224, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x96xf32>) -> tensor<4x8x96xf32>
    %226 = "stablehlo.reshape"(%arg44) : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x8x96xf32>
    %228 = "stablehlo.add"(%225, %227) : (tensor<4x8x96xf32>, tensor<4x8x96xf32>) -> tensor<4x8x96xf32>
    %229 = "stablehlo.reshape"(%228) : (tensor<4x8x96xf32>) -> tensor<4x8x4x24xf32>
    %230 = "stablehlo.slice"(%229) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x24xf32>) -> tensor<4x8x4x8xf32>
    %231 = "stablehlo.slice"(%229) <{limit_indices = array<i64: 4, 8, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x24xf32>) -> tensor<4x8x4x8xf32>
    %232 = "stablehlo.slice"(%229) <{limit_indices = array<i64: 4, 8, 4, 24>, start_indices = array<i64: 0, 0, 0, 16>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x24xf32>) -> tensor<4x8x4x8xf32>
    %233 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<4x8xi32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %236 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x8xi32>) -> tensor<4x1x8xi32>
    %237 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xi32>) -> tensor<4x8x8xi32>
    %238 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x8xi32>) -> tensor<4x8x8xi32>
    %239 = "stablehlo.compare"(%237, %238) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x8xi32>, tensor<4x8x8xi32>) -> tensor<4x8x8xi1>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<4x8x8xi1>) -> tensor<4x1x8x8xi1>
    %241 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %243 = "stablehlo.convert"(%240) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %244 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %246 = "stablehlo.compare"(%242, %245) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %247 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %249 = "stablehlo.compare"(%243, %248) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %250 = "stablehlo.and"(%246, %249) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %251 = "stablehlo.convert"(%250) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %254 = "stablehlo.compare"(%251, %253) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %255 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %257 = "stablehlo.convert"(%256) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %258 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %260 = "stablehlo.select"(%254, %257, %259) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %262 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x8xf32>) -> tensor<4x4x8x8xf32>
    %263 = "stablehlo.add"(%261, %262) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %264 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.sqrt"(%264) : (tensor<f32>) -> tensor<f32>
    %266 = "stablehlo.convert"(%265) : (tensor<f32>) -> tensor<f32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %268 = "stablehlo.divide"(%230, %267) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %269 = "stablehlo.dot_general"(%268, %231) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %270 = "stablehlo.add"(%269, %263) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %271 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.reduce"(%270, %271) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg188: tensor<f32>, %arg189: tensor<f32>):
      %1298 = "stablehlo.maximum"(%arg188, %arg189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1298) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %273 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %275 = "stablehlo.maximum"(%274, %272) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %278 = "stablehlo.subtract"(%270, %277) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %279 = "stablehlo.exponential"(%278) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %280 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.reduce"(%279, %280) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg186: tensor<f32>, %arg187: tensor<f32>):
      %1297 = "stablehlo.add"(%arg186, %arg187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1297) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %284 = "stablehlo.divide"(%279, %283) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %285 = "stablehlo.multiply"(%282, %282) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %286 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %288 = "stablehlo.divide"(%287, %285) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %289 = "stablehlo.dot_general"(%232, %284) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %290 = "stablehlo.transpose"(%289) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %291 = "stablehlo.reshape"(%290) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %292 = "stablehlo.dot_general"(%291, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %293 = "stablehlo.reshape"(%arg42) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %295 = "stablehlo.add"(%292, %294) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %296 = "stablehlo.add"(%295, %147) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %297 = "chlo.square"(%296) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %298 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %300 = "stablehlo.multiply"(%299, %296) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %301 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.reduce"(%296, %301) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
      %1296 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1296) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %303 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %305 = "stablehlo.divide"(%302, %304) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %306 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.reduce"(%297, %306) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
      %1295 = "stablehlo.add"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1295) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %308 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %310 = "stablehlo.divide"(%307, %309) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %311 = "chlo.square"(%305) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %312 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %314 = "stablehlo.multiply"(%313, %305) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %315 = "stablehlo.subtract"(%310, %311) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %316 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %318 = "stablehlo.maximum"(%317, %315) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %319 = "stablehlo.compare"(%315, %318) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %320 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %322 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %324 = "stablehlo.select"(%319, %321, %323) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %325 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %327 = "stablehlo.compare"(%326, %318) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %328 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %330 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %332 = "stablehlo.select"(%327, %329, %331) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %333 = "stablehlo.divide"(%324, %332) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %334 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %335 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %336 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %337 = "stablehlo.subtract"(%296, %336) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %338 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %340 = "stablehlo.add"(%335, %339) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %341 = "stablehlo.rsqrt"(%340) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %342 = "stablehlo.divide"(%341, %340) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %343 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %345 = "stablehlo.multiply"(%344, %342) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %346 = "stablehlo.reshape"(%arg41) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %347 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %348 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %349 = "stablehlo.multiply"(%347, %348) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %350 = "stablehlo.multiply"(%337, %349) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %351 = "stablehlo.reshape"(%arg40) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %353 = "stablehlo.add"(%350, %352) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %354 = "stablehlo.dot_general"(%353, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x128xf32>) -> tensor<4x8x128xf32>
    %355 = "stablehlo.reshape"(%arg38) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %357 = "stablehlo.add"(%354, %356) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %358 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %360 = "stablehlo.multiply"(%357, %359) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %361 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %363 = "stablehlo.multiply"(%362, %357) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %364 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %366 = "stablehlo.multiply"(%365, %357) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %367 = "stablehlo.multiply"(%366, %357) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %368 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %370 = "stablehlo.add"(%369, %367) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %371 = "stablehlo.multiply"(%363, %370) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %372 = "stablehlo.tanh"(%371) : (tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %373 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %375 = "stablehlo.subtract"(%374, %372) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %376 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %378 = "stablehlo.add"(%377, %372) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %379 = "stablehlo.multiply"(%360, %378) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %380 = "stablehlo.dot_general"(%379, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<128x32xf32>) -> tensor<4x8x32xf32>
    %381 = "stablehlo.reshape"(%arg36) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %383 = "stablehlo.add"(%380, %382) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %384 = "stablehlo.add"(%383, %296) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %385 = "chlo.square"(%384) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %386 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %388 = "stablehlo.multiply"(%387, %384) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %389 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.reduce"(%384, %389) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
      %1294 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1294) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %391 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %393 = "stablehlo.divide"(%390, %392) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %394 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %395 = "stablehlo.reduce"(%385, %394) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg178: tensor<f32>, %arg179: tensor<f32>):
      %1293 = "stablehlo.add"(%arg178, %arg179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1293) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %396 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %398 = "stablehlo.divide"(%395, %397) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %399 = "chlo.square"(%393) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %400 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %402 = "stablehlo.multiply"(%401, %393) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %403 = "stablehlo.subtract"(%398, %399) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %404 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %405 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %406 = "stablehlo.maximum"(%405, %403) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %407 = "stablehlo.compare"(%403, %406) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %408 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %410 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %412 = "stablehlo.select"(%407, %409, %411) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %413 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %415 = "stablehlo.compare"(%414, %406) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %416 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %418 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %419 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %420 = "stablehlo.select"(%415, %417, %419) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %421 = "stablehlo.divide"(%412, %420) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %422 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %423 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %424 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %425 = "stablehlo.subtract"(%384, %424) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %426 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %428 = "stablehlo.add"(%423, %427) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %429 = "stablehlo.rsqrt"(%428) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %430 = "stablehlo.divide"(%429, %428) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %431 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %433 = "stablehlo.multiply"(%432, %430) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %434 = "stablehlo.reshape"(%arg47) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %435 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %436 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %437 = "stablehlo.multiply"(%435, %436) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %438 = "stablehlo.multiply"(%425, %437) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %439 = "stablehlo.reshape"(%arg46) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %440 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %441 = "stablehlo.add"(%438, %440) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %442 = "stablehlo.dot_general"(%441, %arg57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x96xf32>) -> tensor<4x8x96xf32>
    %443 = "stablehlo.reshape"(%arg56) : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x8x96xf32>
    %445 = "stablehlo.add"(%442, %444) : (tensor<4x8x96xf32>, tensor<4x8x96xf32>) -> tensor<4x8x96xf32>
    %446 = "stablehlo.reshape"(%445) : (tensor<4x8x96xf32>) -> tensor<4x8x4x24xf32>
    %447 = "stablehlo.slice"(%446) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x24xf32>) -> tensor<4x8x4x8xf32>
    %448 = "stablehlo.slice"(%446) <{limit_indices = array<i64: 4, 8, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x24xf32>) -> tensor<4x8x4x8xf32>
    %449 = "stablehlo.slice"(%446) <{limit_indices = array<i64: 4, 8, 4, 24>, start_indices = array<i64: 0, 0, 0, 16>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x24xf32>) -> tensor<4x8x4x8xf32>
    %450 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<4x8xi32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %453 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x8xi32>) -> tensor<4x1x8xi32>
    %454 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xi32>) -> tensor<4x8x8xi32>
    %455 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x8xi32>) -> tensor<4x8x8xi32>
    %456 = "stablehlo.compare"(%454, %455) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x8xi32>, tensor<4x8x8xi32>) -> tensor<4x8x8xi1>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<4x8x8xi1>) -> tensor<4x1x8x8xi1>
    %458 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %460 = "stablehlo.convert"(%457) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %461 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %462 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %463 = "stablehlo.compare"(%459, %462) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %464 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %466 = "stablehlo.compare"(%460, %465) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %467 = "stablehlo.and"(%463, %466) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %468 = "stablehlo.convert"(%467) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %469 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %470 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %471 = "stablehlo.compare"(%468, %470) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %472 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %474 = "stablehlo.convert"(%473) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %475 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %476 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %477 = "stablehlo.select"(%471, %474, %476) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %479 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x8xf32>) -> tensor<4x4x8x8xf32>
    %480 = "stablehlo.add"(%478, %479) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %481 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %482 = "stablehlo.sqrt"(%481) : (tensor<f32>) -> tensor<f32>
    %483 = "stablehlo.convert"(%482) : (tensor<f32>) -> tensor<f32>
    %484 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %485 = "stablehlo.divide"(%447, %484) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %486 = "stablehlo.dot_general"(%485, %448) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %487 = "stablehlo.add"(%486, %480) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %488 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %489 = "stablehlo.reduce"(%487, %488) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg176: tensor<f32>, %arg177: tensor<f32>):
      %1292 = "stablehlo.maximum"(%arg176, %arg177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1292) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %490 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %492 = "stablehlo.maximum"(%491, %489) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %494 = "stablehlo.broadcast_in_dim"(%493) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %495 = "stablehlo.subtract"(%487, %494) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %496 = "stablehlo.exponential"(%495) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %497 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.reduce"(%496, %497) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg174: tensor<f32>, %arg175: tensor<f32>):
      %1291 = "stablehlo.add"(%arg174, %arg175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1291) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %501 = "stablehlo.divide"(%496, %500) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %502 = "stablehlo.multiply"(%499, %499) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %503 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %504 = "stablehlo.broadcast_in_dim"(%503) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %505 = "stablehlo.divide"(%504, %502) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %506 = "stablehlo.dot_general"(%449, %501) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %507 = "stablehlo.transpose"(%506) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %508 = "stablehlo.reshape"(%507) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %509 = "stablehlo.dot_general"(%508, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %510 = "stablehlo.reshape"(%arg54) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %512 = "stablehlo.add"(%509, %511) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %513 = "stablehlo.add"(%512, %384) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %514 = "chlo.square"(%513) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %515 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %516 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %517 = "stablehlo.multiply"(%516, %513) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %518 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %519 = "stablehlo.reduce"(%513, %518) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg172: tensor<f32>, %arg173: tensor<f32>):
      %1290 = "stablehlo.add"(%arg172, %arg173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1290) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %520 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %522 = "stablehlo.divide"(%519, %521) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %523 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %524 = "stablehlo.reduce"(%514, %523) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg170: tensor<f32>, %arg171: tensor<f32>):
      %1289 = "stablehlo.add"(%arg170, %arg171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1289) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %525 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %527 = "stablehlo.divide"(%524, %526) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %528 = "chlo.square"(%522) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %529 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %531 = "stablehlo.multiply"(%530, %522) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %532 = "stablehlo.subtract"(%527, %528) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %533 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %535 = "stablehlo.maximum"(%534, %532) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %536 = "stablehlo.compare"(%532, %535) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %537 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %538 = "stablehlo.broadcast_in_dim"(%537) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %539 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %541 = "stablehlo.select"(%536, %538, %540) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %542 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %544 = "stablehlo.compare"(%543, %535) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %545 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %546 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %547 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %549 = "stablehlo.select"(%544, %546, %548) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %550 = "stablehlo.divide"(%541, %549) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %551 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %552 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %553 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %554 = "stablehlo.subtract"(%513, %553) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %555 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %557 = "stablehlo.add"(%552, %556) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %558 = "stablehlo.rsqrt"(%557) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %559 = "stablehlo.divide"(%558, %557) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %560 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %562 = "stablehlo.multiply"(%561, %559) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %563 = "stablehlo.reshape"(%arg53) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %564 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %565 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %566 = "stablehlo.multiply"(%564, %565) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %567 = "stablehlo.multiply"(%554, %566) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %568 = "stablehlo.reshape"(%arg52) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %569 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %570 = "stablehlo.add"(%567, %569) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %571 = "stablehlo.dot_general"(%570, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x128xf32>) -> tensor<4x8x128xf32>
    %572 = "stablehlo.reshape"(%arg50) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %573 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %574 = "stablehlo.add"(%571, %573) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %575 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %577 = "stablehlo.multiply"(%574, %576) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %578 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %580 = "stablehlo.multiply"(%579, %574) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %581 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %583 = "stablehlo.multiply"(%582, %574) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %584 = "stablehlo.multiply"(%583, %574) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %585 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %586 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %587 = "stablehlo.add"(%586, %584) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %588 = "stablehlo.multiply"(%580, %587) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %589 = "stablehlo.tanh"(%588) : (tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %590 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %592 = "stablehlo.subtract"(%591, %589) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %593 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %594 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %595 = "stablehlo.add"(%594, %589) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %596 = "stablehlo.multiply"(%577, %595) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %597 = "stablehlo.dot_general"(%596, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<128x32xf32>) -> tensor<4x8x32xf32>
    %598 = "stablehlo.reshape"(%arg48) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %600 = "stablehlo.add"(%597, %599) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %601 = "stablehlo.add"(%600, %513) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %602 = "chlo.square"(%601) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %603 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %604 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %605 = "stablehlo.multiply"(%604, %601) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %606 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %607 = "stablehlo.reduce"(%601, %606) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
      %1288 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1288) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %608 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %609 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %610 = "stablehlo.divide"(%607, %609) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %611 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %612 = "stablehlo.reduce"(%602, %611) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
      %1287 = "stablehlo.add"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1287) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %613 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %614 = "stablehlo.broadcast_in_dim"(%613) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %615 = "stablehlo.divide"(%612, %614) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %616 = "chlo.square"(%610) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %617 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %619 = "stablehlo.multiply"(%618, %610) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %620 = "stablehlo.subtract"(%615, %616) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %621 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %622 = "stablehlo.broadcast_in_dim"(%621) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %623 = "stablehlo.maximum"(%622, %620) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %624 = "stablehlo.compare"(%620, %623) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %625 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %626 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %627 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %628 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %629 = "stablehlo.select"(%624, %626, %628) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %630 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %632 = "stablehlo.compare"(%631, %623) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %633 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %634 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %635 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %636 = "stablehlo.broadcast_in_dim"(%635) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %637 = "stablehlo.select"(%632, %634, %636) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %638 = "stablehlo.divide"(%629, %637) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %639 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %640 = "stablehlo.broadcast_in_dim"(%623) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %641 = "stablehlo.broadcast_in_dim"(%639) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %642 = "stablehlo.subtract"(%601, %641) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %643 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %644 = "stablehlo.broadcast_in_dim"(%643) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %645 = "stablehlo.add"(%640, %644) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %646 = "stablehlo.rsqrt"(%645) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %647 = "stablehlo.divide"(%646, %645) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %648 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %650 = "stablehlo.multiply"(%649, %647) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %651 = "stablehlo.reshape"(%arg59) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %652 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %653 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %654 = "stablehlo.multiply"(%652, %653) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %655 = "stablehlo.multiply"(%642, %654) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %656 = "stablehlo.reshape"(%arg58) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %657 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %658 = "stablehlo.add"(%655, %657) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %659 = "stablehlo.transpose"(%arg60) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %660 = "stablehlo.dot_general"(%658, %659) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %661 = "stablehlo.slice"(%660) <{limit_indices = array<i64: 4, 7, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x64xf32>) -> tensor<4x7x64xf32>
    %662 = "stablehlo.slice"(%arg63) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x8xi32>) -> tensor<4x7xi32>
    %663 = "stablehlo.broadcast_in_dim"(%662) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xi32>) -> tensor<4x7x1xi32>
    %664:2 = "func.call"(%661, %663) <{callee = @take_along_axis}> : (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>)
    %665 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %666:2 = "func.call"(%664#0, %665) <{callee = @_take_1}> : (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>)
    %667 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %668 = "stablehlo.reduce"(%661, %667) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
      %1286 = "stablehlo.maximum"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1286) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %669 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %670 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %671 = "stablehlo.maximum"(%670, %668) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %672 = "stablehlo.is_finite"(%671) : (tensor<4x7xf32>) -> tensor<4x7xi1>
    %673 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %674 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %675 = "stablehlo.select"(%672, %671, %674) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %676 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %677 = "stablehlo.broadcast_in_dim"(%676) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %678 = "stablehlo.subtract"(%661, %677) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %679 = "stablehlo.exponential"(%678) : (tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %680 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %681 = "stablehlo.reduce"(%679, %680) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
      %1285 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1285) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %682 = "stablehlo.abs"(%681) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %683 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %685 = "stablehlo.compare"(%681, %684) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %686 = "stablehlo.log"(%682) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %687 = "stablehlo.add"(%686, %675) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %688 = "stablehlo.subtract"(%687, %666#0) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %689 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %690 = "stablehlo.reduce"(%688, %689) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
      %1284 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1284) : (tensor<f32>) -> ()
    }) : (tensor<4x7xf32>, tensor<f32>) -> tensor<f32>
    %691 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %692 = "stablehlo.divide"(%690, %691) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %693 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %694 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %695 = "stablehlo.divide"(%693, %694) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %696 = "stablehlo.broadcast_in_dim"(%695) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %697 = "stablehlo.negate"(%696) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %698 = "stablehlo.divide"(%696, %682) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %699 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %700 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %701 = "stablehlo.select"(%685, %700, %698) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %702 = "stablehlo.select"(%685, %698, %700) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %703 = "stablehlo.negate"(%701) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %704 = "stablehlo.add"(%702, %703) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %705 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x64xf32>
    %706 = "stablehlo.multiply"(%705, %679) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %707 = "func.call"(%666#1, %697) <{callee = @_take_3}> : (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %708 = "func.call"(%664#1, %707) <{callee = @take_along_axis_4}> : (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %709 = "stablehlo.add"(%706, %708) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %710 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %711 = "stablehlo.pad"(%709, %710) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x8x64xf32>
    %712 = "stablehlo.dot_general"(%711, %658) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %713 = "stablehlo.transpose"(%712) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %714 = "stablehlo.dot_general"(%711, %659) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %715 = "stablehlo.transpose"(%713) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %716 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %717 = "stablehlo.reduce"(%714, %716) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
      %1283 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1283) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %718 = "stablehlo.reshape"(%717) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %719 = "stablehlo.reshape"(%718) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %720 = "stablehlo.multiply"(%642, %714) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %721 = "stablehlo.multiply"(%714, %654) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %722 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %723 = "stablehlo.multiply"(%722, %720) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %724 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %725 = "stablehlo.reduce"(%723, %724) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
      %1282 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1282) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %726 = "stablehlo.reshape"(%725) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %727 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %728 = "stablehlo.multiply"(%720, %727) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %729 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %730 = "stablehlo.reduce"(%728, %729) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
      %1281 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1281) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %731 = "stablehlo.reshape"(%730) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %732 = "stablehlo.reshape"(%726) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %733 = "stablehlo.multiply"(%731, %650) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %734 = "stablehlo.negate"(%721) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %735 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %736 = "stablehlo.reduce"(%734, %735) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
      %1280 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1280) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %737 = "stablehlo.reshape"(%736) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %738 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %739 = "stablehlo.reduce"(%733, %738) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %1279 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1279) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %740 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %741 = "stablehlo.reduce"(%737, %740) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg148: tensor<f32>, %arg149: tensor<f32>):
      %1278 = "stablehlo.add"(%arg148, %arg149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1278) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %742 = "stablehlo.multiply"(%739, %638) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %743 = "stablehlo.negate"(%742) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %744 = "stablehlo.multiply"(%743, %619) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %745 = "stablehlo.add"(%741, %744) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %746 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %747 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %748 = "stablehlo.divide"(%742, %747) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %749 = "stablehlo.broadcast_in_dim"(%748) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %750 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %751 = "stablehlo.broadcast_in_dim"(%750) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %752 = "stablehlo.divide"(%745, %751) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %753 = "stablehlo.broadcast_in_dim"(%752) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %754 = "stablehlo.add"(%721, %753) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %755 = "stablehlo.multiply"(%749, %605) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %756 = "stablehlo.add"(%754, %755) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %757 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %758 = "stablehlo.reduce"(%756, %757) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg146: tensor<f32>, %arg147: tensor<f32>):
      %1277 = "stablehlo.add"(%arg146, %arg147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1277) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %759 = "stablehlo.reshape"(%758) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %760 = "stablehlo.reshape"(%759) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %761 = "stablehlo.dot_general"(%756, %596) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x128xf32>) -> tensor<32x128xf32>
    %762 = "stablehlo.transpose"(%761) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %763 = "stablehlo.dot_general"(%756, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<128x32xf32>) -> tensor<4x8x128xf32>
    %764 = "stablehlo.multiply"(%577, %763) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %765 = "stablehlo.multiply"(%763, %595) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %766 = "stablehlo.multiply"(%764, %592) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %767 = "stablehlo.multiply"(%766, %589) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %768 = "stablehlo.add"(%766, %767) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %769 = "stablehlo.multiply"(%580, %768) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %770 = "stablehlo.multiply"(%768, %587) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %771 = "stablehlo.multiply"(%583, %769) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %772 = "stablehlo.multiply"(%769, %574) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %773 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %774 = "stablehlo.broadcast_in_dim"(%773) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %775 = "stablehlo.multiply"(%774, %772) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %776 = "stablehlo.add"(%771, %775) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %777 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %778 = "stablehlo.broadcast_in_dim"(%777) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %779 = "stablehlo.multiply"(%778, %770) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %780 = "stablehlo.add"(%776, %779) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %781 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %782 = "stablehlo.broadcast_in_dim"(%781) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %783 = "stablehlo.multiply"(%765, %782) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %784 = "stablehlo.add"(%780, %783) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %785 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %786 = "stablehlo.reduce"(%784, %785) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
      %1276 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1276) : (tensor<f32>) -> ()
    }) : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %787 = "stablehlo.reshape"(%786) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %788 = "stablehlo.reshape"(%787) : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %789 = "stablehlo.dot_general"(%784, %570) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<4x8x32xf32>) -> tensor<128x32xf32>
    %790 = "stablehlo.transpose"(%789) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %791 = "stablehlo.dot_general"(%784, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<32x128xf32>) -> tensor<4x8x32xf32>
    %792 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %793 = "stablehlo.reduce"(%791, %792) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
      %1275 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1275) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %794 = "stablehlo.reshape"(%793) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %795 = "stablehlo.reshape"(%794) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %796 = "stablehlo.multiply"(%554, %791) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %797 = "stablehlo.multiply"(%791, %566) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %798 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %799 = "stablehlo.multiply"(%798, %796) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %800 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %801 = "stablehlo.reduce"(%799, %800) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg140: tensor<f32>, %arg141: tensor<f32>):
      %1274 = "stablehlo.add"(%arg140, %arg141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1274) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %802 = "stablehlo.reshape"(%801) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %803 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %804 = "stablehlo.multiply"(%796, %803) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %805 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %806 = "stablehlo.reduce"(%804, %805) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg138: tensor<f32>, %arg139: tensor<f32>):
      %1273 = "stablehlo.add"(%arg138, %arg139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1273) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %807 = "stablehlo.reshape"(%806) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %808 = "stablehlo.reshape"(%802) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %809 = "stablehlo.multiply"(%807, %562) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %810 = "stablehlo.negate"(%797) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %811 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %812 = "stablehlo.reduce"(%810, %811) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %1272 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1272) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %813 = "stablehlo.reshape"(%812) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %814 = "stablehlo.add"(%756, %797) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %815 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %816 = "stablehlo.reduce"(%809, %815) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
      %1271 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1271) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %817 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %818 = "stablehlo.reduce"(%813, %817) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
      %1270 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1270) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %819 = "stablehlo.multiply"(%816, %550) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %820 = "stablehlo.negate"(%819) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %821 = "stablehlo.multiply"(%820, %531) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %822 = "stablehlo.add"(%818, %821) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %823 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %824 = "stablehlo.broadcast_in_dim"(%823) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %825 = "stablehlo.divide"(%819, %824) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %826 = "stablehlo.broadcast_in_dim"(%825) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %827 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %828 = "stablehlo.broadcast_in_dim"(%827) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %829 = "stablehlo.divide"(%822, %828) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %830 = "stablehlo.broadcast_in_dim"(%829) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %831 = "stablehlo.add"(%814, %830) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %832 = "stablehlo.multiply"(%826, %517) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %833 = "stablehlo.add"(%831, %832) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %834 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %835 = "stablehlo.reduce"(%833, %834) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
      %1269 = "stablehlo.add"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1269) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %836 = "stablehlo.reshape"(%835) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %837 = "stablehlo.reshape"(%836) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %838 = "stablehlo.dot_general"(%833, %508) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %839 = "stablehlo.transpose"(%838) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %840 = "stablehlo.dot_general"(%833, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %841 = "stablehlo.reshape"(%840) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %842 = "stablehlo.transpose"(%841) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %843 = "stablehlo.dot_general"(%842, %449) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %844 = "stablehlo.dot_general"(%842, %501) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %845 = "stablehlo.transpose"(%844) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %846 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %847 = "stablehlo.multiply"(%843, %846) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %848 = "stablehlo.multiply"(%847, %496) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %849 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %850 = "stablehlo.reduce"(%848, %849) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
      %1268 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1268) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %851 = "stablehlo.reshape"(%850) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %852 = "stablehlo.negate"(%851) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %853 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %854 = "stablehlo.divide"(%843, %853) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %855 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %856 = "stablehlo.reduce"(%852, %855) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %1267 = "stablehlo.add"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1267) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %857 = "stablehlo.broadcast_in_dim"(%856) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %858 = "stablehlo.add"(%854, %857) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %859 = "stablehlo.multiply"(%858, %496) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %860 = "stablehlo.dot_general"(%859, %485) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %861 = "stablehlo.transpose"(%860) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %862 = "stablehlo.dot_general"(%859, %448) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %863 = "stablehlo.transpose"(%862) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %864 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %865 = "stablehlo.divide"(%863, %864) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %866 = "stablehlo.concatenate"(%865, %861, %845) <{dimension = 3 : i64}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x24xf32>
    %867 = "stablehlo.reshape"(%866) : (tensor<4x8x4x24xf32>) -> tensor<4x8x96xf32>
    %868 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %869 = "stablehlo.reduce"(%867, %868) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
      %1266 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1266) : (tensor<f32>) -> ()
    }) : (tensor<4x8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %870 = "stablehlo.reshape"(%869) : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %871 = "stablehlo.reshape"(%870) : (tensor<1x1x96xf32>) -> tensor<96xf32>
    %872 = "stablehlo.dot_general"(%867, %441) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x96xf32>, tensor<4x8x32xf32>) -> tensor<96x32xf32>
    %873 = "stablehlo.transpose"(%872) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %874 = "stablehlo.dot_general"(%867, %arg57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x96xf32>, tensor<32x96xf32>) -> tensor<4x8x32xf32>
    %875 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %876 = "stablehlo.reduce"(%874, %875) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
      %1265 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1265) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %877 = "stablehlo.reshape"(%876) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %878 = "stablehlo.reshape"(%877) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %879 = "stablehlo.multiply"(%425, %874) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %880 = "stablehlo.multiply"(%874, %437) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %881 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %882 = "stablehlo.multiply"(%881, %879) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %883 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %884 = "stablehlo.reduce"(%882, %883) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
      %1264 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1264) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %885 = "stablehlo.reshape"(%884) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %886 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %887 = "stablehlo.multiply"(%879, %886) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %888 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %889 = "stablehlo.reduce"(%887, %888) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
      %1263 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1263) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %890 = "stablehlo.reshape"(%889) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %891 = "stablehlo.reshape"(%885) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %892 = "stablehlo.multiply"(%890, %433) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %893 = "stablehlo.negate"(%880) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %894 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %895 = "stablehlo.reduce"(%893, %894) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
      %1262 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1262) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %896 = "stablehlo.reshape"(%895) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %897 = "stablehlo.add"(%833, %880) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %898 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %899 = "stablehlo.reduce"(%892, %898) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %1261 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1261) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %900 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %901 = "stablehlo.reduce"(%896, %900) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
      %1260 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1260) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %902 = "stablehlo.multiply"(%899, %421) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %903 = "stablehlo.negate"(%902) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %904 = "stablehlo.multiply"(%903, %402) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %905 = "stablehlo.add"(%901, %904) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %906 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %907 = "stablehlo.broadcast_in_dim"(%906) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %908 = "stablehlo.divide"(%902, %907) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %909 = "stablehlo.broadcast_in_dim"(%908) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %910 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %911 = "stablehlo.broadcast_in_dim"(%910) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %912 = "stablehlo.divide"(%905, %911) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %913 = "stablehlo.broadcast_in_dim"(%912) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %914 = "stablehlo.add"(%897, %913) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %915 = "stablehlo.multiply"(%909, %388) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %916 = "stablehlo.add"(%914, %915) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %917 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %918 = "stablehlo.reduce"(%916, %917) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
      %1259 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1259) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %919 = "stablehlo.reshape"(%918) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %920 = "stablehlo.reshape"(%919) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %921 = "stablehlo.dot_general"(%916, %379) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x128xf32>) -> tensor<32x128xf32>
    %922 = "stablehlo.transpose"(%921) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %923 = "stablehlo.dot_general"(%916, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<128x32xf32>) -> tensor<4x8x128xf32>
    %924 = "stablehlo.multiply"(%360, %923) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %925 = "stablehlo.multiply"(%923, %378) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %926 = "stablehlo.multiply"(%924, %375) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %927 = "stablehlo.multiply"(%926, %372) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %928 = "stablehlo.add"(%926, %927) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %929 = "stablehlo.multiply"(%363, %928) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %930 = "stablehlo.multiply"(%928, %370) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %931 = "stablehlo.multiply"(%366, %929) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %932 = "stablehlo.multiply"(%929, %357) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %933 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %934 = "stablehlo.broadcast_in_dim"(%933) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %935 = "stablehlo.multiply"(%934, %932) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %936 = "stablehlo.add"(%931, %935) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %937 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %938 = "stablehlo.broadcast_in_dim"(%937) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %939 = "stablehlo.multiply"(%938, %930) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %940 = "stablehlo.add"(%936, %939) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %941 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %942 = "stablehlo.broadcast_in_dim"(%941) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %943 = "stablehlo.multiply"(%925, %942) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %944 = "stablehlo.add"(%940, %943) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %945 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %946 = "stablehlo.reduce"(%944, %945) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
      %1258 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1258) : (tensor<f32>) -> ()
    }) : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %947 = "stablehlo.reshape"(%946) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %948 = "stablehlo.reshape"(%947) : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %949 = "stablehlo.dot_general"(%944, %353) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<4x8x32xf32>) -> tensor<128x32xf32>
    %950 = "stablehlo.transpose"(%949) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %951 = "stablehlo.dot_general"(%944, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<32x128xf32>) -> tensor<4x8x32xf32>
    %952 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %953 = "stablehlo.reduce"(%951, %952) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %1257 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1257) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %954 = "stablehlo.reshape"(%953) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %955 = "stablehlo.reshape"(%954) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %956 = "stablehlo.multiply"(%337, %951) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %957 = "stablehlo.multiply"(%951, %349) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %958 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %959 = "stablehlo.multiply"(%958, %956) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %960 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %961 = "stablehlo.reduce"(%959, %960) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg104: tensor<f32>, %arg105: tensor<f32>):
      %1256 = "stablehlo.add"(%arg104, %arg105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1256) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %962 = "stablehlo.reshape"(%961) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %963 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %964 = "stablehlo.multiply"(%956, %963) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %965 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %966 = "stablehlo.reduce"(%964, %965) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
      %1255 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1255) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %967 = "stablehlo.reshape"(%966) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %968 = "stablehlo.reshape"(%962) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %969 = "stablehlo.multiply"(%967, %345) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %970 = "stablehlo.negate"(%957) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %971 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %972 = "stablehlo.reduce"(%970, %971) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
      %1254 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1254) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %973 = "stablehlo.reshape"(%972) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %974 = "stablehlo.add"(%916, %957) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %975 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %976 = "stablehlo.reduce"(%969, %975) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
      %1253 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1253) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %977 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %978 = "stablehlo.reduce"(%973, %977) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
      %1252 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1252) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %979 = "stablehlo.multiply"(%976, %333) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %980 = "stablehlo.negate"(%979) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %981 = "stablehlo.multiply"(%980, %314) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %982 = "stablehlo.add"(%978, %981) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %983 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %984 = "stablehlo.broadcast_in_dim"(%983) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %985 = "stablehlo.divide"(%979, %984) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %986 = "stablehlo.broadcast_in_dim"(%985) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %987 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %988 = "stablehlo.broadcast_in_dim"(%987) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %989 = "stablehlo.divide"(%982, %988) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %990 = "stablehlo.broadcast_in_dim"(%989) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %991 = "stablehlo.add"(%974, %990) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %992 = "stablehlo.multiply"(%986, %300) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %993 = "stablehlo.add"(%991, %992) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %994 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %995 = "stablehlo.reduce"(%993, %994) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %1251 = "stablehlo.add"(%arg94, %arg95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1251) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %996 = "stablehlo.reshape"(%995) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %997 = "stablehlo.reshape"(%996) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %998 = "stablehlo.dot_general"(%993, %291) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %999 = "stablehlo.transpose"(%998) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1000 = "stablehlo.dot_general"(%993, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1001 = "stablehlo.reshape"(%1000) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %1002 = "stablehlo.transpose"(%1001) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1003 = "stablehlo.dot_general"(%1002, %232) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1004 = "stablehlo.dot_general"(%1002, %284) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1005 = "stablehlo.transpose"(%1004) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1006 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1007 = "stablehlo.multiply"(%1003, %1006) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1008 = "stablehlo.multiply"(%1007, %279) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1009 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1010 = "stablehlo.reduce"(%1008, %1009) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %1250 = "stablehlo.add"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1250) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1011 = "stablehlo.reshape"(%1010) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %1012 = "stablehlo.negate"(%1011) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %1013 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1014 = "stablehlo.divide"(%1003, %1013) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1015 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1016 = "stablehlo.reduce"(%1012, %1015) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %1249 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1249) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1017 = "stablehlo.broadcast_in_dim"(%1016) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1018 = "stablehlo.add"(%1014, %1017) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1019 = "stablehlo.multiply"(%1018, %279) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1020 = "stablehlo.dot_general"(%1019, %268) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1021 = "stablehlo.transpose"(%1020) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1022 = "stablehlo.dot_general"(%1019, %231) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1023 = "stablehlo.transpose"(%1022) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1024 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %1025 = "stablehlo.divide"(%1023, %1024) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %1026 = "stablehlo.concatenate"(%1025, %1021, %1005) <{dimension = 3 : i64}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x24xf32>
    %1027 = "stablehlo.reshape"(%1026) : (tensor<4x8x4x24xf32>) -> tensor<4x8x96xf32>
    %1028 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1029 = "stablehlo.reduce"(%1027, %1028) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %1248 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1248) : (tensor<f32>) -> ()
    }) : (tensor<4x8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1030 = "stablehlo.reshape"(%1029) : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %1031 = "stablehlo.reshape"(%1030) : (tensor<1x1x96xf32>) -> tensor<96xf32>
    %1032 = "stablehlo.dot_general"(%1027, %224) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x96xf32>, tensor<4x8x32xf32>) -> tensor<96x32xf32>
    %1033 = "stablehlo.transpose"(%1032) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %1034 = "stablehlo.dot_general"(%1027, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x96xf32>, tensor<32x96xf32>) -> tensor<4x8x32xf32>
    %1035 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1036 = "stablehlo.reduce"(%1034, %1035) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %1247 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1247) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1037 = "stablehlo.reshape"(%1036) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1038 = "stablehlo.reshape"(%1037) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1039 = "stablehlo.multiply"(%208, %1034) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1040 = "stablehlo.multiply"(%1034, %220) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1041 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1042 = "stablehlo.multiply"(%1041, %1039) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1043 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1044 = "stablehlo.reduce"(%1042, %1043) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
      %1246 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1246) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1045 = "stablehlo.reshape"(%1044) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1046 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1047 = "stablehlo.multiply"(%1039, %1046) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1048 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1049 = "stablehlo.reduce"(%1047, %1048) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg82: tensor<f32>, %arg83: tensor<f32>):
      %1245 = "stablehlo.add"(%arg82, %arg83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1245) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1050 = "stablehlo.reshape"(%1049) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1051 = "stablehlo.reshape"(%1045) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1052 = "stablehlo.multiply"(%1050, %216) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1053 = "stablehlo.negate"(%1040) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1054 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1055 = "stablehlo.reduce"(%1053, %1054) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg80: tensor<f32>, %arg81: tensor<f32>):
      %1244 = "stablehlo.add"(%arg80, %arg81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1244) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1056 = "stablehlo.reshape"(%1055) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1057 = "stablehlo.add"(%993, %1040) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1058 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1059 = "stablehlo.reduce"(%1052, %1058) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %1243 = "stablehlo.add"(%arg78, %arg79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1243) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1060 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1061 = "stablehlo.reduce"(%1056, %1060) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %1242 = "stablehlo.add"(%arg76, %arg77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1242) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1062 = "stablehlo.multiply"(%1059, %204) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1063 = "stablehlo.negate"(%1062) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1064 = "stablehlo.multiply"(%1063, %185) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1065 = "stablehlo.add"(%1061, %1064) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1066 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1067 = "stablehlo.broadcast_in_dim"(%1066) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1068 = "stablehlo.divide"(%1062, %1067) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1069 = "stablehlo.broadcast_in_dim"(%1068) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1070 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1071 = "stablehlo.broadcast_in_dim"(%1070) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1072 = "stablehlo.divide"(%1065, %1071) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1073 = "stablehlo.broadcast_in_dim"(%1072) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1074 = "stablehlo.add"(%1057, %1073) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1075 = "stablehlo.multiply"(%1069, %171) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1076 = "stablehlo.add"(%1074, %1075) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1077 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1078 = "stablehlo.reduce"(%1076, %1077) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg74: tensor<f32>, %arg75: tensor<f32>):
      %1241 = "stablehlo.add"(%arg74, %arg75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1241) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1079 = "stablehlo.reshape"(%1078) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1080 = "stablehlo.reshape"(%1079) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1081 = "stablehlo.multiply"(%131, %1076) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1082 = "stablehlo.multiply"(%1076, %143) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1083 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1084 = "stablehlo.multiply"(%1083, %1081) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1085 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1086 = "stablehlo.reduce"(%1084, %1085) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg72: tensor<f32>, %arg73: tensor<f32>):
      %1240 = "stablehlo.add"(%arg72, %arg73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1240) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1087 = "stablehlo.reshape"(%1086) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1088 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1089 = "stablehlo.multiply"(%1081, %1088) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1090 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1091 = "stablehlo.reduce"(%1089, %1090) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>):
      %1239 = "stablehlo.add"(%arg70, %arg71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1239) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1092 = "stablehlo.reshape"(%1091) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1093 = "stablehlo.reshape"(%1087) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1094 = "stablehlo.multiply"(%1092, %139) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1095 = "stablehlo.negate"(%1082) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1096 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1097 = "stablehlo.reduce"(%1095, %1096) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %1238 = "stablehlo.add"(%arg68, %arg69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1238) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1098 = "stablehlo.reshape"(%1097) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1099 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1100 = "stablehlo.reduce"(%1094, %1099) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %1237 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1237) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1101 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1102 = "stablehlo.reduce"(%1098, %1101) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %1236 = "stablehlo.add"(%arg64, %arg65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1236) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1103 = "stablehlo.multiply"(%1100, %127) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1104 = "stablehlo.negate"(%1103) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1105 = "stablehlo.multiply"(%1104, %108) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1106 = "stablehlo.add"(%1102, %1105) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1107 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1109 = "stablehlo.divide"(%1103, %1108) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1110 = "stablehlo.broadcast_in_dim"(%1109) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1111 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1112 = "stablehlo.broadcast_in_dim"(%1111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1113 = "stablehlo.divide"(%1106, %1112) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1114 = "stablehlo.broadcast_in_dim"(%1113) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1115 = "stablehlo.add"(%1082, %1114) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1116 = "stablehlo.multiply"(%1110, %94) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1117 = "stablehlo.add"(%1115, %1116) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1118 = "func.call"(%90#1, %1117) <{callee = @_take_5}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1119 = "stablehlo.add"(%715, %1118) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1120 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1121 = "stablehlo.broadcast_in_dim"(%1120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1122 = "stablehlo.multiply"(%1121, %1038) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1123 = "stablehlo.subtract"(%arg34, %1122) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1124 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1125 = "stablehlo.broadcast_in_dim"(%1124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1126 = "stablehlo.multiply"(%1125, %1051) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1127 = "stablehlo.subtract"(%arg35, %1126) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1128 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1129 = "stablehlo.broadcast_in_dim"(%1128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1130 = "stablehlo.multiply"(%1129, %920) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1131 = "stablehlo.subtract"(%arg36, %1130) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1132 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1133 = "stablehlo.broadcast_in_dim"(%1132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1134 = "stablehlo.multiply"(%1133, %922) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1135 = "stablehlo.subtract"(%arg37, %1134) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1136 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1137 = "stablehlo.broadcast_in_dim"(%1136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1138 = "stablehlo.multiply"(%1137, %948) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1139 = "stablehlo.subtract"(%arg38, %1138) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1140 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1141 = "stablehlo.broadcast_in_dim"(%1140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1142 = "stablehlo.multiply"(%1141, %950) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1143 = "stablehlo.subtract"(%arg39, %1142) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1144 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1145 = "stablehlo.broadcast_in_dim"(%1144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1146 = "stablehlo.multiply"(%1145, %955) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1147 = "stablehlo.subtract"(%arg40, %1146) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1148 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1149 = "stablehlo.broadcast_in_dim"(%1148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1150 = "stablehlo.multiply"(%1149, %968) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1151 = "stablehlo.subtract"(%arg41, %1150) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1152 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1153 = "stablehlo.broadcast_in_dim"(%1152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1154 = "stablehlo.multiply"(%1153, %997) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1155 = "stablehlo.subtract"(%arg42, %1154) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1156 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1157 = "stablehlo.broadcast_in_dim"(%1156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1158 = "stablehlo.multiply"(%1157, %999) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1159 = "stablehlo.subtract"(%arg43, %1158) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1160 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1161 = "stablehlo.broadcast_in_dim"(%1160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
    %1162 = "stablehlo.multiply"(%1161, %1031) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1163 = "stablehlo.subtract"(%arg44, %1162) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1164 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1165 = "stablehlo.broadcast_in_dim"(%1164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x96xf32>
    %1166 = "stablehlo.multiply"(%1165, %1033) : (tensor<32x96xf32>, tensor<32x96xf32>) -> tensor<32x96xf32>
    %1167 = "stablehlo.subtract"(%arg45, %1166) : (tensor<32x96xf32>, tensor<32x96xf32>) -> tensor<32x96xf32>
    %1168 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1169 = "stablehlo.broadcast_in_dim"(%1168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1170 = "stablehlo.multiply"(%1169, %878) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1171 = "stablehlo.subtract"(%arg46, %1170) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1172 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1173 = "stablehlo.broadcast_in_dim"(%1172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1174 = "stablehlo.multiply"(%1173, %891) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1175 = "stablehlo.subtract"(%arg47, %1174) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1176 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1177 = "stablehlo.broadcast_in_dim"(%1176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1178 = "stablehlo.multiply"(%1177, %760) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1179 = "stablehlo.subtract"(%arg48, %1178) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1180 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1181 = "stablehlo.broadcast_in_dim"(%1180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1182 = "stablehlo.multiply"(%1181, %762) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1183 = "stablehlo.subtract"(%arg49, %1182) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1184 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1185 = "stablehlo.broadcast_in_dim"(%1184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1186 = "stablehlo.multiply"(%1185, %788) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1187 = "stablehlo.subtract"(%arg50, %1186) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1188 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1189 = "stablehlo.broadcast_in_dim"(%1188) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1190 = "stablehlo.multiply"(%1189, %790) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1191 = "stablehlo.subtract"(%arg51, %1190) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1192 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1193 = "stablehlo.broadcast_in_dim"(%1192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1194 = "stablehlo.multiply"(%1193, %795) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1195 = "stablehlo.subtract"(%arg52, %1194) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1196 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1197 = "stablehlo.broadcast_in_dim"(%1196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1198 = "stablehlo.multiply"(%1197, %808) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1199 = "stablehlo.subtract"(%arg53, %1198) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1200 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1201 = "stablehlo.broadcast_in_dim"(%1200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1202 = "stablehlo.multiply"(%1201, %837) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1203 = "stablehlo.subtract"(%arg54, %1202) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1204 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1205 = "stablehlo.broadcast_in_dim"(%1204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1206 = "stablehlo.multiply"(%1205, %839) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1207 = "stablehlo.subtract"(%arg55, %1206) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1208 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1209 = "stablehlo.broadcast_in_dim"(%1208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
    %1210 = "stablehlo.multiply"(%1209, %871) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1211 = "stablehlo.subtract"(%arg56, %1210) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1212 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1213 = "stablehlo.broadcast_in_dim"(%1212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x96xf32>
    %1214 = "stablehlo.multiply"(%1213, %873) : (tensor<32x96xf32>, tensor<32x96xf32>) -> tensor<32x96xf32>
    %1215 = "stablehlo.subtract"(%arg57, %1214) : (tensor<32x96xf32>, tensor<32x96xf32>) -> tensor<32x96xf32>
    %1216 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1217 = "stablehlo.broadcast_in_dim"(%1216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1218 = "stablehlo.multiply"(%1217, %719) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1219 = "stablehlo.subtract"(%arg58, %1218) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1220 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1221 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1222 = "stablehlo.multiply"(%1221, %732) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1223 = "stablehlo.subtract"(%arg59, %1222) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1224 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1225 = "stablehlo.broadcast_in_dim"(%1224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1226 = "stablehlo.multiply"(%1225, %1119) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1227 = "stablehlo.subtract"(%arg60, %1226) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1228 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1229 = "stablehlo.broadcast_in_dim"(%1228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1230 = "stablehlo.multiply"(%1229, %1080) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1231 = "stablehlo.subtract"(%arg61, %1230) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1232 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1233 = "stablehlo.broadcast_in_dim"(%1232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1234 = "stablehlo.multiply"(%1233, %1093) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1235 = "stablehlo.subtract"(%arg62, %1234) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%692, %1123, %1127, %1131, %1135, %1139, %1143, %1147, %1151, %1155, %1159, %1163, %1167, %1171, %1175, %1179, %1183, %1187, %1191, %1195, %1199, %1203, %1207, %1211, %1215, %1219, %1223, %1227, %1231, %1235) : (tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<96xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<96xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<64x32xf32>, %arg31: tensor<4x8xi32>):
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %65 = "stablehlo.compare"(%arg31, %64) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %66 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %68 = "stablehlo.add"(%arg31, %67) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %69 = "func.call"(%65, %68, %arg31) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %71 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %74 = "stablehlo.compare"(%70, %73) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %75 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %77 = "stablehlo.compare"(%70, %76) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %78 = "stablehlo.and"(%74, %77) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %79 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %80 = "stablehlo.reduce"(%78, %79) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg32: tensor<i1>, %arg33: tensor<i1>):
      %86 = "stablehlo.and"(%arg32, %arg33) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%86) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %81 = "stablehlo.gather"(%arg30, %70) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %82 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %83 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %85 = "stablehlo.select"(%82, %81, %84) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%85, %70) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<4x8xi1>, %arg28: tensor<4x8xi32>, %arg29: tensor<4x8xi32>):
    %62 = "stablehlo.select"(%arg27, %arg28, %arg29) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%62) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<4x8xi32>):
    %61 = "func.call"(%arg26) <{callee = @cumsum_0}> : (tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%61) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8xi32>) -> tensor<4x8xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x8xi32>):
    %57 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %59 = "stablehlo.reduce_window"(%arg23, %58) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>):
      %60 = "stablehlo.add"(%arg24, %arg25) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%60) : (tensor<i32>) -> ()
    }) : (tensor<4x8xi32>, tensor<i32>) -> tensor<4x8xi32>
    "func.return"(%59) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x7x64xf32>, %arg20: tensor<4x7x1xi32>):
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x7x1xi32>
    %36 = "stablehlo.compare"(%arg20, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x7x1xi32>, tensor<4x7x1xi32>) -> tensor<4x7x1xi1>
    %37 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x7x1xi32>
    %39 = "stablehlo.add"(%arg20, %38) : (tensor<4x7x1xi32>, tensor<4x7x1xi32>) -> tensor<4x7x1xi32>
    %40 = "stablehlo.select"(%36, %39, %arg20) : (tensor<4x7x1xi1>, tensor<4x7x1xi32>, tensor<4x7x1xi32>) -> tensor<4x7x1xi32>
    %41 = "stablehlo.reshape"(%40) : (tensor<4x7x1xi32>) -> tensor<4x7x1x1xi32>
    %42 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x7x1x1xi32>
    %45 = "stablehlo.compare"(%41, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7x1x1xi32>, tensor<4x7x1x1xi32>) -> tensor<4x7x1x1xi1>
    %46 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<4x7x1x1xi32>
    %48 = "stablehlo.compare"(%41, %47) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x7x1x1xi32>, tensor<4x7x1x1xi32>) -> tensor<4x7x1x1xi1>
    %49 = "stablehlo.and"(%45, %48) : (tensor<4x7x1x1xi1>, tensor<4x7x1x1xi1>) -> tensor<4x7x1x1xi1>
    %50 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %51 = "stablehlo.reduce"(%49, %50) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg21: tensor<i1>, %arg22: tensor<i1>):
      %56 = "stablehlo.and"(%arg21, %arg22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%56) : (tensor<i1>) -> ()
    }) : (tensor<4x7x1x1xi1>, tensor<i1>) -> tensor<4x7x1xi1>
    %52 = "stablehlo.gather"(%arg19, %41) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x7x64xf32>, tensor<4x7x1x1xi32>) -> tensor<4x7x1xf32>
    %53 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7x1xf32>
    %55 = "stablehlo.select"(%51, %52, %54) : (tensor<4x7x1xi1>, tensor<4x7x1xf32>, tensor<4x7x1xf32>) -> tensor<4x7x1xf32>
    "func.return"(%55, %41) : (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_1", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4x7x1xf32>, %arg16: tensor<i32>):
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.compare"(%arg16, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.add"(%arg16, %15) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %17 = "func.call"(%14, %16, %arg16) <{callee = @_where_2}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %20 = "stablehlo.convert"(%18) : (tensor<1xi32>) -> tensor<1xi32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.compare"(%20, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %24 = "stablehlo.compare"(%20, %19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %25 = "stablehlo.and"(%23, %24) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %26 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %27 = "stablehlo.reduce"(%25, %26) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg17: tensor<i1>, %arg18: tensor<i1>):
      %33 = "stablehlo.and"(%arg17, %arg18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%33) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %28 = "stablehlo.gather"(%arg15, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 7, 1>}> : (tensor<4x7x1xf32>, tensor<1xi32>) -> tensor<4x7xf32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x7xi1>
    %30 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %32 = "stablehlo.select"(%29, %28, %31) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    "func.return"(%32, %18) : (tensor<4x7xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i1>, %arg13: tensor<i32>, %arg14: tensor<i32>):
    %12 = "stablehlo.select"(%arg12, %arg13, %arg14) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%12) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>, res_attrs = [{}], sym_name = "_take_3", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<1xi32>, %arg9: tensor<4x7xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7x1xf32>
    %10 = "stablehlo.scatter"(%9, %arg8, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %11 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<4x7x1xf32>, tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    "func.return"(%10) : (tensor<4x7x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_4", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4x7x1x1xi32>, %arg5: tensor<4x7x1xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7x64xf32>
    %6 = "stablehlo.scatter"(%5, %arg4, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %7 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    "func.return"(%6) : (tensor<4x7x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>, res_attrs = [{}], sym_name = "_take_5", sym_visibility = "private"}> ({
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
