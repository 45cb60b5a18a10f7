"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, []>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], function_type = (tensor<8x16xf32>, tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xui32>, tensor<8x16xf32>, tensor<8x16xui32>, tensor<8x16xi32>, tensor<8x16xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg77: tensor<8x16xf32>, %arg78: tensor<i32>, %arg79: tensor<8x16xui32>, %arg80: tensor<8x16xui32>, %arg81: tensor<8x16xi32>):
    %217 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %218 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %219 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %220 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %221 = "stablehlo.constant"() <{value = dense<31> : tensor<i32>}> : () -> tensor<i32>
    %222 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %223 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %224 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %227 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %228 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %229 = "stablehlo.constant"() <{value = dense<16> : tensor<ui64>}> : () -> tensor<ui64>
    %230 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %231 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %234 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %235 = "stablehlo.shift_right_logical"(%arg78, %234) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %236 = "stablehlo.convert"(%235) : (tensor<i32>) -> tensor<ui32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %238 = "stablehlo.and"(%arg78, %233) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %239 = "stablehlo.convert"(%238) : (tensor<i32>) -> tensor<ui32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %241 = "stablehlo.concatenate"(%237, %240) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %242 = "func.call"(%241, %232) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<8x16xi1>
    %243 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %244 = "stablehlo.divide"(%arg77, %243) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %245 = "func.call"(%242, %244, %231) <{callee = @_where}> : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %246 = "func.call"(%241, %230) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %247 = "stablehlo.slice"(%246) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %248 = "stablehlo.reshape"(%247) : (tensor<1xui32>) -> tensor<ui32>
    %249 = "stablehlo.slice"(%246) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %250 = "stablehlo.reshape"(%249) : (tensor<1xui32>) -> tensor<ui32>
    %251 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x16xui64>
    %252 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x16xui64>
    %253 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x16xui64>
    %254 = "stablehlo.multiply"(%253, %251) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %255 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x16xui64>
    %256 = "stablehlo.multiply"(%255, %252) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %257 = "stablehlo.add"(%254, %256) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %258 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x16xui64>
    %259 = "stablehlo.shift_right_logical"(%257, %258) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %260 = "stablehlo.convert"(%257) : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %261 = "stablehlo.convert"(%259) : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %262:2 = "func.call"(%248, %250, %261, %260) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>)
    %263 = "stablehlo.xor"(%262#0, %262#1) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %264 = "func.call"(%241, %226) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %265 = "func.call"(%264, %225, %224) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %266 = "func.call"(%arg79, %arg80) <{callee = @floor_divide}> : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %267 = "func.call"(%arg79, %arg80) <{callee = @remainder}> : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %268 = "stablehlo.xor"(%266, %267) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %269 = "stablehlo.maximum"(%arg79, %arg80) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %270 = "stablehlo.add"(%268, %269) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %271 = "stablehlo.compare"(%arg79, %arg80) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xi1>
    %272 = "stablehlo.convert"(%271) : (tensor<8x16xi1>) -> tensor<8x16xui32>
    %273 = "stablehlo.add"(%270, %272) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %274 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %275 = "stablehlo.shift_right_logical"(%arg79, %274) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %276 = "stablehlo.add"(%273, %275) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %277 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %278 = "stablehlo.shift_left"(%arg80, %277) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %279 = "stablehlo.add"(%276, %278) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %280 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x16xi32>
    %281 = "stablehlo.shift_right_arithmetic"(%arg81, %280) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %282 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x16xi32>
    %283 = "stablehlo.shift_right_logical"(%arg81, %282) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %284 = "stablehlo.add"(%281, %283) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %285 = "stablehlo.bitcast_convert"(%arg77) : (tensor<8x16xf32>) -> tensor<8x16xi32>
    %286 = "stablehlo.add"(%284, %285) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %287 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x16xi32>
    %288 = "stablehlo.shift_left"(%arg81, %287) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %289 = "stablehlo.add"(%286, %288) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %290 = "stablehlo.convert"(%arg79) : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %291 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %292 = "stablehlo.shift_right_logical"(%arg79, %291) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %293 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %294 = "stablehlo.or"(%292, %293) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %295 = "stablehlo.bitcast_convert"(%294) : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %296 = "stablehlo.add"(%290, %295) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%245, %263, %265, %279, %289, %296) : (tensor<8x16xf32>, tensor<8x16xui32>, tensor<8x16xf32>, tensor<8x16xui32>, tensor<8x16xi32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>) -> tensor<8x16xi1>, sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg75: tensor<2xui32>, %arg76: tensor<f32>):
    %212 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %213 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %214 = "func.call"(%arg75, %212, %213) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %215 = "stablehlo.broadcast_in_dim"(%arg76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %216 = "stablehlo.compare"(%214, %215) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    "func.return"(%216) : (tensor<8x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>, sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg72: tensor<2xui32>, %arg73: tensor<f32>, %arg74: tensor<f32>):
    %171 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %173 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %174 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %175 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %176 = "stablehlo.constant"() <{value = dense<16> : tensor<ui64>}> : () -> tensor<ui64>
    %177 = "stablehlo.convert"(%arg73) : (tensor<f32>) -> tensor<f32>
    %178 = "stablehlo.convert"(%arg74) : (tensor<f32>) -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %180 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %181 = "stablehlo.slice"(%arg72) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %182 = "stablehlo.reshape"(%181) : (tensor<1xui32>) -> tensor<ui32>
    %183 = "stablehlo.slice"(%arg72) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %184 = "stablehlo.reshape"(%183) : (tensor<1xui32>) -> tensor<ui32>
    %185 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x16xui64>
    %186 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x16xui64>
    %187 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x16xui64>
    %188 = "stablehlo.multiply"(%187, %185) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %189 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x16xui64>
    %190 = "stablehlo.multiply"(%189, %186) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %191 = "stablehlo.add"(%188, %190) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %192 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x16xui64>
    %193 = "stablehlo.shift_right_logical"(%191, %192) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %194 = "stablehlo.convert"(%191) : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %195 = "stablehlo.convert"(%193) : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %196:2 = "func.call"(%182, %184, %195, %194) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>)
    %197 = "stablehlo.xor"(%196#0, %196#1) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %198 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %199 = "stablehlo.shift_right_logical"(%197, %198) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %200 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %201 = "stablehlo.or"(%199, %200) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %202 = "stablehlo.bitcast_convert"(%201) : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %203 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %204 = "stablehlo.subtract"(%202, %203) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %205 = "stablehlo.subtract"(%180, %179) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %207 = "stablehlo.multiply"(%204, %206) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %208 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %209 = "stablehlo.add"(%207, %208) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %210 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %211 = "stablehlo.maximum"(%210, %209) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%211) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<ui32>, %arg51: tensor<ui32>, %arg52: tensor<8x16xui32>, %arg53: tensor<8x16xui32>):
    %155 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %156 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %157 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %158 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %159 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %160 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %161 = "stablehlo.xor"(%arg50, %arg51) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %162 = "stablehlo.xor"(%161, %158) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %163 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %164 = "stablehlo.add"(%arg52, %163) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %165 = "stablehlo.broadcast_in_dim"(%arg51) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %166 = "stablehlo.add"(%arg53, %165) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %167:9 = "stablehlo.while"(%157, %157, %164, %166, %arg51, %162, %arg50, %159, %160) ({
    ^bb0(%arg63: tensor<i32>, %arg64: tensor<i32>, %arg65: tensor<8x16xui32>, %arg66: tensor<8x16xui32>, %arg67: tensor<ui32>, %arg68: tensor<ui32>, %arg69: tensor<ui32>, %arg70: tensor<4xui32>, %arg71: tensor<4xui32>):
      %170 = "stablehlo.compare"(%arg63, %156) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%170) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg54: tensor<i32>, %arg55: tensor<i32>, %arg56: tensor<8x16xui32>, %arg57: tensor<8x16xui32>, %arg58: tensor<ui32>, %arg59: tensor<ui32>, %arg60: tensor<ui32>, %arg61: tensor<4xui32>, %arg62: tensor<4xui32>):
      %168:8 = "func.call"(%arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62) <{callee = @closed_call}> : (tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %169 = "stablehlo.add"(%arg54, %155) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%169, %168#0, %168#1, %168#2, %168#3, %168#4, %168#5, %168#6, %168#7) : (tensor<i32>, tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%167#2, %167#3) : (tensor<8x16xui32>, tensor<8x16xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<i32>, %arg43: tensor<8x16xui32>, %arg44: tensor<8x16xui32>, %arg45: tensor<ui32>, %arg46: tensor<ui32>, %arg47: tensor<ui32>, %arg48: tensor<4xui32>, %arg49: tensor<4xui32>):
    %104 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %105 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %106 = "stablehlo.add"(%arg42, %105) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %107 = "stablehlo.slice"(%arg48) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %108 = "stablehlo.reshape"(%107) : (tensor<1xui32>) -> tensor<ui32>
    %109 = "stablehlo.add"(%arg43, %arg44) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %110 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %111 = "stablehlo.shift_left"(%arg44, %110) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %112 = "stablehlo.subtract"(%104, %108) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %114 = "stablehlo.shift_right_logical"(%arg44, %113) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %115 = "stablehlo.or"(%111, %114) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %116 = "stablehlo.xor"(%109, %115) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %117 = "stablehlo.slice"(%arg48) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %118 = "stablehlo.reshape"(%117) : (tensor<1xui32>) -> tensor<ui32>
    %119 = "stablehlo.add"(%109, %116) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %120 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %121 = "stablehlo.shift_left"(%116, %120) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %122 = "stablehlo.subtract"(%104, %118) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %124 = "stablehlo.shift_right_logical"(%116, %123) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %125 = "stablehlo.or"(%121, %124) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %126 = "stablehlo.xor"(%119, %125) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %127 = "stablehlo.slice"(%arg48) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %128 = "stablehlo.reshape"(%127) : (tensor<1xui32>) -> tensor<ui32>
    %129 = "stablehlo.add"(%119, %126) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %130 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %131 = "stablehlo.shift_left"(%126, %130) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %132 = "stablehlo.subtract"(%104, %128) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %134 = "stablehlo.shift_right_logical"(%126, %133) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %135 = "stablehlo.or"(%131, %134) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %136 = "stablehlo.xor"(%129, %135) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %137 = "stablehlo.slice"(%arg48) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %138 = "stablehlo.reshape"(%137) : (tensor<1xui32>) -> tensor<ui32>
    %139 = "stablehlo.add"(%129, %136) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %140 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %141 = "stablehlo.shift_left"(%136, %140) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %142 = "stablehlo.subtract"(%104, %138) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %144 = "stablehlo.shift_right_logical"(%136, %143) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %145 = "stablehlo.or"(%141, %144) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %146 = "stablehlo.xor"(%139, %145) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %147 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %148 = "stablehlo.add"(%139, %147) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %149 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %150 = "stablehlo.add"(%146, %149) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %151 = "stablehlo.add"(%arg42, %105) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %152 = "stablehlo.convert"(%151) : (tensor<i32>) -> tensor<ui32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %154 = "stablehlo.add"(%150, %153) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    "func.return"(%106, %148, %154, %arg46, %arg47, %arg45, %arg49, %arg48) : (tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xi1>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<8x16xi1>, %arg40: tensor<8x16xf32>, %arg41: tensor<f32>):
    %101 = "stablehlo.convert"(%arg41) : (tensor<f32>) -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %103 = "stablehlo.select"(%arg39, %arg40, %102) : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%103) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>, sym_name = "_threefry_fold_in", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<2xui32>, %arg38: tensor<ui32>):
    %86 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %87 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %88 = "stablehlo.shift_right_logical"(%arg38, %87) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %90 = "stablehlo.and"(%arg38, %86) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %92 = "stablehlo.concatenate"(%89, %91) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %93 = "stablehlo.slice"(%arg37) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %94 = "stablehlo.reshape"(%93) : (tensor<1xui32>) -> tensor<ui32>
    %95 = "stablehlo.slice"(%arg37) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %96 = "stablehlo.reshape"(%95) : (tensor<1xui32>) -> tensor<ui32>
    %97 = "stablehlo.slice"(%92) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %98 = "stablehlo.slice"(%92) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %99:2 = "func.call"(%94, %96, %97, %98) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %100 = "stablehlo.concatenate"(%99#0, %99#1) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    "func.return"(%100) : (tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<ui32>, %arg16: tensor<ui32>, %arg17: tensor<1xui32>, %arg18: tensor<1xui32>):
    %70 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %74 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %75 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %76 = "stablehlo.xor"(%arg15, %arg16) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %77 = "stablehlo.xor"(%76, %73) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %78 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %79 = "stablehlo.add"(%arg17, %78) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %80 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %81 = "stablehlo.add"(%arg18, %80) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %82:9 = "stablehlo.while"(%72, %72, %79, %81, %arg16, %77, %arg15, %74, %75) ({
    ^bb0(%arg28: tensor<i32>, %arg29: tensor<i32>, %arg30: tensor<1xui32>, %arg31: tensor<1xui32>, %arg32: tensor<ui32>, %arg33: tensor<ui32>, %arg34: tensor<ui32>, %arg35: tensor<4xui32>, %arg36: tensor<4xui32>):
      %85 = "stablehlo.compare"(%arg28, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%85) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>, %arg21: tensor<1xui32>, %arg22: tensor<1xui32>, %arg23: tensor<ui32>, %arg24: tensor<ui32>, %arg25: tensor<ui32>, %arg26: tensor<4xui32>, %arg27: tensor<4xui32>):
      %83:8 = "func.call"(%arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27) <{callee = @closed_call_1}> : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %84 = "stablehlo.add"(%arg19, %70) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%84, %83#0, %83#1, %83#2, %83#3, %83#4, %83#5, %83#6, %83#7) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%82#2, %82#3) : (tensor<1xui32>, tensor<1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<i32>, %arg8: tensor<1xui32>, %arg9: tensor<1xui32>, %arg10: tensor<ui32>, %arg11: tensor<ui32>, %arg12: tensor<ui32>, %arg13: tensor<4xui32>, %arg14: tensor<4xui32>):
    %19 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %20 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.add"(%arg7, %20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %22 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %23 = "stablehlo.reshape"(%22) : (tensor<1xui32>) -> tensor<ui32>
    %24 = "stablehlo.add"(%arg8, %arg9) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %25 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %26 = "stablehlo.shift_left"(%arg9, %25) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %27 = "stablehlo.subtract"(%19, %23) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %29 = "stablehlo.shift_right_logical"(%arg9, %28) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %30 = "stablehlo.or"(%26, %29) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %31 = "stablehlo.xor"(%24, %30) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %32 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %33 = "stablehlo.reshape"(%32) : (tensor<1xui32>) -> tensor<ui32>
    %34 = "stablehlo.add"(%24, %31) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %35 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %36 = "stablehlo.shift_left"(%31, %35) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %37 = "stablehlo.subtract"(%19, %33) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %39 = "stablehlo.shift_right_logical"(%31, %38) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %40 = "stablehlo.or"(%36, %39) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %41 = "stablehlo.xor"(%34, %40) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %42 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1xui32>) -> tensor<ui32>
    %44 = "stablehlo.add"(%34, %41) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %45 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %46 = "stablehlo.shift_left"(%41, %45) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %47 = "stablehlo.subtract"(%19, %43) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %49 = "stablehlo.shift_right_logical"(%41, %48) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %50 = "stablehlo.or"(%46, %49) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %51 = "stablehlo.xor"(%44, %50) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %52 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %53 = "stablehlo.reshape"(%52) : (tensor<1xui32>) -> tensor<ui32>
    %54 = "stablehlo.add"(%44, %51) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %55 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %56 = "stablehlo.shift_left"(%51, %55) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %57 = "stablehlo.subtract"(%19, %53) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %59 = "stablehlo.shift_right_logical"(%51, %58) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %60 = "stablehlo.or"(%56, %59) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %61 = "stablehlo.xor"(%54, %60) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %62 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %63 = "stablehlo.add"(%54, %62) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %64 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %65 = "stablehlo.add"(%61, %64) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %66 = "stablehlo.add"(%arg7, %20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %67 = "stablehlo.convert"(%66) : (tensor<i32>) -> tensor<ui32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %69 = "stablehlo.add"(%65, %68) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "func.return"(%21, %63, %69, %arg11, %arg12, %arg10, %arg14, %arg13) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>, sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<8x16xui32>, %arg6: tensor<8x16xui32>):
    %18 = "stablehlo.divide"(%arg5, %arg6) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    "func.return"(%18) : (tensor<8x16xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>, sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x16xui32>, %arg4: tensor<8x16xui32>):
    %1 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %4 = "stablehlo.compare"(%arg4, %3) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xi1>
    %5 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %6 = "func.call"(%4, %5, %arg4) <{callee = @_where_2}> : (tensor<8x16xi1>, tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %7 = "stablehlo.remainder"(%arg3, %6) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %8 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %9 = "stablehlo.compare"(%7, %8) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xi1>
    %10 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %11 = "stablehlo.compare"(%7, %10) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xi1>
    %12 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %13 = "stablehlo.compare"(%6, %12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xi1>
    %14 = "stablehlo.compare"(%11, %13) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8x16xi1>, tensor<8x16xi1>) -> tensor<8x16xi1>
    %15 = "stablehlo.and"(%14, %9) : (tensor<8x16xi1>, tensor<8x16xi1>) -> tensor<8x16xi1>
    %16 = "stablehlo.add"(%7, %6) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %17 = "stablehlo.select"(%15, %16, %7) : (tensor<8x16xi1>, tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    "func.return"(%17) : (tensor<8x16xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xi1>, tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>, sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xui32>, %arg2: tensor<8x16xui32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<8x16xi1>, tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    "func.return"(%0) : (tensor<8x16xui32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
