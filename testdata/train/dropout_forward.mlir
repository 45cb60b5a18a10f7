// A 2-layer MLP with threefry dropout; made by make_dropout_reference.py
"builtin.module"() <{sym_name = "jit_loss"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, []>}, {sdy.sharding = #sdy.sharding<@mesh, []>}], function_type = (tensor<16x32xf32>, tensor<32x8xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<f32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg18: tensor<16x32xf32>, %arg19: tensor<32x8xf32>, %arg20: tensor<8x16xf32>, %arg21: tensor<8x8xf32>, %arg22: tensor<i32>, %arg23: tensor<i32>):
    %447 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %449 = "stablehlo.constant"() <{value = dense<8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %450 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %451 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %452 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %453 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %455 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %456 = "stablehlo.dot_general"(%arg20, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %457 = "stablehlo.multiply"(%456, %456) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %458 = "stablehlo.multiply"(%457, %456) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %459 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %460 = "stablehlo.multiply"(%459, %458) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %461 = "stablehlo.add"(%456, %460) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %462 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %463 = "stablehlo.multiply"(%462, %461) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %464 = "stablehlo.tanh"(%463) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %465 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %466 = "stablehlo.add"(%465, %464) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %467 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %468 = "stablehlo.multiply"(%467, %466) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %469 = "stablehlo.multiply"(%456, %468) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %470 = "stablehlo.shift_right_logical"(%arg22, %451) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %471 = "stablehlo.convert"(%470) : (tensor<i32>) -> tensor<ui32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %473 = "stablehlo.and"(%arg22, %450) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %474 = "stablehlo.convert"(%473) : (tensor<i32>) -> tensor<ui32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %476 = "stablehlo.concatenate"(%472, %475) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %477 = "stablehlo.convert"(%arg23) : (tensor<i32>) -> tensor<ui32>
    %478 = "func.call"(%476, %477) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %479 = "func.call"(%478, %449) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<8x32xi1>
    %480 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %481 = "stablehlo.divide"(%469, %480) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %482 = "func.call"(%479, %481, %448) <{callee = @_where}> : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %483 = "stablehlo.dot_general"(%482, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x32xf32>, tensor<32x8xf32>) -> tensor<8x8xf32>
    %484 = "stablehlo.subtract"(%483, %arg21) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %485 = "stablehlo.multiply"(%484, %484) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %486 = "stablehlo.reduce"(%485, %448) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %488 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%488) : (tensor<f32>) -> ()
    }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
    %487 = "stablehlo.divide"(%486, %447) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%487) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>, sym_name = "_threefry_fold_in", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<2xui32>, %arg17: tensor<ui32>):
    %432 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %433 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %434 = "stablehlo.shift_right_logical"(%arg17, %433) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %435 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %436 = "stablehlo.and"(%arg17, %432) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %438 = "stablehlo.concatenate"(%435, %437) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %439 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %440 = "stablehlo.reshape"(%439) : (tensor<1xui32>) -> tensor<ui32>
    %441 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %442 = "stablehlo.reshape"(%441) : (tensor<1xui32>) -> tensor<ui32>
    %443 = "stablehlo.slice"(%438) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %444 = "stablehlo.slice"(%438) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %445:2 = "func.call"(%440, %442, %443, %444) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %446 = "stablehlo.concatenate"(%445#0, %445#1) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    "func.return"(%446) : (tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<ui32>, %arg13: tensor<ui32>, %arg14: tensor<1xui32>, %arg15: tensor<1xui32>):
    %240 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %241 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %242 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %243 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %244 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %245 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %246 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %247 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %248 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %249 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %250 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %251 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %252 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %253 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %254 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %255 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %256 = "stablehlo.xor"(%arg12, %arg13) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %257 = "stablehlo.xor"(%256, %255) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %258 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %259 = "stablehlo.add"(%arg14, %258) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %260 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %261 = "stablehlo.add"(%arg15, %260) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %262 = "stablehlo.add"(%259, %261) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %263 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %264 = "stablehlo.shift_left"(%261, %263) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %265 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %266 = "stablehlo.shift_right_logical"(%261, %265) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %267 = "stablehlo.or"(%264, %266) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %268 = "stablehlo.xor"(%262, %267) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %269 = "stablehlo.add"(%262, %268) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %270 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %271 = "stablehlo.shift_left"(%268, %270) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %272 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %273 = "stablehlo.shift_right_logical"(%268, %272) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %274 = "stablehlo.or"(%271, %273) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %275 = "stablehlo.xor"(%269, %274) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %276 = "stablehlo.add"(%269, %275) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %277 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %278 = "stablehlo.shift_left"(%275, %277) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %279 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %280 = "stablehlo.shift_right_logical"(%275, %279) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %281 = "stablehlo.or"(%278, %280) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %282 = "stablehlo.xor"(%276, %281) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %283 = "stablehlo.add"(%276, %282) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %284 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %285 = "stablehlo.shift_left"(%282, %284) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %286 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %287 = "stablehlo.shift_right_logical"(%282, %286) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %288 = "stablehlo.or"(%285, %287) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %289 = "stablehlo.xor"(%283, %288) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %290 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %291 = "stablehlo.add"(%283, %290) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %292 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %293 = "stablehlo.add"(%289, %292) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %294 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %295 = "stablehlo.add"(%293, %294) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %296 = "stablehlo.add"(%291, %295) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %297 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %298 = "stablehlo.shift_left"(%295, %297) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %299 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %300 = "stablehlo.shift_right_logical"(%295, %299) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %301 = "stablehlo.or"(%298, %300) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %302 = "stablehlo.xor"(%296, %301) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %303 = "stablehlo.add"(%296, %302) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %304 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %305 = "stablehlo.shift_left"(%302, %304) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %306 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %307 = "stablehlo.shift_right_logical"(%302, %306) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %308 = "stablehlo.or"(%305, %307) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %309 = "stablehlo.xor"(%303, %308) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %310 = "stablehlo.add"(%303, %309) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %311 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %312 = "stablehlo.shift_left"(%309, %311) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %313 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %314 = "stablehlo.shift_right_logical"(%309, %313) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %315 = "stablehlo.or"(%312, %314) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %316 = "stablehlo.xor"(%310, %315) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %317 = "stablehlo.add"(%310, %316) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %318 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %319 = "stablehlo.shift_left"(%316, %318) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %320 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %321 = "stablehlo.shift_right_logical"(%316, %320) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %322 = "stablehlo.or"(%319, %321) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %323 = "stablehlo.xor"(%317, %322) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %324 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %325 = "stablehlo.add"(%317, %324) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %326 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %327 = "stablehlo.add"(%323, %326) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %328 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %329 = "stablehlo.add"(%327, %328) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %330 = "stablehlo.add"(%325, %329) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %331 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %332 = "stablehlo.shift_left"(%329, %331) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %333 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %334 = "stablehlo.shift_right_logical"(%329, %333) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %335 = "stablehlo.or"(%332, %334) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %336 = "stablehlo.xor"(%330, %335) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %337 = "stablehlo.add"(%330, %336) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %338 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %339 = "stablehlo.shift_left"(%336, %338) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %340 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %341 = "stablehlo.shift_right_logical"(%336, %340) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %342 = "stablehlo.or"(%339, %341) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %343 = "stablehlo.xor"(%337, %342) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %344 = "stablehlo.add"(%337, %343) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %345 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %346 = "stablehlo.shift_left"(%343, %345) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %347 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %348 = "stablehlo.shift_right_logical"(%343, %347) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %349 = "stablehlo.or"(%346, %348) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %350 = "stablehlo.xor"(%344, %349) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %351 = "stablehlo.add"(%344, %350) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %352 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %353 = "stablehlo.shift_left"(%350, %352) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %354 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %355 = "stablehlo.shift_right_logical"(%350, %354) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %356 = "stablehlo.or"(%353, %355) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %357 = "stablehlo.xor"(%351, %356) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %358 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %359 = "stablehlo.add"(%351, %358) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %360 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %361 = "stablehlo.add"(%357, %360) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %362 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %363 = "stablehlo.add"(%361, %362) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %364 = "stablehlo.add"(%359, %363) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %365 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %366 = "stablehlo.shift_left"(%363, %365) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %367 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %368 = "stablehlo.shift_right_logical"(%363, %367) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %369 = "stablehlo.or"(%366, %368) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %370 = "stablehlo.xor"(%364, %369) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %371 = "stablehlo.add"(%364, %370) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %372 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %373 = "stablehlo.shift_left"(%370, %372) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %374 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %375 = "stablehlo.shift_right_logical"(%370, %374) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %376 = "stablehlo.or"(%373, %375) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %377 = "stablehlo.xor"(%371, %376) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %378 = "stablehlo.add"(%371, %377) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %379 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %380 = "stablehlo.shift_left"(%377, %379) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %381 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %382 = "stablehlo.shift_right_logical"(%377, %381) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %383 = "stablehlo.or"(%380, %382) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %384 = "stablehlo.xor"(%378, %383) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %385 = "stablehlo.add"(%378, %384) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %386 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %387 = "stablehlo.shift_left"(%384, %386) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %388 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %389 = "stablehlo.shift_right_logical"(%384, %388) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %390 = "stablehlo.or"(%387, %389) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %391 = "stablehlo.xor"(%385, %390) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %392 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %393 = "stablehlo.add"(%385, %392) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %394 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %395 = "stablehlo.add"(%391, %394) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %396 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %397 = "stablehlo.add"(%395, %396) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %398 = "stablehlo.add"(%393, %397) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %399 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %400 = "stablehlo.shift_left"(%397, %399) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %401 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %402 = "stablehlo.shift_right_logical"(%397, %401) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %403 = "stablehlo.or"(%400, %402) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %404 = "stablehlo.xor"(%398, %403) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %405 = "stablehlo.add"(%398, %404) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %406 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %407 = "stablehlo.shift_left"(%404, %406) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %408 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %409 = "stablehlo.shift_right_logical"(%404, %408) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %410 = "stablehlo.or"(%407, %409) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %411 = "stablehlo.xor"(%405, %410) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %412 = "stablehlo.add"(%405, %411) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %413 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %414 = "stablehlo.shift_left"(%411, %413) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %415 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %416 = "stablehlo.shift_right_logical"(%411, %415) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %417 = "stablehlo.or"(%414, %416) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %418 = "stablehlo.xor"(%412, %417) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %419 = "stablehlo.add"(%412, %418) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %420 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %421 = "stablehlo.shift_left"(%418, %420) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %422 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %423 = "stablehlo.shift_right_logical"(%418, %422) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %424 = "stablehlo.or"(%421, %423) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %425 = "stablehlo.xor"(%419, %424) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %426 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %427 = "stablehlo.add"(%419, %426) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %428 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %429 = "stablehlo.add"(%425, %428) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %430 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %431 = "stablehlo.add"(%429, %430) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "func.return"(%427, %431) : (tensor<1xui32>, tensor<1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>) -> tensor<8x32xi1>, sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<2xui32>, %arg11: tensor<f32>):
    %235 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %237 = "func.call"(%arg10, %235, %236) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x32xf32>
    %238 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %239 = "stablehlo.compare"(%237, %238) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    "func.return"(%239) : (tensor<8x32xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x32xf32>, sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<2xui32>, %arg8: tensor<f32>, %arg9: tensor<f32>):
    %195 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %197 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %198 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %199 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %200 = "stablehlo.convert"(%arg8) : (tensor<f32>) -> tensor<f32>
    %201 = "stablehlo.convert"(%arg9) : (tensor<f32>) -> tensor<f32>
    %202 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %203 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %204 = "stablehlo.slice"(%arg7) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %205 = "stablehlo.reshape"(%204) : (tensor<1xui32>) -> tensor<ui32>
    %206 = "stablehlo.slice"(%arg7) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %207 = "stablehlo.reshape"(%206) : (tensor<1xui32>) -> tensor<ui32>
    %208 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x32xui64>
    %209 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x32xui64>
    %210 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x32xui64>
    %211 = "stablehlo.multiply"(%210, %208) : (tensor<8x32xui64>, tensor<8x32xui64>) -> tensor<8x32xui64>
    %212 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x32xui64>
    %213 = "stablehlo.multiply"(%212, %209) : (tensor<8x32xui64>, tensor<8x32xui64>) -> tensor<8x32xui64>
    %214 = "stablehlo.add"(%211, %213) : (tensor<8x32xui64>, tensor<8x32xui64>) -> tensor<8x32xui64>
    %215 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x32xui64>
    %216 = "stablehlo.shift_right_logical"(%214, %215) : (tensor<8x32xui64>, tensor<8x32xui64>) -> tensor<8x32xui64>
    %217 = "stablehlo.convert"(%214) : (tensor<8x32xui64>) -> tensor<8x32xui32>
    %218 = "stablehlo.convert"(%216) : (tensor<8x32xui64>) -> tensor<8x32xui32>
    %219:2 = "func.call"(%205, %207, %218, %217) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<8x32xui32>, tensor<8x32xui32>) -> (tensor<8x32xui32>, tensor<8x32xui32>)
    %220 = "stablehlo.xor"(%219#0, %219#1) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %221 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %222 = "stablehlo.shift_right_logical"(%220, %221) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %223 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %224 = "stablehlo.or"(%222, %223) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %225 = "stablehlo.bitcast_convert"(%224) : (tensor<8x32xui32>) -> tensor<8x32xf32>
    %226 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %227 = "stablehlo.subtract"(%225, %226) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %228 = "stablehlo.subtract"(%203, %202) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %230 = "stablehlo.multiply"(%227, %229) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %231 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %232 = "stablehlo.add"(%230, %231) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %233 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %234 = "stablehlo.maximum"(%233, %232) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%234) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8x32xui32>, tensor<8x32xui32>) -> (tensor<8x32xui32>, tensor<8x32xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<8x32xui32>, %arg6: tensor<8x32xui32>):
    %3 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %4 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %5 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %6 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %7 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %8 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %9 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %10 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %11 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %12 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %13 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %14 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %15 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %16 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %17 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %18 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %19 = "stablehlo.xor"(%arg3, %arg4) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %20 = "stablehlo.xor"(%19, %18) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %21 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %22 = "stablehlo.add"(%arg5, %21) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %23 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %24 = "stablehlo.add"(%arg6, %23) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %25 = "stablehlo.add"(%22, %24) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %26 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %27 = "stablehlo.shift_left"(%24, %26) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %28 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %29 = "stablehlo.shift_right_logical"(%24, %28) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %30 = "stablehlo.or"(%27, %29) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %31 = "stablehlo.xor"(%25, %30) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %32 = "stablehlo.add"(%25, %31) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %33 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %34 = "stablehlo.shift_left"(%31, %33) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %35 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %36 = "stablehlo.shift_right_logical"(%31, %35) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %37 = "stablehlo.or"(%34, %36) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %38 = "stablehlo.xor"(%32, %37) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %39 = "stablehlo.add"(%32, %38) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %40 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %41 = "stablehlo.shift_left"(%38, %40) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %42 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %43 = "stablehlo.shift_right_logical"(%38, %42) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %44 = "stablehlo.or"(%41, %43) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %45 = "stablehlo.xor"(%39, %44) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %46 = "stablehlo.add"(%39, %45) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %47 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %48 = "stablehlo.shift_left"(%45, %47) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %49 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %50 = "stablehlo.shift_right_logical"(%45, %49) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %51 = "stablehlo.or"(%48, %50) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %52 = "stablehlo.xor"(%46, %51) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %53 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %54 = "stablehlo.add"(%46, %53) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %55 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %56 = "stablehlo.add"(%52, %55) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %57 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %58 = "stablehlo.add"(%56, %57) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %59 = "stablehlo.add"(%54, %58) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %60 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %61 = "stablehlo.shift_left"(%58, %60) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %62 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %63 = "stablehlo.shift_right_logical"(%58, %62) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %64 = "stablehlo.or"(%61, %63) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %65 = "stablehlo.xor"(%59, %64) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %66 = "stablehlo.add"(%59, %65) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %67 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %68 = "stablehlo.shift_left"(%65, %67) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %69 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %70 = "stablehlo.shift_right_logical"(%65, %69) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %71 = "stablehlo.or"(%68, %70) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %72 = "stablehlo.xor"(%66, %71) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %73 = "stablehlo.add"(%66, %72) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %74 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %75 = "stablehlo.shift_left"(%72, %74) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %76 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %77 = "stablehlo.shift_right_logical"(%72, %76) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %78 = "stablehlo.or"(%75, %77) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %79 = "stablehlo.xor"(%73, %78) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %80 = "stablehlo.add"(%73, %79) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %81 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %82 = "stablehlo.shift_left"(%79, %81) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %83 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %84 = "stablehlo.shift_right_logical"(%79, %83) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %85 = "stablehlo.or"(%82, %84) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %86 = "stablehlo.xor"(%80, %85) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %87 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %88 = "stablehlo.add"(%80, %87) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %89 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %90 = "stablehlo.add"(%86, %89) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %91 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %92 = "stablehlo.add"(%90, %91) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %93 = "stablehlo.add"(%88, %92) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %94 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %95 = "stablehlo.shift_left"(%92, %94) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %96 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %97 = "stablehlo.shift_right_logical"(%92, %96) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %98 = "stablehlo.or"(%95, %97) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %99 = "stablehlo.xor"(%93, %98) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %100 = "stablehlo.add"(%93, %99) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %101 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %102 = "stablehlo.shift_left"(%99, %101) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %103 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %104 = "stablehlo.shift_right_logical"(%99, %103) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %105 = "stablehlo.or"(%102, %104) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %106 = "stablehlo.xor"(%100, %105) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %107 = "stablehlo.add"(%100, %106) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %108 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %109 = "stablehlo.shift_left"(%106, %108) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %110 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %111 = "stablehlo.shift_right_logical"(%106, %110) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %112 = "stablehlo.or"(%109, %111) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %113 = "stablehlo.xor"(%107, %112) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %114 = "stablehlo.add"(%107, %113) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %115 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %116 = "stablehlo.shift_left"(%113, %115) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %117 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %118 = "stablehlo.shift_right_logical"(%113, %117) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %119 = "stablehlo.or"(%116, %118) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %120 = "stablehlo.xor"(%114, %119) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %121 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %122 = "stablehlo.add"(%114, %121) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %123 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %124 = "stablehlo.add"(%120, %123) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %125 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %126 = "stablehlo.add"(%124, %125) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %127 = "stablehlo.add"(%122, %126) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %128 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %129 = "stablehlo.shift_left"(%126, %128) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %130 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %131 = "stablehlo.shift_right_logical"(%126, %130) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %132 = "stablehlo.or"(%129, %131) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %133 = "stablehlo.xor"(%127, %132) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %134 = "stablehlo.add"(%127, %133) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %135 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %136 = "stablehlo.shift_left"(%133, %135) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %137 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %138 = "stablehlo.shift_right_logical"(%133, %137) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %139 = "stablehlo.or"(%136, %138) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %140 = "stablehlo.xor"(%134, %139) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %141 = "stablehlo.add"(%134, %140) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %142 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %143 = "stablehlo.shift_left"(%140, %142) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %144 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %145 = "stablehlo.shift_right_logical"(%140, %144) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %146 = "stablehlo.or"(%143, %145) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %147 = "stablehlo.xor"(%141, %146) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %148 = "stablehlo.add"(%141, %147) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %149 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %150 = "stablehlo.shift_left"(%147, %149) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %151 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %152 = "stablehlo.shift_right_logical"(%147, %151) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %153 = "stablehlo.or"(%150, %152) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %154 = "stablehlo.xor"(%148, %153) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %155 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %156 = "stablehlo.add"(%148, %155) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %157 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %158 = "stablehlo.add"(%154, %157) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %159 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %160 = "stablehlo.add"(%158, %159) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %161 = "stablehlo.add"(%156, %160) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %162 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %163 = "stablehlo.shift_left"(%160, %162) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %164 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %165 = "stablehlo.shift_right_logical"(%160, %164) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %166 = "stablehlo.or"(%163, %165) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %167 = "stablehlo.xor"(%161, %166) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %168 = "stablehlo.add"(%161, %167) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %169 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %170 = "stablehlo.shift_left"(%167, %169) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %171 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %172 = "stablehlo.shift_right_logical"(%167, %171) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %173 = "stablehlo.or"(%170, %172) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %174 = "stablehlo.xor"(%168, %173) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %175 = "stablehlo.add"(%168, %174) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %176 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %177 = "stablehlo.shift_left"(%174, %176) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %178 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %179 = "stablehlo.shift_right_logical"(%174, %178) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %180 = "stablehlo.or"(%177, %179) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %181 = "stablehlo.xor"(%175, %180) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %182 = "stablehlo.add"(%175, %181) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %183 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %184 = "stablehlo.shift_left"(%181, %183) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %185 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %186 = "stablehlo.shift_right_logical"(%181, %185) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %187 = "stablehlo.or"(%184, %186) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %188 = "stablehlo.xor"(%182, %187) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %189 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %190 = "stablehlo.add"(%182, %189) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %191 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %192 = "stablehlo.add"(%188, %191) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %193 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %194 = "stablehlo.add"(%192, %193) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    "func.return"(%190, %194) : (tensor<8x32xui32>, tensor<8x32xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x32xi1>, tensor<8x32xf32>, tensor<f32>) -> tensor<8x32xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%2) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
