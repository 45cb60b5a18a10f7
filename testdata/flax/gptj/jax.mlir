"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<64xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<f32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['lm_head']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['lm_head']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['attn']['out_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['ln_1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['ln_1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['fc_in']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['fc_in']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['fc_out']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['fc_out']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['attn']['out_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['ln_1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['ln_1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['fc_in']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['fc_in']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['fc_out']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['fc_out']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['ln_f']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['ln_f']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['wte']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg37: tensor<64xf32>, %arg38: tensor<32x64xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32x32xf32>, %arg41: tensor<32x32xf32>, %arg42: tensor<32x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<128xf32>, %arg46: tensor<32x128xf32>, %arg47: tensor<32xf32>, %arg48: tensor<128x32xf32>, %arg49: tensor<32x32xf32>, %arg50: tensor<32x32xf32>, %arg51: tensor<32x32xf32>, %arg52: tensor<32x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<128xf32>, %arg56: tensor<32x128xf32>, %arg57: tensor<32xf32>, %arg58: tensor<128x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<64x32xf32>, %arg62: tensor<4x8xi32>):
    %107 = "stablehlo.constant"() <{value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00, 1.000000e+00], [8.414710e-01, 0.00999983306, 0.540302277, 0.999949991], [0.909297406, 0.0199986659, -0.416146815, 9.998000e-01], [1.411200e-01, 2.999550e-02, -0.989992499, 0.999550044], [-0.756802499, 0.0399893336, -0.653643608, 0.999200105], [-0.958924293, 0.0499791689, 0.28366217, 0.998750269], [-0.279415488, 0.0599640049, 0.960170269, 0.998200535], [0.656986594, 0.0699428469, 0.753902256, 9.975510e-01]]> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %108 = "stablehlo.constant"() <{value = dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00, 1.000000e+00], [8.414710e-01, 0.00999983306, 0.540302277, 0.999949991], [0.909297406, 0.0199986659, -0.416146815, 9.998000e-01], [1.411200e-01, 2.999550e-02, -0.989992499, 0.999550044], [-0.756802499, 0.0399893336, -0.653643608, 0.999200105], [-0.958924293, 0.0499791689, 0.28366217, 0.998750269], [-0.279415488, 0.0599640049, 0.960170269, 0.998200535], [0.656986594, 0.0699428469, 0.753902256, 9.975510e-01]]> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %109 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<4x8xi32>
    %112 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %114 = "stablehlo.convert"(%113) : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %115:2 = "func.call"(%arg61, %arg62) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %116 = "chlo.square"(%115#0) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %117 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %119 = "stablehlo.multiply"(%118, %115#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %120 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.reduce"(%115#0, %120) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %1142 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1142) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %122 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %124 = "stablehlo.divide"(%121, %123) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %125 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.reduce"(%116, %125) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %1141 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1141) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %127 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %129 = "stablehlo.divide"(%126, %128) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %130 = "chlo.square"(%124) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %131 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %133 = "stablehlo.multiply"(%132, %124) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %134 = "stablehlo.subtract"(%129, %130) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %137 = "stablehlo.maximum"(%136, %134) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %138 = "stablehlo.compare"(%134, %137) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %139 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %141 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %143 = "stablehlo.select"(%138, %140, %142) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %146 = "stablehlo.compare"(%145, %137) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %147 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %149 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %151 = "stablehlo.select"(%146, %148, %150) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %152 = "stablehlo.divide"(%143, %151) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %153 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %154 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %155 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %156 = "stablehlo.subtract"(%115#0, %155) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %157 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %159 = "stablehlo.add"(%154, %158) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %160 = "stablehlo.rsqrt"(%159) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %161 = "stablehlo.divide"(%160, %159) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %162 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %164 = "stablehlo.multiply"(%163, %161) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %165 = "stablehlo.reshape"(%arg44) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %166 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %167 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %168 = "stablehlo.multiply"(%166, %167) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %169 = "stablehlo.multiply"(%156, %168) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %170 = "stablehlo.reshape"(%arg43) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %172 = "stablehlo.add"(%169, %171) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %173 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %176 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x8xi32>) -> tensor<1x1x8xi32>
    %177 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x8x1xi32>) -> tensor<1x8x8xi32>
    %178 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xi32>) -> tensor<1x8x8xi32>
    %179 = "stablehlo.compare"(%177, %178) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x8x8xi32>, tensor<1x8x8xi32>) -> tensor<1x8x8xi1>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %181 = "stablehlo.dot_general"(%172, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %182 = "stablehlo.dot_general"(%172, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %183 = "stablehlo.dot_general"(%172, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %184 = "stablehlo.reshape"(%181) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %185 = "stablehlo.reshape"(%182) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %186 = "stablehlo.reshape"(%183) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %187 = "func.call"(%107, %111) <{callee = @_take_0}> : (tensor<8x4xf32>, tensor<4x8xi32>) -> tensor<4x8x4xf32>
    %188 = "stablehlo.slice"(%187) <{limit_indices = array<i64: 4, 8, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x4xf32>) -> tensor<4x8x2xf32>
    %189 = "stablehlo.slice"(%187) <{limit_indices = array<i64: 4, 8, 4>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x4xf32>) -> tensor<4x8x2xf32>
    %190 = "stablehlo.slice"(%185) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %191 = "stablehlo.slice"(%185) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %192 = "stablehlo.slice"(%184) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %193 = "stablehlo.slice"(%184) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %194 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x8x2xf32>) -> tensor<4x8x1x2xf32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x2xf32>) -> tensor<4x8x1x2x2xf32>
    %196 = "stablehlo.reshape"(%195) : (tensor<4x8x1x2x2xf32>) -> tensor<4x8x1x4xf32>
    %197 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x8x2xf32>) -> tensor<4x8x1x2xf32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x2xf32>) -> tensor<4x8x1x2x2xf32>
    %199 = "stablehlo.reshape"(%198) : (tensor<4x8x1x2x2xf32>) -> tensor<4x8x1x4xf32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %201 = "stablehlo.multiply"(%190, %200) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %202 = "stablehlo.slice"(%190) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 2>}> : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x2xf32>
    %203 = "stablehlo.negate"(%202) : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2xf32>
    %204 = "stablehlo.slice"(%190) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 2>}> : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x2xf32>
    %205 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2x1xf32>
    %206 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2x1xf32>
    %207 = "stablehlo.concatenate"(%205, %206) <{dimension = 4 : i64}> : (tensor<4x8x4x2x1xf32>, tensor<4x8x4x2x1xf32>) -> tensor<4x8x4x2x2xf32>
    %208 = "stablehlo.reshape"(%207) : (tensor<4x8x4x2x2xf32>) -> tensor<4x8x4x4xf32>
    %209 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %210 = "stablehlo.multiply"(%208, %209) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %211 = "stablehlo.add"(%201, %210) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %212 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x8x2xf32>) -> tensor<4x8x1x2xf32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x2xf32>) -> tensor<4x8x1x2x2xf32>
    %214 = "stablehlo.reshape"(%213) : (tensor<4x8x1x2x2xf32>) -> tensor<4x8x1x4xf32>
    %215 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x8x2xf32>) -> tensor<4x8x1x2xf32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x2xf32>) -> tensor<4x8x1x2x2xf32>
    %217 = "stablehlo.reshape"(%216) : (tensor<4x8x1x2x2xf32>) -> tensor<4x8x1x4xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %219 = "stablehlo.multiply"(%192, %218) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %220 = "stablehlo.slice"(%192) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 2>}> : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x2xf32>
    %221 = "stablehlo.negate"(%220) : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2xf32>
    %222 = "stablehlo.slice"(%192) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 2>}> : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x2xf32>
    %223 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2x1xf32>
    %224 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2x1xf32>
    %225 = "stablehlo.concatenate"(%223, %224) <{dimension = 4 : i64}> : (tensor<4x8x4x2x1xf32>, tensor<4x8x4x2x1xf32>) -> tensor<4x8x4x2x2xf32>
    %226 = "stablehlo.reshape"(%225) : (tensor<4x8x4x2x2xf32>) -> tensor<4x8x4x4xf32>
    %227 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %228 = "stablehlo.multiply"(%226, %227) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %229 = "stablehlo.add"(%219, %228) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %230 = "stablehlo.concatenate"(%211, %191) <{dimension = 3 : i64}> : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %231 = "stablehlo.concatenate"(%229, %193) <{dimension = 3 : i64}> : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %232 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %233 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %235 = "stablehlo.convert"(%232) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %236 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %238 = "stablehlo.compare"(%234, %237) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %239 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %241 = "stablehlo.compare"(%235, %240) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %242 = "stablehlo.and"(%238, %241) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %243 = "stablehlo.convert"(%242) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %244 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %246 = "stablehlo.compare"(%243, %245) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %249 = "stablehlo.convert"(%248) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %250 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %252 = "stablehlo.select"(%246, %249, %251) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %253 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %254 = "stablehlo.sqrt"(%253) : (tensor<f32>) -> tensor<f32>
    %255 = "stablehlo.convert"(%254) : (tensor<f32>) -> tensor<f32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %257 = "stablehlo.divide"(%231, %256) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %258 = "stablehlo.dot_general"(%257, %230) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %259 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %260 = "stablehlo.add"(%258, %259) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %261 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.reduce"(%260, %261) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %1140 = "stablehlo.maximum"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1140) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %263 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %265 = "stablehlo.maximum"(%264, %262) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %268 = "stablehlo.subtract"(%260, %267) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %269 = "stablehlo.exponential"(%268) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %270 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.reduce"(%269, %270) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %1139 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1139) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %274 = "stablehlo.divide"(%269, %273) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %275 = "stablehlo.multiply"(%272, %272) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %276 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %278 = "stablehlo.divide"(%277, %275) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %279 = "stablehlo.dot_general"(%186, %274) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %280 = "stablehlo.transpose"(%279) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %281 = "stablehlo.reshape"(%280) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %282 = "stablehlo.dot_general"(%281, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %283 = "stablehlo.dot_general"(%172, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x128xf32>) -> tensor<4x8x128xf32>
    %284 = "stablehlo.reshape"(%arg45) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %286 = "stablehlo.add"(%283, %285) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %287 = "stablehlo.multiply"(%286, %286) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %288 = "stablehlo.multiply"(%287, %286) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %289 = "stablehlo.multiply"(%286, %286) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %290 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %292 = "stablehlo.multiply"(%291, %289) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %293 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %295 = "stablehlo.multiply"(%294, %288) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %296 = "stablehlo.add"(%286, %295) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %297 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %299 = "stablehlo.multiply"(%298, %296) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %300 = "stablehlo.tanh"(%299) : (tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %301 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %303 = "stablehlo.subtract"(%302, %300) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %304 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %306 = "stablehlo.add"(%305, %300) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %307 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %309 = "stablehlo.multiply"(%308, %306) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %310 = "stablehlo.multiply"(%286, %309) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %311 = "stablehlo.dot_general"(%310, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<128x32xf32>) -> tensor<4x8x32xf32>
    %312 = "stablehlo.reshape"(%arg47) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %314 = "stablehlo.add"(%311, %313) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %315 = "stablehlo.add"(%282, %314) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %316 = "stablehlo.add"(%315, %115#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %317 = "chlo.square"(%316) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %318 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %320 = "stablehlo.multiply"(%319, %316) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %321 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %322 = "stablehlo.reduce"(%316, %321) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %1138 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1138) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %323 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %325 = "stablehlo.divide"(%322, %324) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %326 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.reduce"(%317, %326) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %1137 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1137) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %328 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %330 = "stablehlo.divide"(%327, %329) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %331 = "chlo.square"(%325) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %332 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %334 = "stablehlo.multiply"(%333, %325) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %335 = "stablehlo.subtract"(%330, %331) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %336 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %338 = "stablehlo.maximum"(%337, %335) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %339 = "stablehlo.compare"(%335, %338) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %340 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %342 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %344 = "stablehlo.select"(%339, %341, %343) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %345 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %347 = "stablehlo.compare"(%346, %338) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %348 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %350 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %352 = "stablehlo.select"(%347, %349, %351) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %353 = "stablehlo.divide"(%344, %352) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %354 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %355 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %356 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %357 = "stablehlo.subtract"(%316, %356) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %358 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %360 = "stablehlo.add"(%355, %359) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %361 = "stablehlo.rsqrt"(%360) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %362 = "stablehlo.divide"(%361, %360) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %363 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %365 = "stablehlo.multiply"(%364, %362) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %366 = "stablehlo.reshape"(%arg54) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %367 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %368 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %369 = "stablehlo.multiply"(%367, %368) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %370 = "stablehlo.multiply"(%357, %369) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %371 = "stablehlo.reshape"(%arg53) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %373 = "stablehlo.add"(%370, %372) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %374 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %377 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x8xi32>) -> tensor<1x1x8xi32>
    %378 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x8x1xi32>) -> tensor<1x8x8xi32>
    %379 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xi32>) -> tensor<1x8x8xi32>
    %380 = "stablehlo.compare"(%378, %379) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x8x8xi32>, tensor<1x8x8xi32>) -> tensor<1x8x8xi1>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %382 = "stablehlo.dot_general"(%373, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %383 = "stablehlo.dot_general"(%373, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %384 = "stablehlo.dot_general"(%373, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %385 = "stablehlo.reshape"(%382) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %386 = "stablehlo.reshape"(%383) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %387 = "stablehlo.reshape"(%384) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %388 = "func.call"(%108, %111) <{callee = @_take_0}> : (tensor<8x4xf32>, tensor<4x8xi32>) -> tensor<4x8x4xf32>
    %389 = "stablehlo.slice"(%388) <{limit_indices = array<i64: 4, 8, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x4xf32>) -> tensor<4x8x2xf32>
    %390 = "stablehlo.slice"(%388) <{limit_indices = array<i64: 4, 8, 4>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x4xf32>) -> tensor<4x8x2xf32>
    %391 = "stablehlo.slice"(%386) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %392 = "stablehlo.slice"(%386) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %393 = "stablehlo.slice"(%385) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %394 = "stablehlo.slice"(%385) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %395 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x8x2xf32>) -> tensor<4x8x1x2xf32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x2xf32>) -> tensor<4x8x1x2x2xf32>
    %397 = "stablehlo.reshape"(%396) : (tensor<4x8x1x2x2xf32>) -> tensor<4x8x1x4xf32>
    %398 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x8x2xf32>) -> tensor<4x8x1x2xf32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x2xf32>) -> tensor<4x8x1x2x2xf32>
    %400 = "stablehlo.reshape"(%399) : (tensor<4x8x1x2x2xf32>) -> tensor<4x8x1x4xf32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %402 = "stablehlo.multiply"(%391, %401) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %403 = "stablehlo.slice"(%391) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 2>}> : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x2xf32>
    %404 = "stablehlo.negate"(%403) : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2xf32>
    %405 = "stablehlo.slice"(%391) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 2>}> : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x2xf32>
    %406 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2x1xf32>
    %407 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2x1xf32>
    %408 = "stablehlo.concatenate"(%406, %407) <{dimension = 4 : i64}> : (tensor<4x8x4x2x1xf32>, tensor<4x8x4x2x1xf32>) -> tensor<4x8x4x2x2xf32>
    %409 = "stablehlo.reshape"(%408) : (tensor<4x8x4x2x2xf32>) -> tensor<4x8x4x4xf32>
    %410 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %411 = "stablehlo.multiply"(%409, %410) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %412 = "stablehlo.add"(%402, %411) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %413 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x8x2xf32>) -> tensor<4x8x1x2xf32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x2xf32>) -> tensor<4x8x1x2x2xf32>
    %415 = "stablehlo.reshape"(%414) : (tensor<4x8x1x2x2xf32>) -> tensor<4x8x1x4xf32>
    %416 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x8x2xf32>) -> tensor<4x8x1x2xf32>
    %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x2xf32>) -> tensor<4x8x1x2x2xf32>
    %418 = "stablehlo.reshape"(%417) : (tensor<4x8x1x2x2xf32>) -> tensor<4x8x1x4xf32>
    %419 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %420 = "stablehlo.multiply"(%393, %419) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %421 = "stablehlo.slice"(%393) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 2>}> : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x2xf32>
    %422 = "stablehlo.negate"(%421) : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2xf32>
    %423 = "stablehlo.slice"(%393) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 2>}> : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x2xf32>
    %424 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2x1xf32>
    %425 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2x1xf32>
    %426 = "stablehlo.concatenate"(%424, %425) <{dimension = 4 : i64}> : (tensor<4x8x4x2x1xf32>, tensor<4x8x4x2x1xf32>) -> tensor<4x8x4x2x2xf32>
    %427 = "stablehlo.reshape"(%426) : (tensor<4x8x4x2x2xf32>) -> tensor<4x8x4x4xf32>
    %428 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %429 = "stablehlo.multiply"(%427, %428) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %430 = "stablehlo.add"(%420, %429) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %431 = "stablehlo.concatenate"(%412, %392) <{dimension = 3 : i64}> : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %432 = "stablehlo.concatenate"(%430, %394) <{dimension = 3 : i64}> : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %433 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %434 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %435 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %436 = "stablehlo.convert"(%433) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %437 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %439 = "stablehlo.compare"(%435, %438) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %440 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %441 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %442 = "stablehlo.compare"(%436, %441) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %443 = "stablehlo.and"(%439, %442) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %444 = "stablehlo.convert"(%443) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %445 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %447 = "stablehlo.compare"(%444, %446) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %448 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %450 = "stablehlo.convert"(%449) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %451 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %453 = "stablehlo.select"(%447, %450, %452) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %454 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %455 = "stablehlo.sqrt"(%454) : (tensor<f32>) -> tensor<f32>
    %456 = "stablehlo.convert"(%455) : (tensor<f32>) -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %458 = "stablehlo.divide"(%432, %457) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %459 = "stablehlo.dot_general"(%458, %431) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %460 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %461 = "stablehlo.add"(%459, %460) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %462 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.reduce"(%461, %462) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1136 = "stablehlo.maximum"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1136) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %464 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %466 = "stablehlo.maximum"(%465, %463) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %467 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %468 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %469 = "stablehlo.subtract"(%461, %468) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %470 = "stablehlo.exponential"(%469) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %471 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %472 = "stablehlo.reduce"(%470, %471) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1135 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1135) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %475 = "stablehlo.divide"(%470, %474) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %476 = "stablehlo.multiply"(%473, %473) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %477 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %479 = "stablehlo.divide"(%478, %476) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %480 = "stablehlo.dot_general"(%387, %475) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %481 = "stablehlo.transpose"(%480) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %482 = "stablehlo.reshape"(%481) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %483 = "stablehlo.dot_general"(%482, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %484 = "stablehlo.dot_general"(%373, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x128xf32>) -> tensor<4x8x128xf32>
    %485 = "stablehlo.reshape"(%arg55) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %487 = "stablehlo.add"(%484, %486) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %488 = "stablehlo.multiply"(%487, %487) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %489 = "stablehlo.multiply"(%488, %487) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %490 = "stablehlo.multiply"(%487, %487) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %491 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %493 = "stablehlo.multiply"(%492, %490) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %494 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %496 = "stablehlo.multiply"(%495, %489) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %497 = "stablehlo.add"(%487, %496) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %498 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %500 = "stablehlo.multiply"(%499, %497) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %501 = "stablehlo.tanh"(%500) : (tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %502 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %504 = "stablehlo.subtract"(%503, %501) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %505 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %507 = "stablehlo.add"(%506, %501) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %508 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %510 = "stablehlo.multiply"(%509, %507) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %511 = "stablehlo.multiply"(%487, %510) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %512 = "stablehlo.dot_general"(%511, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<128x32xf32>) -> tensor<4x8x32xf32>
    %513 = "stablehlo.reshape"(%arg57) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %515 = "stablehlo.add"(%512, %514) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %516 = "stablehlo.add"(%483, %515) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %517 = "stablehlo.add"(%516, %316) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %518 = "chlo.square"(%517) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %519 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %521 = "stablehlo.multiply"(%520, %517) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %522 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %523 = "stablehlo.reduce"(%517, %522) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1134 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1134) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %524 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %525 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %526 = "stablehlo.divide"(%523, %525) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %527 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %528 = "stablehlo.reduce"(%518, %527) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1133 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1133) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %529 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %531 = "stablehlo.divide"(%528, %530) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %532 = "chlo.square"(%526) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %533 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %535 = "stablehlo.multiply"(%534, %526) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %536 = "stablehlo.subtract"(%531, %532) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %537 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %538 = "stablehlo.broadcast_in_dim"(%537) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %539 = "stablehlo.maximum"(%538, %536) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %540 = "stablehlo.compare"(%536, %539) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %541 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %543 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %545 = "stablehlo.select"(%540, %542, %544) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %546 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %548 = "stablehlo.compare"(%547, %539) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %549 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %551 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %553 = "stablehlo.select"(%548, %550, %552) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %554 = "stablehlo.divide"(%545, %553) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %555 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %556 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %557 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %558 = "stablehlo.subtract"(%517, %557) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %559 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %561 = "stablehlo.add"(%556, %560) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %562 = "stablehlo.rsqrt"(%561) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %563 = "stablehlo.divide"(%562, %561) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %564 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %566 = "stablehlo.multiply"(%565, %563) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %567 = "stablehlo.reshape"(%arg60) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %568 = "stablehlo.broadcast_in_dim"(%562) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %569 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %570 = "stablehlo.multiply"(%568, %569) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %571 = "stablehlo.multiply"(%558, %570) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %572 = "stablehlo.reshape"(%arg59) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %573 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %574 = "stablehlo.add"(%571, %573) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %575 = "stablehlo.dot_general"(%574, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %576 = "stablehlo.reshape"(%arg37) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %577 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x8x64xf32>
    %578 = "stablehlo.add"(%575, %577) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %579 = "stablehlo.slice"(%578) <{limit_indices = array<i64: 4, 7, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x64xf32>) -> tensor<4x7x64xf32>
    %580 = "stablehlo.slice"(%arg62) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x8xi32>) -> tensor<4x7xi32>
    %581 = "stablehlo.broadcast_in_dim"(%580) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xi32>) -> tensor<4x7x1xi32>
    %582:2 = "func.call"(%579, %581) <{callee = @take_along_axis}> : (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>)
    %583 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %584:2 = "func.call"(%582#0, %583) <{callee = @_take_2}> : (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>)
    %585 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %586 = "stablehlo.reduce"(%579, %585) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1132 = "stablehlo.maximum"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1132) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %587 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %589 = "stablehlo.maximum"(%588, %586) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %590 = "stablehlo.is_finite"(%589) : (tensor<4x7xf32>) -> tensor<4x7xi1>
    %591 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %592 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %593 = "stablehlo.select"(%590, %589, %592) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %594 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %595 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %596 = "stablehlo.subtract"(%579, %595) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %597 = "stablehlo.exponential"(%596) : (tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %598 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %599 = "stablehlo.reduce"(%597, %598) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1131 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1131) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %600 = "stablehlo.abs"(%599) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %601 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %603 = "stablehlo.compare"(%599, %602) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %604 = "stablehlo.log"(%600) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %605 = "stablehlo.add"(%604, %593) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %606 = "stablehlo.subtract"(%605, %584#0) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %607 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %608 = "stablehlo.reduce"(%606, %607) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1130 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1130) : (tensor<f32>) -> ()
    }) : (tensor<4x7xf32>, tensor<f32>) -> tensor<f32>
    %609 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %610 = "stablehlo.divide"(%608, %609) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %611 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %612 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %613 = "stablehlo.divide"(%611, %612) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %614 = "stablehlo.broadcast_in_dim"(%613) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %615 = "stablehlo.negate"(%614) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %616 = "stablehlo.divide"(%614, %600) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %617 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %619 = "stablehlo.select"(%603, %618, %616) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %620 = "stablehlo.select"(%603, %616, %618) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %621 = "stablehlo.negate"(%619) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %622 = "stablehlo.add"(%620, %621) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %623 = "stablehlo.broadcast_in_dim"(%622) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x64xf32>
    %624 = "stablehlo.multiply"(%623, %597) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %625 = "func.call"(%584#1, %615) <{callee = @_take_4}> : (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %626 = "func.call"(%582#1, %625) <{callee = @take_along_axis_5}> : (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %627 = "stablehlo.add"(%624, %626) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %628 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %629 = "stablehlo.pad"(%627, %628) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x8x64xf32>
    %630 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %631 = "stablehlo.reduce"(%629, %630) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1129 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1129) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %632 = "stablehlo.reshape"(%631) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %633 = "stablehlo.reshape"(%632) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %634 = "stablehlo.dot_general"(%629, %574) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %635 = "stablehlo.transpose"(%634) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %636 = "stablehlo.dot_general"(%629, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %637 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %638 = "stablehlo.reduce"(%636, %637) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %1128 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1128) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %639 = "stablehlo.reshape"(%638) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %640 = "stablehlo.reshape"(%639) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %641 = "stablehlo.multiply"(%558, %636) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %642 = "stablehlo.multiply"(%636, %570) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %643 = "stablehlo.broadcast_in_dim"(%562) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %644 = "stablehlo.multiply"(%643, %641) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %645 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %646 = "stablehlo.reduce"(%644, %645) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %1127 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1127) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %647 = "stablehlo.reshape"(%646) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %648 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %649 = "stablehlo.multiply"(%641, %648) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %650 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %651 = "stablehlo.reduce"(%649, %650) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %1126 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1126) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %652 = "stablehlo.reshape"(%651) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %653 = "stablehlo.reshape"(%647) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %654 = "stablehlo.multiply"(%652, %566) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %655 = "stablehlo.negate"(%642) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %656 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.reduce"(%655, %656) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %1125 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1125) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %658 = "stablehlo.reshape"(%657) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %659 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %660 = "stablehlo.reduce"(%654, %659) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %1124 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1124) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %661 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %662 = "stablehlo.reduce"(%658, %661) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %1123 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1123) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %663 = "stablehlo.multiply"(%660, %554) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %664 = "stablehlo.negate"(%663) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %665 = "stablehlo.multiply"(%664, %535) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %666 = "stablehlo.add"(%662, %665) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %667 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %668 = "stablehlo.broadcast_in_dim"(%667) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %669 = "stablehlo.divide"(%663, %668) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %670 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %671 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %672 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %673 = "stablehlo.divide"(%666, %672) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %674 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %675 = "stablehlo.add"(%642, %674) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %676 = "stablehlo.multiply"(%670, %521) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %677 = "stablehlo.add"(%675, %676) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %678 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %679 = "stablehlo.reduce"(%677, %678) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %1122 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1122) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %680 = "stablehlo.reshape"(%679) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %681 = "stablehlo.reshape"(%680) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %682 = "stablehlo.dot_general"(%677, %511) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x128xf32>) -> tensor<32x128xf32>
    %683 = "stablehlo.transpose"(%682) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %684 = "stablehlo.dot_general"(%677, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<128x32xf32>) -> tensor<4x8x128xf32>
    %685 = "stablehlo.multiply"(%487, %684) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %686 = "stablehlo.multiply"(%684, %510) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %687 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %688 = "stablehlo.broadcast_in_dim"(%687) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %689 = "stablehlo.multiply"(%688, %685) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %690 = "stablehlo.multiply"(%689, %504) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %691 = "stablehlo.multiply"(%690, %501) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %692 = "stablehlo.add"(%690, %691) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %693 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %694 = "stablehlo.broadcast_in_dim"(%693) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %695 = "stablehlo.multiply"(%694, %692) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %696 = "stablehlo.add"(%686, %695) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %697 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %698 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %699 = "stablehlo.multiply"(%698, %695) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %700 = "stablehlo.multiply"(%699, %493) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %701 = "stablehlo.add"(%696, %700) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %702 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %703 = "stablehlo.reduce"(%701, %702) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %1121 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1121) : (tensor<f32>) -> ()
    }) : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %704 = "stablehlo.reshape"(%703) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %705 = "stablehlo.reshape"(%704) : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %706 = "stablehlo.dot_general"(%701, %373) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<4x8x32xf32>) -> tensor<128x32xf32>
    %707 = "stablehlo.transpose"(%706) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %708 = "stablehlo.dot_general"(%701, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<32x128xf32>) -> tensor<4x8x32xf32>
    %709 = "stablehlo.dot_general"(%677, %482) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %710 = "stablehlo.transpose"(%709) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %711 = "stablehlo.dot_general"(%677, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %712 = "stablehlo.reshape"(%711) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %713 = "stablehlo.transpose"(%712) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %714 = "stablehlo.dot_general"(%713, %387) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %715 = "stablehlo.dot_general"(%713, %475) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %716 = "stablehlo.transpose"(%715) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %717 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %718 = "stablehlo.multiply"(%714, %717) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %719 = "stablehlo.multiply"(%718, %470) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %720 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %721 = "stablehlo.reduce"(%719, %720) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %1120 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1120) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %722 = "stablehlo.reshape"(%721) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %723 = "stablehlo.negate"(%722) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %724 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %725 = "stablehlo.divide"(%714, %724) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %726 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %727 = "stablehlo.reduce"(%723, %726) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %1119 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1119) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %728 = "stablehlo.broadcast_in_dim"(%727) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %729 = "stablehlo.add"(%725, %728) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %730 = "stablehlo.multiply"(%729, %470) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %731 = "stablehlo.dot_general"(%730, %458) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %732 = "stablehlo.transpose"(%731) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %733 = "stablehlo.dot_general"(%730, %431) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %734 = "stablehlo.transpose"(%733) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %735 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %736 = "stablehlo.divide"(%734, %735) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %737 = "stablehlo.slice"(%736) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %738 = "stablehlo.slice"(%736) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %739 = "stablehlo.slice"(%732) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %740 = "stablehlo.slice"(%732) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %741 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %742 = "stablehlo.multiply"(%737, %741) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %743 = "stablehlo.reshape"(%742) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x2x2xf32>
    %744 = "stablehlo.slice"(%743) <{limit_indices = array<i64: 4, 8, 4, 2, 1>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<4x8x4x2x2xf32>) -> tensor<4x8x4x2x1xf32>
    %745 = "stablehlo.reshape"(%744) : (tensor<4x8x4x2x1xf32>) -> tensor<4x8x4x2xf32>
    %746 = "stablehlo.slice"(%743) <{limit_indices = array<i64: 4, 8, 4, 2, 2>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<4x8x4x2x2xf32>) -> tensor<4x8x4x2x1xf32>
    %747 = "stablehlo.reshape"(%746) : (tensor<4x8x4x2x1xf32>) -> tensor<4x8x4x2xf32>
    %748 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %749 = "stablehlo.pad"(%747, %748) <{edge_padding_high = array<i64: 0, 0, 0, 1>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 1>}> : (tensor<4x8x4x2xf32>, tensor<f32>) -> tensor<4x8x4x4xf32>
    %750 = "stablehlo.negate"(%745) : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2xf32>
    %751 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %752 = "stablehlo.pad"(%750, %751) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 1>, interior_padding = array<i64: 0, 0, 0, 1>}> : (tensor<4x8x4x2xf32>, tensor<f32>) -> tensor<4x8x4x4xf32>
    %753 = "stablehlo.add"(%749, %752) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %754 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %755 = "stablehlo.multiply"(%737, %754) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %756 = "stablehlo.add"(%753, %755) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %757 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %758 = "stablehlo.multiply"(%739, %757) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %759 = "stablehlo.reshape"(%758) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x2x2xf32>
    %760 = "stablehlo.slice"(%759) <{limit_indices = array<i64: 4, 8, 4, 2, 1>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<4x8x4x2x2xf32>) -> tensor<4x8x4x2x1xf32>
    %761 = "stablehlo.reshape"(%760) : (tensor<4x8x4x2x1xf32>) -> tensor<4x8x4x2xf32>
    %762 = "stablehlo.slice"(%759) <{limit_indices = array<i64: 4, 8, 4, 2, 2>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<4x8x4x2x2xf32>) -> tensor<4x8x4x2x1xf32>
    %763 = "stablehlo.reshape"(%762) : (tensor<4x8x4x2x1xf32>) -> tensor<4x8x4x2xf32>
    %764 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %765 = "stablehlo.pad"(%763, %764) <{edge_padding_high = array<i64: 0, 0, 0, 1>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 1>}> : (tensor<4x8x4x2xf32>, tensor<f32>) -> tensor<4x8x4x4xf32>
    %766 = "stablehlo.negate"(%761) : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2xf32>
    %767 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %768 = "stablehlo.pad"(%766, %767) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 1>, interior_padding = array<i64: 0, 0, 0, 1>}> : (tensor<4x8x4x2xf32>, tensor<f32>) -> tensor<4x8x4x4xf32>
    %769 = "stablehlo.add"(%765, %768) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %770 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %771 = "stablehlo.multiply"(%739, %770) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %772 = "stablehlo.add"(%769, %771) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %773 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %774 = "stablehlo.pad"(%738, %773) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %775 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %776 = "stablehlo.pad"(%756, %775) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %777 = "stablehlo.add"(%774, %776) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %778 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %779 = "stablehlo.pad"(%740, %778) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %780 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %781 = "stablehlo.pad"(%772, %780) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %782 = "stablehlo.add"(%779, %781) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %783 = "stablehlo.reshape"(%716) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %784 = "stablehlo.reshape"(%782) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %785 = "stablehlo.reshape"(%777) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %786 = "stablehlo.dot_general"(%783, %373) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %787 = "stablehlo.transpose"(%786) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %788 = "stablehlo.dot_general"(%783, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %789 = "stablehlo.add"(%708, %788) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %790 = "stablehlo.dot_general"(%784, %373) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %791 = "stablehlo.transpose"(%790) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %792 = "stablehlo.dot_general"(%784, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %793 = "stablehlo.add"(%789, %792) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %794 = "stablehlo.dot_general"(%785, %373) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %795 = "stablehlo.transpose"(%794) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %796 = "stablehlo.dot_general"(%785, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %797 = "stablehlo.add"(%793, %796) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %798 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %799 = "stablehlo.reduce"(%797, %798) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %1118 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1118) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %800 = "stablehlo.reshape"(%799) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %801 = "stablehlo.reshape"(%800) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %802 = "stablehlo.multiply"(%357, %797) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %803 = "stablehlo.multiply"(%797, %369) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %804 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %805 = "stablehlo.multiply"(%804, %802) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %806 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %807 = "stablehlo.reduce"(%805, %806) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %1117 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1117) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %808 = "stablehlo.reshape"(%807) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %809 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %810 = "stablehlo.multiply"(%802, %809) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %811 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %812 = "stablehlo.reduce"(%810, %811) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %1116 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1116) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %813 = "stablehlo.reshape"(%812) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %814 = "stablehlo.reshape"(%808) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %815 = "stablehlo.multiply"(%813, %365) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %816 = "stablehlo.negate"(%803) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %817 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %818 = "stablehlo.reduce"(%816, %817) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %1115 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1115) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %819 = "stablehlo.reshape"(%818) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %820 = "stablehlo.add"(%677, %803) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %821 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %822 = "stablehlo.reduce"(%815, %821) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %1114 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1114) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %823 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %824 = "stablehlo.reduce"(%819, %823) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %1113 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1113) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %825 = "stablehlo.multiply"(%822, %353) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %826 = "stablehlo.negate"(%825) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %827 = "stablehlo.multiply"(%826, %334) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %828 = "stablehlo.add"(%824, %827) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %829 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %830 = "stablehlo.broadcast_in_dim"(%829) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %831 = "stablehlo.divide"(%825, %830) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %832 = "stablehlo.broadcast_in_dim"(%831) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %833 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %834 = "stablehlo.broadcast_in_dim"(%833) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %835 = "stablehlo.divide"(%828, %834) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %836 = "stablehlo.broadcast_in_dim"(%835) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %837 = "stablehlo.add"(%820, %836) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %838 = "stablehlo.multiply"(%832, %320) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %839 = "stablehlo.add"(%837, %838) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %840 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %841 = "stablehlo.reduce"(%839, %840) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %1112 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1112) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %842 = "stablehlo.reshape"(%841) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %843 = "stablehlo.reshape"(%842) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %844 = "stablehlo.dot_general"(%839, %310) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x128xf32>) -> tensor<32x128xf32>
    %845 = "stablehlo.transpose"(%844) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %846 = "stablehlo.dot_general"(%839, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<128x32xf32>) -> tensor<4x8x128xf32>
    %847 = "stablehlo.multiply"(%286, %846) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %848 = "stablehlo.multiply"(%846, %309) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %849 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %850 = "stablehlo.broadcast_in_dim"(%849) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %851 = "stablehlo.multiply"(%850, %847) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %852 = "stablehlo.multiply"(%851, %303) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %853 = "stablehlo.multiply"(%852, %300) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %854 = "stablehlo.add"(%852, %853) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %855 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %856 = "stablehlo.broadcast_in_dim"(%855) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %857 = "stablehlo.multiply"(%856, %854) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %858 = "stablehlo.add"(%848, %857) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %859 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %860 = "stablehlo.broadcast_in_dim"(%859) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %861 = "stablehlo.multiply"(%860, %857) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %862 = "stablehlo.multiply"(%861, %292) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %863 = "stablehlo.add"(%858, %862) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %864 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %865 = "stablehlo.reduce"(%863, %864) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %1111 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1111) : (tensor<f32>) -> ()
    }) : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %866 = "stablehlo.reshape"(%865) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %867 = "stablehlo.reshape"(%866) : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %868 = "stablehlo.dot_general"(%863, %172) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<4x8x32xf32>) -> tensor<128x32xf32>
    %869 = "stablehlo.transpose"(%868) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %870 = "stablehlo.dot_general"(%863, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<32x128xf32>) -> tensor<4x8x32xf32>
    %871 = "stablehlo.dot_general"(%839, %281) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %872 = "stablehlo.transpose"(%871) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %873 = "stablehlo.dot_general"(%839, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %874 = "stablehlo.reshape"(%873) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %875 = "stablehlo.transpose"(%874) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %876 = "stablehlo.dot_general"(%875, %186) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %877 = "stablehlo.dot_general"(%875, %274) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %878 = "stablehlo.transpose"(%877) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %879 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %880 = "stablehlo.multiply"(%876, %879) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %881 = "stablehlo.multiply"(%880, %269) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %882 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %883 = "stablehlo.reduce"(%881, %882) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %1110 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1110) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %884 = "stablehlo.reshape"(%883) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %885 = "stablehlo.negate"(%884) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %886 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %887 = "stablehlo.divide"(%876, %886) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %888 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %889 = "stablehlo.reduce"(%885, %888) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %1109 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1109) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %890 = "stablehlo.broadcast_in_dim"(%889) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %891 = "stablehlo.add"(%887, %890) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %892 = "stablehlo.multiply"(%891, %269) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %893 = "stablehlo.dot_general"(%892, %257) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %894 = "stablehlo.transpose"(%893) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %895 = "stablehlo.dot_general"(%892, %230) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %896 = "stablehlo.transpose"(%895) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %897 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %898 = "stablehlo.divide"(%896, %897) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %899 = "stablehlo.slice"(%898) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %900 = "stablehlo.slice"(%898) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %901 = "stablehlo.slice"(%894) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %902 = "stablehlo.slice"(%894) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %903 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %904 = "stablehlo.multiply"(%899, %903) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %905 = "stablehlo.reshape"(%904) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x2x2xf32>
    %906 = "stablehlo.slice"(%905) <{limit_indices = array<i64: 4, 8, 4, 2, 1>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<4x8x4x2x2xf32>) -> tensor<4x8x4x2x1xf32>
    %907 = "stablehlo.reshape"(%906) : (tensor<4x8x4x2x1xf32>) -> tensor<4x8x4x2xf32>
    %908 = "stablehlo.slice"(%905) <{limit_indices = array<i64: 4, 8, 4, 2, 2>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<4x8x4x2x2xf32>) -> tensor<4x8x4x2x1xf32>
    %909 = "stablehlo.reshape"(%908) : (tensor<4x8x4x2x1xf32>) -> tensor<4x8x4x2xf32>
    %910 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %911 = "stablehlo.pad"(%909, %910) <{edge_padding_high = array<i64: 0, 0, 0, 1>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 1>}> : (tensor<4x8x4x2xf32>, tensor<f32>) -> tensor<4x8x4x4xf32>
    %912 = "stablehlo.negate"(%907) : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2xf32>
    %913 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %914 = "stablehlo.pad"(%912, %913) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 1>, interior_padding = array<i64: 0, 0, 0, 1>}> : (tensor<4x8x4x2xf32>, tensor<f32>) -> tensor<4x8x4x4xf32>
    %915 = "stablehlo.add"(%911, %914) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %916 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %917 = "stablehlo.multiply"(%899, %916) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %918 = "stablehlo.add"(%915, %917) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %919 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %920 = "stablehlo.multiply"(%901, %919) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %921 = "stablehlo.reshape"(%920) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x2x2xf32>
    %922 = "stablehlo.slice"(%921) <{limit_indices = array<i64: 4, 8, 4, 2, 1>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<4x8x4x2x2xf32>) -> tensor<4x8x4x2x1xf32>
    %923 = "stablehlo.reshape"(%922) : (tensor<4x8x4x2x1xf32>) -> tensor<4x8x4x2xf32>
    %924 = "stablehlo.slice"(%921) <{limit_indices = array<i64: 4, 8, 4, 2, 2>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<4x8x4x2x2xf32>) -> tensor<4x8x4x2x1xf32>
    %925 = "stablehlo.reshape"(%924) : (tensor<4x8x4x2x1xf32>) -> tensor<4x8x4x2xf32>
    %926 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %927 = "stablehlo.pad"(%925, %926) <{edge_padding_high = array<i64: 0, 0, 0, 1>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 1>}> : (tensor<4x8x4x2xf32>, tensor<f32>) -> tensor<4x8x4x4xf32>
    %928 = "stablehlo.negate"(%923) : (tensor<4x8x4x2xf32>) -> tensor<4x8x4x2xf32>
    %929 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %930 = "stablehlo.pad"(%928, %929) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 1>, interior_padding = array<i64: 0, 0, 0, 1>}> : (tensor<4x8x4x2xf32>, tensor<f32>) -> tensor<4x8x4x4xf32>
    %931 = "stablehlo.add"(%927, %930) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %932 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x4xf32>) -> tensor<4x8x4x4xf32>
    %933 = "stablehlo.multiply"(%901, %932) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %934 = "stablehlo.add"(%931, %933) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %935 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %936 = "stablehlo.pad"(%900, %935) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %937 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %938 = "stablehlo.pad"(%918, %937) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %939 = "stablehlo.add"(%936, %938) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %940 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %941 = "stablehlo.pad"(%902, %940) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %942 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %943 = "stablehlo.pad"(%934, %942) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %944 = "stablehlo.add"(%941, %943) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %945 = "stablehlo.reshape"(%878) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %946 = "stablehlo.reshape"(%944) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %947 = "stablehlo.reshape"(%939) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %948 = "stablehlo.dot_general"(%945, %172) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %949 = "stablehlo.transpose"(%948) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %950 = "stablehlo.dot_general"(%945, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %951 = "stablehlo.add"(%870, %950) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %952 = "stablehlo.dot_general"(%946, %172) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %953 = "stablehlo.transpose"(%952) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %954 = "stablehlo.dot_general"(%946, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %955 = "stablehlo.add"(%951, %954) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %956 = "stablehlo.dot_general"(%947, %172) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %957 = "stablehlo.transpose"(%956) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %958 = "stablehlo.dot_general"(%947, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %959 = "stablehlo.add"(%955, %958) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %960 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %961 = "stablehlo.reduce"(%959, %960) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %1108 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1108) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %962 = "stablehlo.reshape"(%961) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %963 = "stablehlo.reshape"(%962) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %964 = "stablehlo.multiply"(%156, %959) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %965 = "stablehlo.multiply"(%959, %168) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %966 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %967 = "stablehlo.multiply"(%966, %964) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %968 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %969 = "stablehlo.reduce"(%967, %968) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %1107 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1107) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %970 = "stablehlo.reshape"(%969) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %971 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %972 = "stablehlo.multiply"(%964, %971) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %973 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %974 = "stablehlo.reduce"(%972, %973) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %1106 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1106) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %975 = "stablehlo.reshape"(%974) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %976 = "stablehlo.reshape"(%970) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %977 = "stablehlo.multiply"(%975, %164) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %978 = "stablehlo.negate"(%965) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %979 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %980 = "stablehlo.reduce"(%978, %979) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %1105 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1105) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %981 = "stablehlo.reshape"(%980) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %982 = "stablehlo.add"(%839, %965) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %983 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %984 = "stablehlo.reduce"(%977, %983) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %1104 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1104) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %985 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %986 = "stablehlo.reduce"(%981, %985) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %1103 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1103) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %987 = "stablehlo.multiply"(%984, %152) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %988 = "stablehlo.negate"(%987) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %989 = "stablehlo.multiply"(%988, %133) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %990 = "stablehlo.add"(%986, %989) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %991 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %992 = "stablehlo.broadcast_in_dim"(%991) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %993 = "stablehlo.divide"(%987, %992) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %994 = "stablehlo.broadcast_in_dim"(%993) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %995 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %996 = "stablehlo.broadcast_in_dim"(%995) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %997 = "stablehlo.divide"(%990, %996) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %998 = "stablehlo.broadcast_in_dim"(%997) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %999 = "stablehlo.add"(%982, %998) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1000 = "stablehlo.multiply"(%994, %119) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1001 = "stablehlo.add"(%999, %1000) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1002 = "func.call"(%115#1, %1001) <{callee = @_take_6}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1003 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1004 = "stablehlo.broadcast_in_dim"(%1003) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1005 = "stablehlo.multiply"(%1004, %633) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1006 = "stablehlo.subtract"(%arg37, %1005) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1007 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1008 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1009 = "stablehlo.multiply"(%1008, %635) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1010 = "stablehlo.subtract"(%arg38, %1009) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1011 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1012 = "stablehlo.broadcast_in_dim"(%1011) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1013 = "stablehlo.multiply"(%1012, %953) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1014 = "stablehlo.subtract"(%arg39, %1013) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1015 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1016 = "stablehlo.broadcast_in_dim"(%1015) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1017 = "stablehlo.multiply"(%1016, %872) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1018 = "stablehlo.subtract"(%arg40, %1017) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1019 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1020 = "stablehlo.broadcast_in_dim"(%1019) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1021 = "stablehlo.multiply"(%1020, %957) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1022 = "stablehlo.subtract"(%arg41, %1021) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1023 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1024 = "stablehlo.broadcast_in_dim"(%1023) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1025 = "stablehlo.multiply"(%1024, %949) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1026 = "stablehlo.subtract"(%arg42, %1025) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1027 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1028 = "stablehlo.broadcast_in_dim"(%1027) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1029 = "stablehlo.multiply"(%1028, %963) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1030 = "stablehlo.subtract"(%arg43, %1029) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1031 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1032 = "stablehlo.broadcast_in_dim"(%1031) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1033 = "stablehlo.multiply"(%1032, %976) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1034 = "stablehlo.subtract"(%arg44, %1033) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1035 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1036 = "stablehlo.broadcast_in_dim"(%1035) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1037 = "stablehlo.multiply"(%1036, %867) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1038 = "stablehlo.subtract"(%arg45, %1037) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1039 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1040 = "stablehlo.broadcast_in_dim"(%1039) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1041 = "stablehlo.multiply"(%1040, %869) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1042 = "stablehlo.subtract"(%arg46, %1041) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1043 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1044 = "stablehlo.broadcast_in_dim"(%1043) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1045 = "stablehlo.multiply"(%1044, %843) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1046 = "stablehlo.subtract"(%arg47, %1045) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1047 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1048 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1049 = "stablehlo.multiply"(%1048, %845) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1050 = "stablehlo.subtract"(%arg48, %1049) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1051 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1052 = "stablehlo.broadcast_in_dim"(%1051) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1053 = "stablehlo.multiply"(%1052, %791) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1054 = "stablehlo.subtract"(%arg49, %1053) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1055 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1056 = "stablehlo.broadcast_in_dim"(%1055) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1057 = "stablehlo.multiply"(%1056, %710) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1058 = "stablehlo.subtract"(%arg50, %1057) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1059 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1060 = "stablehlo.broadcast_in_dim"(%1059) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1061 = "stablehlo.multiply"(%1060, %795) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1062 = "stablehlo.subtract"(%arg51, %1061) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1063 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1064 = "stablehlo.broadcast_in_dim"(%1063) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1065 = "stablehlo.multiply"(%1064, %787) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1066 = "stablehlo.subtract"(%arg52, %1065) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1067 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1068 = "stablehlo.broadcast_in_dim"(%1067) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1069 = "stablehlo.multiply"(%1068, %801) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1070 = "stablehlo.subtract"(%arg53, %1069) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1071 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1072 = "stablehlo.broadcast_in_dim"(%1071) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1073 = "stablehlo.multiply"(%1072, %814) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1074 = "stablehlo.subtract"(%arg54, %1073) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1075 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1076 = "stablehlo.broadcast_in_dim"(%1075) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1077 = "stablehlo.multiply"(%1076, %705) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1078 = "stablehlo.subtract"(%arg55, %1077) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1079 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1080 = "stablehlo.broadcast_in_dim"(%1079) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1081 = "stablehlo.multiply"(%1080, %707) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1082 = "stablehlo.subtract"(%arg56, %1081) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1083 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1084 = "stablehlo.broadcast_in_dim"(%1083) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1085 = "stablehlo.multiply"(%1084, %681) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1086 = "stablehlo.subtract"(%arg57, %1085) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1087 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1088 = "stablehlo.broadcast_in_dim"(%1087) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1089 = "stablehlo.multiply"(%1088, %683) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1090 = "stablehlo.subtract"(%arg58, %1089) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1091 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1092 = "stablehlo.broadcast_in_dim"(%1091) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1093 = "stablehlo.multiply"(%1092, %640) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1094 = "stablehlo.subtract"(%arg59, %1093) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1095 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1096 = "stablehlo.broadcast_in_dim"(%1095) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1097 = "stablehlo.multiply"(%1096, %653) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1098 = "stablehlo.subtract"(%arg60, %1097) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1099 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1100 = "stablehlo.broadcast_in_dim"(%1099) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1101 = "stablehlo.multiply"(%1100, %1002) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1102 = "stablehlo.subtract"(%arg61, %1101) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    "func.return"(%610, %1006, %1010, %1014, %1018, %1022, %1026, %1030, %1034, %1038, %1042, %1046, %1050, %1054, %1058, %1062, %1066, %1070, %1074, %1078, %1082, %1086, %1090, %1094, %1098, %1102) : (tensor<f32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<64x32xf32>, %arg34: tensor<4x8xi32>):
    %83 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %85 = "stablehlo.compare"(%arg34, %84) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %86 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %88 = "stablehlo.add"(%arg34, %87) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %89 = "func.call"(%85, %88, %arg34) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %91 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %92 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %94 = "stablehlo.compare"(%90, %93) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %95 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %97 = "stablehlo.compare"(%90, %96) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %98 = "stablehlo.and"(%94, %97) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %99 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %100 = "stablehlo.reduce"(%98, %99) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg35: tensor<i1>, %arg36: tensor<i1>):
      %106 = "stablehlo.and"(%arg35, %arg36) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%106) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %101 = "stablehlo.gather"(%arg33, %90) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %102 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %103 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %105 = "stablehlo.select"(%102, %101, %104) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%105, %90) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<4x8xi1>, %arg31: tensor<4x8xi32>, %arg32: tensor<4x8xi32>):
    %82 = "stablehlo.select"(%arg30, %arg31, %arg32) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%82) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x4xf32>, tensor<4x8xi32>) -> tensor<4x8x4xf32>, res_attrs = [{}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<8x4xf32>, %arg27: tensor<4x8xi32>):
    %58 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %60 = "stablehlo.compare"(%arg27, %59) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %61 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %63 = "stablehlo.add"(%arg27, %62) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %64 = "func.call"(%60, %63, %arg27) <{callee = @_where_1}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %66 = "stablehlo.constant"() <{value = dense<7> : tensor<1xi32>}> : () -> tensor<1xi32>
    %67 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %69 = "stablehlo.compare"(%65, %68) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %70 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %72 = "stablehlo.compare"(%65, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %73 = "stablehlo.and"(%69, %72) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %74 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %75 = "stablehlo.reduce"(%73, %74) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<i1>, %arg29: tensor<i1>):
      %81 = "stablehlo.and"(%arg28, %arg29) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%81) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %76 = "stablehlo.gather"(%arg26, %65) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<4x8x1xi32>) -> tensor<4x8x4xf32>
    %77 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x4xi1>
    %78 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4xf32>
    %80 = "stablehlo.select"(%77, %76, %79) : (tensor<4x8x4xi1>, tensor<4x8x4xf32>, tensor<4x8x4xf32>) -> tensor<4x8x4xf32>
    "func.return"(%80) : (tensor<4x8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x8xi1>, %arg24: tensor<4x8xi32>, %arg25: tensor<4x8xi32>):
    %57 = "stablehlo.select"(%arg23, %arg24, %arg25) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%57) : (tensor<4x8xi32>) -> ()
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_2", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4x7x1xf32>, %arg16: tensor<i32>):
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.compare"(%arg16, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.add"(%arg16, %15) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %17 = "func.call"(%14, %16, %arg16) <{callee = @_where_3}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i1>, %arg13: tensor<i32>, %arg14: tensor<i32>):
    %12 = "stablehlo.select"(%arg12, %arg13, %arg14) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%12) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>, res_attrs = [{}], sym_name = "_take_4", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_5", sym_visibility = "private"}> ({
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
