"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<8x4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<8x4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> (tensor<f32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<8x4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<8x4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['0']['SelfAttention']['k']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['0']['SelfAttention']['o']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['0']['SelfAttention']['q']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['0']['SelfAttention']['relative_attention_bias']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['0']['SelfAttention']['v']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['0']['layer_norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['1']['EncDecAttention']['k']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['1']['EncDecAttention']['o']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['1']['EncDecAttention']['q']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['1']['EncDecAttention']['v']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['1']['layer_norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['2']['DenseReluDense']['wi']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['2']['DenseReluDense']['wo']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['decoder']['block']['0']['layer']['2']['layer_norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['decoder']['final_layer_norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['encoder']['block']['0']['layer']['0']['SelfAttention']['k']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['encoder']['block']['0']['layer']['0']['SelfAttention']['o']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['encoder']['block']['0']['layer']['0']['SelfAttention']['q']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['encoder']['block']['0']['layer']['0']['SelfAttention']['relative_attention_bias']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['encoder']['block']['0']['layer']['0']['SelfAttention']['v']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['encoder']['block']['0']['layer']['0']['layer_norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['encoder']['block']['0']['layer']['1']['DenseReluDense']['wi']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['encoder']['block']['0']['layer']['1']['DenseReluDense']['wo']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['encoder']['block']['0']['layer']['1']['layer_norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['encoder']['final_layer_norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['shared']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg49: tensor<32x32xf32>, %arg50: tensor<32x32xf32>, %arg51: tensor<32x32xf32>, %arg52: tensor<8x4xf32>, %arg53: tensor<32x32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32x32xf32>, %arg56: tensor<32x32xf32>, %arg57: tensor<32x32xf32>, %arg58: tensor<32x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32x64xf32>, %arg61: tensor<64x32xf32>, %arg62: tensor<32xf32>, %arg63: tensor<32xf32>, %arg64: tensor<32x32xf32>, %arg65: tensor<32x32xf32>, %arg66: tensor<32x32xf32>, %arg67: tensor<8x4xf32>, %arg68: tensor<32x32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32x64xf32>, %arg71: tensor<64x32xf32>, %arg72: tensor<32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<64x32xf32>, %arg75: tensor<4x8xi32>, %arg76: tensor<4x8xi32>, %arg77: tensor<4x8xi32>):
    %122 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %124 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %126:2 = "func.call"(%arg74, %arg76) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %127 = "stablehlo.multiply"(%126#0, %126#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %128 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %130 = "stablehlo.multiply"(%129, %126#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %131 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.reduce"(%127, %131) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
      %1160 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1160) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %134 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %136 = "stablehlo.divide"(%133, %135) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %137 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %139 = "stablehlo.add"(%136, %138) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %140 = "stablehlo.sqrt"(%139) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %141 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %143 = "stablehlo.divide"(%142, %140) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %144 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %145 = "stablehlo.divide"(%126#0, %144) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %146 = "stablehlo.multiply"(%140, %140) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %147 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %149 = "stablehlo.divide"(%148, %146) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %150 = "stablehlo.broadcast_in_dim"(%arg69) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %152 = "stablehlo.multiply"(%151, %145) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %153 = "stablehlo.dot_general"(%152, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %154 = "stablehlo.dot_general"(%152, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %155 = "stablehlo.dot_general"(%152, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %156 = "stablehlo.reshape"(%153) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %157 = "stablehlo.reshape"(%154) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %158 = "stablehlo.reshape"(%155) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %159 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.sqrt"(%159) : (tensor<f32>) -> tensor<f32>
    %161 = "stablehlo.convert"(%160) : (tensor<f32>) -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %163 = "stablehlo.multiply"(%156, %162) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %164 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %165 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1x8xi32>
    %167 = "stablehlo.compare"(%164, %166) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x1x8xi32>, tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xi1>
    %168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %170 = "stablehlo.convert"(%169) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %171 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %173 = "stablehlo.select"(%167, %170, %172) : (tensor<4x1x1x8xi1>, tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %174 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %176 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<8x8xi32>
    %179 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xi32>) -> tensor<8x8xi32>
    %180 = "stablehlo.subtract"(%178, %179) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %181 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %183 = "stablehlo.compare"(%180, %182) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %184 = "stablehlo.convert"(%183) : (tensor<8x8xi1>) -> tensor<8x8xi32>
    %185 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %187 = "stablehlo.multiply"(%184, %186) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %188 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %190 = "stablehlo.add"(%189, %187) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %191 = "stablehlo.abs"(%180) : (tensor<8x8xi32>) -> tensor<8x8xi32>
    %192 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %194 = "stablehlo.compare"(%191, %193) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %195 = "stablehlo.convert"(%191) : (tensor<8x8xi32>) -> tensor<8x8xf32>
    %196 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %198 = "stablehlo.divide"(%195, %197) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %199 = "stablehlo.log"(%198) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %200 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.log"(%200) : (tensor<f32>) -> tensor<f32>
    %202 = "stablehlo.convert"(%201) : (tensor<f32>) -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %204 = "stablehlo.divide"(%199, %203) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %205 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %207 = "stablehlo.multiply"(%204, %206) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %208 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %210 = "stablehlo.add"(%209, %207) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %211 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %212 = "func.call"(%210, %211) <{callee = @clip}> : (tensor<8x8xf32>, tensor<i32>) -> tensor<8x8xf32>
    %213 = "func.call"(%194, %191, %212) <{callee = @_where_0}> : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %214 = "stablehlo.convert"(%190) : (tensor<8x8xi32>) -> tensor<8x8xf32>
    %215 = "stablehlo.add"(%214, %213) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %216 = "stablehlo.convert"(%215) : (tensor<8x8xf32>) -> tensor<8x8xi32>
    %217:2 = "func.call"(%arg67, %216) <{callee = @_take_1}> : (tensor<8x4xf32>, tensor<8x8xi32>) -> (tensor<8x8x4xf32>, tensor<8x8x1xi32>)
    %218 = "stablehlo.transpose"(%217#0) <{permutation = array<i64: 2, 0, 1>}> : (tensor<8x8x4xf32>) -> tensor<4x8x8xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %221 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %222 = "stablehlo.add"(%220, %221) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %223 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %224 = "stablehlo.sqrt"(%223) : (tensor<f32>) -> tensor<f32>
    %225 = "stablehlo.convert"(%224) : (tensor<f32>) -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %227 = "stablehlo.divide"(%163, %226) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %228 = "stablehlo.dot_general"(%227, %157) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %229 = "stablehlo.add"(%228, %222) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %230 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.reduce"(%229, %230) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
      %1159 = "stablehlo.maximum"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1159) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %232 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %234 = "stablehlo.maximum"(%233, %231) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %237 = "stablehlo.subtract"(%229, %236) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %238 = "stablehlo.exponential"(%237) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %239 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %240 = "stablehlo.reduce"(%238, %239) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
      %1158 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1158) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %243 = "stablehlo.divide"(%238, %242) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %244 = "stablehlo.multiply"(%241, %241) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %245 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %247 = "stablehlo.divide"(%246, %244) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %248 = "stablehlo.dot_general"(%158, %243) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %249 = "stablehlo.transpose"(%248) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %250 = "stablehlo.reshape"(%249) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %251 = "stablehlo.dot_general"(%250, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %252 = "stablehlo.add"(%126#0, %251) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %253 = "stablehlo.multiply"(%252, %252) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %254 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %256 = "stablehlo.multiply"(%255, %252) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %257 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.reduce"(%253, %257) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg178: tensor<f32>, %arg179: tensor<f32>):
      %1157 = "stablehlo.add"(%arg178, %arg179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1157) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %260 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %262 = "stablehlo.divide"(%259, %261) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %263 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %265 = "stablehlo.add"(%262, %264) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %266 = "stablehlo.sqrt"(%265) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %267 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %269 = "stablehlo.divide"(%268, %266) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %270 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %271 = "stablehlo.divide"(%252, %270) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %272 = "stablehlo.multiply"(%266, %266) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %273 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %275 = "stablehlo.divide"(%274, %272) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %276 = "stablehlo.broadcast_in_dim"(%arg72) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %278 = "stablehlo.multiply"(%277, %271) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %279 = "stablehlo.dot_general"(%278, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %280 = "func.call"(%279) <{callee = @relu}> : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %281 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %283 = "stablehlo.compare"(%279, %282) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xi1>
    %284 = "stablehlo.dot_general"(%280, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %285 = "stablehlo.add"(%252, %284) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %286 = "stablehlo.multiply"(%285, %285) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %287 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %289 = "stablehlo.multiply"(%288, %285) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %290 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.reduce"(%286, %290) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg176: tensor<f32>, %arg177: tensor<f32>):
      %1156 = "stablehlo.add"(%arg176, %arg177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1156) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %293 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %295 = "stablehlo.divide"(%292, %294) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %296 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %298 = "stablehlo.add"(%295, %297) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %299 = "stablehlo.sqrt"(%298) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %300 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %302 = "stablehlo.divide"(%301, %299) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %303 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %304 = "stablehlo.divide"(%285, %303) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %305 = "stablehlo.multiply"(%299, %299) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %306 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %308 = "stablehlo.divide"(%307, %305) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %309 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %311 = "stablehlo.multiply"(%310, %304) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %312:2 = "func.call"(%arg74, %arg75) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %313 = "stablehlo.multiply"(%312#0, %312#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %314 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %316 = "stablehlo.multiply"(%315, %312#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %317 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.reduce"(%313, %317) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg174: tensor<f32>, %arg175: tensor<f32>):
      %1155 = "stablehlo.add"(%arg174, %arg175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1155) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %320 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %322 = "stablehlo.divide"(%319, %321) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %323 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %325 = "stablehlo.add"(%322, %324) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %326 = "stablehlo.sqrt"(%325) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %327 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %329 = "stablehlo.divide"(%328, %326) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %330 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %331 = "stablehlo.divide"(%312#0, %330) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %332 = "stablehlo.multiply"(%326, %326) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %333 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %335 = "stablehlo.divide"(%334, %332) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %336 = "stablehlo.broadcast_in_dim"(%arg54) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %338 = "stablehlo.multiply"(%337, %331) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %339 = "stablehlo.dot_general"(%338, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %340 = "stablehlo.dot_general"(%338, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %341 = "stablehlo.dot_general"(%338, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %342 = "stablehlo.reshape"(%339) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %343 = "stablehlo.reshape"(%340) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %344 = "stablehlo.reshape"(%341) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %345 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %346 = "stablehlo.sqrt"(%345) : (tensor<f32>) -> tensor<f32>
    %347 = "stablehlo.convert"(%346) : (tensor<f32>) -> tensor<f32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %349 = "stablehlo.multiply"(%342, %348) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %350 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<4x8xi32>
    %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %353 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x8xi32>) -> tensor<4x1x8xi32>
    %354 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xi32>) -> tensor<4x8x8xi32>
    %355 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x8xi32>) -> tensor<4x8x8xi32>
    %356 = "stablehlo.compare"(%354, %355) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x8xi32>, tensor<4x8x8xi32>) -> tensor<4x8x8xi1>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<4x8x8xi1>) -> tensor<4x1x8x8xi1>
    %358 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %360 = "stablehlo.convert"(%357) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %361 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %363 = "stablehlo.compare"(%359, %362) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %364 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %366 = "stablehlo.compare"(%360, %365) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %367 = "stablehlo.and"(%363, %366) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %368 = "stablehlo.convert"(%367) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %369 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %370 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %371 = "stablehlo.compare"(%368, %370) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %372 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %374 = "stablehlo.convert"(%373) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %375 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %377 = "stablehlo.select"(%371, %374, %376) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %378 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %380 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<8x8xi32>
    %383 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xi32>) -> tensor<8x8xi32>
    %384 = "stablehlo.subtract"(%382, %383) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %385 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %386 = "func.call"(%384, %385) <{callee = @clip_3}> : (tensor<8x8xi32>, tensor<i32>) -> tensor<8x8xi32>
    %387 = "stablehlo.negate"(%386) : (tensor<8x8xi32>) -> tensor<8x8xi32>
    %388 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %390 = "stablehlo.compare"(%387, %389) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %391 = "stablehlo.convert"(%387) : (tensor<8x8xi32>) -> tensor<8x8xf32>
    %392 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %394 = "stablehlo.divide"(%391, %393) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %395 = "stablehlo.log"(%394) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %396 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.log"(%396) : (tensor<f32>) -> tensor<f32>
    %398 = "stablehlo.convert"(%397) : (tensor<f32>) -> tensor<f32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %400 = "stablehlo.divide"(%395, %399) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %401 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %403 = "stablehlo.multiply"(%400, %402) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %404 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %405 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %406 = "stablehlo.add"(%405, %403) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %407 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %408 = "func.call"(%406, %407) <{callee = @clip}> : (tensor<8x8xf32>, tensor<i32>) -> tensor<8x8xf32>
    %409 = "func.call"(%390, %387, %408) <{callee = @_where_0}> : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %410 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %412 = "stablehlo.add"(%411, %409) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %413 = "stablehlo.convert"(%412) : (tensor<8x8xf32>) -> tensor<8x8xi32>
    %414:2 = "func.call"(%arg52, %413) <{callee = @_take_1}> : (tensor<8x4xf32>, tensor<8x8xi32>) -> (tensor<8x8x4xf32>, tensor<8x8x1xi32>)
    %415 = "stablehlo.transpose"(%414#0) <{permutation = array<i64: 2, 0, 1>}> : (tensor<8x8x4xf32>) -> tensor<4x8x8xf32>
    %416 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %418 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %419 = "stablehlo.add"(%417, %418) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %420 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.sqrt"(%420) : (tensor<f32>) -> tensor<f32>
    %422 = "stablehlo.convert"(%421) : (tensor<f32>) -> tensor<f32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %424 = "stablehlo.divide"(%349, %423) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %425 = "stablehlo.dot_general"(%424, %343) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %426 = "stablehlo.add"(%425, %419) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %427 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %428 = "stablehlo.reduce"(%426, %427) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg172: tensor<f32>, %arg173: tensor<f32>):
      %1154 = "stablehlo.maximum"(%arg172, %arg173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1154) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %429 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %431 = "stablehlo.maximum"(%430, %428) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %434 = "stablehlo.subtract"(%426, %433) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %435 = "stablehlo.exponential"(%434) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %436 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %437 = "stablehlo.reduce"(%435, %436) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg170: tensor<f32>, %arg171: tensor<f32>):
      %1153 = "stablehlo.add"(%arg170, %arg171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1153) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %440 = "stablehlo.divide"(%435, %439) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %441 = "stablehlo.multiply"(%438, %438) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %442 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %444 = "stablehlo.divide"(%443, %441) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %445 = "stablehlo.dot_general"(%344, %440) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %446 = "stablehlo.transpose"(%445) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %447 = "stablehlo.reshape"(%446) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %448 = "stablehlo.dot_general"(%447, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %449 = "stablehlo.add"(%312#0, %448) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %450 = "stablehlo.multiply"(%449, %449) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %451 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %453 = "stablehlo.multiply"(%452, %449) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %454 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %455 = "stablehlo.reduce"(%450, %454) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
      %1152 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1152) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %457 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %459 = "stablehlo.divide"(%456, %458) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %460 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %462 = "stablehlo.add"(%459, %461) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %463 = "stablehlo.sqrt"(%462) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %464 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %466 = "stablehlo.divide"(%465, %463) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %467 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %468 = "stablehlo.divide"(%449, %467) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %469 = "stablehlo.multiply"(%463, %463) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %470 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %472 = "stablehlo.divide"(%471, %469) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %473 = "stablehlo.broadcast_in_dim"(%arg59) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %475 = "stablehlo.multiply"(%474, %468) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %476 = "stablehlo.dot_general"(%475, %arg57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %477 = "stablehlo.dot_general"(%311, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %478 = "stablehlo.dot_general"(%311, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %479 = "stablehlo.reshape"(%476) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %480 = "stablehlo.reshape"(%477) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %481 = "stablehlo.reshape"(%478) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %482 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %483 = "stablehlo.sqrt"(%482) : (tensor<f32>) -> tensor<f32>
    %484 = "stablehlo.convert"(%483) : (tensor<f32>) -> tensor<f32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %486 = "stablehlo.multiply"(%479, %485) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %487 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %488 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1x8xi32>
    %490 = "stablehlo.compare"(%487, %489) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x1x8xi32>, tensor<4x1x1x8xi32>) -> tensor<4x1x1x8xi1>
    %491 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %493 = "stablehlo.convert"(%492) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %494 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %496 = "stablehlo.select"(%490, %493, %495) : (tensor<4x1x1x8xi1>, tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %497 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1x8xf32>
    %499 = "stablehlo.add"(%498, %496) : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %500 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %501 = "stablehlo.sqrt"(%500) : (tensor<f32>) -> tensor<f32>
    %502 = "stablehlo.convert"(%501) : (tensor<f32>) -> tensor<f32>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %504 = "stablehlo.divide"(%486, %503) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %505 = "stablehlo.dot_general"(%504, %480) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %506 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xf32>) -> tensor<4x4x8x8xf32>
    %507 = "stablehlo.add"(%505, %506) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %508 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %509 = "stablehlo.reduce"(%507, %508) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
      %1151 = "stablehlo.maximum"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1151) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %510 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %512 = "stablehlo.maximum"(%511, %509) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %515 = "stablehlo.subtract"(%507, %514) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %516 = "stablehlo.exponential"(%515) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %517 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %518 = "stablehlo.reduce"(%516, %517) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
      %1150 = "stablehlo.add"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1150) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %519 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %521 = "stablehlo.divide"(%516, %520) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %522 = "stablehlo.multiply"(%519, %519) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %523 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %525 = "stablehlo.divide"(%524, %522) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %526 = "stablehlo.dot_general"(%481, %521) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %527 = "stablehlo.transpose"(%526) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %528 = "stablehlo.reshape"(%527) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %529 = "stablehlo.dot_general"(%528, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %530 = "stablehlo.add"(%449, %529) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %531 = "stablehlo.multiply"(%530, %530) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %532 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %534 = "stablehlo.multiply"(%533, %530) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %535 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %536 = "stablehlo.reduce"(%531, %535) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
      %1149 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1149) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %537 = "stablehlo.broadcast_in_dim"(%536) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %538 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %539 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %540 = "stablehlo.divide"(%537, %539) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %541 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %543 = "stablehlo.add"(%540, %542) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %544 = "stablehlo.sqrt"(%543) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %545 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %546 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %547 = "stablehlo.divide"(%546, %544) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %548 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %549 = "stablehlo.divide"(%530, %548) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %550 = "stablehlo.multiply"(%544, %544) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %551 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %553 = "stablehlo.divide"(%552, %550) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %554 = "stablehlo.broadcast_in_dim"(%arg62) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %555 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %556 = "stablehlo.multiply"(%555, %549) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %557 = "stablehlo.dot_general"(%556, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %558 = "func.call"(%557) <{callee = @relu}> : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %559 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %561 = "stablehlo.compare"(%557, %560) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xi1>
    %562 = "stablehlo.dot_general"(%558, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %563 = "stablehlo.add"(%530, %562) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %564 = "stablehlo.multiply"(%563, %563) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %565 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %567 = "stablehlo.multiply"(%566, %563) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %568 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %569 = "stablehlo.reduce"(%564, %568) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
      %1148 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1148) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %571 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %572 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %573 = "stablehlo.divide"(%570, %572) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %574 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %575 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %576 = "stablehlo.add"(%573, %575) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %577 = "stablehlo.sqrt"(%576) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %578 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %580 = "stablehlo.divide"(%579, %577) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %581 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %582 = "stablehlo.divide"(%563, %581) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %583 = "stablehlo.multiply"(%577, %577) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %584 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %586 = "stablehlo.divide"(%585, %583) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %587 = "stablehlo.broadcast_in_dim"(%arg63) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %589 = "stablehlo.multiply"(%588, %582) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %590 = "stablehlo.constant"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %592 = "stablehlo.multiply"(%589, %591) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %593 = "stablehlo.transpose"(%arg74) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %594 = "stablehlo.dot_general"(%592, %593) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %595 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %596:2 = "func.call"(%594, %595) <{callee = @take_along_axis}> : (tensor<4x8x64xf32>, tensor<4x8x1xi32>) -> (tensor<4x8x1xf32>, tensor<4x8x1x1xi32>)
    %597 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %598:2 = "func.call"(%596#0, %597) <{callee = @_take_4}> : (tensor<4x8x1xf32>, tensor<i32>) -> (tensor<4x8xf32>, tensor<1xi32>)
    %599 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %600 = "stablehlo.reduce"(%594, %599) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
      %1147 = "stablehlo.maximum"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1147) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %601 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %603 = "stablehlo.maximum"(%602, %600) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %604 = "stablehlo.is_finite"(%603) : (tensor<4x8xf32>) -> tensor<4x8xi1>
    %605 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %607 = "stablehlo.select"(%604, %603, %606) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %608 = "stablehlo.broadcast_in_dim"(%607) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %609 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %610 = "stablehlo.subtract"(%594, %609) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %611 = "stablehlo.exponential"(%610) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %612 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %613 = "stablehlo.reduce"(%611, %612) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
      %1146 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1146) : (tensor<f32>) -> ()
    }) : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<4x8xf32>
    %614 = "stablehlo.abs"(%613) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %615 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %617 = "stablehlo.compare"(%613, %616) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %618 = "stablehlo.log"(%614) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %619 = "stablehlo.add"(%618, %607) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %620 = "stablehlo.subtract"(%619, %598#0) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %621 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %622 = "stablehlo.reduce"(%620, %621) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
      %1145 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1145) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %623 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.divide"(%622, %623) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %625 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %626 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %627 = "stablehlo.divide"(%625, %626) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %628 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %629 = "stablehlo.negate"(%628) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %630 = "stablehlo.divide"(%628, %614) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %631 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %632 = "stablehlo.broadcast_in_dim"(%631) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %633 = "stablehlo.select"(%617, %632, %630) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %634 = "stablehlo.select"(%617, %630, %632) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %635 = "stablehlo.negate"(%633) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %636 = "stablehlo.add"(%634, %635) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x64xf32>
    %638 = "stablehlo.multiply"(%637, %611) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %639 = "func.call"(%598#1, %629) <{callee = @_take_6}> : (tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %640 = "func.call"(%596#1, %639) <{callee = @take_along_axis_7}> : (tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %641 = "stablehlo.add"(%638, %640) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %642 = "stablehlo.dot_general"(%641, %592) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %643 = "stablehlo.transpose"(%642) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %644 = "stablehlo.dot_general"(%641, %593) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %645 = "stablehlo.transpose"(%643) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %646 = "stablehlo.constant"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %647 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %648 = "stablehlo.multiply"(%644, %647) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %649 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %650 = "stablehlo.multiply"(%649, %648) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %651 = "stablehlo.multiply"(%648, %582) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %652 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %653 = "stablehlo.reduce"(%651, %652) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
      %1144 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1144) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %654 = "stablehlo.reshape"(%653) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %655 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %656 = "stablehlo.reduce"(%654, %655) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %1143 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1143) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %657 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %658 = "stablehlo.multiply"(%650, %657) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %659 = "stablehlo.multiply"(%658, %563) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %660 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.reduce"(%659, %660) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg148: tensor<f32>, %arg149: tensor<f32>):
      %1142 = "stablehlo.add"(%arg148, %arg149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1142) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %662 = "stablehlo.reshape"(%661) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %663 = "stablehlo.negate"(%662) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %664 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %665 = "stablehlo.divide"(%650, %664) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %666 = "stablehlo.multiply"(%663, %580) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %667 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %668 = "stablehlo.broadcast_in_dim"(%667) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %669 = "stablehlo.divide"(%666, %668) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %670 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %671 = "stablehlo.reduce"(%669, %670) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg146: tensor<f32>, %arg147: tensor<f32>):
      %1141 = "stablehlo.add"(%arg146, %arg147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1141) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %672 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %673 = "stablehlo.multiply"(%672, %567) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %674 = "stablehlo.add"(%665, %673) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %675 = "stablehlo.dot_general"(%674, %558) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %676 = "stablehlo.transpose"(%675) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %677 = "stablehlo.dot_general"(%674, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %678 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %679 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %680 = "stablehlo.select"(%561, %677, %679) : (tensor<4x8x64xi1>, tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %681 = "stablehlo.dot_general"(%680, %556) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %682 = "stablehlo.transpose"(%681) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %683 = "stablehlo.dot_general"(%680, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %684 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %685 = "stablehlo.multiply"(%684, %683) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %686 = "stablehlo.multiply"(%683, %549) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %688 = "stablehlo.reduce"(%686, %687) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
      %1140 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1140) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %689 = "stablehlo.reshape"(%688) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %690 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %691 = "stablehlo.reduce"(%689, %690) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
      %1139 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1139) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %692 = "stablehlo.broadcast_in_dim"(%553) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %693 = "stablehlo.multiply"(%685, %692) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %694 = "stablehlo.multiply"(%693, %530) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %695 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %696 = "stablehlo.reduce"(%694, %695) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg140: tensor<f32>, %arg141: tensor<f32>):
      %1138 = "stablehlo.add"(%arg140, %arg141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1138) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %697 = "stablehlo.reshape"(%696) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %698 = "stablehlo.negate"(%697) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %699 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %700 = "stablehlo.divide"(%685, %699) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %701 = "stablehlo.add"(%674, %700) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %702 = "stablehlo.multiply"(%698, %547) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %703 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %705 = "stablehlo.divide"(%702, %704) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %706 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %707 = "stablehlo.reduce"(%705, %706) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg138: tensor<f32>, %arg139: tensor<f32>):
      %1137 = "stablehlo.add"(%arg138, %arg139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1137) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %708 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %709 = "stablehlo.multiply"(%708, %534) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %710 = "stablehlo.add"(%701, %709) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %711 = "stablehlo.dot_general"(%710, %528) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %712 = "stablehlo.transpose"(%711) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %713 = "stablehlo.dot_general"(%710, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %714 = "stablehlo.reshape"(%713) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %715 = "stablehlo.transpose"(%714) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %716 = "stablehlo.dot_general"(%715, %481) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %717 = "stablehlo.dot_general"(%715, %521) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %718 = "stablehlo.transpose"(%717) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %719 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %720 = "stablehlo.multiply"(%716, %719) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %721 = "stablehlo.multiply"(%720, %516) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %722 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %723 = "stablehlo.reduce"(%721, %722) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %1136 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1136) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %724 = "stablehlo.reshape"(%723) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %725 = "stablehlo.negate"(%724) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %726 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %727 = "stablehlo.divide"(%716, %726) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %728 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %729 = "stablehlo.reduce"(%725, %728) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
      %1135 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1135) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %730 = "stablehlo.broadcast_in_dim"(%729) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %731 = "stablehlo.add"(%727, %730) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %732 = "stablehlo.multiply"(%731, %516) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %733 = "stablehlo.dot_general"(%732, %504) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %734 = "stablehlo.transpose"(%733) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %735 = "stablehlo.dot_general"(%732, %480) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %736 = "stablehlo.transpose"(%735) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %737 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %738 = "stablehlo.divide"(%736, %737) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %739 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %740 = "stablehlo.multiply"(%738, %739) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %741 = "stablehlo.reshape"(%718) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %742 = "stablehlo.reshape"(%734) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %743 = "stablehlo.reshape"(%740) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %744 = "stablehlo.dot_general"(%741, %311) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %745 = "stablehlo.transpose"(%744) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %746 = "stablehlo.dot_general"(%741, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %747 = "stablehlo.dot_general"(%742, %311) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %748 = "stablehlo.transpose"(%747) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %749 = "stablehlo.dot_general"(%742, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %750 = "stablehlo.add"(%746, %749) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %751 = "stablehlo.dot_general"(%743, %475) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %752 = "stablehlo.transpose"(%751) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %753 = "stablehlo.dot_general"(%743, %arg57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %754 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %755 = "stablehlo.multiply"(%754, %753) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %756 = "stablehlo.multiply"(%753, %468) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %757 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %758 = "stablehlo.reduce"(%756, %757) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
      %1134 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1134) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %759 = "stablehlo.reshape"(%758) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %760 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %761 = "stablehlo.reduce"(%759, %760) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
      %1133 = "stablehlo.add"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1133) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %762 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %763 = "stablehlo.multiply"(%755, %762) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %764 = "stablehlo.multiply"(%763, %449) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %765 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %766 = "stablehlo.reduce"(%764, %765) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
      %1132 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1132) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %767 = "stablehlo.reshape"(%766) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %768 = "stablehlo.negate"(%767) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %769 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %770 = "stablehlo.divide"(%755, %769) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %771 = "stablehlo.add"(%710, %770) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %772 = "stablehlo.multiply"(%768, %466) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %773 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %774 = "stablehlo.broadcast_in_dim"(%773) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %775 = "stablehlo.divide"(%772, %774) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %776 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %777 = "stablehlo.reduce"(%775, %776) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %1131 = "stablehlo.add"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1131) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %778 = "stablehlo.broadcast_in_dim"(%777) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %779 = "stablehlo.multiply"(%778, %453) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %780 = "stablehlo.add"(%771, %779) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %781 = "stablehlo.dot_general"(%780, %447) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %782 = "stablehlo.transpose"(%781) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %783 = "stablehlo.dot_general"(%780, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %784 = "stablehlo.reshape"(%783) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %785 = "stablehlo.transpose"(%784) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %786 = "stablehlo.dot_general"(%785, %344) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %787 = "stablehlo.dot_general"(%785, %440) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %788 = "stablehlo.transpose"(%787) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %789 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %790 = "stablehlo.multiply"(%786, %789) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %791 = "stablehlo.multiply"(%790, %435) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %792 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %793 = "stablehlo.reduce"(%791, %792) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
      %1130 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1130) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %794 = "stablehlo.reshape"(%793) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %795 = "stablehlo.negate"(%794) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %796 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %797 = "stablehlo.divide"(%786, %796) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %798 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %799 = "stablehlo.reduce"(%795, %798) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
      %1129 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1129) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %800 = "stablehlo.broadcast_in_dim"(%799) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %801 = "stablehlo.add"(%797, %800) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %802 = "stablehlo.multiply"(%801, %435) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %803 = "stablehlo.dot_general"(%802, %424) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %804 = "stablehlo.transpose"(%803) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %805 = "stablehlo.dot_general"(%802, %343) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %806 = "stablehlo.transpose"(%805) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %807 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %808 = "stablehlo.divide"(%806, %807) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %809 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %810 = "stablehlo.reduce"(%802, %809) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
      %1128 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1128) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %811 = "stablehlo.reshape"(%810) : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %812 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %813 = "stablehlo.reduce"(%811, %812) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
      %1127 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1127) : (tensor<f32>) -> ()
    }) : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %814 = "stablehlo.transpose"(%813) <{permutation = array<i64: 1, 2, 0>}> : (tensor<4x8x8xf32>) -> tensor<8x8x4xf32>
    %815 = "func.call"(%414#1, %814) <{callee = @_take_8}> : (tensor<8x8x1xi32>, tensor<8x8x4xf32>) -> tensor<8x4xf32>
    %816 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %817 = "stablehlo.multiply"(%808, %816) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %818 = "stablehlo.reshape"(%788) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %819 = "stablehlo.reshape"(%804) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %820 = "stablehlo.reshape"(%817) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %821 = "stablehlo.dot_general"(%818, %338) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %822 = "stablehlo.transpose"(%821) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %823 = "stablehlo.dot_general"(%818, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %824 = "stablehlo.dot_general"(%819, %338) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %825 = "stablehlo.transpose"(%824) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %826 = "stablehlo.dot_general"(%819, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %827 = "stablehlo.add"(%823, %826) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %828 = "stablehlo.dot_general"(%820, %338) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %829 = "stablehlo.transpose"(%828) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %830 = "stablehlo.dot_general"(%820, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %831 = "stablehlo.add"(%827, %830) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %832 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %833 = "stablehlo.multiply"(%832, %831) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %834 = "stablehlo.multiply"(%831, %331) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %835 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %836 = "stablehlo.reduce"(%834, %835) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
      %1126 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1126) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %837 = "stablehlo.reshape"(%836) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %838 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %839 = "stablehlo.reduce"(%837, %838) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %1125 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1125) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %840 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %841 = "stablehlo.multiply"(%833, %840) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %842 = "stablehlo.multiply"(%841, %312#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %843 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %844 = "stablehlo.reduce"(%842, %843) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
      %1124 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1124) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %845 = "stablehlo.reshape"(%844) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %846 = "stablehlo.negate"(%845) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %847 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %848 = "stablehlo.divide"(%833, %847) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %849 = "stablehlo.add"(%780, %848) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %850 = "stablehlo.multiply"(%846, %329) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %851 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %852 = "stablehlo.broadcast_in_dim"(%851) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %853 = "stablehlo.divide"(%850, %852) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %854 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %855 = "stablehlo.reduce"(%853, %854) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
      %1123 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1123) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %856 = "stablehlo.broadcast_in_dim"(%855) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %857 = "stablehlo.multiply"(%856, %316) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %858 = "stablehlo.add"(%849, %857) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %859 = "func.call"(%312#1, %858) <{callee = @_take_9}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %860 = "stablehlo.add"(%645, %859) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %861 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %862 = "stablehlo.multiply"(%861, %750) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %863 = "stablehlo.multiply"(%750, %304) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %864 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %865 = "stablehlo.reduce"(%863, %864) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
      %1122 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1122) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %866 = "stablehlo.reshape"(%865) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %867 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %868 = "stablehlo.reduce"(%866, %867) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %1121 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1121) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %869 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %870 = "stablehlo.multiply"(%862, %869) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %871 = "stablehlo.multiply"(%870, %285) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %872 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %873 = "stablehlo.reduce"(%871, %872) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg104: tensor<f32>, %arg105: tensor<f32>):
      %1120 = "stablehlo.add"(%arg104, %arg105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1120) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %874 = "stablehlo.reshape"(%873) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %875 = "stablehlo.negate"(%874) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %876 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %877 = "stablehlo.divide"(%862, %876) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %878 = "stablehlo.multiply"(%875, %302) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %879 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %880 = "stablehlo.broadcast_in_dim"(%879) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %881 = "stablehlo.divide"(%878, %880) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %882 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %883 = "stablehlo.reduce"(%881, %882) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
      %1119 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1119) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %884 = "stablehlo.broadcast_in_dim"(%883) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %885 = "stablehlo.multiply"(%884, %289) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %886 = "stablehlo.add"(%877, %885) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %887 = "stablehlo.dot_general"(%886, %280) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %888 = "stablehlo.transpose"(%887) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %889 = "stablehlo.dot_general"(%886, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %890 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %891 = "stablehlo.broadcast_in_dim"(%890) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %892 = "stablehlo.select"(%283, %889, %891) : (tensor<4x8x64xi1>, tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %893 = "stablehlo.dot_general"(%892, %278) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %894 = "stablehlo.transpose"(%893) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %895 = "stablehlo.dot_general"(%892, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %896 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %897 = "stablehlo.multiply"(%896, %895) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %898 = "stablehlo.multiply"(%895, %271) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %899 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %900 = "stablehlo.reduce"(%898, %899) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
      %1118 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1118) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %901 = "stablehlo.reshape"(%900) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %902 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %903 = "stablehlo.reduce"(%901, %902) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
      %1117 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1117) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %904 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %905 = "stablehlo.multiply"(%897, %904) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %906 = "stablehlo.multiply"(%905, %252) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %907 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %908 = "stablehlo.reduce"(%906, %907) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
      %1116 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1116) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %909 = "stablehlo.reshape"(%908) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %910 = "stablehlo.negate"(%909) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %911 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %912 = "stablehlo.divide"(%897, %911) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %913 = "stablehlo.add"(%886, %912) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %914 = "stablehlo.multiply"(%910, %269) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %915 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %916 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %917 = "stablehlo.divide"(%914, %916) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %918 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %919 = "stablehlo.reduce"(%917, %918) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %1115 = "stablehlo.add"(%arg94, %arg95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1115) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %920 = "stablehlo.broadcast_in_dim"(%919) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %921 = "stablehlo.multiply"(%920, %256) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %922 = "stablehlo.add"(%913, %921) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %923 = "stablehlo.dot_general"(%922, %250) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %924 = "stablehlo.transpose"(%923) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %925 = "stablehlo.dot_general"(%922, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %926 = "stablehlo.reshape"(%925) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %927 = "stablehlo.transpose"(%926) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %928 = "stablehlo.dot_general"(%927, %158) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %929 = "stablehlo.dot_general"(%927, %243) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %930 = "stablehlo.transpose"(%929) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %931 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %932 = "stablehlo.multiply"(%928, %931) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %933 = "stablehlo.multiply"(%932, %238) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %934 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %935 = "stablehlo.reduce"(%933, %934) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %1114 = "stablehlo.add"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1114) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %936 = "stablehlo.reshape"(%935) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %937 = "stablehlo.negate"(%936) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %938 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %939 = "stablehlo.divide"(%928, %938) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %940 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %941 = "stablehlo.reduce"(%937, %940) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %1113 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1113) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %942 = "stablehlo.broadcast_in_dim"(%941) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %943 = "stablehlo.add"(%939, %942) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %944 = "stablehlo.multiply"(%943, %238) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %945 = "stablehlo.dot_general"(%944, %227) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %946 = "stablehlo.transpose"(%945) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %947 = "stablehlo.dot_general"(%944, %157) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %948 = "stablehlo.transpose"(%947) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %949 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %950 = "stablehlo.divide"(%948, %949) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %951 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %952 = "stablehlo.reduce"(%944, %951) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %1112 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1112) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %953 = "stablehlo.reshape"(%952) : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %954 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %955 = "stablehlo.reduce"(%953, %954) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %1111 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1111) : (tensor<f32>) -> ()
    }) : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %956 = "stablehlo.transpose"(%955) <{permutation = array<i64: 1, 2, 0>}> : (tensor<4x8x8xf32>) -> tensor<8x8x4xf32>
    %957 = "func.call"(%217#1, %956) <{callee = @_take_8}> : (tensor<8x8x1xi32>, tensor<8x8x4xf32>) -> tensor<8x4xf32>
    %958 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %959 = "stablehlo.multiply"(%950, %958) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %960 = "stablehlo.reshape"(%930) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %961 = "stablehlo.reshape"(%946) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %962 = "stablehlo.reshape"(%959) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %963 = "stablehlo.dot_general"(%960, %152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %964 = "stablehlo.transpose"(%963) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %965 = "stablehlo.dot_general"(%960, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %966 = "stablehlo.dot_general"(%961, %152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %967 = "stablehlo.transpose"(%966) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %968 = "stablehlo.dot_general"(%961, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %969 = "stablehlo.add"(%965, %968) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %970 = "stablehlo.dot_general"(%962, %152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %971 = "stablehlo.transpose"(%970) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %972 = "stablehlo.dot_general"(%962, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %973 = "stablehlo.add"(%969, %972) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %974 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %975 = "stablehlo.multiply"(%974, %973) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %976 = "stablehlo.multiply"(%973, %145) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %977 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %978 = "stablehlo.reduce"(%976, %977) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
      %1110 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1110) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %979 = "stablehlo.reshape"(%978) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %980 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %981 = "stablehlo.reduce"(%979, %980) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg82: tensor<f32>, %arg83: tensor<f32>):
      %1109 = "stablehlo.add"(%arg82, %arg83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1109) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %982 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %983 = "stablehlo.multiply"(%975, %982) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %984 = "stablehlo.multiply"(%983, %126#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %985 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %986 = "stablehlo.reduce"(%984, %985) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg80: tensor<f32>, %arg81: tensor<f32>):
      %1108 = "stablehlo.add"(%arg80, %arg81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1108) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %987 = "stablehlo.reshape"(%986) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %988 = "stablehlo.negate"(%987) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %989 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %990 = "stablehlo.divide"(%975, %989) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %991 = "stablehlo.add"(%922, %990) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %992 = "stablehlo.multiply"(%988, %143) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %993 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %994 = "stablehlo.broadcast_in_dim"(%993) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %995 = "stablehlo.divide"(%992, %994) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %996 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %997 = "stablehlo.reduce"(%995, %996) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %1107 = "stablehlo.add"(%arg78, %arg79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1107) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %998 = "stablehlo.broadcast_in_dim"(%997) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %999 = "stablehlo.multiply"(%998, %130) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1000 = "stablehlo.add"(%991, %999) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1001 = "func.call"(%126#1, %1000) <{callee = @_take_9}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1002 = "stablehlo.add"(%860, %1001) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1003 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1004 = "stablehlo.broadcast_in_dim"(%1003) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1005 = "stablehlo.multiply"(%1004, %825) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1006 = "stablehlo.subtract"(%arg49, %1005) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1007 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1008 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1009 = "stablehlo.multiply"(%1008, %782) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1010 = "stablehlo.subtract"(%arg50, %1009) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1011 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1012 = "stablehlo.broadcast_in_dim"(%1011) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1013 = "stablehlo.multiply"(%1012, %829) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1014 = "stablehlo.subtract"(%arg51, %1013) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1015 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1016 = "stablehlo.broadcast_in_dim"(%1015) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %1017 = "stablehlo.multiply"(%1016, %815) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %1018 = "stablehlo.subtract"(%arg52, %1017) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %1019 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1020 = "stablehlo.broadcast_in_dim"(%1019) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1021 = "stablehlo.multiply"(%1020, %822) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1022 = "stablehlo.subtract"(%arg53, %1021) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1023 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1024 = "stablehlo.broadcast_in_dim"(%1023) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1025 = "stablehlo.multiply"(%1024, %839) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1026 = "stablehlo.subtract"(%arg54, %1025) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1027 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1028 = "stablehlo.broadcast_in_dim"(%1027) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1029 = "stablehlo.multiply"(%1028, %748) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1030 = "stablehlo.subtract"(%arg55, %1029) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1031 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1032 = "stablehlo.broadcast_in_dim"(%1031) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1033 = "stablehlo.multiply"(%1032, %712) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1034 = "stablehlo.subtract"(%arg56, %1033) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1035 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1036 = "stablehlo.broadcast_in_dim"(%1035) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1037 = "stablehlo.multiply"(%1036, %752) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1038 = "stablehlo.subtract"(%arg57, %1037) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1039 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1040 = "stablehlo.broadcast_in_dim"(%1039) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1041 = "stablehlo.multiply"(%1040, %745) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1042 = "stablehlo.subtract"(%arg58, %1041) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1043 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1044 = "stablehlo.broadcast_in_dim"(%1043) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1045 = "stablehlo.multiply"(%1044, %761) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1046 = "stablehlo.subtract"(%arg59, %1045) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1047 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1048 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1049 = "stablehlo.multiply"(%1048, %682) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1050 = "stablehlo.subtract"(%arg60, %1049) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1051 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1052 = "stablehlo.broadcast_in_dim"(%1051) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1053 = "stablehlo.multiply"(%1052, %676) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1054 = "stablehlo.subtract"(%arg61, %1053) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1055 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1056 = "stablehlo.broadcast_in_dim"(%1055) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1057 = "stablehlo.multiply"(%1056, %691) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1058 = "stablehlo.subtract"(%arg62, %1057) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1059 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1060 = "stablehlo.broadcast_in_dim"(%1059) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1061 = "stablehlo.multiply"(%1060, %656) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1062 = "stablehlo.subtract"(%arg63, %1061) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1063 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1064 = "stablehlo.broadcast_in_dim"(%1063) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1065 = "stablehlo.multiply"(%1064, %967) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1066 = "stablehlo.subtract"(%arg64, %1065) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1067 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1068 = "stablehlo.broadcast_in_dim"(%1067) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1069 = "stablehlo.multiply"(%1068, %924) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1070 = "stablehlo.subtract"(%arg65, %1069) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1071 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1072 = "stablehlo.broadcast_in_dim"(%1071) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1073 = "stablehlo.multiply"(%1072, %971) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1074 = "stablehlo.subtract"(%arg66, %1073) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1075 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1076 = "stablehlo.broadcast_in_dim"(%1075) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %1077 = "stablehlo.multiply"(%1076, %957) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %1078 = "stablehlo.subtract"(%arg67, %1077) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %1079 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1080 = "stablehlo.broadcast_in_dim"(%1079) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1081 = "stablehlo.multiply"(%1080, %964) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1082 = "stablehlo.subtract"(%arg68, %1081) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1083 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1084 = "stablehlo.broadcast_in_dim"(%1083) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1085 = "stablehlo.multiply"(%1084, %981) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1086 = "stablehlo.subtract"(%arg69, %1085) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1087 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1088 = "stablehlo.broadcast_in_dim"(%1087) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1089 = "stablehlo.multiply"(%1088, %894) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1090 = "stablehlo.subtract"(%arg70, %1089) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1091 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1092 = "stablehlo.broadcast_in_dim"(%1091) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1093 = "stablehlo.multiply"(%1092, %888) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1094 = "stablehlo.subtract"(%arg71, %1093) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1095 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1096 = "stablehlo.broadcast_in_dim"(%1095) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1097 = "stablehlo.multiply"(%1096, %903) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1098 = "stablehlo.subtract"(%arg72, %1097) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1099 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1100 = "stablehlo.broadcast_in_dim"(%1099) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1101 = "stablehlo.multiply"(%1100, %868) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1102 = "stablehlo.subtract"(%arg73, %1101) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1103 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1104 = "stablehlo.broadcast_in_dim"(%1103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1105 = "stablehlo.multiply"(%1104, %1002) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1106 = "stablehlo.subtract"(%arg74, %1105) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    "func.return"(%624, %1006, %1010, %1014, %1018, %1022, %1026, %1030, %1034, %1038, %1042, %1046, %1050, %1054, %1058, %1062, %1066, %1070, %1074, %1078, %1082, %1086, %1090, %1094, %1098, %1102, %1106) : (tensor<f32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<8x4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<8x4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<64x32xf32>, %arg46: tensor<4x8xi32>):
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %100 = "stablehlo.compare"(%arg46, %99) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %101 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %103 = "stablehlo.add"(%arg46, %102) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %104 = "func.call"(%100, %103, %arg46) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %106 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %107 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %109 = "stablehlo.compare"(%105, %108) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %110 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %112 = "stablehlo.compare"(%105, %111) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %113 = "stablehlo.and"(%109, %112) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %114 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %115 = "stablehlo.reduce"(%113, %114) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg47: tensor<i1>, %arg48: tensor<i1>):
      %121 = "stablehlo.and"(%arg47, %arg48) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%121) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %116 = "stablehlo.gather"(%arg45, %105) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %117 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %118 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %120 = "stablehlo.select"(%117, %116, %119) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%120, %105) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<4x8xi1>, %arg43: tensor<4x8xi32>, %arg44: tensor<4x8xi32>):
    %97 = "stablehlo.select"(%arg42, %arg43, %arg44) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%97) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x8xf32>, tensor<i32>) -> tensor<8x8xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<8x8xf32>, %arg41: tensor<i32>):
    %94 = "stablehlo.convert"(%arg41) : (tensor<i32>) -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %96 = "stablehlo.minimum"(%95, %arg40) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%96) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xf32>) -> tensor<8x8xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<8x8xi1>, %arg38: tensor<8x8xi32>, %arg39: tensor<8x8xf32>):
    %92 = "stablehlo.convert"(%arg38) : (tensor<8x8xi32>) -> tensor<8x8xf32>
    %93 = "stablehlo.select"(%arg37, %92, %arg39) : (tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%93) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x4xf32>, tensor<8x8xi32>) -> (tensor<8x8x4xf32>, tensor<8x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take_1", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<8x4xf32>, %arg34: tensor<8x8xi32>):
    %68 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %70 = "stablehlo.compare"(%arg34, %69) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %71 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %73 = "stablehlo.add"(%arg34, %72) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %74 = "func.call"(%70, %73, %arg34) <{callee = @_where_2}> : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
    %76 = "stablehlo.constant"() <{value = dense<7> : tensor<1xi32>}> : () -> tensor<1xi32>
    %77 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8x1xi32>
    %79 = "stablehlo.compare"(%75, %78) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x8x1xi32>, tensor<8x8x1xi32>) -> tensor<8x8x1xi1>
    %80 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<8x8x1xi32>
    %82 = "stablehlo.compare"(%75, %81) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8x8x1xi32>, tensor<8x8x1xi32>) -> tensor<8x8x1xi1>
    %83 = "stablehlo.and"(%79, %82) : (tensor<8x8x1xi1>, tensor<8x8x1xi1>) -> tensor<8x8x1xi1>
    %84 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %85 = "stablehlo.reduce"(%83, %84) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg35: tensor<i1>, %arg36: tensor<i1>):
      %91 = "stablehlo.and"(%arg35, %arg36) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%91) : (tensor<i1>) -> ()
    }) : (tensor<8x8x1xi1>, tensor<i1>) -> tensor<8x8xi1>
    %86 = "stablehlo.gather"(%arg33, %75) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<8x8x1xi32>) -> tensor<8x8x4xf32>
    %87 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xi1>) -> tensor<8x8x4xi1>
    %88 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x4xf32>
    %90 = "stablehlo.select"(%87, %86, %89) : (tensor<8x8x4xi1>, tensor<8x8x4xf32>, tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    "func.return"(%90, %75) : (tensor<8x8x4xf32>, tensor<8x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<8x8xi1>, %arg31: tensor<8x8xi32>, %arg32: tensor<8x8xi32>):
    %67 = "stablehlo.select"(%arg30, %arg31, %arg32) : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    "func.return"(%67) : (tensor<8x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<4x8x64xf32>):
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %66 = "stablehlo.maximum"(%arg29, %65) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    "func.return"(%66) : (tensor<4x8x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x8xi32>, tensor<i32>) -> tensor<8x8xi32>, res_attrs = [{}], sym_name = "clip_3", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<8x8xi32>, %arg28: tensor<i32>):
    %61 = "stablehlo.convert"(%arg28) : (tensor<i32>) -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %63 = "stablehlo.minimum"(%62, %arg27) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    "func.return"(%63) : (tensor<8x8xi32>) -> ()
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xf32>, tensor<i32>) -> (tensor<4x8xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_4", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x8x1xf32>, %arg20: tensor<i32>):
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.compare"(%arg20, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.add"(%arg20, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "func.call"(%18, %20, %arg20) <{callee = @_where_5}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<i1>, %arg17: tensor<i32>, %arg18: tensor<i32>):
    %16 = "stablehlo.select"(%arg16, %arg17, %arg18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%16) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x8xf32>) -> tensor<4x8x1xf32>, res_attrs = [{}], sym_name = "_take_6", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1x1xi32>, tensor<4x8x1xf32>) -> tensor<4x8x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_7", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x8x1xi32>, tensor<8x8x4xf32>) -> tensor<8x4xf32>, res_attrs = [{}], sym_name = "_take_8", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<8x8x1xi32>, %arg5: tensor<8x8x4xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %6 = "stablehlo.scatter"(%5, %arg4, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %7 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<8x8x1xi32>, tensor<8x8x4xf32>) -> tensor<8x4xf32>
    "func.return"(%6) : (tensor<8x4xf32>) -> ()
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
