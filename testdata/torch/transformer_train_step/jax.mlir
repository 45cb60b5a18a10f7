"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<64x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4x16xi32>, tensor<4x16xi32>) -> (tensor<f32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]['embed.weight']"}, {jax.result_info = "result[1]['head.bias']"}, {jax.result_info = "result[1]['head.weight']"}, {jax.result_info = "result[1]['layer.linear1.bias']"}, {jax.result_info = "result[1]['layer.linear1.weight']"}, {jax.result_info = "result[1]['layer.linear2.bias']"}, {jax.result_info = "result[1]['layer.linear2.weight']"}, {jax.result_info = "result[1]['layer.norm1.bias']"}, {jax.result_info = "result[1]['layer.norm1.weight']"}, {jax.result_info = "result[1]['layer.norm2.bias']"}, {jax.result_info = "result[1]['layer.norm2.weight']"}, {jax.result_info = "result[1]['layer.self_attn.in_proj_bias']"}, {jax.result_info = "result[1]['layer.self_attn.in_proj_weight']"}, {jax.result_info = "result[1]['layer.self_attn.out_proj.bias']"}, {jax.result_info = "result[1]['layer.self_attn.out_proj.weight']"}, {jax.result_info = "result[2]['embed.weight']"}, {jax.result_info = "result[2]['head.bias']"}, {jax.result_info = "result[2]['head.weight']"}, {jax.result_info = "result[2]['layer.linear1.bias']"}, {jax.result_info = "result[2]['layer.linear1.weight']"}, {jax.result_info = "result[2]['layer.linear2.bias']"}, {jax.result_info = "result[2]['layer.linear2.weight']"}, {jax.result_info = "result[2]['layer.norm1.bias']"}, {jax.result_info = "result[2]['layer.norm1.weight']"}, {jax.result_info = "result[2]['layer.norm2.bias']"}, {jax.result_info = "result[2]['layer.norm2.weight']"}, {jax.result_info = "result[2]['layer.self_attn.in_proj_bias']"}, {jax.result_info = "result[2]['layer.self_attn.in_proj_weight']"}, {jax.result_info = "result[2]['layer.self_attn.out_proj.bias']"}, {jax.result_info = "result[2]['layer.self_attn.out_proj.weight']"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg61: tensor<64x32xf32>, %arg62: tensor<64xf32>, %arg63: tensor<64x32xf32>, %arg64: tensor<64xf32>, %arg65: tensor<64x32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32x64xf32>, %arg68: tensor<32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<96xf32>, %arg73: tensor<96x32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32x32xf32>, %arg76: tensor<64x32xf32>, %arg77: tensor<64xf32>, %arg78: tensor<64x32xf32>, %arg79: tensor<64xf32>, %arg80: tensor<64x32xf32>, %arg81: tensor<32xf32>, %arg82: tensor<32x64xf32>, %arg83: tensor<32xf32>, %arg84: tensor<32xf32>, %arg85: tensor<32xf32>, %arg86: tensor<32xf32>, %arg87: tensor<96xf32>, %arg88: tensor<96x32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<32x32xf32>, %arg91: tensor<4x16xi32>, %arg92: tensor<4x16xi32>):
    %149:2 = "func.call"(%arg61, %arg91) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x16xi32>) -> (tensor<4x16x32xf32>, tensor<4x16x1xi32>)
    %150 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.reduce"(%149#0, %150) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %705 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%705) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %153 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %155 = "stablehlo.divide"(%152, %154) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %156 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %157:4 = "func.call"(%149#0, %156) <{callee = @_var}> : (tensor<4x16x32xf32>, tensor<i32>) -> (tensor<4x16x1xf32>, tensor<4x16x32xf32>, tensor<f32>, tensor<i1>)
    %158 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %160 = "stablehlo.add"(%157#0, %159) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %161 = "stablehlo.rsqrt"(%160) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %162 = "stablehlo.divide"(%161, %160) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %163 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %165 = "stablehlo.multiply"(%164, %162) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %166 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %167 = "stablehlo.subtract"(%149#0, %166) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %168 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %169 = "stablehlo.multiply"(%167, %168) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %170 = "stablehlo.broadcast_in_dim"(%arg69) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %172 = "stablehlo.multiply"(%169, %171) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %173 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %175 = "stablehlo.add"(%172, %174) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %176 = "stablehlo.transpose"(%175) <{permutation = array<i64: 1, 0, 2>}> : (tensor<4x16x32xf32>) -> tensor<16x4x32xf32>
    %177 = "stablehlo.reshape"(%176) : (tensor<16x4x32xf32>) -> tensor<64x32xf32>
    %178 = "stablehlo.transpose"(%arg73) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %179 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
    %181 = "stablehlo.multiply"(%arg72, %180) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %182 = "stablehlo.dot_general"(%177, %178) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x32xf32>, tensor<32x96xf32>) -> tensor<64x96xf32>
    %183 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x96xf32>
    %185 = "stablehlo.multiply"(%184, %182) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %186 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 1>}> : (tensor<96xf32>) -> tensor<1x96xf32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x96xf32>) -> tensor<64x96xf32>
    %188 = "stablehlo.add"(%187, %185) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %189 = "stablehlo.reshape"(%188) : (tensor<64x96xf32>) -> tensor<16x4x96xf32>
    %190 = "stablehlo.reshape"(%189) : (tensor<16x4x96xf32>) -> tensor<16x4x3x32xf32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 1, 2, 3, 4>}> : (tensor<16x4x3x32xf32>) -> tensor<1x16x4x3x32xf32>
    %192 = "stablehlo.transpose"(%191) <{permutation = array<i64: 3, 1, 2, 0, 4>}> : (tensor<1x16x4x3x32xf32>) -> tensor<3x16x4x1x32xf32>
    %193 = "stablehlo.reshape"(%192) : (tensor<3x16x4x1x32xf32>) -> tensor<3x16x4x32xf32>
    %194 = "stablehlo.slice"(%193) <{limit_indices = array<i64: 1, 16, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x16x4x32xf32>) -> tensor<1x16x4x32xf32>
    %195 = "stablehlo.reshape"(%194) : (tensor<1x16x4x32xf32>) -> tensor<16x4x32xf32>
    %196 = "stablehlo.slice"(%193) <{limit_indices = array<i64: 2, 16, 4, 32>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x16x4x32xf32>) -> tensor<1x16x4x32xf32>
    %197 = "stablehlo.reshape"(%196) : (tensor<1x16x4x32xf32>) -> tensor<16x4x32xf32>
    %198 = "stablehlo.slice"(%193) <{limit_indices = array<i64: 3, 16, 4, 32>, start_indices = array<i64: 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x16x4x32xf32>) -> tensor<1x16x4x32xf32>
    %199 = "stablehlo.reshape"(%198) : (tensor<1x16x4x32xf32>) -> tensor<16x4x32xf32>
    %200 = "stablehlo.reshape"(%195) : (tensor<16x4x32xf32>) -> tensor<16x16x8xf32>
    %201 = "stablehlo.transpose"(%200) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %202 = "stablehlo.reshape"(%197) : (tensor<16x4x32xf32>) -> tensor<16x16x8xf32>
    %203 = "stablehlo.transpose"(%202) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %204 = "stablehlo.reshape"(%199) : (tensor<16x4x32xf32>) -> tensor<16x16x8xf32>
    %205 = "stablehlo.transpose"(%204) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %206 = "stablehlo.reshape"(%201) : (tensor<16x16x8xf32>) -> tensor<4x4x16x8xf32>
    %207 = "stablehlo.reshape"(%203) : (tensor<16x16x8xf32>) -> tensor<4x4x16x8xf32>
    %208 = "stablehlo.reshape"(%205) : (tensor<16x16x8xf32>) -> tensor<4x4x16x8xf32>
    %209 = "stablehlo.constant"() <{value = dense<0.594603539> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x8xf32>
    %211 = "stablehlo.multiply"(%206, %210) : (tensor<4x4x16x8xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %212 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %214 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xi32>) -> tensor<1x16xi32>
    %216 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %218 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1xi32>
    %220 = "stablehlo.multiply"(%217, %219) : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %221 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %222 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %223 = "stablehlo.subtract"(%221, %222) : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %224 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x16xi32>
    %226 = "stablehlo.compare"(%223, %225) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %227 = "stablehlo.and"(%226, %213) : (tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
    %228 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %230 = "func.call"(%227, %228, %229) <{callee = @_where_1}> : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %231 = "stablehlo.transpose"(%207) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x16x8xf32>) -> tensor<4x4x8x16xf32>
    %232 = "stablehlo.constant"() <{value = dense<0.594603539> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x16xf32>
    %234 = "stablehlo.multiply"(%231, %233) : (tensor<4x4x8x16xf32>, tensor<4x4x8x16xf32>) -> tensor<4x4x8x16xf32>
    %235 = "stablehlo.reshape"(%211) : (tensor<4x4x16x8xf32>) -> tensor<16x16x8xf32>
    %236 = "stablehlo.reshape"(%234) : (tensor<4x4x8x16xf32>) -> tensor<16x8x16xf32>
    %237 = "stablehlo.dot_general"(%235, %236) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16x8xf32>, tensor<16x8x16xf32>) -> tensor<16x16x16xf32>
    %238 = "stablehlo.reshape"(%237) : (tensor<16x16x16xf32>) -> tensor<4x4x16x16xf32>
    %239 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %241 = "stablehlo.multiply"(%230, %240) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<16x16xf32>) -> tensor<1x1x16x16xf32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x16x16xf32>) -> tensor<4x4x16x16xf32>
    %244 = "stablehlo.add"(%238, %243) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %245 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.reduce"(%244, %245) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %704 = "stablehlo.maximum"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%704) : (tensor<f32>) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %247 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16xf32>
    %249 = "stablehlo.maximum"(%248, %246) : (tensor<4x4x16xf32>, tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %250 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x16xf32>) -> tensor<4x4x16x1xf32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x16xf32>
    %252 = "stablehlo.subtract"(%244, %251) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %253 = "stablehlo.exponential"(%252) : (tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.reduce"(%253, %254) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %703 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%703) : (tensor<f32>) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x16xf32>) -> tensor<4x4x16x1xf32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x16xf32>
    %258 = "stablehlo.divide"(%253, %257) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %259 = "stablehlo.multiply"(%256, %256) : (tensor<4x4x16x1xf32>, tensor<4x4x16x1xf32>) -> tensor<4x4x16x1xf32>
    %260 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x1xf32>
    %262 = "stablehlo.divide"(%261, %259) : (tensor<4x4x16x1xf32>, tensor<4x4x16x1xf32>) -> tensor<4x4x16x1xf32>
    %263 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x16xf32>
    %265 = "stablehlo.compare"(%244, %264) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xi1>
    %266 = "stablehlo.not"(%265) : (tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %267 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %268 = "stablehlo.reduce"(%266, %267) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg151: tensor<i1>, %arg152: tensor<i1>):
      %702 = "stablehlo.or"(%arg151, %arg152) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%702) : (tensor<i1>) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<i1>) -> tensor<4x4x16xi1>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x16xi1>) -> tensor<4x4x16x1xi1>
    %270 = "stablehlo.not"(%269) : (tensor<4x4x16x1xi1>) -> tensor<4x4x16x1xi1>
    %271 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x16xf32>
    %273:2 = "func.call"(%270, %272, %258) <{callee = @_where_2}> : (tensor<4x4x16x1xi1>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> (tensor<4x4x16x16xf32>, tensor<4x4x16x16xi1>)
    %274 = "stablehlo.reshape"(%273#0) : (tensor<4x4x16x16xf32>) -> tensor<16x16x16xf32>
    %275 = "stablehlo.reshape"(%208) : (tensor<4x4x16x8xf32>) -> tensor<16x16x8xf32>
    %276 = "stablehlo.dot_general"(%274, %275) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16x16xf32>, tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %277 = "stablehlo.reshape"(%276) : (tensor<16x16x8xf32>) -> tensor<4x4x16x8xf32>
    %278 = "stablehlo.transpose"(%277) <{permutation = array<i64: 2, 0, 1, 3>}> : (tensor<4x4x16x8xf32>) -> tensor<16x4x4x8xf32>
    %279 = "stablehlo.reshape"(%278) : (tensor<16x4x4x8xf32>) -> tensor<64x32xf32>
    %280 = "stablehlo.transpose"(%arg75) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %281 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %283 = "stablehlo.multiply"(%arg74, %282) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %284 = "stablehlo.dot_general"(%279, %280) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %285 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %287 = "stablehlo.multiply"(%286, %284) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %288 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %290 = "stablehlo.add"(%289, %287) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %291 = "stablehlo.reshape"(%290) : (tensor<64x32xf32>) -> tensor<16x4x32xf32>
    %292 = "stablehlo.transpose"(%291) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x4x32xf32>) -> tensor<4x16x32xf32>
    %293 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %295 = "stablehlo.multiply"(%292, %294) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %296 = "stablehlo.add"(%149#0, %295) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %297 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.reduce"(%296, %297) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %701 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%701) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %300 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %302 = "stablehlo.divide"(%299, %301) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %303 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %304:4 = "func.call"(%296, %303) <{callee = @_var}> : (tensor<4x16x32xf32>, tensor<i32>) -> (tensor<4x16x1xf32>, tensor<4x16x32xf32>, tensor<f32>, tensor<i1>)
    %305 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %307 = "stablehlo.add"(%304#0, %306) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %308 = "stablehlo.rsqrt"(%307) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %309 = "stablehlo.divide"(%308, %307) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %310 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %312 = "stablehlo.multiply"(%311, %309) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %313 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %314 = "stablehlo.subtract"(%296, %313) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %315 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %316 = "stablehlo.multiply"(%314, %315) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %317 = "stablehlo.broadcast_in_dim"(%arg71) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %319 = "stablehlo.multiply"(%316, %318) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %320 = "stablehlo.broadcast_in_dim"(%arg70) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %322 = "stablehlo.add"(%319, %321) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %323 = "stablehlo.dot_general"(%322, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<64x32xf32>) -> tensor<4x16x64xf32>
    %324 = "stablehlo.broadcast_in_dim"(%arg64) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %326 = "stablehlo.add"(%323, %325) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %327 = "func.call"(%326) <{callee = @relu}> : (tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %328 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x64xf32>
    %330 = "stablehlo.compare"(%326, %329) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xi1>
    %331 = "stablehlo.dot_general"(%327, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x64xf32>, tensor<32x64xf32>) -> tensor<4x16x32xf32>
    %332 = "stablehlo.broadcast_in_dim"(%arg66) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %334 = "stablehlo.add"(%331, %333) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %335 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %337 = "stablehlo.multiply"(%334, %336) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %338 = "stablehlo.add"(%296, %337) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %339 = "stablehlo.dot_general"(%338, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<64x32xf32>) -> tensor<4x16x64xf32>
    %340 = "stablehlo.broadcast_in_dim"(%arg62) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %342 = "stablehlo.add"(%339, %341) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %343:3 = "func.call"(%342) <{callee = @log_softmax}> : (tensor<4x16x64xf32>) -> (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x1xf32>)
    %344 = "stablehlo.broadcast_in_dim"(%arg92) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %345:2 = "func.call"(%343#0, %344) <{callee = @take_along_axis}> : (tensor<4x16x64xf32>, tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>)
    %346 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %347 = "stablehlo.reduce"(%345#0, %346) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %700 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%700) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<f32>
    %348 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.divide"(%347, %348) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %350 = "stablehlo.negate"(%349) : (tensor<f32>) -> tensor<f32>
    %351 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %352 = "stablehlo.negate"(%351) : (tensor<f32>) -> tensor<f32>
    %353 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.divide"(%352, %353) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %356 = "func.call"(%345#1, %355) <{callee = @take_along_axis_3}> : (tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %357 = "func.call"(%343#1, %343#2, %356) <{callee = @log_softmax_4}> : (tensor<4x16x64xf32>, tensor<4x16x1xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %358 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.reduce"(%357, %358) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %699 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%699) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %360 = "stablehlo.reshape"(%359) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %361 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %362 = "stablehlo.reduce"(%360, %361) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %698 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%698) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %363 = "stablehlo.dot_general"(%357, %338) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x64xf32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %364 = "stablehlo.dot_general"(%357, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x64xf32>, tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %365 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %367 = "stablehlo.multiply"(%364, %366) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %368 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.reduce"(%367, %368) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %697 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%697) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %370 = "stablehlo.reshape"(%369) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %371 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.reduce"(%370, %371) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %696 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%696) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %373 = "stablehlo.dot_general"(%367, %327) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<4x16x64xf32>) -> tensor<32x64xf32>
    %374 = "stablehlo.dot_general"(%367, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %375 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x64xf32>
    %377 = "stablehlo.select"(%330, %374, %376) : (tensor<4x16x64xi1>, tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %378 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %379 = "stablehlo.reduce"(%377, %378) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %695 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%695) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %380 = "stablehlo.reshape"(%379) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %381 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %382 = "stablehlo.reduce"(%380, %381) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %694 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%694) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %383 = "stablehlo.dot_general"(%377, %322) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x64xf32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %384 = "stablehlo.dot_general"(%377, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x64xf32>, tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %385 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %386 = "stablehlo.reduce"(%384, %385) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %693 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%693) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %387 = "stablehlo.reshape"(%386) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %388 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %389 = "stablehlo.reduce"(%387, %388) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %692 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%692) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %390 = "stablehlo.multiply"(%316, %384) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %391 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %392 = "stablehlo.reduce"(%390, %391) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %691 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%691) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %393 = "stablehlo.reshape"(%392) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %394 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %395 = "stablehlo.multiply"(%384, %394) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %396 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.reduce"(%393, %396) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %690 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%690) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %398 = "stablehlo.multiply"(%314, %395) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %399 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %400 = "stablehlo.reduce"(%398, %399) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %689 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%689) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %401 = "stablehlo.reshape"(%400) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %402 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %403 = "stablehlo.multiply"(%395, %402) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %404 = "stablehlo.negate"(%403) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %405 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %406 = "stablehlo.reduce"(%404, %405) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %688 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%688) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %407 = "stablehlo.reshape"(%406) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %408 = "stablehlo.add"(%364, %403) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %409 = "stablehlo.multiply"(%401, %312) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %410 = "func.call"(%304#1, %304#2, %304#3, %409) <{callee = @_var_5}> : (tensor<4x16x32xf32>, tensor<f32>, tensor<i1>, tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %411 = "stablehlo.add"(%408, %410) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %412 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %414 = "stablehlo.divide"(%407, %413) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %415 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %416 = "stablehlo.reduce"(%414, %415) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %687 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%687) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %418 = "stablehlo.add"(%411, %417) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %419 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %421 = "stablehlo.multiply"(%418, %420) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %422 = "stablehlo.transpose"(%421) <{permutation = array<i64: 1, 0, 2>}> : (tensor<4x16x32xf32>) -> tensor<16x4x32xf32>
    %423 = "stablehlo.reshape"(%422) : (tensor<16x4x32xf32>) -> tensor<64x32xf32>
    %424 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %425 = "stablehlo.reduce"(%423, %424) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %686 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%686) : (tensor<f32>) -> ()
    }) : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %426 = "stablehlo.reshape"(%425) : (tensor<32xf32>) -> tensor<1x32xf32>
    %427 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %428 = "stablehlo.reduce"(%426, %427) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %685 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%685) : (tensor<f32>) -> ()
    }) : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %429 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %431 = "stablehlo.multiply"(%430, %423) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %432 = "stablehlo.dot_general"(%431, %279) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %433 = "stablehlo.transpose"(%432) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %434 = "stablehlo.dot_general"(%431, %280) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %435 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %437 = "stablehlo.multiply"(%428, %436) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %438 = "stablehlo.transpose"(%433) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %439 = "stablehlo.reshape"(%434) : (tensor<64x32xf32>) -> tensor<16x4x4x8xf32>
    %440 = "stablehlo.transpose"(%439) <{permutation = array<i64: 1, 2, 0, 3>}> : (tensor<16x4x4x8xf32>) -> tensor<4x4x16x8xf32>
    %441 = "stablehlo.reshape"(%440) : (tensor<4x4x16x8xf32>) -> tensor<16x16x8xf32>
    %442 = "stablehlo.dot_general"(%441, %274) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16x8xf32>, tensor<16x16x16xf32>) -> tensor<16x8x16xf32>
    %443 = "stablehlo.transpose"(%442) <{permutation = array<i64: 0, 2, 1>}> : (tensor<16x8x16xf32>) -> tensor<16x16x8xf32>
    %444 = "stablehlo.dot_general"(%441, %275) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16x8xf32>, tensor<16x16x8xf32>) -> tensor<16x16x16xf32>
    %445 = "stablehlo.reshape"(%443) : (tensor<16x16x8xf32>) -> tensor<4x4x16x8xf32>
    %446 = "stablehlo.reshape"(%444) : (tensor<16x16x16xf32>) -> tensor<4x4x16x16xf32>
    %447 = "func.call"(%273#1, %446) <{callee = @_where_7}> : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %448 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x16xf32>
    %449 = "stablehlo.multiply"(%447, %448) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %450 = "stablehlo.multiply"(%449, %253) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %451 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %452 = "stablehlo.reduce"(%450, %451) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %684 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%684) : (tensor<f32>) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %453 = "stablehlo.reshape"(%452) : (tensor<4x4x16xf32>) -> tensor<4x4x16x1xf32>
    %454 = "stablehlo.negate"(%453) : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x1xf32>
    %455 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x16xf32>
    %456 = "stablehlo.divide"(%447, %455) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %457 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.reduce"(%454, %457) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %683 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%683) : (tensor<f32>) -> ()
    }) : (tensor<4x4x16x1xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x16xf32>) -> tensor<4x4x16x16xf32>
    %460 = "stablehlo.add"(%456, %459) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %461 = "stablehlo.multiply"(%460, %253) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %462 = "stablehlo.reshape"(%461) : (tensor<4x4x16x16xf32>) -> tensor<16x16x16xf32>
    %463 = "stablehlo.dot_general"(%462, %235) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16x16xf32>, tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %464 = "stablehlo.transpose"(%463) <{permutation = array<i64: 0, 2, 1>}> : (tensor<16x16x8xf32>) -> tensor<16x8x16xf32>
    %465 = "stablehlo.dot_general"(%462, %236) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16x16xf32>, tensor<16x8x16xf32>) -> tensor<16x16x8xf32>
    %466 = "stablehlo.reshape"(%464) : (tensor<16x8x16xf32>) -> tensor<4x4x8x16xf32>
    %467 = "stablehlo.reshape"(%465) : (tensor<16x16x8xf32>) -> tensor<4x4x16x8xf32>
    %468 = "stablehlo.constant"() <{value = dense<0.594603539> : tensor<f32>}> : () -> tensor<f32>
    %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x16xf32>
    %470 = "stablehlo.multiply"(%466, %469) : (tensor<4x4x8x16xf32>, tensor<4x4x8x16xf32>) -> tensor<4x4x8x16xf32>
    %471 = "stablehlo.transpose"(%470) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x8x16xf32>) -> tensor<4x4x16x8xf32>
    %472 = "stablehlo.constant"() <{value = dense<0.594603539> : tensor<f32>}> : () -> tensor<f32>
    %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x8xf32>
    %474 = "stablehlo.multiply"(%467, %473) : (tensor<4x4x16x8xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %475 = "stablehlo.reshape"(%445) : (tensor<4x4x16x8xf32>) -> tensor<16x16x8xf32>
    %476 = "stablehlo.reshape"(%471) : (tensor<4x4x16x8xf32>) -> tensor<16x16x8xf32>
    %477 = "stablehlo.reshape"(%474) : (tensor<4x4x16x8xf32>) -> tensor<16x16x8xf32>
    %478 = "stablehlo.transpose"(%475) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %479 = "stablehlo.reshape"(%478) : (tensor<16x16x8xf32>) -> tensor<16x4x32xf32>
    %480 = "stablehlo.transpose"(%476) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %481 = "stablehlo.reshape"(%480) : (tensor<16x16x8xf32>) -> tensor<16x4x32xf32>
    %482 = "stablehlo.transpose"(%477) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %483 = "stablehlo.reshape"(%482) : (tensor<16x16x8xf32>) -> tensor<16x4x32xf32>
    %484 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<16x4x32xf32>) -> tensor<1x16x4x32xf32>
    %485 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %486 = "stablehlo.pad"(%484, %485) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 2, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x16x4x32xf32>, tensor<f32>) -> tensor<3x16x4x32xf32>
    %487 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<16x4x32xf32>) -> tensor<1x16x4x32xf32>
    %488 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %489 = "stablehlo.pad"(%487, %488) <{edge_padding_high = array<i64: 1, 0, 0, 0>, edge_padding_low = array<i64: 1, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x16x4x32xf32>, tensor<f32>) -> tensor<3x16x4x32xf32>
    %490 = "stablehlo.add"(%486, %489) : (tensor<3x16x4x32xf32>, tensor<3x16x4x32xf32>) -> tensor<3x16x4x32xf32>
    %491 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<16x4x32xf32>) -> tensor<1x16x4x32xf32>
    %492 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %493 = "stablehlo.pad"(%491, %492) <{edge_padding_high = array<i64: 2, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x16x4x32xf32>, tensor<f32>) -> tensor<3x16x4x32xf32>
    %494 = "stablehlo.add"(%490, %493) : (tensor<3x16x4x32xf32>, tensor<3x16x4x32xf32>) -> tensor<3x16x4x32xf32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<3x16x4x32xf32>) -> tensor<3x16x4x1x32xf32>
    %496 = "stablehlo.transpose"(%495) <{permutation = array<i64: 3, 1, 2, 0, 4>}> : (tensor<3x16x4x1x32xf32>) -> tensor<1x16x4x3x32xf32>
    %497 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.reduce"(%496, %497) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %682 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%682) : (tensor<f32>) -> ()
    }) : (tensor<1x16x4x3x32xf32>, tensor<f32>) -> tensor<16x4x3x32xf32>
    %499 = "stablehlo.reshape"(%498) : (tensor<16x4x3x32xf32>) -> tensor<16x4x96xf32>
    %500 = "stablehlo.reshape"(%499) : (tensor<16x4x96xf32>) -> tensor<64x96xf32>
    %501 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %502 = "stablehlo.reduce"(%500, %501) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %681 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%681) : (tensor<f32>) -> ()
    }) : (tensor<64x96xf32>, tensor<f32>) -> tensor<96xf32>
    %503 = "stablehlo.reshape"(%502) : (tensor<96xf32>) -> tensor<1x96xf32>
    %504 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %505 = "stablehlo.reduce"(%503, %504) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %680 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%680) : (tensor<f32>) -> ()
    }) : (tensor<1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %506 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %507 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x96xf32>
    %508 = "stablehlo.multiply"(%507, %500) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %509 = "stablehlo.dot_general"(%508, %177) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x96xf32>, tensor<64x32xf32>) -> tensor<96x32xf32>
    %510 = "stablehlo.transpose"(%509) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %511 = "stablehlo.dot_general"(%508, %178) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x96xf32>, tensor<32x96xf32>) -> tensor<64x32xf32>
    %512 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
    %514 = "stablehlo.multiply"(%505, %513) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %515 = "stablehlo.transpose"(%510) <{permutation = array<i64: 1, 0>}> : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %516 = "stablehlo.reshape"(%511) : (tensor<64x32xf32>) -> tensor<16x4x32xf32>
    %517 = "stablehlo.transpose"(%516) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x4x32xf32>) -> tensor<4x16x32xf32>
    %518 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %519 = "stablehlo.reduce"(%517, %518) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %679 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%679) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %520 = "stablehlo.reshape"(%519) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %521 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %522 = "stablehlo.reduce"(%520, %521) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %678 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%678) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %523 = "stablehlo.multiply"(%169, %517) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %524 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %525 = "stablehlo.reduce"(%523, %524) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %677 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%677) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %526 = "stablehlo.reshape"(%525) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %527 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %528 = "stablehlo.multiply"(%517, %527) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %529 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %530 = "stablehlo.reduce"(%526, %529) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %676 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%676) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %531 = "stablehlo.multiply"(%167, %528) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %532 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %533 = "stablehlo.reduce"(%531, %532) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %675 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%675) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %534 = "stablehlo.reshape"(%533) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %535 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %536 = "stablehlo.multiply"(%528, %535) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %537 = "stablehlo.negate"(%536) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %538 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %539 = "stablehlo.reduce"(%537, %538) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %674 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%674) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %540 = "stablehlo.reshape"(%539) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %541 = "stablehlo.add"(%418, %536) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %542 = "stablehlo.multiply"(%534, %165) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %543 = "func.call"(%157#1, %157#2, %157#3, %542) <{callee = @_var_5}> : (tensor<4x16x32xf32>, tensor<f32>, tensor<i1>, tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %544 = "stablehlo.add"(%541, %543) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %545 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %546 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %547 = "stablehlo.divide"(%540, %546) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %548 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %549 = "stablehlo.reduce"(%547, %548) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %673 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%673) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %551 = "stablehlo.add"(%544, %550) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %552 = "func.call"(%149#1, %551) <{callee = @_take_8}> : (tensor<4x16x1xi32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %553 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %554 = "stablehlo.broadcast_in_dim"(%553) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %555 = "stablehlo.multiply"(%554, %arg76) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %556 = "stablehlo.add"(%555, %552) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %557 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %558 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %559 = "stablehlo.multiply"(%558, %arg77) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %560 = "stablehlo.add"(%559, %362) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %561 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %562 = "stablehlo.broadcast_in_dim"(%561) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %563 = "stablehlo.multiply"(%562, %arg78) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %564 = "stablehlo.add"(%563, %363) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %565 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %567 = "stablehlo.multiply"(%566, %arg79) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %568 = "stablehlo.add"(%567, %382) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %569 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %571 = "stablehlo.multiply"(%570, %arg80) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %572 = "stablehlo.add"(%571, %383) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %573 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %574 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %575 = "stablehlo.multiply"(%574, %arg81) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %576 = "stablehlo.add"(%575, %372) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %577 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %578 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %579 = "stablehlo.multiply"(%578, %arg82) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %580 = "stablehlo.add"(%579, %373) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %581 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %583 = "stablehlo.multiply"(%582, %arg83) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %584 = "stablehlo.add"(%583, %522) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %585 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %586 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %587 = "stablehlo.multiply"(%586, %arg84) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %588 = "stablehlo.add"(%587, %530) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %589 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %591 = "stablehlo.multiply"(%590, %arg85) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %592 = "stablehlo.add"(%591, %389) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %593 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %594 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %595 = "stablehlo.multiply"(%594, %arg86) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %596 = "stablehlo.add"(%595, %397) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %597 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %598 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
    %599 = "stablehlo.multiply"(%598, %arg87) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %600 = "stablehlo.add"(%599, %514) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %601 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96x32xf32>
    %603 = "stablehlo.multiply"(%602, %arg88) : (tensor<96x32xf32>, tensor<96x32xf32>) -> tensor<96x32xf32>
    %604 = "stablehlo.add"(%603, %515) : (tensor<96x32xf32>, tensor<96x32xf32>) -> tensor<96x32xf32>
    %605 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %607 = "stablehlo.multiply"(%606, %arg89) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %608 = "stablehlo.add"(%607, %437) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %609 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %610 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %611 = "stablehlo.multiply"(%610, %arg90) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %612 = "stablehlo.add"(%611, %438) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %613 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %614 = "stablehlo.broadcast_in_dim"(%613) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %615 = "stablehlo.multiply"(%614, %556) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %616 = "stablehlo.subtract"(%arg61, %615) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %617 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %619 = "stablehlo.multiply"(%618, %560) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %620 = "stablehlo.subtract"(%arg62, %619) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %621 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %622 = "stablehlo.broadcast_in_dim"(%621) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %623 = "stablehlo.multiply"(%622, %564) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %624 = "stablehlo.subtract"(%arg63, %623) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %625 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %626 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %627 = "stablehlo.multiply"(%626, %568) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %628 = "stablehlo.subtract"(%arg64, %627) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %629 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %631 = "stablehlo.multiply"(%630, %572) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %632 = "stablehlo.subtract"(%arg65, %631) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %633 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %634 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %635 = "stablehlo.multiply"(%634, %576) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %636 = "stablehlo.subtract"(%arg66, %635) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %637 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %638 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %639 = "stablehlo.multiply"(%638, %580) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %640 = "stablehlo.subtract"(%arg67, %639) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %641 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %642 = "stablehlo.broadcast_in_dim"(%641) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %643 = "stablehlo.multiply"(%642, %584) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %644 = "stablehlo.subtract"(%arg68, %643) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %645 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %646 = "stablehlo.broadcast_in_dim"(%645) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %647 = "stablehlo.multiply"(%646, %588) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %648 = "stablehlo.subtract"(%arg69, %647) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %649 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %650 = "stablehlo.broadcast_in_dim"(%649) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %651 = "stablehlo.multiply"(%650, %592) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %652 = "stablehlo.subtract"(%arg70, %651) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %653 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %654 = "stablehlo.broadcast_in_dim"(%653) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %655 = "stablehlo.multiply"(%654, %596) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %656 = "stablehlo.subtract"(%arg71, %655) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %657 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %658 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
    %659 = "stablehlo.multiply"(%658, %600) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %660 = "stablehlo.subtract"(%arg72, %659) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %661 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %662 = "stablehlo.broadcast_in_dim"(%661) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96x32xf32>
    %663 = "stablehlo.multiply"(%662, %604) : (tensor<96x32xf32>, tensor<96x32xf32>) -> tensor<96x32xf32>
    %664 = "stablehlo.subtract"(%arg73, %663) : (tensor<96x32xf32>, tensor<96x32xf32>) -> tensor<96x32xf32>
    %665 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %666 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %667 = "stablehlo.multiply"(%666, %608) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %668 = "stablehlo.subtract"(%arg74, %667) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %669 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %670 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %671 = "stablehlo.multiply"(%670, %612) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %672 = "stablehlo.subtract"(%arg75, %671) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    "func.return"(%350, %616, %620, %624, %628, %632, %636, %640, %644, %648, %652, %656, %660, %664, %668, %672, %556, %560, %564, %568, %572, %576, %580, %584, %588, %592, %596, %600, %604, %608, %612) : (tensor<f32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xf32>, tensor<4x16xi32>) -> (tensor<4x16x32xf32>, tensor<4x16x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg57: tensor<64x32xf32>, %arg58: tensor<4x16xi32>):
    %125 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16xi32>
    %127 = "stablehlo.compare"(%arg58, %126) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %128 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16xi32>
    %130 = "stablehlo.add"(%arg58, %129) : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %131 = "func.call"(%127, %130, %arg58) <{callee = @_where}> : (tensor<4x16xi1>, tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %133 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %134 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16x1xi32>
    %136 = "stablehlo.compare"(%132, %135) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %137 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x16x1xi32>
    %139 = "stablehlo.compare"(%132, %138) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %140 = "stablehlo.and"(%136, %139) : (tensor<4x16x1xi1>, tensor<4x16x1xi1>) -> tensor<4x16x1xi1>
    %141 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %142 = "stablehlo.reduce"(%140, %141) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg59: tensor<i1>, %arg60: tensor<i1>):
      %148 = "stablehlo.and"(%arg59, %arg60) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%148) : (tensor<i1>) -> ()
    }) : (tensor<4x16x1xi1>, tensor<i1>) -> tensor<4x16xi1>
    %143 = "stablehlo.gather"(%arg57, %132) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x16x1xi32>) -> tensor<4x16x32xf32>
    %144 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xi1>) -> tensor<4x16x32xi1>
    %145 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %147 = "stablehlo.select"(%144, %143, %146) : (tensor<4x16x32xi1>, tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    "func.return"(%147, %132) : (tensor<4x16x32xf32>, tensor<4x16x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x16xi1>, tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg54: tensor<4x16xi1>, %arg55: tensor<4x16xi32>, %arg56: tensor<4x16xi32>):
    %124 = "stablehlo.select"(%arg54, %arg55, %arg56) : (tensor<4x16xi1>, tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    "func.return"(%124) : (tensor<4x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x16x32xf32>, tensor<i32>) -> (tensor<4x16x1xf32>, tensor<4x16x32xf32>, tensor<f32>, tensor<i1>), res_attrs = [{}, {}, {}, {}], sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<4x16x32xf32>, %arg49: tensor<i32>):
    %98 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.reduce"(%arg48, %98) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %123 = "stablehlo.add"(%arg52, %arg53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%123) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %101 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %103 = "stablehlo.divide"(%100, %102) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %105 = "stablehlo.subtract"(%arg48, %104) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %106 = "chlo.square"(%105) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %107 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %109 = "stablehlo.multiply"(%108, %105) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %110 = "stablehlo.convert"(%arg49) : (tensor<i32>) -> tensor<f32>
    %111 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.subtract"(%111, %110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.reduce"(%106, %113) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %122 = "stablehlo.add"(%arg50, %arg51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%122) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %116 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %117 = "stablehlo.divide"(%115, %116) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %118 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.compare"(%112, %118) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %120 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %121 = "func.call"(%119, %117, %120) <{callee = @_where_0}> : (tensor<i1>, tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16x1xf32>
    "func.return"(%121, %109, %112, %119) : (tensor<4x16x1xf32>, tensor<4x16x32xf32>, tensor<f32>, tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16x1xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<i1>, %arg46: tensor<4x16x1xf32>, %arg47: tensor<f32>):
    %95 = "stablehlo.convert"(%arg47) : (tensor<f32>) -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %97 = "stablehlo.select"(%arg45, %arg46, %96) : (tensor<i1>, tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    "func.return"(%97) : (tensor<4x16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<16x16xi1>, %arg43: tensor<f32>, %arg44: tensor<f32>):
    %92 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %93 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %94 = "stablehlo.select"(%arg42, %92, %93) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    "func.return"(%94) : (tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4x16x1xi1>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> (tensor<4x4x16x16xf32>, tensor<4x4x16x16xi1>), res_attrs = [{}, {}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<4x4x16x1xi1>, %arg40: tensor<4x4x16x16xf32>, %arg41: tensor<4x4x16x16xf32>):
    %90 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x16x1xi1>) -> tensor<4x4x16x16xi1>
    %91 = "stablehlo.select"(%90, %arg40, %arg41) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    "func.return"(%91, %90) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16x64xf32>) -> tensor<4x16x64xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<4x16x64xf32>):
    %87 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x64xf32>
    %89 = "stablehlo.maximum"(%arg38, %88) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    "func.return"(%89) : (tensor<4x16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16x64xf32>) -> (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<4x16x64xf32>):
    %70 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.reduce"(%arg33, %70) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %86 = "stablehlo.maximum"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%86) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %72 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %74 = "stablehlo.maximum"(%73, %71) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %77 = "stablehlo.subtract"(%arg33, %76) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %78 = "stablehlo.exponential"(%77) : (tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.reduce"(%78, %79) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %85 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%85) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %82 = "stablehlo.log"(%81) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %84 = "stablehlo.subtract"(%77, %83) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    "func.return"(%84, %78, %81) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x16x64xf32>, tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<4x16x64xf32>, %arg30: tensor<4x16x1xi32>):
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16x1xi32>
    %49 = "stablehlo.compare"(%arg30, %48) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %50 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16x1xi32>
    %52 = "stablehlo.add"(%arg30, %51) : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi32>
    %53 = "stablehlo.select"(%49, %52, %arg30) : (tensor<4x16x1xi1>, tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi32>
    %54 = "stablehlo.reshape"(%53) : (tensor<4x16x1xi32>) -> tensor<4x16x1x1xi32>
    %55 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %56 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16x1x1xi32>
    %58 = "stablehlo.compare"(%54, %57) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %59 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<4x16x1x1xi32>
    %61 = "stablehlo.compare"(%54, %60) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %62 = "stablehlo.and"(%58, %61) : (tensor<4x16x1x1xi1>, tensor<4x16x1x1xi1>) -> tensor<4x16x1x1xi1>
    %63 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %64 = "stablehlo.reduce"(%62, %63) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg31: tensor<i1>, %arg32: tensor<i1>):
      %69 = "stablehlo.and"(%arg31, %arg32) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%69) : (tensor<i1>) -> ()
    }) : (tensor<4x16x1x1xi1>, tensor<i1>) -> tensor<4x16x1xi1>
    %65 = "stablehlo.gather"(%arg29, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x16x64xf32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1xf32>
    %66 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %68 = "stablehlo.select"(%64, %65, %67) : (tensor<4x16x1xi1>, tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    "func.return"(%68, %54) : (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_3", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<4x16x1x1xi32>, %arg26: tensor<4x16x1xf32>):
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x64xf32>
    %45 = "stablehlo.scatter"(%44, %arg25, %arg26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %46 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%46) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    "func.return"(%45) : (tensor<4x16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x16x64xf32>, tensor<4x16x1xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>, res_attrs = [{}], sym_name = "log_softmax_4", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<4x16x64xf32>, %arg19: tensor<4x16x1xf32>, %arg20: tensor<4x16x64xf32>):
    %31 = "stablehlo.negate"(%arg20) : (tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.reduce"(%31, %32) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %42 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%42) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %35 = "stablehlo.divide"(%34, %arg19) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.reduce"(%35, %36) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %41 = "stablehlo.add"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%41) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %39 = "stablehlo.multiply"(%38, %arg18) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %40 = "stablehlo.add"(%arg20, %39) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    "func.return"(%40) : (tensor<4x16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x16x32xf32>, tensor<f32>, tensor<i1>, tensor<4x16x1xf32>) -> tensor<4x16x32xf32>, res_attrs = [{}], sym_name = "_var_5", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x16x32xf32>, %arg9: tensor<f32>, %arg10: tensor<i1>, %arg11: tensor<4x16x1xf32>):
    %10 = "func.call"(%arg10, %arg11) <{callee = @_where_6}> : (tensor<i1>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %11 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %12 = "stablehlo.divide"(%10, %11) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %30 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %16 = "stablehlo.multiply"(%15, %arg8) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %17 = "stablehlo.negate"(%16) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%17, %18) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %29 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %21 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %23 = "stablehlo.divide"(%20, %22) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.reduce"(%23, %24) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %28 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%28) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %27 = "stablehlo.add"(%16, %26) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    "func.return"(%27) : (tensor<4x16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i1>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>, res_attrs = [{}], sym_name = "_where_6", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i1>, %arg7: tensor<4x16x1xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %9 = "stablehlo.select"(%arg6, %arg7, %8) : (tensor<i1>, tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    "func.return"(%9) : (tensor<4x16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4x4x16x16xi1>, %arg5: tensor<4x4x16x16xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x16xf32>
    %6 = "stablehlo.select"(%arg4, %5, %arg5) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    "func.return"(%6) : (tensor<4x4x16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x16x1xi32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>, res_attrs = [{}], sym_name = "_take_8", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x16x1xi32>, %arg1: tensor<4x16x32xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<64x32xf32>, tensor<4x16x1xi32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    "func.return"(%2) : (tensor<64x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
