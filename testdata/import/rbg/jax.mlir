"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], function_type = (tensor<4xui32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xui32>, tensor<8x16xf32>, tensor<4xui32>, tensor<3x5xui32>, tensor<4xui32>, tensor<7xui32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg17: tensor<4xui32>, %arg18: tensor<8x16xf32>):
    %258 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.constant"() <{value = dense<-2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %261 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %263 = "func.call"(%arg17, %262) <{callee = @_bernoulli}> : (tensor<4xui32>, tensor<f32>) -> tensor<8x16xi1>
    %264 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %265 = "stablehlo.divide"(%arg18, %264) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %266 = "func.call"(%263, %265, %261) <{callee = @_where}> : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %267 = "stablehlo.reshape"(%arg17) : (tensor<4xui32>) -> tensor<2x2xui32>
    %268 = "func.call"(%267, %260) <{callee = @_threefry_fold_in}> : (tensor<2x2xui32>, tensor<ui32>) -> tensor<2x2xui32>
    %269 = "stablehlo.reshape"(%268) : (tensor<2x2xui32>) -> tensor<4xui32>
    %270 = "stablehlo.reshape"(%269) : (tensor<4xui32>) -> tensor<2x2xui32>
    %271 = "stablehlo.bitcast_convert"(%270) : (tensor<2x2xui32>) -> tensor<2xui64>
    %272:2 = "stablehlo.rng_bit_generator"(%271) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x16xui32>)
    %273 = "func.call"(%arg17, %259, %258) <{callee = @_uniform_0}> : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %274 = "stablehlo.reshape"(%arg17) : (tensor<4xui32>) -> tensor<2x2xui32>
    %275 = "stablehlo.bitcast_convert"(%274) : (tensor<2x2xui32>) -> tensor<2xui64>
    %276:2 = "stablehlo.rng_bit_generator"(%275) <{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui32>)
    %277 = "stablehlo.bitcast_convert"(%276#0) : (tensor<2xui64>) -> tensor<2x2xui32>
    %278 = "stablehlo.reshape"(%277) : (tensor<2x2xui32>) -> tensor<4xui32>
    %279 = "stablehlo.reshape"(%arg17) : (tensor<4xui32>) -> tensor<2x2xui32>
    %280 = "stablehlo.bitcast_convert"(%279) : (tensor<2x2xui32>) -> tensor<2xui64>
    %281:2 = "stablehlo.rng_bit_generator"(%280) <{rng_algorithm = #stablehlo<rng_algorithm PHILOX>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7xui32>)
    %282 = "stablehlo.bitcast_convert"(%281#0) : (tensor<2xui64>) -> tensor<2x2xui32>
    %283 = "stablehlo.reshape"(%282) : (tensor<2x2xui32>) -> tensor<4xui32>
    "func.return"(%266, %272#1, %273, %278, %276#1, %283, %281#1) : (tensor<8x16xf32>, tensor<8x16xui32>, tensor<8x16xf32>, tensor<4xui32>, tensor<3x5xui32>, tensor<4xui32>, tensor<7xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xui32>, tensor<f32>) -> tensor<8x16xi1>, sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4xui32>, %arg16: tensor<f32>):
    %253 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %254 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "func.call"(%arg15, %253, %254) <{callee = @_uniform}> : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %256 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %257 = "stablehlo.compare"(%255, %256) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    "func.return"(%257) : (tensor<8x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>, sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4xui32>, %arg13: tensor<f32>, %arg14: tensor<f32>):
    %229 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %231 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %232 = "stablehlo.convert"(%arg13) : (tensor<f32>) -> tensor<f32>
    %233 = "stablehlo.convert"(%arg14) : (tensor<f32>) -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %235 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %236 = "stablehlo.reshape"(%arg12) : (tensor<4xui32>) -> tensor<2x2xui32>
    %237 = "stablehlo.bitcast_convert"(%236) : (tensor<2x2xui32>) -> tensor<2xui64>
    %238:2 = "stablehlo.rng_bit_generator"(%237) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x16xui32>)
    %239 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %240 = "stablehlo.shift_right_logical"(%238#1, %239) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %241 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %242 = "stablehlo.or"(%240, %241) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %243 = "stablehlo.bitcast_convert"(%242) : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %244 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %245 = "stablehlo.subtract"(%243, %244) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %246 = "stablehlo.subtract"(%235, %234) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %248 = "stablehlo.multiply"(%245, %247) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %249 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %250 = "stablehlo.add"(%248, %249) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %251 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %252 = "stablehlo.maximum"(%251, %250) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%252) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xi1>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<8x16xi1>, %arg10: tensor<8x16xf32>, %arg11: tensor<f32>):
    %226 = "stablehlo.convert"(%arg11) : (tensor<f32>) -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %228 = "stablehlo.select"(%arg9, %arg10, %227) : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%228) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2xui32>, tensor<ui32>) -> tensor<2x2xui32>, sym_name = "_threefry_fold_in", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<2x2xui32>, %arg8: tensor<ui32>):
    %207 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %208 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %209 = "stablehlo.shift_right_logical"(%arg8, %208) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %211 = "stablehlo.and"(%arg8, %207) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %213 = "stablehlo.concatenate"(%210, %212) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %214 = "stablehlo.slice"(%arg7) <{limit_indices = array<i64: 2, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %215 = "stablehlo.reshape"(%214) : (tensor<2x1xui32>) -> tensor<2xui32>
    %216 = "stablehlo.slice"(%arg7) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %217 = "stablehlo.reshape"(%216) : (tensor<2x1xui32>) -> tensor<2xui32>
    %218 = "stablehlo.slice"(%213) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %219 = "stablehlo.slice"(%213) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %220 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %221 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %222 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %223 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %224:2 = "func.call"(%222, %223, %220, %221) <{callee = @threefry2x32}> : (tensor<2x1xui32>, tensor<2x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>) -> (tensor<2x1xui32>, tensor<2x1xui32>)
    %225 = "stablehlo.concatenate"(%224#0, %224#1) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%225) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x1xui32>, tensor<2x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>) -> (tensor<2x1xui32>, tensor<2x1xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x1xui32>, %arg4: tensor<2x1xui32>, %arg5: tensor<1x1xui32>, %arg6: tensor<1x1xui32>):
    %24 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %25 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %26 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %27 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %28 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %29 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %30 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %31 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %32 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %33 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %34 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %35 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %36 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %37 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %38 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %39 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %40 = "stablehlo.xor"(%arg3, %arg4) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %41 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %42 = "stablehlo.xor"(%40, %41) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %43 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<2x1xui32>
    %44 = "stablehlo.add"(%43, %arg3) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %45 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<2x1xui32>
    %46 = "stablehlo.add"(%45, %arg4) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %47 = "stablehlo.add"(%44, %46) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %48 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %49 = "stablehlo.shift_left"(%46, %48) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %50 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %51 = "stablehlo.shift_right_logical"(%46, %50) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %52 = "stablehlo.or"(%49, %51) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %53 = "stablehlo.xor"(%47, %52) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %54 = "stablehlo.add"(%47, %53) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %55 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %56 = "stablehlo.shift_left"(%53, %55) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %57 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %58 = "stablehlo.shift_right_logical"(%53, %57) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %59 = "stablehlo.or"(%56, %58) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %60 = "stablehlo.xor"(%54, %59) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %61 = "stablehlo.add"(%54, %60) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %62 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %63 = "stablehlo.shift_left"(%60, %62) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %64 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %65 = "stablehlo.shift_right_logical"(%60, %64) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %66 = "stablehlo.or"(%63, %65) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %67 = "stablehlo.xor"(%61, %66) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %68 = "stablehlo.add"(%61, %67) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %69 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %70 = "stablehlo.shift_left"(%67, %69) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %71 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %72 = "stablehlo.shift_right_logical"(%67, %71) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %73 = "stablehlo.or"(%70, %72) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %74 = "stablehlo.xor"(%68, %73) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %75 = "stablehlo.add"(%68, %arg4) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %76 = "stablehlo.add"(%74, %42) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %77 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %78 = "stablehlo.add"(%76, %77) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %79 = "stablehlo.add"(%75, %78) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %80 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %81 = "stablehlo.shift_left"(%78, %80) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %82 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %83 = "stablehlo.shift_right_logical"(%78, %82) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %84 = "stablehlo.or"(%81, %83) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %85 = "stablehlo.xor"(%79, %84) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %86 = "stablehlo.add"(%79, %85) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %87 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %88 = "stablehlo.shift_left"(%85, %87) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %89 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %90 = "stablehlo.shift_right_logical"(%85, %89) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %91 = "stablehlo.or"(%88, %90) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %92 = "stablehlo.xor"(%86, %91) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %93 = "stablehlo.add"(%86, %92) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %94 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %95 = "stablehlo.shift_left"(%92, %94) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %96 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %97 = "stablehlo.shift_right_logical"(%92, %96) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %98 = "stablehlo.or"(%95, %97) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %99 = "stablehlo.xor"(%93, %98) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %100 = "stablehlo.add"(%93, %99) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %101 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %102 = "stablehlo.shift_left"(%99, %101) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %103 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %104 = "stablehlo.shift_right_logical"(%99, %103) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %105 = "stablehlo.or"(%102, %104) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %106 = "stablehlo.xor"(%100, %105) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %107 = "stablehlo.add"(%100, %42) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %108 = "stablehlo.add"(%106, %arg3) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %109 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %110 = "stablehlo.add"(%108, %109) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %111 = "stablehlo.add"(%107, %110) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %112 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %113 = "stablehlo.shift_left"(%110, %112) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %114 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %115 = "stablehlo.shift_right_logical"(%110, %114) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %116 = "stablehlo.or"(%113, %115) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %117 = "stablehlo.xor"(%111, %116) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %118 = "stablehlo.add"(%111, %117) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %119 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %120 = "stablehlo.shift_left"(%117, %119) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %121 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %122 = "stablehlo.shift_right_logical"(%117, %121) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %123 = "stablehlo.or"(%120, %122) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %124 = "stablehlo.xor"(%118, %123) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %125 = "stablehlo.add"(%118, %124) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %126 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %127 = "stablehlo.shift_left"(%124, %126) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %128 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %129 = "stablehlo.shift_right_logical"(%124, %128) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %130 = "stablehlo.or"(%127, %129) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %131 = "stablehlo.xor"(%125, %130) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %132 = "stablehlo.add"(%125, %131) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %133 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %134 = "stablehlo.shift_left"(%131, %133) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %135 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %136 = "stablehlo.shift_right_logical"(%131, %135) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %137 = "stablehlo.or"(%134, %136) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %138 = "stablehlo.xor"(%132, %137) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %139 = "stablehlo.add"(%132, %arg3) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %140 = "stablehlo.add"(%138, %arg4) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %141 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %142 = "stablehlo.add"(%140, %141) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %143 = "stablehlo.add"(%139, %142) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %144 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %145 = "stablehlo.shift_left"(%142, %144) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %146 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %147 = "stablehlo.shift_right_logical"(%142, %146) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %148 = "stablehlo.or"(%145, %147) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %149 = "stablehlo.xor"(%143, %148) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %150 = "stablehlo.add"(%143, %149) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %151 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %152 = "stablehlo.shift_left"(%149, %151) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %153 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %154 = "stablehlo.shift_right_logical"(%149, %153) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %155 = "stablehlo.or"(%152, %154) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %156 = "stablehlo.xor"(%150, %155) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %157 = "stablehlo.add"(%150, %156) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %158 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %159 = "stablehlo.shift_left"(%156, %158) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %160 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %161 = "stablehlo.shift_right_logical"(%156, %160) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %162 = "stablehlo.or"(%159, %161) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %163 = "stablehlo.xor"(%157, %162) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %164 = "stablehlo.add"(%157, %163) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %165 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %166 = "stablehlo.shift_left"(%163, %165) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %167 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %168 = "stablehlo.shift_right_logical"(%163, %167) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %169 = "stablehlo.or"(%166, %168) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %170 = "stablehlo.xor"(%164, %169) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %171 = "stablehlo.add"(%164, %arg4) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %172 = "stablehlo.add"(%170, %42) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %173 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %174 = "stablehlo.add"(%172, %173) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %175 = "stablehlo.add"(%171, %174) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %176 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %177 = "stablehlo.shift_left"(%174, %176) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %178 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %179 = "stablehlo.shift_right_logical"(%174, %178) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %180 = "stablehlo.or"(%177, %179) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %181 = "stablehlo.xor"(%175, %180) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %182 = "stablehlo.add"(%175, %181) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %183 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %184 = "stablehlo.shift_left"(%181, %183) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %185 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %186 = "stablehlo.shift_right_logical"(%181, %185) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %187 = "stablehlo.or"(%184, %186) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %188 = "stablehlo.xor"(%182, %187) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %189 = "stablehlo.add"(%182, %188) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %190 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %191 = "stablehlo.shift_left"(%188, %190) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %192 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %193 = "stablehlo.shift_right_logical"(%188, %192) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %194 = "stablehlo.or"(%191, %193) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %195 = "stablehlo.xor"(%189, %194) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %196 = "stablehlo.add"(%189, %195) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %197 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %198 = "stablehlo.shift_left"(%195, %197) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %199 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %200 = "stablehlo.shift_right_logical"(%195, %199) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %201 = "stablehlo.or"(%198, %200) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %202 = "stablehlo.xor"(%196, %201) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %203 = "stablehlo.add"(%196, %42) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %204 = "stablehlo.add"(%202, %arg3) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %205 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %206 = "stablehlo.add"(%204, %205) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    "func.return"(%203, %206) : (tensor<2x1xui32>, tensor<2x1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>, sym_name = "_uniform_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %2 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %3 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %7 = "stablehlo.reshape"(%arg0) : (tensor<4xui32>) -> tensor<2x2xui32>
    %8 = "stablehlo.bitcast_convert"(%7) : (tensor<2x2xui32>) -> tensor<2xui64>
    %9:2 = "stablehlo.rng_bit_generator"(%8) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x16xui32>)
    %10 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %11 = "stablehlo.shift_right_logical"(%9#1, %10) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %12 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %13 = "stablehlo.or"(%11, %12) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %14 = "stablehlo.bitcast_convert"(%13) : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %15 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %16 = "stablehlo.subtract"(%14, %15) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %17 = "stablehlo.subtract"(%6, %5) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %19 = "stablehlo.multiply"(%16, %18) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %20 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %21 = "stablehlo.add"(%19, %20) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %22 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %23 = "stablehlo.maximum"(%22, %21) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%23) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
