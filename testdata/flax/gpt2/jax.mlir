"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 27 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 28 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<f32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<64x32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['transformer']['h']['0']['attn']['c_attn']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['attn']['c_attn']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['attn']['c_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['attn']['c_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['ln_1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['ln_1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['ln_2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['ln_2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['c_fc']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['c_fc']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['c_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['c_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['attn']['c_attn']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['attn']['c_attn']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['attn']['c_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['attn']['c_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['ln_1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['ln_1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['ln_2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['ln_2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['c_fc']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['c_fc']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['c_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['c_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['ln_f']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['ln_f']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['wpe']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['wte']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg38: tensor<96xf32>, %arg39: tensor<96x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<128xf32>, %arg47: tensor<128x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x128xf32>, %arg50: tensor<96xf32>, %arg51: tensor<96x32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32x32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<128xf32>, %arg59: tensor<128x32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32x128xf32>, %arg62: tensor<32xf32>, %arg63: tensor<32xf32>, %arg64: tensor<8x32xf32>, %arg65: tensor<64x32xf32>, %arg66: tensor<4x8xi32>):
    %110 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<4x8xi32>
    %113 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %115 = "stablehlo.convert"(%114) : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %116:2 = "func.call"(%arg65, %arg66) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %117:2 = "func.call"(%arg64, %112) <{callee = @_take_0}> : (tensor<8x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %118 = "stablehlo.add"(%116#0, %117#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %119 = "chlo.square"(%118) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %120 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %122 = "stablehlo.multiply"(%121, %118) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.reduce"(%118, %123) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
      %1235 = "stablehlo.add"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1235) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %125 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %127 = "stablehlo.divide"(%124, %126) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %128 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.reduce"(%119, %128) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
      %1234 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1234) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %130 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %132 = "stablehlo.divide"(%129, %131) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %133 = "chlo.square"(%127) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %134 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %136 = "stablehlo.multiply"(%135, %127) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %137 = "stablehlo.subtract"(%132, %133) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %138 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %140 = "stablehlo.maximum"(%139, %137) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %141 = "stablehlo.compare"(%137, %140) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %142 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %146 = "stablehlo.select"(%141, %143, %145) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %147 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %149 = "stablehlo.compare"(%148, %140) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %150 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %152 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %154 = "stablehlo.select"(%149, %151, %153) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %155 = "stablehlo.divide"(%146, %154) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %156 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %157 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %158 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %159 = "stablehlo.subtract"(%118, %158) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %160 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %162 = "stablehlo.add"(%157, %161) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %163 = "stablehlo.rsqrt"(%162) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %164 = "stablehlo.divide"(%163, %162) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %165 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %167 = "stablehlo.multiply"(%166, %164) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %168 = "stablehlo.reshape"(%arg43) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %169 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %170 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %171 = "stablehlo.multiply"(%169, %170) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %172 = "stablehlo.multiply"(%159, %171) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %173 = "stablehlo.reshape"(%arg42) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %175 = "stablehlo.add"(%172, %174) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %176 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %179 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x8xi32>) -> tensor<1x1x8xi32>
    %180 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x8x1xi32>) -> tensor<1x8x8xi32>
    %181 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xi32>) -> tensor<1x8x8xi32>
    %182 = "stablehlo.compare"(%180, %181) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x8x8xi32>, tensor<1x8x8xi32>) -> tensor<1x8x8xi1>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %184 = "stablehlo.transpose"(%arg39) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %185 = "stablehlo.dot_general"(%175, %184) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x96xf32>) -> tensor<4x8x96xf32>
    %186 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x8x96xf32>
    %188 = "stablehlo.add"(%185, %187) : (tensor<4x8x96xf32>, tensor<4x8x96xf32>) -> tensor<4x8x96xf32>
    %189 = "stablehlo.slice"(%188) <{limit_indices = array<i64: 4, 8, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %190 = "stablehlo.slice"(%188) <{limit_indices = array<i64: 4, 8, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %191 = "stablehlo.slice"(%188) <{limit_indices = array<i64: 4, 8, 96>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %192 = "stablehlo.reshape"(%189) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %193 = "stablehlo.reshape"(%190) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %194 = "stablehlo.reshape"(%191) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %195 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %196 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %198 = "stablehlo.convert"(%195) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %199 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %201 = "stablehlo.compare"(%197, %200) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %202 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %204 = "stablehlo.compare"(%198, %203) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %205 = "stablehlo.and"(%201, %204) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %206 = "stablehlo.convert"(%205) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %207 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %209 = "stablehlo.compare"(%206, %208) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %210 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %212 = "stablehlo.convert"(%211) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %213 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %215 = "stablehlo.select"(%209, %212, %214) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %216 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.sqrt"(%216) : (tensor<f32>) -> tensor<f32>
    %218 = "stablehlo.convert"(%217) : (tensor<f32>) -> tensor<f32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %220 = "stablehlo.divide"(%192, %219) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %221 = "stablehlo.dot_general"(%220, %193) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %222 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %223 = "stablehlo.add"(%221, %222) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %224 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.reduce"(%223, %224) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
      %1233 = "stablehlo.maximum"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1233) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %226 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %228 = "stablehlo.maximum"(%227, %225) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %231 = "stablehlo.subtract"(%223, %230) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %232 = "stablehlo.exponential"(%231) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %233 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.reduce"(%232, %233) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg193: tensor<f32>, %arg194: tensor<f32>):
      %1232 = "stablehlo.add"(%arg193, %arg194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1232) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %237 = "stablehlo.divide"(%232, %236) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %238 = "stablehlo.multiply"(%235, %235) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %239 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %241 = "stablehlo.divide"(%240, %238) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %242 = "stablehlo.dot_general"(%194, %237) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %243 = "stablehlo.transpose"(%242) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %244 = "stablehlo.reshape"(%243) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %245 = "stablehlo.transpose"(%arg41) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %246 = "stablehlo.dot_general"(%244, %245) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %247 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %249 = "stablehlo.add"(%246, %248) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %250 = "stablehlo.add"(%249, %118) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %251 = "chlo.square"(%250) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %252 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %254 = "stablehlo.multiply"(%253, %250) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %255 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.reduce"(%250, %255) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
      %1231 = "stablehlo.add"(%arg191, %arg192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1231) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %257 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %259 = "stablehlo.divide"(%256, %258) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %260 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.reduce"(%251, %260) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
      %1230 = "stablehlo.add"(%arg189, %arg190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1230) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %262 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %264 = "stablehlo.divide"(%261, %263) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %265 = "chlo.square"(%259) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %266 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %268 = "stablehlo.multiply"(%267, %259) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %269 = "stablehlo.subtract"(%264, %265) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %270 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %272 = "stablehlo.maximum"(%271, %269) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %273 = "stablehlo.compare"(%269, %272) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %274 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %276 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %278 = "stablehlo.select"(%273, %275, %277) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %279 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %281 = "stablehlo.compare"(%280, %272) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %282 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %284 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %286 = "stablehlo.select"(%281, %283, %285) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %287 = "stablehlo.divide"(%278, %286) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %288 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %289 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %290 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %291 = "stablehlo.subtract"(%250, %290) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %292 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %294 = "stablehlo.add"(%289, %293) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %295 = "stablehlo.rsqrt"(%294) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %296 = "stablehlo.divide"(%295, %294) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %297 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %299 = "stablehlo.multiply"(%298, %296) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %300 = "stablehlo.reshape"(%arg45) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %301 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %302 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %303 = "stablehlo.multiply"(%301, %302) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %304 = "stablehlo.multiply"(%291, %303) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %305 = "stablehlo.reshape"(%arg44) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %307 = "stablehlo.add"(%304, %306) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %308 = "stablehlo.transpose"(%arg47) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %309 = "stablehlo.dot_general"(%307, %308) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x128xf32>) -> tensor<4x8x128xf32>
    %310 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64: 2>}> : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %312 = "stablehlo.add"(%309, %311) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %313 = "stablehlo.multiply"(%312, %312) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %314 = "stablehlo.multiply"(%313, %312) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %315 = "stablehlo.multiply"(%312, %312) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %316 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %318 = "stablehlo.multiply"(%317, %315) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %319 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %321 = "stablehlo.multiply"(%320, %314) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %322 = "stablehlo.add"(%312, %321) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %323 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %325 = "stablehlo.multiply"(%324, %322) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %326 = "stablehlo.tanh"(%325) : (tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %327 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %329 = "stablehlo.subtract"(%328, %326) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %330 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %332 = "stablehlo.add"(%331, %326) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %333 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %335 = "stablehlo.multiply"(%334, %332) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %336 = "stablehlo.multiply"(%312, %335) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %337 = "stablehlo.transpose"(%arg49) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %338 = "stablehlo.dot_general"(%336, %337) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<128x32xf32>) -> tensor<4x8x32xf32>
    %339 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %341 = "stablehlo.add"(%338, %340) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %342 = "stablehlo.add"(%250, %341) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %343 = "chlo.square"(%342) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %344 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %346 = "stablehlo.multiply"(%345, %342) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %347 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.reduce"(%342, %347) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg187: tensor<f32>, %arg188: tensor<f32>):
      %1229 = "stablehlo.add"(%arg187, %arg188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1229) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %349 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %351 = "stablehlo.divide"(%348, %350) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %352 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.reduce"(%343, %352) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
      %1228 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1228) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %354 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %356 = "stablehlo.divide"(%353, %355) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %357 = "chlo.square"(%351) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %358 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %360 = "stablehlo.multiply"(%359, %351) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %361 = "stablehlo.subtract"(%356, %357) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %362 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %364 = "stablehlo.maximum"(%363, %361) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %365 = "stablehlo.compare"(%361, %364) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %366 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %368 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %370 = "stablehlo.select"(%365, %367, %369) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %371 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %373 = "stablehlo.compare"(%372, %364) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %374 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %376 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %378 = "stablehlo.select"(%373, %375, %377) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %379 = "stablehlo.divide"(%370, %378) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %380 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %381 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %382 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %383 = "stablehlo.subtract"(%342, %382) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %384 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %386 = "stablehlo.add"(%381, %385) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %387 = "stablehlo.rsqrt"(%386) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %388 = "stablehlo.divide"(%387, %386) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %389 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %391 = "stablehlo.multiply"(%390, %388) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %392 = "stablehlo.reshape"(%arg55) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %393 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %394 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %395 = "stablehlo.multiply"(%393, %394) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %396 = "stablehlo.multiply"(%383, %395) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %397 = "stablehlo.reshape"(%arg54) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %399 = "stablehlo.add"(%396, %398) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %400 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %403 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x8xi32>) -> tensor<1x1x8xi32>
    %404 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x8x1xi32>) -> tensor<1x8x8xi32>
    %405 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xi32>) -> tensor<1x8x8xi32>
    %406 = "stablehlo.compare"(%404, %405) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x8x8xi32>, tensor<1x8x8xi32>) -> tensor<1x8x8xi1>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %408 = "stablehlo.transpose"(%arg51) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %409 = "stablehlo.dot_general"(%399, %408) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x96xf32>) -> tensor<4x8x96xf32>
    %410 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x8x96xf32>
    %412 = "stablehlo.add"(%409, %411) : (tensor<4x8x96xf32>, tensor<4x8x96xf32>) -> tensor<4x8x96xf32>
    %413 = "stablehlo.slice"(%412) <{limit_indices = array<i64: 4, 8, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %414 = "stablehlo.slice"(%412) <{limit_indices = array<i64: 4, 8, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %415 = "stablehlo.slice"(%412) <{limit_indices = array<i64: 4, 8, 96>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %416 = "stablehlo.reshape"(%413) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %417 = "stablehlo.reshape"(%414) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %418 = "stablehlo.reshape"(%415) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %419 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %420 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %422 = "stablehlo.convert"(%419) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %423 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %425 = "stablehlo.compare"(%421, %424) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %426 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %428 = "stablehlo.compare"(%422, %427) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %429 = "stablehlo.and"(%425, %428) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %430 = "stablehlo.convert"(%429) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %431 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %433 = "stablehlo.compare"(%430, %432) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %434 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %435 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %436 = "stablehlo.convert"(%435) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %437 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %439 = "stablehlo.select"(%433, %436, %438) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %440 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.sqrt"(%440) : (tensor<f32>) -> tensor<f32>
    %442 = "stablehlo.convert"(%441) : (tensor<f32>) -> tensor<f32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %444 = "stablehlo.divide"(%416, %443) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %445 = "stablehlo.dot_general"(%444, %417) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %446 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %447 = "stablehlo.add"(%445, %446) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %448 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %449 = "stablehlo.reduce"(%447, %448) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
      %1227 = "stablehlo.maximum"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1227) : (tensor<f32>) -> ()
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
    ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
      %1226 = "stablehlo.add"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1226) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %461 = "stablehlo.divide"(%456, %460) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %462 = "stablehlo.multiply"(%459, %459) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %463 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %465 = "stablehlo.divide"(%464, %462) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %466 = "stablehlo.dot_general"(%418, %461) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %467 = "stablehlo.transpose"(%466) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %468 = "stablehlo.reshape"(%467) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %469 = "stablehlo.transpose"(%arg53) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %470 = "stablehlo.dot_general"(%468, %469) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %471 = "stablehlo.broadcast_in_dim"(%arg52) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %473 = "stablehlo.add"(%470, %472) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %474 = "stablehlo.add"(%473, %342) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %475 = "chlo.square"(%474) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %476 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %478 = "stablehlo.multiply"(%477, %474) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %479 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %480 = "stablehlo.reduce"(%474, %479) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
      %1225 = "stablehlo.add"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1225) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %481 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %483 = "stablehlo.divide"(%480, %482) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %484 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.reduce"(%475, %484) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %1224 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1224) : (tensor<f32>) -> ()
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
    %516 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %518 = "stablehlo.add"(%513, %517) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %519 = "stablehlo.rsqrt"(%518) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %520 = "stablehlo.divide"(%519, %518) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %521 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %523 = "stablehlo.multiply"(%522, %520) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %524 = "stablehlo.reshape"(%arg57) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %525 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %526 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %527 = "stablehlo.multiply"(%525, %526) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %528 = "stablehlo.multiply"(%515, %527) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %529 = "stablehlo.reshape"(%arg56) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %531 = "stablehlo.add"(%528, %530) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %532 = "stablehlo.transpose"(%arg59) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %533 = "stablehlo.dot_general"(%531, %532) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x128xf32>) -> tensor<4x8x128xf32>
    %534 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64: 2>}> : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %536 = "stablehlo.add"(%533, %535) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %537 = "stablehlo.multiply"(%536, %536) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %538 = "stablehlo.multiply"(%537, %536) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %539 = "stablehlo.multiply"(%536, %536) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %540 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %541 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %542 = "stablehlo.multiply"(%541, %539) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %543 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %545 = "stablehlo.multiply"(%544, %538) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %546 = "stablehlo.add"(%536, %545) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %547 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %549 = "stablehlo.multiply"(%548, %546) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %550 = "stablehlo.tanh"(%549) : (tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %551 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %553 = "stablehlo.subtract"(%552, %550) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %554 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %555 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %556 = "stablehlo.add"(%555, %550) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %557 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %558 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %559 = "stablehlo.multiply"(%558, %556) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %560 = "stablehlo.multiply"(%536, %559) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %561 = "stablehlo.transpose"(%arg61) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %562 = "stablehlo.dot_general"(%560, %561) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<128x32xf32>) -> tensor<4x8x32xf32>
    %563 = "stablehlo.broadcast_in_dim"(%arg60) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %565 = "stablehlo.add"(%562, %564) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %566 = "stablehlo.add"(%474, %565) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %567 = "chlo.square"(%566) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %568 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %569 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %570 = "stablehlo.multiply"(%569, %566) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %571 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %572 = "stablehlo.reduce"(%566, %571) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %1223 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1223) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %573 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %574 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %575 = "stablehlo.divide"(%572, %574) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %576 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %577 = "stablehlo.reduce"(%567, %576) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %1222 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1222) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %578 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %580 = "stablehlo.divide"(%577, %579) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %581 = "chlo.square"(%575) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %582 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %583 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %584 = "stablehlo.multiply"(%583, %575) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %585 = "stablehlo.subtract"(%580, %581) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %586 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %587 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %588 = "stablehlo.maximum"(%587, %585) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %589 = "stablehlo.compare"(%585, %588) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %590 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %592 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %593 = "stablehlo.broadcast_in_dim"(%592) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %594 = "stablehlo.select"(%589, %591, %593) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %595 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %597 = "stablehlo.compare"(%596, %588) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %598 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %600 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %601 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %602 = "stablehlo.select"(%597, %599, %601) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %603 = "stablehlo.divide"(%594, %602) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %604 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %605 = "stablehlo.broadcast_in_dim"(%588) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %606 = "stablehlo.broadcast_in_dim"(%604) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %607 = "stablehlo.subtract"(%566, %606) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %608 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %609 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %610 = "stablehlo.add"(%605, %609) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %611 = "stablehlo.rsqrt"(%610) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %612 = "stablehlo.divide"(%611, %610) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %613 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %614 = "stablehlo.broadcast_in_dim"(%613) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %615 = "stablehlo.multiply"(%614, %612) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %616 = "stablehlo.reshape"(%arg63) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %617 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %618 = "stablehlo.broadcast_in_dim"(%616) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %619 = "stablehlo.multiply"(%617, %618) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %620 = "stablehlo.multiply"(%607, %619) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %621 = "stablehlo.reshape"(%arg62) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %622 = "stablehlo.broadcast_in_dim"(%621) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %623 = "stablehlo.add"(%620, %622) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %624 = "stablehlo.transpose"(%arg65) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %625 = "stablehlo.dot_general"(%623, %624) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %626 = "stablehlo.slice"(%625) <{limit_indices = array<i64: 4, 7, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x64xf32>) -> tensor<4x7x64xf32>
    %627 = "stablehlo.slice"(%arg66) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x8xi32>) -> tensor<4x7xi32>
    %628 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xi32>) -> tensor<4x7x1xi32>
    %629:2 = "func.call"(%626, %628) <{callee = @take_along_axis}> : (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>)
    %630 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %631:2 = "func.call"(%629#0, %630) <{callee = @_take_1}> : (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>)
    %632 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %633 = "stablehlo.reduce"(%626, %632) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %1221 = "stablehlo.maximum"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1221) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %634 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %635 = "stablehlo.broadcast_in_dim"(%634) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %636 = "stablehlo.maximum"(%635, %633) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %637 = "stablehlo.is_finite"(%636) : (tensor<4x7xf32>) -> tensor<4x7xi1>
    %638 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %639 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %640 = "stablehlo.select"(%637, %636, %639) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %642 = "stablehlo.broadcast_in_dim"(%641) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %643 = "stablehlo.subtract"(%626, %642) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %644 = "stablehlo.exponential"(%643) : (tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %645 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %646 = "stablehlo.reduce"(%644, %645) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
      %1220 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1220) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %647 = "stablehlo.abs"(%646) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %648 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %650 = "stablehlo.compare"(%646, %649) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %651 = "stablehlo.log"(%647) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %652 = "stablehlo.add"(%651, %640) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %653 = "stablehlo.subtract"(%652, %631#0) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %654 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %655 = "stablehlo.reduce"(%653, %654) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %1219 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1219) : (tensor<f32>) -> ()
    }) : (tensor<4x7xf32>, tensor<f32>) -> tensor<f32>
    %656 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.divide"(%655, %656) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %658 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %659 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %660 = "stablehlo.divide"(%658, %659) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %662 = "stablehlo.negate"(%661) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %663 = "stablehlo.divide"(%661, %647) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %664 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %665 = "stablehlo.broadcast_in_dim"(%664) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %666 = "stablehlo.select"(%650, %665, %663) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %667 = "stablehlo.select"(%650, %663, %665) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %668 = "stablehlo.negate"(%666) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %669 = "stablehlo.add"(%667, %668) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %670 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x64xf32>
    %671 = "stablehlo.multiply"(%670, %644) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %672 = "func.call"(%631#1, %662) <{callee = @_take_3}> : (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %673 = "func.call"(%629#1, %672) <{callee = @take_along_axis_4}> : (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %674 = "stablehlo.add"(%671, %673) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %675 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %676 = "stablehlo.pad"(%674, %675) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x8x64xf32>
    %677 = "stablehlo.dot_general"(%676, %623) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %678 = "stablehlo.transpose"(%677) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %679 = "stablehlo.dot_general"(%676, %624) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %680 = "stablehlo.transpose"(%678) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %681 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %682 = "stablehlo.reduce"(%679, %681) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %1218 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1218) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %683 = "stablehlo.reshape"(%682) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %684 = "stablehlo.reshape"(%683) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %685 = "stablehlo.multiply"(%607, %679) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %686 = "stablehlo.multiply"(%679, %619) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %687 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %688 = "stablehlo.multiply"(%687, %685) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %689 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %690 = "stablehlo.reduce"(%688, %689) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %1217 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1217) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %691 = "stablehlo.reshape"(%690) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %692 = "stablehlo.broadcast_in_dim"(%616) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %693 = "stablehlo.multiply"(%685, %692) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %694 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %695 = "stablehlo.reduce"(%693, %694) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1216 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1216) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %696 = "stablehlo.reshape"(%695) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %697 = "stablehlo.reshape"(%691) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %698 = "stablehlo.multiply"(%696, %615) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %699 = "stablehlo.negate"(%686) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %700 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %701 = "stablehlo.reduce"(%699, %700) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %1215 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1215) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %702 = "stablehlo.reshape"(%701) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %703 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %704 = "stablehlo.reduce"(%698, %703) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %1214 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1214) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %705 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %706 = "stablehlo.reduce"(%702, %705) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %1213 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1213) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %707 = "stablehlo.multiply"(%704, %603) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %708 = "stablehlo.negate"(%707) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %709 = "stablehlo.multiply"(%708, %584) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %710 = "stablehlo.add"(%706, %709) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %711 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %712 = "stablehlo.broadcast_in_dim"(%711) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %713 = "stablehlo.divide"(%707, %712) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %714 = "stablehlo.broadcast_in_dim"(%713) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %715 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %716 = "stablehlo.broadcast_in_dim"(%715) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %717 = "stablehlo.divide"(%710, %716) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %718 = "stablehlo.broadcast_in_dim"(%717) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %719 = "stablehlo.add"(%686, %718) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %720 = "stablehlo.multiply"(%714, %570) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %721 = "stablehlo.add"(%719, %720) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %722 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %723 = "stablehlo.reduce"(%721, %722) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %1212 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1212) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %724 = "stablehlo.reshape"(%723) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %725 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %726 = "stablehlo.reduce"(%724, %725) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %1211 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1211) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %727 = "stablehlo.dot_general"(%721, %560) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x128xf32>) -> tensor<32x128xf32>
    %728 = "stablehlo.transpose"(%727) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %729 = "stablehlo.dot_general"(%721, %561) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<128x32xf32>) -> tensor<4x8x128xf32>
    %730 = "stablehlo.transpose"(%728) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %731 = "stablehlo.multiply"(%536, %729) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %732 = "stablehlo.multiply"(%729, %559) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %733 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %734 = "stablehlo.broadcast_in_dim"(%733) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %735 = "stablehlo.multiply"(%734, %731) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %736 = "stablehlo.multiply"(%735, %553) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %737 = "stablehlo.multiply"(%736, %550) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %738 = "stablehlo.add"(%736, %737) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %739 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %740 = "stablehlo.broadcast_in_dim"(%739) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %741 = "stablehlo.multiply"(%740, %738) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %742 = "stablehlo.add"(%732, %741) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %743 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %744 = "stablehlo.broadcast_in_dim"(%743) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %745 = "stablehlo.multiply"(%744, %741) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %746 = "stablehlo.multiply"(%745, %542) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %747 = "stablehlo.add"(%742, %746) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %748 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %749 = "stablehlo.reduce"(%747, %748) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %1210 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1210) : (tensor<f32>) -> ()
    }) : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %750 = "stablehlo.reshape"(%749) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %751 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %752 = "stablehlo.reduce"(%750, %751) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %1209 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1209) : (tensor<f32>) -> ()
    }) : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %753 = "stablehlo.dot_general"(%747, %531) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<4x8x32xf32>) -> tensor<128x32xf32>
    %754 = "stablehlo.transpose"(%753) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %755 = "stablehlo.dot_general"(%747, %532) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<32x128xf32>) -> tensor<4x8x32xf32>
    %756 = "stablehlo.transpose"(%754) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %757 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %758 = "stablehlo.reduce"(%755, %757) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %1208 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1208) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %759 = "stablehlo.reshape"(%758) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %760 = "stablehlo.reshape"(%759) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %761 = "stablehlo.multiply"(%515, %755) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %762 = "stablehlo.multiply"(%755, %527) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %763 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %764 = "stablehlo.multiply"(%763, %761) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %765 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %766 = "stablehlo.reduce"(%764, %765) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %1207 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1207) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %767 = "stablehlo.reshape"(%766) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %768 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %769 = "stablehlo.multiply"(%761, %768) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %770 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %771 = "stablehlo.reduce"(%769, %770) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %1206 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1206) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %772 = "stablehlo.reshape"(%771) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %773 = "stablehlo.reshape"(%767) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %774 = "stablehlo.multiply"(%772, %523) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %775 = "stablehlo.negate"(%762) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %776 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %777 = "stablehlo.reduce"(%775, %776) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %1205 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1205) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %778 = "stablehlo.reshape"(%777) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %779 = "stablehlo.add"(%721, %762) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %780 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %781 = "stablehlo.reduce"(%774, %780) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %1204 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1204) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %782 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %783 = "stablehlo.reduce"(%778, %782) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %1203 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1203) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %784 = "stablehlo.multiply"(%781, %511) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %785 = "stablehlo.negate"(%784) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %786 = "stablehlo.multiply"(%785, %492) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %787 = "stablehlo.add"(%783, %786) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %788 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %789 = "stablehlo.broadcast_in_dim"(%788) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %790 = "stablehlo.divide"(%784, %789) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %791 = "stablehlo.broadcast_in_dim"(%790) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %792 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %793 = "stablehlo.broadcast_in_dim"(%792) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %794 = "stablehlo.divide"(%787, %793) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %795 = "stablehlo.broadcast_in_dim"(%794) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %796 = "stablehlo.add"(%779, %795) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %797 = "stablehlo.multiply"(%791, %478) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %798 = "stablehlo.add"(%796, %797) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %799 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %800 = "stablehlo.reduce"(%798, %799) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %1202 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1202) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %801 = "stablehlo.reshape"(%800) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %802 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %803 = "stablehlo.reduce"(%801, %802) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %1201 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1201) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %804 = "stablehlo.dot_general"(%798, %468) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %805 = "stablehlo.transpose"(%804) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %806 = "stablehlo.dot_general"(%798, %469) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %807 = "stablehlo.transpose"(%805) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %808 = "stablehlo.reshape"(%806) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %809 = "stablehlo.transpose"(%808) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %810 = "stablehlo.dot_general"(%809, %418) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %811 = "stablehlo.dot_general"(%809, %461) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %812 = "stablehlo.transpose"(%811) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %813 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %814 = "stablehlo.multiply"(%810, %813) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %815 = "stablehlo.multiply"(%814, %456) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %816 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %817 = "stablehlo.reduce"(%815, %816) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1200 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1200) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %818 = "stablehlo.reshape"(%817) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %819 = "stablehlo.negate"(%818) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %820 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %821 = "stablehlo.divide"(%810, %820) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %822 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %823 = "stablehlo.reduce"(%819, %822) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1199 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1199) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %824 = "stablehlo.broadcast_in_dim"(%823) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %825 = "stablehlo.add"(%821, %824) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %826 = "stablehlo.multiply"(%825, %456) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %827 = "stablehlo.dot_general"(%826, %444) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %828 = "stablehlo.transpose"(%827) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %829 = "stablehlo.dot_general"(%826, %417) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %830 = "stablehlo.transpose"(%829) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %831 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %832 = "stablehlo.divide"(%830, %831) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %833 = "stablehlo.reshape"(%812) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %834 = "stablehlo.reshape"(%828) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %835 = "stablehlo.reshape"(%832) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %836 = "stablehlo.concatenate"(%835, %834, %833) <{dimension = 2 : i64}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x96xf32>
    %837 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %838 = "stablehlo.reduce"(%836, %837) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1198 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1198) : (tensor<f32>) -> ()
    }) : (tensor<4x8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %839 = "stablehlo.reshape"(%838) : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %840 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %841 = "stablehlo.reduce"(%839, %840) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1197 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1197) : (tensor<f32>) -> ()
    }) : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %842 = "stablehlo.dot_general"(%836, %399) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x96xf32>, tensor<4x8x32xf32>) -> tensor<96x32xf32>
    %843 = "stablehlo.transpose"(%842) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %844 = "stablehlo.dot_general"(%836, %408) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x96xf32>, tensor<32x96xf32>) -> tensor<4x8x32xf32>
    %845 = "stablehlo.transpose"(%843) <{permutation = array<i64: 1, 0>}> : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %846 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %847 = "stablehlo.reduce"(%844, %846) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1196 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1196) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %848 = "stablehlo.reshape"(%847) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %849 = "stablehlo.reshape"(%848) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %850 = "stablehlo.multiply"(%383, %844) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %851 = "stablehlo.multiply"(%844, %395) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %852 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %853 = "stablehlo.multiply"(%852, %850) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %854 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %855 = "stablehlo.reduce"(%853, %854) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1195 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1195) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %856 = "stablehlo.reshape"(%855) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %857 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %858 = "stablehlo.multiply"(%850, %857) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %859 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %860 = "stablehlo.reduce"(%858, %859) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1194 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1194) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %861 = "stablehlo.reshape"(%860) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %862 = "stablehlo.reshape"(%856) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %863 = "stablehlo.multiply"(%861, %391) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %864 = "stablehlo.negate"(%851) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %865 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %866 = "stablehlo.reduce"(%864, %865) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1193 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1193) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %867 = "stablehlo.reshape"(%866) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %868 = "stablehlo.add"(%798, %851) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %869 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %870 = "stablehlo.reduce"(%863, %869) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %1192 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1192) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %871 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %872 = "stablehlo.reduce"(%867, %871) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %1191 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1191) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %873 = "stablehlo.multiply"(%870, %379) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %874 = "stablehlo.negate"(%873) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %875 = "stablehlo.multiply"(%874, %360) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %876 = "stablehlo.add"(%872, %875) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %877 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %878 = "stablehlo.broadcast_in_dim"(%877) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %879 = "stablehlo.divide"(%873, %878) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %880 = "stablehlo.broadcast_in_dim"(%879) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %881 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %882 = "stablehlo.broadcast_in_dim"(%881) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %883 = "stablehlo.divide"(%876, %882) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %884 = "stablehlo.broadcast_in_dim"(%883) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %885 = "stablehlo.add"(%868, %884) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %886 = "stablehlo.multiply"(%880, %346) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %887 = "stablehlo.add"(%885, %886) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %888 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %889 = "stablehlo.reduce"(%887, %888) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %1190 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1190) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %890 = "stablehlo.reshape"(%889) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %891 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %892 = "stablehlo.reduce"(%890, %891) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %1189 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1189) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %893 = "stablehlo.dot_general"(%887, %336) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x128xf32>) -> tensor<32x128xf32>
    %894 = "stablehlo.transpose"(%893) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %895 = "stablehlo.dot_general"(%887, %337) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<128x32xf32>) -> tensor<4x8x128xf32>
    %896 = "stablehlo.transpose"(%894) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %897 = "stablehlo.multiply"(%312, %895) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %898 = "stablehlo.multiply"(%895, %335) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %899 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %900 = "stablehlo.broadcast_in_dim"(%899) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %901 = "stablehlo.multiply"(%900, %897) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %902 = "stablehlo.multiply"(%901, %329) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %903 = "stablehlo.multiply"(%902, %326) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %904 = "stablehlo.add"(%902, %903) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %905 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %906 = "stablehlo.broadcast_in_dim"(%905) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %907 = "stablehlo.multiply"(%906, %904) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %908 = "stablehlo.add"(%898, %907) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %909 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %910 = "stablehlo.broadcast_in_dim"(%909) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %911 = "stablehlo.multiply"(%910, %907) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %912 = "stablehlo.multiply"(%911, %318) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %913 = "stablehlo.add"(%908, %912) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %914 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %915 = "stablehlo.reduce"(%913, %914) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %1188 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1188) : (tensor<f32>) -> ()
    }) : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %916 = "stablehlo.reshape"(%915) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %917 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %918 = "stablehlo.reduce"(%916, %917) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %1187 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1187) : (tensor<f32>) -> ()
    }) : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %919 = "stablehlo.dot_general"(%913, %307) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<4x8x32xf32>) -> tensor<128x32xf32>
    %920 = "stablehlo.transpose"(%919) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %921 = "stablehlo.dot_general"(%913, %308) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<32x128xf32>) -> tensor<4x8x32xf32>
    %922 = "stablehlo.transpose"(%920) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %923 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %924 = "stablehlo.reduce"(%921, %923) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %1186 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1186) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %925 = "stablehlo.reshape"(%924) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %926 = "stablehlo.reshape"(%925) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %927 = "stablehlo.multiply"(%291, %921) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %928 = "stablehlo.multiply"(%921, %303) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %929 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %930 = "stablehlo.multiply"(%929, %927) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %931 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %932 = "stablehlo.reduce"(%930, %931) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %1185 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1185) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %933 = "stablehlo.reshape"(%932) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %934 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %935 = "stablehlo.multiply"(%927, %934) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %936 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %937 = "stablehlo.reduce"(%935, %936) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %1184 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1184) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %938 = "stablehlo.reshape"(%937) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %939 = "stablehlo.reshape"(%933) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %940 = "stablehlo.multiply"(%938, %299) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %941 = "stablehlo.negate"(%928) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %942 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %943 = "stablehlo.reduce"(%941, %942) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %1183 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1183) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %944 = "stablehlo.reshape"(%943) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %945 = "stablehlo.add"(%887, %928) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %946 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %947 = "stablehlo.reduce"(%940, %946) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %1182 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1182) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %948 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %949 = "stablehlo.reduce"(%944, %948) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %1181 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1181) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %950 = "stablehlo.multiply"(%947, %287) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %951 = "stablehlo.negate"(%950) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %952 = "stablehlo.multiply"(%951, %268) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %953 = "stablehlo.add"(%949, %952) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %954 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %955 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %956 = "stablehlo.divide"(%950, %955) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %957 = "stablehlo.broadcast_in_dim"(%956) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %958 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %959 = "stablehlo.broadcast_in_dim"(%958) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %960 = "stablehlo.divide"(%953, %959) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %961 = "stablehlo.broadcast_in_dim"(%960) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %962 = "stablehlo.add"(%945, %961) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %963 = "stablehlo.multiply"(%957, %254) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %964 = "stablehlo.add"(%962, %963) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %965 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %966 = "stablehlo.reduce"(%964, %965) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %1180 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1180) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %967 = "stablehlo.reshape"(%966) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %968 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %969 = "stablehlo.reduce"(%967, %968) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %1179 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1179) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %970 = "stablehlo.dot_general"(%964, %244) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %971 = "stablehlo.transpose"(%970) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %972 = "stablehlo.dot_general"(%964, %245) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %973 = "stablehlo.transpose"(%971) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %974 = "stablehlo.reshape"(%972) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %975 = "stablehlo.transpose"(%974) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %976 = "stablehlo.dot_general"(%975, %194) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %977 = "stablehlo.dot_general"(%975, %237) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %978 = "stablehlo.transpose"(%977) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %979 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %980 = "stablehlo.multiply"(%976, %979) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %981 = "stablehlo.multiply"(%980, %232) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %982 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %983 = "stablehlo.reduce"(%981, %982) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %1178 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1178) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %984 = "stablehlo.reshape"(%983) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %985 = "stablehlo.negate"(%984) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %986 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %987 = "stablehlo.divide"(%976, %986) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %988 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %989 = "stablehlo.reduce"(%985, %988) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %1177 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1177) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %990 = "stablehlo.broadcast_in_dim"(%989) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %991 = "stablehlo.add"(%987, %990) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %992 = "stablehlo.multiply"(%991, %232) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %993 = "stablehlo.dot_general"(%992, %220) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %994 = "stablehlo.transpose"(%993) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %995 = "stablehlo.dot_general"(%992, %193) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %996 = "stablehlo.transpose"(%995) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %997 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %998 = "stablehlo.divide"(%996, %997) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %999 = "stablehlo.reshape"(%978) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1000 = "stablehlo.reshape"(%994) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1001 = "stablehlo.reshape"(%998) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1002 = "stablehlo.concatenate"(%1001, %1000, %999) <{dimension = 2 : i64}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x96xf32>
    %1003 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1004 = "stablehlo.reduce"(%1002, %1003) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %1176 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1176) : (tensor<f32>) -> ()
    }) : (tensor<4x8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1005 = "stablehlo.reshape"(%1004) : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %1006 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1007 = "stablehlo.reduce"(%1005, %1006) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %1175 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1175) : (tensor<f32>) -> ()
    }) : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1008 = "stablehlo.dot_general"(%1002, %175) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x96xf32>, tensor<4x8x32xf32>) -> tensor<96x32xf32>
    %1009 = "stablehlo.transpose"(%1008) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %1010 = "stablehlo.dot_general"(%1002, %184) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x96xf32>, tensor<32x96xf32>) -> tensor<4x8x32xf32>
    %1011 = "stablehlo.transpose"(%1009) <{permutation = array<i64: 1, 0>}> : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %1012 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1013 = "stablehlo.reduce"(%1010, %1012) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %1174 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1174) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1014 = "stablehlo.reshape"(%1013) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1015 = "stablehlo.reshape"(%1014) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1016 = "stablehlo.multiply"(%159, %1010) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1017 = "stablehlo.multiply"(%1010, %171) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1018 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1019 = "stablehlo.multiply"(%1018, %1016) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1020 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1021 = "stablehlo.reduce"(%1019, %1020) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %1173 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1173) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1022 = "stablehlo.reshape"(%1021) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1023 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1024 = "stablehlo.multiply"(%1016, %1023) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1025 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1026 = "stablehlo.reduce"(%1024, %1025) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %1172 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1172) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1027 = "stablehlo.reshape"(%1026) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1028 = "stablehlo.reshape"(%1022) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1029 = "stablehlo.multiply"(%1027, %167) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1030 = "stablehlo.negate"(%1017) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1031 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1032 = "stablehlo.reduce"(%1030, %1031) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %1171 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1171) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1033 = "stablehlo.reshape"(%1032) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1034 = "stablehlo.add"(%964, %1017) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1035 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1036 = "stablehlo.reduce"(%1029, %1035) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %1170 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1170) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1037 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1038 = "stablehlo.reduce"(%1033, %1037) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %1169 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1169) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1039 = "stablehlo.multiply"(%1036, %155) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1040 = "stablehlo.negate"(%1039) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1041 = "stablehlo.multiply"(%1040, %136) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1042 = "stablehlo.add"(%1038, %1041) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1043 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1044 = "stablehlo.broadcast_in_dim"(%1043) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1045 = "stablehlo.divide"(%1039, %1044) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1046 = "stablehlo.broadcast_in_dim"(%1045) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1047 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1048 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1049 = "stablehlo.divide"(%1042, %1048) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1050 = "stablehlo.broadcast_in_dim"(%1049) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1051 = "stablehlo.add"(%1034, %1050) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1052 = "stablehlo.multiply"(%1046, %122) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1053 = "stablehlo.add"(%1051, %1052) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1054 = "func.call"(%117#1, %1053) <{callee = @_take_5}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<8x32xf32>
    %1055 = "func.call"(%116#1, %1053) <{callee = @_take_6}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1056 = "stablehlo.add"(%680, %1055) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1057 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1058 = "stablehlo.broadcast_in_dim"(%1057) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
    %1059 = "stablehlo.multiply"(%1058, %1007) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1060 = "stablehlo.subtract"(%arg38, %1059) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1061 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1062 = "stablehlo.broadcast_in_dim"(%1061) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96x32xf32>
    %1063 = "stablehlo.multiply"(%1062, %1011) : (tensor<96x32xf32>, tensor<96x32xf32>) -> tensor<96x32xf32>
    %1064 = "stablehlo.subtract"(%arg39, %1063) : (tensor<96x32xf32>, tensor<96x32xf32>) -> tensor<96x32xf32>
    %1065 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1066 = "stablehlo.broadcast_in_dim"(%1065) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1067 = "stablehlo.multiply"(%1066, %969) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1068 = "stablehlo.subtract"(%arg40, %1067) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1069 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1070 = "stablehlo.broadcast_in_dim"(%1069) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1071 = "stablehlo.multiply"(%1070, %973) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1072 = "stablehlo.subtract"(%arg41, %1071) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1073 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1074 = "stablehlo.broadcast_in_dim"(%1073) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1075 = "stablehlo.multiply"(%1074, %1015) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1076 = "stablehlo.subtract"(%arg42, %1075) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1077 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1078 = "stablehlo.broadcast_in_dim"(%1077) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1079 = "stablehlo.multiply"(%1078, %1028) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1080 = "stablehlo.subtract"(%arg43, %1079) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1081 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1082 = "stablehlo.broadcast_in_dim"(%1081) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1083 = "stablehlo.multiply"(%1082, %926) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1084 = "stablehlo.subtract"(%arg44, %1083) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1085 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1086 = "stablehlo.broadcast_in_dim"(%1085) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1087 = "stablehlo.multiply"(%1086, %939) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1088 = "stablehlo.subtract"(%arg45, %1087) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1089 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1090 = "stablehlo.broadcast_in_dim"(%1089) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1091 = "stablehlo.multiply"(%1090, %918) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1092 = "stablehlo.subtract"(%arg46, %1091) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1093 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1094 = "stablehlo.broadcast_in_dim"(%1093) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1095 = "stablehlo.multiply"(%1094, %922) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1096 = "stablehlo.subtract"(%arg47, %1095) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1097 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1098 = "stablehlo.broadcast_in_dim"(%1097) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1099 = "stablehlo.multiply"(%1098, %892) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1100 = "stablehlo.subtract"(%arg48, %1099) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1101 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1102 = "stablehlo.broadcast_in_dim"(%1101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1103 = "stablehlo.multiply"(%1102, %896) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1104 = "stablehlo.subtract"(%arg49, %1103) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1105 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1106 = "stablehlo.broadcast_in_dim"(%1105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
    %1107 = "stablehlo.multiply"(%1106, %841) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1108 = "stablehlo.subtract"(%arg50, %1107) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1109 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1110 = "stablehlo.broadcast_in_dim"(%1109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96x32xf32>
    %1111 = "stablehlo.multiply"(%1110, %845) : (tensor<96x32xf32>, tensor<96x32xf32>) -> tensor<96x32xf32>
    %1112 = "stablehlo.subtract"(%arg51, %1111) : (tensor<96x32xf32>, tensor<96x32xf32>) -> tensor<96x32xf32>
    %1113 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1114 = "stablehlo.broadcast_in_dim"(%1113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1115 = "stablehlo.multiply"(%1114, %803) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1116 = "stablehlo.subtract"(%arg52, %1115) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1117 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1118 = "stablehlo.broadcast_in_dim"(%1117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1119 = "stablehlo.multiply"(%1118, %807) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1120 = "stablehlo.subtract"(%arg53, %1119) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1121 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1122 = "stablehlo.broadcast_in_dim"(%1121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1123 = "stablehlo.multiply"(%1122, %849) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1124 = "stablehlo.subtract"(%arg54, %1123) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1125 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1126 = "stablehlo.broadcast_in_dim"(%1125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1127 = "stablehlo.multiply"(%1126, %862) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1128 = "stablehlo.subtract"(%arg55, %1127) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1129 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1130 = "stablehlo.broadcast_in_dim"(%1129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1131 = "stablehlo.multiply"(%1130, %760) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1132 = "stablehlo.subtract"(%arg56, %1131) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1133 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1134 = "stablehlo.broadcast_in_dim"(%1133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1135 = "stablehlo.multiply"(%1134, %773) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1136 = "stablehlo.subtract"(%arg57, %1135) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1137 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1138 = "stablehlo.broadcast_in_dim"(%1137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1139 = "stablehlo.multiply"(%1138, %752) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1140 = "stablehlo.subtract"(%arg58, %1139) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1141 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1142 = "stablehlo.broadcast_in_dim"(%1141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1143 = "stablehlo.multiply"(%1142, %756) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1144 = "stablehlo.subtract"(%arg59, %1143) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1145 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1146 = "stablehlo.broadcast_in_dim"(%1145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1147 = "stablehlo.multiply"(%1146, %726) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1148 = "stablehlo.subtract"(%arg60, %1147) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1149 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1150 = "stablehlo.broadcast_in_dim"(%1149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1151 = "stablehlo.multiply"(%1150, %730) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1152 = "stablehlo.subtract"(%arg61, %1151) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1153 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1154 = "stablehlo.broadcast_in_dim"(%1153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1155 = "stablehlo.multiply"(%1154, %684) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1156 = "stablehlo.subtract"(%arg62, %1155) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1157 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1158 = "stablehlo.broadcast_in_dim"(%1157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1159 = "stablehlo.multiply"(%1158, %697) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1160 = "stablehlo.subtract"(%arg63, %1159) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1161 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1162 = "stablehlo.broadcast_in_dim"(%1161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %1163 = "stablehlo.multiply"(%1162, %1054) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1164 = "stablehlo.subtract"(%arg64, %1163) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1165 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1166 = "stablehlo.broadcast_in_dim"(%1165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1167 = "stablehlo.multiply"(%1166, %1056) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1168 = "stablehlo.subtract"(%arg65, %1167) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    "func.return"(%657, %1060, %1064, %1068, %1072, %1076, %1080, %1084, %1088, %1092, %1096, %1100, %1104, %1108, %1112, %1116, %1120, %1124, %1128, %1132, %1136, %1140, %1144, %1148, %1152, %1156, %1160, %1164, %1168) : (tensor<f32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<64x32xf32>) -> ()
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_1", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x7x1xf32>, %arg20: tensor<i32>):
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
    %32 = "stablehlo.gather"(%arg19, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 7, 1>}> : (tensor<4x7x1xf32>, tensor<1xi32>) -> tensor<4x7xf32>
    %33 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x7xi1>
    %34 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %36 = "stablehlo.select"(%33, %32, %35) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    "func.return"(%36, %22) : (tensor<4x7xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<i1>, %arg17: tensor<i32>, %arg18: tensor<i32>):
    %16 = "stablehlo.select"(%arg16, %arg17, %arg18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%16) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>, res_attrs = [{}], sym_name = "_take_3", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_4", sym_visibility = "private"}> ({
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
