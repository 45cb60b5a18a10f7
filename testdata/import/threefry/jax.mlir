"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, []>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], function_type = (tensor<8x16xf32>, tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xui32>, tensor<8x16xf32>, tensor<8x16xui32>, tensor<8x16xi32>, tensor<8x16xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg25: tensor<8x16xf32>, %arg26: tensor<i32>, %arg27: tensor<8x16xui32>, %arg28: tensor<8x16xui32>, %arg29: tensor<8x16xi32>):
    %467 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %468 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %469 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %470 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %471 = "stablehlo.constant"() <{value = dense<31> : tensor<i32>}> : () -> tensor<i32>
    %472 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %473 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %474 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %475 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %476 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %477 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %478 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %479 = "stablehlo.constant"() <{value = dense<16> : tensor<ui64>}> : () -> tensor<ui64>
    %480 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %481 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %482 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %483 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %484 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %485 = "stablehlo.shift_right_logical"(%arg26, %484) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %486 = "stablehlo.convert"(%485) : (tensor<i32>) -> tensor<ui32>
    %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %488 = "stablehlo.and"(%arg26, %483) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %489 = "stablehlo.convert"(%488) : (tensor<i32>) -> tensor<ui32>
    %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %491 = "stablehlo.concatenate"(%487, %490) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %492 = "func.call"(%491, %482) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<8x16xi1>
    %493 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %494 = "stablehlo.divide"(%arg25, %493) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %495 = "func.call"(%492, %494, %481) <{callee = @_where}> : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %496 = "func.call"(%491, %480) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %497 = "stablehlo.slice"(%496) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %498 = "stablehlo.reshape"(%497) : (tensor<1xui32>) -> tensor<ui32>
    %499 = "stablehlo.slice"(%496) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %500 = "stablehlo.reshape"(%499) : (tensor<1xui32>) -> tensor<ui32>
    %501 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x16xui64>
    %502 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x16xui64>
    %503 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x16xui64>
    %504 = "stablehlo.multiply"(%503, %501) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %505 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x16xui64>
    %506 = "stablehlo.multiply"(%505, %502) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %507 = "stablehlo.add"(%504, %506) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %508 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x16xui64>
    %509 = "stablehlo.shift_right_logical"(%507, %508) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %510 = "stablehlo.convert"(%507) : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %511 = "stablehlo.convert"(%509) : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %512:2 = "func.call"(%498, %500, %511, %510) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>)
    %513 = "stablehlo.xor"(%512#0, %512#1) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %514 = "func.call"(%491, %476) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %515 = "func.call"(%514, %475, %474) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %516 = "func.call"(%arg27, %arg28) <{callee = @floor_divide}> : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %517 = "func.call"(%arg27, %arg28) <{callee = @remainder}> : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %518 = "stablehlo.xor"(%516, %517) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %519 = "stablehlo.maximum"(%arg27, %arg28) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %520 = "stablehlo.add"(%518, %519) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %521 = "stablehlo.compare"(%arg27, %arg28) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xi1>
    %522 = "stablehlo.convert"(%521) : (tensor<8x16xi1>) -> tensor<8x16xui32>
    %523 = "stablehlo.add"(%520, %522) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %524 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %525 = "stablehlo.shift_right_logical"(%arg27, %524) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %526 = "stablehlo.add"(%523, %525) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %527 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %528 = "stablehlo.shift_left"(%arg28, %527) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %529 = "stablehlo.add"(%526, %528) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %530 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x16xi32>
    %531 = "stablehlo.shift_right_arithmetic"(%arg29, %530) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %532 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x16xi32>
    %533 = "stablehlo.shift_right_logical"(%arg29, %532) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %534 = "stablehlo.add"(%531, %533) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %535 = "stablehlo.bitcast_convert"(%arg25) : (tensor<8x16xf32>) -> tensor<8x16xi32>
    %536 = "stablehlo.add"(%534, %535) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %537 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x16xi32>
    %538 = "stablehlo.shift_left"(%arg29, %537) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %539 = "stablehlo.add"(%536, %538) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %540 = "stablehlo.convert"(%arg27) : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %541 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %542 = "stablehlo.shift_right_logical"(%arg27, %541) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %543 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %544 = "stablehlo.or"(%542, %543) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %545 = "stablehlo.bitcast_convert"(%544) : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %546 = "stablehlo.add"(%540, %545) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%495, %513, %515, %529, %539, %546) : (tensor<8x16xf32>, tensor<8x16xui32>, tensor<8x16xf32>, tensor<8x16xui32>, tensor<8x16xi32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>) -> tensor<8x16xi1>, sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<2xui32>, %arg24: tensor<f32>):
    %462 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %464 = "func.call"(%arg23, %462, %463) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %465 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %466 = "stablehlo.compare"(%464, %465) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    "func.return"(%466) : (tensor<8x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>, sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<2xui32>, %arg21: tensor<f32>, %arg22: tensor<f32>):
    %421 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %422 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %423 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %424 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %425 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %426 = "stablehlo.constant"() <{value = dense<16> : tensor<ui64>}> : () -> tensor<ui64>
    %427 = "stablehlo.convert"(%arg21) : (tensor<f32>) -> tensor<f32>
    %428 = "stablehlo.convert"(%arg22) : (tensor<f32>) -> tensor<f32>
    %429 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %430 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %431 = "stablehlo.slice"(%arg20) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %432 = "stablehlo.reshape"(%431) : (tensor<1xui32>) -> tensor<ui32>
    %433 = "stablehlo.slice"(%arg20) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %434 = "stablehlo.reshape"(%433) : (tensor<1xui32>) -> tensor<ui32>
    %435 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x16xui64>
    %436 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x16xui64>
    %437 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x16xui64>
    %438 = "stablehlo.multiply"(%437, %435) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %439 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x16xui64>
    %440 = "stablehlo.multiply"(%439, %436) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %441 = "stablehlo.add"(%438, %440) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %442 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x16xui64>
    %443 = "stablehlo.shift_right_logical"(%441, %442) : (tensor<8x16xui64>, tensor<8x16xui64>) -> tensor<8x16xui64>
    %444 = "stablehlo.convert"(%441) : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %445 = "stablehlo.convert"(%443) : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %446:2 = "func.call"(%432, %434, %445, %444) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>)
    %447 = "stablehlo.xor"(%446#0, %446#1) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %448 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %449 = "stablehlo.shift_right_logical"(%447, %448) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %450 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %451 = "stablehlo.or"(%449, %450) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %452 = "stablehlo.bitcast_convert"(%451) : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %453 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %454 = "stablehlo.subtract"(%452, %453) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %455 = "stablehlo.subtract"(%430, %429) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %457 = "stablehlo.multiply"(%454, %456) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %458 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %459 = "stablehlo.add"(%457, %458) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %460 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %461 = "stablehlo.maximum"(%460, %459) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%461) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<8x16xui32>, %arg19: tensor<8x16xui32>):
    %229 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %230 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %231 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %232 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %233 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %234 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %235 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %236 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %237 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %238 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %239 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %240 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %241 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %242 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %243 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %244 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %245 = "stablehlo.xor"(%arg16, %arg17) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %246 = "stablehlo.xor"(%245, %244) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %247 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %248 = "stablehlo.add"(%arg18, %247) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %249 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %250 = "stablehlo.add"(%arg19, %249) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %251 = "stablehlo.add"(%248, %250) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %252 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %253 = "stablehlo.shift_left"(%250, %252) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %254 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %255 = "stablehlo.shift_right_logical"(%250, %254) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %256 = "stablehlo.or"(%253, %255) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %257 = "stablehlo.xor"(%251, %256) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %258 = "stablehlo.add"(%251, %257) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %259 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %260 = "stablehlo.shift_left"(%257, %259) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %261 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %262 = "stablehlo.shift_right_logical"(%257, %261) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %263 = "stablehlo.or"(%260, %262) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %264 = "stablehlo.xor"(%258, %263) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %265 = "stablehlo.add"(%258, %264) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %266 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %267 = "stablehlo.shift_left"(%264, %266) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %268 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %269 = "stablehlo.shift_right_logical"(%264, %268) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %270 = "stablehlo.or"(%267, %269) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %271 = "stablehlo.xor"(%265, %270) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %272 = "stablehlo.add"(%265, %271) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %273 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %274 = "stablehlo.shift_left"(%271, %273) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %275 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %276 = "stablehlo.shift_right_logical"(%271, %275) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %277 = "stablehlo.or"(%274, %276) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %278 = "stablehlo.xor"(%272, %277) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %279 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %280 = "stablehlo.add"(%272, %279) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %281 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %282 = "stablehlo.add"(%278, %281) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %283 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %284 = "stablehlo.add"(%282, %283) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %285 = "stablehlo.add"(%280, %284) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %286 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %287 = "stablehlo.shift_left"(%284, %286) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %288 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %289 = "stablehlo.shift_right_logical"(%284, %288) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %290 = "stablehlo.or"(%287, %289) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %291 = "stablehlo.xor"(%285, %290) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %292 = "stablehlo.add"(%285, %291) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %293 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %294 = "stablehlo.shift_left"(%291, %293) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %295 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %296 = "stablehlo.shift_right_logical"(%291, %295) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %297 = "stablehlo.or"(%294, %296) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %298 = "stablehlo.xor"(%292, %297) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %299 = "stablehlo.add"(%292, %298) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %300 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %301 = "stablehlo.shift_left"(%298, %300) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %302 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %303 = "stablehlo.shift_right_logical"(%298, %302) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %304 = "stablehlo.or"(%301, %303) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %305 = "stablehlo.xor"(%299, %304) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %306 = "stablehlo.add"(%299, %305) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %307 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %308 = "stablehlo.shift_left"(%305, %307) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %309 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %310 = "stablehlo.shift_right_logical"(%305, %309) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %311 = "stablehlo.or"(%308, %310) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %312 = "stablehlo.xor"(%306, %311) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %313 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %314 = "stablehlo.add"(%306, %313) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %315 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %316 = "stablehlo.add"(%312, %315) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %317 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %318 = "stablehlo.add"(%316, %317) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %319 = "stablehlo.add"(%314, %318) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %320 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %321 = "stablehlo.shift_left"(%318, %320) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %322 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %323 = "stablehlo.shift_right_logical"(%318, %322) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %324 = "stablehlo.or"(%321, %323) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %325 = "stablehlo.xor"(%319, %324) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %326 = "stablehlo.add"(%319, %325) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %327 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %328 = "stablehlo.shift_left"(%325, %327) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %329 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %330 = "stablehlo.shift_right_logical"(%325, %329) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %331 = "stablehlo.or"(%328, %330) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %332 = "stablehlo.xor"(%326, %331) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %333 = "stablehlo.add"(%326, %332) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %334 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %335 = "stablehlo.shift_left"(%332, %334) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %336 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %337 = "stablehlo.shift_right_logical"(%332, %336) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %338 = "stablehlo.or"(%335, %337) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %339 = "stablehlo.xor"(%333, %338) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %340 = "stablehlo.add"(%333, %339) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %341 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %342 = "stablehlo.shift_left"(%339, %341) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %343 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %344 = "stablehlo.shift_right_logical"(%339, %343) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %345 = "stablehlo.or"(%342, %344) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %346 = "stablehlo.xor"(%340, %345) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %347 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %348 = "stablehlo.add"(%340, %347) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %349 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %350 = "stablehlo.add"(%346, %349) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %351 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %352 = "stablehlo.add"(%350, %351) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %353 = "stablehlo.add"(%348, %352) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %354 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %355 = "stablehlo.shift_left"(%352, %354) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %356 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %357 = "stablehlo.shift_right_logical"(%352, %356) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %358 = "stablehlo.or"(%355, %357) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %359 = "stablehlo.xor"(%353, %358) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %360 = "stablehlo.add"(%353, %359) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %361 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %362 = "stablehlo.shift_left"(%359, %361) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %363 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %364 = "stablehlo.shift_right_logical"(%359, %363) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %365 = "stablehlo.or"(%362, %364) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %366 = "stablehlo.xor"(%360, %365) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %367 = "stablehlo.add"(%360, %366) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %368 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %369 = "stablehlo.shift_left"(%366, %368) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %370 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %371 = "stablehlo.shift_right_logical"(%366, %370) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %372 = "stablehlo.or"(%369, %371) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %373 = "stablehlo.xor"(%367, %372) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %374 = "stablehlo.add"(%367, %373) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %375 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %376 = "stablehlo.shift_left"(%373, %375) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %377 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %378 = "stablehlo.shift_right_logical"(%373, %377) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %379 = "stablehlo.or"(%376, %378) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %380 = "stablehlo.xor"(%374, %379) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %381 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %382 = "stablehlo.add"(%374, %381) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %383 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %384 = "stablehlo.add"(%380, %383) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %385 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %386 = "stablehlo.add"(%384, %385) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %387 = "stablehlo.add"(%382, %386) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %388 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %389 = "stablehlo.shift_left"(%386, %388) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %390 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %391 = "stablehlo.shift_right_logical"(%386, %390) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %392 = "stablehlo.or"(%389, %391) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %393 = "stablehlo.xor"(%387, %392) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %394 = "stablehlo.add"(%387, %393) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %395 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %396 = "stablehlo.shift_left"(%393, %395) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %397 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %398 = "stablehlo.shift_right_logical"(%393, %397) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %399 = "stablehlo.or"(%396, %398) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %400 = "stablehlo.xor"(%394, %399) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %401 = "stablehlo.add"(%394, %400) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %402 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %403 = "stablehlo.shift_left"(%400, %402) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %404 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %405 = "stablehlo.shift_right_logical"(%400, %404) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %406 = "stablehlo.or"(%403, %405) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %407 = "stablehlo.xor"(%401, %406) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %408 = "stablehlo.add"(%401, %407) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %409 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %410 = "stablehlo.shift_left"(%407, %409) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %411 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %412 = "stablehlo.shift_right_logical"(%407, %411) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %413 = "stablehlo.or"(%410, %412) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %414 = "stablehlo.xor"(%408, %413) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %415 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %416 = "stablehlo.add"(%408, %415) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %417 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %418 = "stablehlo.add"(%414, %417) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    %419 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x16xui32>
    %420 = "stablehlo.add"(%418, %419) : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    "func.return"(%416, %420) : (tensor<8x16xui32>, tensor<8x16xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xi1>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<8x16xi1>, %arg14: tensor<8x16xf32>, %arg15: tensor<f32>):
    %226 = "stablehlo.convert"(%arg15) : (tensor<f32>) -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %228 = "stablehlo.select"(%arg13, %arg14, %227) : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%228) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>, sym_name = "_threefry_fold_in", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<2xui32>, %arg12: tensor<ui32>):
    %211 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %212 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %213 = "stablehlo.shift_right_logical"(%arg12, %212) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %215 = "stablehlo.and"(%arg12, %211) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %217 = "stablehlo.concatenate"(%214, %216) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %218 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %219 = "stablehlo.reshape"(%218) : (tensor<1xui32>) -> tensor<ui32>
    %220 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %221 = "stablehlo.reshape"(%220) : (tensor<1xui32>) -> tensor<ui32>
    %222 = "stablehlo.slice"(%217) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %223 = "stablehlo.slice"(%217) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %224:2 = "func.call"(%219, %221, %222, %223) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %225 = "stablehlo.concatenate"(%224#0, %224#1) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    "func.return"(%225) : (tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<ui32>, %arg8: tensor<ui32>, %arg9: tensor<1xui32>, %arg10: tensor<1xui32>):
    %19 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %20 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %21 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %22 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %23 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %24 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %25 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %26 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %27 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %28 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %29 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %30 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %31 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %32 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %33 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %34 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %35 = "stablehlo.xor"(%arg7, %arg8) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %36 = "stablehlo.xor"(%35, %34) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %37 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %38 = "stablehlo.add"(%arg9, %37) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %39 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %40 = "stablehlo.add"(%arg10, %39) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %41 = "stablehlo.add"(%38, %40) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %42 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %43 = "stablehlo.shift_left"(%40, %42) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %44 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %45 = "stablehlo.shift_right_logical"(%40, %44) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %46 = "stablehlo.or"(%43, %45) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %47 = "stablehlo.xor"(%41, %46) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %48 = "stablehlo.add"(%41, %47) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %49 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %50 = "stablehlo.shift_left"(%47, %49) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %51 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %52 = "stablehlo.shift_right_logical"(%47, %51) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %53 = "stablehlo.or"(%50, %52) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %54 = "stablehlo.xor"(%48, %53) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %55 = "stablehlo.add"(%48, %54) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %56 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %57 = "stablehlo.shift_left"(%54, %56) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %58 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %59 = "stablehlo.shift_right_logical"(%54, %58) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %60 = "stablehlo.or"(%57, %59) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %61 = "stablehlo.xor"(%55, %60) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %62 = "stablehlo.add"(%55, %61) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %63 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %64 = "stablehlo.shift_left"(%61, %63) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %65 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %66 = "stablehlo.shift_right_logical"(%61, %65) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %67 = "stablehlo.or"(%64, %66) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %68 = "stablehlo.xor"(%62, %67) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %69 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %70 = "stablehlo.add"(%62, %69) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %71 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %72 = "stablehlo.add"(%68, %71) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %73 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %74 = "stablehlo.add"(%72, %73) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %75 = "stablehlo.add"(%70, %74) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %76 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %77 = "stablehlo.shift_left"(%74, %76) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %78 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %79 = "stablehlo.shift_right_logical"(%74, %78) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %80 = "stablehlo.or"(%77, %79) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %81 = "stablehlo.xor"(%75, %80) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %82 = "stablehlo.add"(%75, %81) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %83 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %84 = "stablehlo.shift_left"(%81, %83) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %85 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %86 = "stablehlo.shift_right_logical"(%81, %85) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %87 = "stablehlo.or"(%84, %86) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %88 = "stablehlo.xor"(%82, %87) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %89 = "stablehlo.add"(%82, %88) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %90 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %91 = "stablehlo.shift_left"(%88, %90) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %92 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %93 = "stablehlo.shift_right_logical"(%88, %92) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %94 = "stablehlo.or"(%91, %93) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %95 = "stablehlo.xor"(%89, %94) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %96 = "stablehlo.add"(%89, %95) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %97 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %98 = "stablehlo.shift_left"(%95, %97) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %99 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %100 = "stablehlo.shift_right_logical"(%95, %99) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %101 = "stablehlo.or"(%98, %100) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %102 = "stablehlo.xor"(%96, %101) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %103 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %104 = "stablehlo.add"(%96, %103) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %105 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %106 = "stablehlo.add"(%102, %105) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %107 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %108 = "stablehlo.add"(%106, %107) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %109 = "stablehlo.add"(%104, %108) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %110 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %111 = "stablehlo.shift_left"(%108, %110) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %112 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %113 = "stablehlo.shift_right_logical"(%108, %112) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %114 = "stablehlo.or"(%111, %113) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %115 = "stablehlo.xor"(%109, %114) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %116 = "stablehlo.add"(%109, %115) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %117 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %118 = "stablehlo.shift_left"(%115, %117) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %119 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %120 = "stablehlo.shift_right_logical"(%115, %119) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %121 = "stablehlo.or"(%118, %120) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %122 = "stablehlo.xor"(%116, %121) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %123 = "stablehlo.add"(%116, %122) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %124 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %125 = "stablehlo.shift_left"(%122, %124) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %126 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %127 = "stablehlo.shift_right_logical"(%122, %126) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %128 = "stablehlo.or"(%125, %127) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %129 = "stablehlo.xor"(%123, %128) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %130 = "stablehlo.add"(%123, %129) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %131 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %132 = "stablehlo.shift_left"(%129, %131) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %133 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %134 = "stablehlo.shift_right_logical"(%129, %133) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %135 = "stablehlo.or"(%132, %134) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %136 = "stablehlo.xor"(%130, %135) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %137 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %138 = "stablehlo.add"(%130, %137) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %139 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %140 = "stablehlo.add"(%136, %139) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %141 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %142 = "stablehlo.add"(%140, %141) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %143 = "stablehlo.add"(%138, %142) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %144 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %145 = "stablehlo.shift_left"(%142, %144) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %146 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %147 = "stablehlo.shift_right_logical"(%142, %146) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %148 = "stablehlo.or"(%145, %147) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %149 = "stablehlo.xor"(%143, %148) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %150 = "stablehlo.add"(%143, %149) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %151 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %152 = "stablehlo.shift_left"(%149, %151) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %153 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %154 = "stablehlo.shift_right_logical"(%149, %153) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %155 = "stablehlo.or"(%152, %154) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %156 = "stablehlo.xor"(%150, %155) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %157 = "stablehlo.add"(%150, %156) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %158 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %159 = "stablehlo.shift_left"(%156, %158) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %160 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %161 = "stablehlo.shift_right_logical"(%156, %160) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %162 = "stablehlo.or"(%159, %161) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %163 = "stablehlo.xor"(%157, %162) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %164 = "stablehlo.add"(%157, %163) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %165 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %166 = "stablehlo.shift_left"(%163, %165) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %167 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %168 = "stablehlo.shift_right_logical"(%163, %167) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %169 = "stablehlo.or"(%166, %168) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %170 = "stablehlo.xor"(%164, %169) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %171 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %172 = "stablehlo.add"(%164, %171) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %173 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %174 = "stablehlo.add"(%170, %173) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %175 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %176 = "stablehlo.add"(%174, %175) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %177 = "stablehlo.add"(%172, %176) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %178 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %179 = "stablehlo.shift_left"(%176, %178) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %180 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %181 = "stablehlo.shift_right_logical"(%176, %180) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %182 = "stablehlo.or"(%179, %181) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %183 = "stablehlo.xor"(%177, %182) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %184 = "stablehlo.add"(%177, %183) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %185 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %186 = "stablehlo.shift_left"(%183, %185) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %187 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %188 = "stablehlo.shift_right_logical"(%183, %187) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %189 = "stablehlo.or"(%186, %188) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %190 = "stablehlo.xor"(%184, %189) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %191 = "stablehlo.add"(%184, %190) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %192 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %193 = "stablehlo.shift_left"(%190, %192) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %194 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %195 = "stablehlo.shift_right_logical"(%190, %194) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %196 = "stablehlo.or"(%193, %195) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %197 = "stablehlo.xor"(%191, %196) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %198 = "stablehlo.add"(%191, %197) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %199 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %200 = "stablehlo.shift_left"(%197, %199) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %201 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %202 = "stablehlo.shift_right_logical"(%197, %201) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %203 = "stablehlo.or"(%200, %202) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %204 = "stablehlo.xor"(%198, %203) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %205 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %206 = "stablehlo.add"(%198, %205) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %207 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %208 = "stablehlo.add"(%204, %207) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %209 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %210 = "stablehlo.add"(%208, %209) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "func.return"(%206, %210) : (tensor<1xui32>, tensor<1xui32>) -> ()
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
    %6 = "func.call"(%4, %5, %arg4) <{callee = @_where_1}> : (tensor<8x16xi1>, tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
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
  "func.func"() <{function_type = (tensor<8x16xi1>, tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>, sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xui32>, %arg2: tensor<8x16xui32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<8x16xi1>, tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
    "func.return"(%0) : (tensor<8x16xui32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
