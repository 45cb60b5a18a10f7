"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 22 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 24 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 27 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 28 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}], function_type = (tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<64x32xf32>, tensor<4x8xi32>, tensor<2xui32>) -> (tensor<f32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<64x32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['transformer']['h']['0']['attn']['c_attn']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['attn']['c_attn']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['attn']['c_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['attn']['c_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['ln_1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['ln_1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['ln_2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['ln_2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['c_fc']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['c_fc']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['c_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['0']['mlp']['c_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['attn']['c_attn']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['attn']['c_attn']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['attn']['c_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['attn']['c_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['ln_1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['ln_1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['ln_2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['ln_2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['c_fc']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['c_fc']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['c_proj']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['h']['1']['mlp']['c_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['ln_f']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['ln_f']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['transformer']['wpe']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['transformer']['wte']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg140: tensor<96xf32>, %arg141: tensor<96x32xf32>, %arg142: tensor<32xf32>, %arg143: tensor<32x32xf32>, %arg144: tensor<32xf32>, %arg145: tensor<32xf32>, %arg146: tensor<32xf32>, %arg147: tensor<32xf32>, %arg148: tensor<128xf32>, %arg149: tensor<128x32xf32>, %arg150: tensor<32xf32>, %arg151: tensor<32x128xf32>, %arg152: tensor<96xf32>, %arg153: tensor<96x32xf32>, %arg154: tensor<32xf32>, %arg155: tensor<32x32xf32>, %arg156: tensor<32xf32>, %arg157: tensor<32xf32>, %arg158: tensor<32xf32>, %arg159: tensor<32xf32>, %arg160: tensor<128xf32>, %arg161: tensor<128x32xf32>, %arg162: tensor<32xf32>, %arg163: tensor<32x128xf32>, %arg164: tensor<32xf32>, %arg165: tensor<32xf32>, %arg166: tensor<8x32xf32>, %arg167: tensor<64x32xf32>, %arg168: tensor<4x8xi32>, %arg169: tensor<2xui32>):
    %448 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %450 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<4x8xi32>
    %451 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %453 = "stablehlo.convert"(%452) : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %454:2 = "func.call"(%arg167, %arg168) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %455:2 = "func.call"(%arg166, %450) <{callee = @_take_0}> : (tensor<8x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %456 = "stablehlo.add"(%454#0, %455#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %457 = "stablehlo.constant"() <{value = dense<1698514126> : tensor<ui32>}> : () -> tensor<ui32>
    %458 = "func.call"(%arg169, %457) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %459 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %460 = "func.call"(%458, %459) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<4x8x32xi1>
    %461 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %462 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %463 = "stablehlo.divide"(%456, %462) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %464 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %466 = "stablehlo.select"(%460, %463, %465) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %467 = "chlo.square"(%466) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %468 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %470 = "stablehlo.multiply"(%469, %466) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %471 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %472 = "stablehlo.reduce"(%466, %471) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg302: tensor<f32>, %arg303: tensor<f32>):
      %1677 = "stablehlo.add"(%arg302, %arg303) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1677) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %473 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %475 = "stablehlo.divide"(%472, %474) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %476 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %477 = "stablehlo.reduce"(%467, %476) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg300: tensor<f32>, %arg301: tensor<f32>):
      %1676 = "stablehlo.add"(%arg300, %arg301) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1676) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %478 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %479 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %480 = "stablehlo.divide"(%477, %479) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %481 = "chlo.square"(%475) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %482 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %484 = "stablehlo.multiply"(%483, %475) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %485 = "stablehlo.subtract"(%480, %481) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %486 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %488 = "stablehlo.maximum"(%487, %485) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %489 = "stablehlo.compare"(%485, %488) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %490 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %492 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %494 = "stablehlo.select"(%489, %491, %493) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %495 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %497 = "stablehlo.compare"(%496, %488) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %498 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %500 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %501 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %502 = "stablehlo.select"(%497, %499, %501) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %503 = "stablehlo.divide"(%494, %502) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %504 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %505 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %506 = "stablehlo.broadcast_in_dim"(%504) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %507 = "stablehlo.subtract"(%466, %506) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %508 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %510 = "stablehlo.add"(%505, %509) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %511 = "stablehlo.rsqrt"(%510) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %512 = "stablehlo.divide"(%511, %510) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %513 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %515 = "stablehlo.multiply"(%514, %512) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %516 = "stablehlo.reshape"(%arg145) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %517 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %518 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %519 = "stablehlo.multiply"(%517, %518) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %520 = "stablehlo.multiply"(%507, %519) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %521 = "stablehlo.reshape"(%arg144) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %523 = "stablehlo.add"(%520, %522) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %524 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %525 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %527 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x8xi32>) -> tensor<1x1x8xi32>
    %528 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x8x1xi32>) -> tensor<1x8x8xi32>
    %529 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xi32>) -> tensor<1x8x8xi32>
    %530 = "stablehlo.compare"(%528, %529) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x8x8xi32>, tensor<1x8x8xi32>) -> tensor<1x8x8xi1>
    %531 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %532 = "stablehlo.transpose"(%arg141) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %533 = "stablehlo.dot_general"(%523, %532) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x96xf32>) -> tensor<4x8x96xf32>
    %534 = "stablehlo.broadcast_in_dim"(%arg140) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x8x96xf32>
    %536 = "stablehlo.add"(%533, %535) : (tensor<4x8x96xf32>, tensor<4x8x96xf32>) -> tensor<4x8x96xf32>
    %537 = "stablehlo.slice"(%536) <{limit_indices = array<i64: 4, 8, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %538 = "stablehlo.slice"(%536) <{limit_indices = array<i64: 4, 8, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %539 = "stablehlo.slice"(%536) <{limit_indices = array<i64: 4, 8, 96>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %540 = "stablehlo.reshape"(%537) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %541 = "stablehlo.reshape"(%538) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %542 = "stablehlo.reshape"(%539) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %543 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %544 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %545 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %546 = "stablehlo.convert"(%543) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %547 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %549 = "stablehlo.compare"(%545, %548) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %550 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %551 = "stablehlo.broadcast_in_dim"(%550) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %552 = "stablehlo.compare"(%546, %551) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %553 = "stablehlo.and"(%549, %552) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %554 = "stablehlo.convert"(%553) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %555 = "stablehlo.constant"() <{value = dense<513605975> : tensor<ui32>}> : () -> tensor<ui32>
    %556 = "func.call"(%arg169, %555) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %557 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %558 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %559 = "stablehlo.compare"(%554, %558) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %560 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %562 = "stablehlo.convert"(%561) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %563 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %565 = "stablehlo.select"(%559, %562, %564) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %566 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %567 = "stablehlo.sqrt"(%566) : (tensor<f32>) -> tensor<f32>
    %568 = "stablehlo.convert"(%567) : (tensor<f32>) -> tensor<f32>
    %569 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %570 = "stablehlo.divide"(%540, %569) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %571 = "stablehlo.dot_general"(%570, %541) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %572 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %573 = "stablehlo.add"(%571, %572) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %574 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %575 = "stablehlo.reduce"(%573, %574) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg298: tensor<f32>, %arg299: tensor<f32>):
      %1675 = "stablehlo.maximum"(%arg298, %arg299) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1675) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %576 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %577 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %578 = "stablehlo.maximum"(%577, %575) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %581 = "stablehlo.subtract"(%573, %580) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %582 = "stablehlo.exponential"(%581) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %583 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %584 = "stablehlo.reduce"(%582, %583) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg296: tensor<f32>, %arg297: tensor<f32>):
      %1674 = "stablehlo.add"(%arg296, %arg297) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1674) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %586 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %587 = "stablehlo.divide"(%582, %586) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %588 = "stablehlo.multiply"(%585, %585) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %589 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %591 = "stablehlo.divide"(%590, %588) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %592 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %593 = "func.call"(%556, %592) <{callee = @_bernoulli_3}> : (tensor<2xui32>, tensor<f32>) -> tensor<1x1x8x8xi1>
    %594 = "stablehlo.convert"(%593) : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xf32>
    %595 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %597 = "stablehlo.divide"(%594, %596) : (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %598 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %599 = "stablehlo.multiply"(%587, %598) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %600 = "stablehlo.dot_general"(%542, %599) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %601 = "stablehlo.transpose"(%600) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %602 = "stablehlo.reshape"(%601) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %603 = "stablehlo.transpose"(%arg143) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %604 = "stablehlo.dot_general"(%602, %603) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %605 = "stablehlo.broadcast_in_dim"(%arg142) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %607 = "stablehlo.add"(%604, %606) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %608 = "stablehlo.constant"() <{value = dense<442075206> : tensor<ui32>}> : () -> tensor<ui32>
    %609 = "func.call"(%arg169, %608) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %610 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %611 = "func.call"(%609, %610) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<4x8x32xi1>
    %612 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %613 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %614 = "stablehlo.divide"(%607, %613) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %615 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %617 = "stablehlo.select"(%611, %614, %616) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %618 = "stablehlo.add"(%617, %466) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %619 = "chlo.square"(%618) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %620 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %622 = "stablehlo.multiply"(%621, %618) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %623 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.reduce"(%618, %623) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg294: tensor<f32>, %arg295: tensor<f32>):
      %1673 = "stablehlo.add"(%arg294, %arg295) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1673) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %625 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %626 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %627 = "stablehlo.divide"(%624, %626) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %628 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %629 = "stablehlo.reduce"(%619, %628) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg292: tensor<f32>, %arg293: tensor<f32>):
      %1672 = "stablehlo.add"(%arg292, %arg293) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1672) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %630 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %632 = "stablehlo.divide"(%629, %631) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %633 = "chlo.square"(%627) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %634 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %635 = "stablehlo.broadcast_in_dim"(%634) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %636 = "stablehlo.multiply"(%635, %627) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %637 = "stablehlo.subtract"(%632, %633) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %638 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %639 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %640 = "stablehlo.maximum"(%639, %637) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %641 = "stablehlo.compare"(%637, %640) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %642 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %643 = "stablehlo.broadcast_in_dim"(%642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %644 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %646 = "stablehlo.select"(%641, %643, %645) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %647 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %648 = "stablehlo.broadcast_in_dim"(%647) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %649 = "stablehlo.compare"(%648, %640) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %650 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %651 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %652 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %654 = "stablehlo.select"(%649, %651, %653) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %655 = "stablehlo.divide"(%646, %654) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %656 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %657 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %658 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %659 = "stablehlo.subtract"(%618, %658) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %660 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %662 = "stablehlo.add"(%657, %661) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %663 = "stablehlo.rsqrt"(%662) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %664 = "stablehlo.divide"(%663, %662) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %665 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %666 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %667 = "stablehlo.multiply"(%666, %664) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %668 = "stablehlo.reshape"(%arg147) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %669 = "stablehlo.broadcast_in_dim"(%663) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %670 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %671 = "stablehlo.multiply"(%669, %670) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %672 = "stablehlo.multiply"(%659, %671) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %673 = "stablehlo.reshape"(%arg146) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %674 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %675 = "stablehlo.add"(%672, %674) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %676 = "stablehlo.transpose"(%arg149) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %677 = "stablehlo.dot_general"(%675, %676) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x128xf32>) -> tensor<4x8x128xf32>
    %678 = "stablehlo.broadcast_in_dim"(%arg148) <{broadcast_dimensions = array<i64: 2>}> : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %679 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %680 = "stablehlo.add"(%677, %679) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %681 = "stablehlo.multiply"(%680, %680) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %682 = "stablehlo.multiply"(%681, %680) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %683 = "stablehlo.multiply"(%680, %680) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %684 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %685 = "stablehlo.broadcast_in_dim"(%684) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %686 = "stablehlo.multiply"(%685, %683) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %687 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %688 = "stablehlo.broadcast_in_dim"(%687) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %689 = "stablehlo.multiply"(%688, %682) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %690 = "stablehlo.add"(%680, %689) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %691 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %692 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %693 = "stablehlo.multiply"(%692, %690) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %694 = "stablehlo.tanh"(%693) : (tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %695 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %696 = "stablehlo.broadcast_in_dim"(%695) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %697 = "stablehlo.subtract"(%696, %694) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %698 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %699 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %700 = "stablehlo.add"(%699, %694) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %701 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %702 = "stablehlo.broadcast_in_dim"(%701) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %703 = "stablehlo.multiply"(%702, %700) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %704 = "stablehlo.multiply"(%680, %703) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %705 = "stablehlo.transpose"(%arg151) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %706 = "stablehlo.dot_general"(%704, %705) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<128x32xf32>) -> tensor<4x8x32xf32>
    %707 = "stablehlo.broadcast_in_dim"(%arg150) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %708 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %709 = "stablehlo.add"(%706, %708) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %710 = "stablehlo.constant"() <{value = dense<3830780718> : tensor<ui32>}> : () -> tensor<ui32>
    %711 = "func.call"(%arg169, %710) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %712 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %713 = "func.call"(%711, %712) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<4x8x32xi1>
    %714 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %715 = "stablehlo.broadcast_in_dim"(%714) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %716 = "stablehlo.divide"(%709, %715) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %717 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %718 = "stablehlo.broadcast_in_dim"(%717) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %719 = "stablehlo.select"(%713, %716, %718) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %720 = "stablehlo.add"(%618, %719) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %721 = "chlo.square"(%720) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %722 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %723 = "stablehlo.broadcast_in_dim"(%722) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %724 = "stablehlo.multiply"(%723, %720) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %725 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %726 = "stablehlo.reduce"(%720, %725) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg290: tensor<f32>, %arg291: tensor<f32>):
      %1671 = "stablehlo.add"(%arg290, %arg291) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1671) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %727 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %728 = "stablehlo.broadcast_in_dim"(%727) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %729 = "stablehlo.divide"(%726, %728) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %730 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %731 = "stablehlo.reduce"(%721, %730) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg288: tensor<f32>, %arg289: tensor<f32>):
      %1670 = "stablehlo.add"(%arg288, %arg289) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1670) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %732 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %733 = "stablehlo.broadcast_in_dim"(%732) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %734 = "stablehlo.divide"(%731, %733) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %735 = "chlo.square"(%729) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %736 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %737 = "stablehlo.broadcast_in_dim"(%736) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %738 = "stablehlo.multiply"(%737, %729) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %739 = "stablehlo.subtract"(%734, %735) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %740 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %741 = "stablehlo.broadcast_in_dim"(%740) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %742 = "stablehlo.maximum"(%741, %739) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %743 = "stablehlo.compare"(%739, %742) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %744 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %745 = "stablehlo.broadcast_in_dim"(%744) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %746 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %747 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %748 = "stablehlo.select"(%743, %745, %747) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %749 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %750 = "stablehlo.broadcast_in_dim"(%749) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %751 = "stablehlo.compare"(%750, %742) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %752 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %753 = "stablehlo.broadcast_in_dim"(%752) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %754 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %755 = "stablehlo.broadcast_in_dim"(%754) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %756 = "stablehlo.select"(%751, %753, %755) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %757 = "stablehlo.divide"(%748, %756) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %758 = "stablehlo.broadcast_in_dim"(%729) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %759 = "stablehlo.broadcast_in_dim"(%742) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %760 = "stablehlo.broadcast_in_dim"(%758) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %761 = "stablehlo.subtract"(%720, %760) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %762 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %763 = "stablehlo.broadcast_in_dim"(%762) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %764 = "stablehlo.add"(%759, %763) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %765 = "stablehlo.rsqrt"(%764) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %766 = "stablehlo.divide"(%765, %764) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %767 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %768 = "stablehlo.broadcast_in_dim"(%767) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %769 = "stablehlo.multiply"(%768, %766) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %770 = "stablehlo.reshape"(%arg157) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %771 = "stablehlo.broadcast_in_dim"(%765) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %772 = "stablehlo.broadcast_in_dim"(%770) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %773 = "stablehlo.multiply"(%771, %772) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %774 = "stablehlo.multiply"(%761, %773) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %775 = "stablehlo.reshape"(%arg156) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %776 = "stablehlo.broadcast_in_dim"(%775) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %777 = "stablehlo.add"(%774, %776) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %778 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %779 = "stablehlo.broadcast_in_dim"(%778) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %780 = "stablehlo.broadcast_in_dim"(%779) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %781 = "stablehlo.broadcast_in_dim"(%779) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x8xi32>) -> tensor<1x1x8xi32>
    %782 = "stablehlo.broadcast_in_dim"(%780) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x8x1xi32>) -> tensor<1x8x8xi32>
    %783 = "stablehlo.broadcast_in_dim"(%781) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xi32>) -> tensor<1x8x8xi32>
    %784 = "stablehlo.compare"(%782, %783) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x8x8xi32>, tensor<1x8x8xi32>) -> tensor<1x8x8xi1>
    %785 = "stablehlo.broadcast_in_dim"(%784) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %786 = "stablehlo.transpose"(%arg153) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %787 = "stablehlo.dot_general"(%777, %786) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x96xf32>) -> tensor<4x8x96xf32>
    %788 = "stablehlo.broadcast_in_dim"(%arg152) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %789 = "stablehlo.broadcast_in_dim"(%788) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x8x96xf32>
    %790 = "stablehlo.add"(%787, %789) : (tensor<4x8x96xf32>, tensor<4x8x96xf32>) -> tensor<4x8x96xf32>
    %791 = "stablehlo.slice"(%790) <{limit_indices = array<i64: 4, 8, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %792 = "stablehlo.slice"(%790) <{limit_indices = array<i64: 4, 8, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %793 = "stablehlo.slice"(%790) <{limit_indices = array<i64: 4, 8, 96>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %794 = "stablehlo.reshape"(%791) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %795 = "stablehlo.reshape"(%792) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %796 = "stablehlo.reshape"(%793) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %797 = "stablehlo.broadcast_in_dim"(%785) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %798 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %799 = "stablehlo.broadcast_in_dim"(%798) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %800 = "stablehlo.convert"(%797) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %801 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %802 = "stablehlo.broadcast_in_dim"(%801) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %803 = "stablehlo.compare"(%799, %802) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %804 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %805 = "stablehlo.broadcast_in_dim"(%804) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %806 = "stablehlo.compare"(%800, %805) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %807 = "stablehlo.and"(%803, %806) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %808 = "stablehlo.convert"(%807) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %809 = "stablehlo.constant"() <{value = dense<385956898> : tensor<ui32>}> : () -> tensor<ui32>
    %810 = "func.call"(%arg169, %809) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %811 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %812 = "stablehlo.broadcast_in_dim"(%811) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %813 = "stablehlo.compare"(%808, %812) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %814 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %815 = "stablehlo.broadcast_in_dim"(%814) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %816 = "stablehlo.convert"(%815) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %817 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %818 = "stablehlo.broadcast_in_dim"(%817) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %819 = "stablehlo.select"(%813, %816, %818) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %820 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %821 = "stablehlo.sqrt"(%820) : (tensor<f32>) -> tensor<f32>
    %822 = "stablehlo.convert"(%821) : (tensor<f32>) -> tensor<f32>
    %823 = "stablehlo.broadcast_in_dim"(%822) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %824 = "stablehlo.divide"(%794, %823) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %825 = "stablehlo.dot_general"(%824, %795) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %826 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %827 = "stablehlo.add"(%825, %826) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %828 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %829 = "stablehlo.reduce"(%827, %828) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg286: tensor<f32>, %arg287: tensor<f32>):
      %1669 = "stablehlo.maximum"(%arg286, %arg287) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1669) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %830 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %831 = "stablehlo.broadcast_in_dim"(%830) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %832 = "stablehlo.maximum"(%831, %829) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %833 = "stablehlo.broadcast_in_dim"(%832) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %834 = "stablehlo.broadcast_in_dim"(%833) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %835 = "stablehlo.subtract"(%827, %834) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %836 = "stablehlo.exponential"(%835) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %837 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %838 = "stablehlo.reduce"(%836, %837) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg284: tensor<f32>, %arg285: tensor<f32>):
      %1668 = "stablehlo.add"(%arg284, %arg285) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1668) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %839 = "stablehlo.broadcast_in_dim"(%838) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %840 = "stablehlo.broadcast_in_dim"(%839) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %841 = "stablehlo.divide"(%836, %840) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %842 = "stablehlo.multiply"(%839, %839) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %843 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %844 = "stablehlo.broadcast_in_dim"(%843) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %845 = "stablehlo.divide"(%844, %842) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %846 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %847 = "func.call"(%810, %846) <{callee = @_bernoulli_3}> : (tensor<2xui32>, tensor<f32>) -> tensor<1x1x8x8xi1>
    %848 = "stablehlo.convert"(%847) : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xf32>
    %849 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %850 = "stablehlo.broadcast_in_dim"(%849) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %851 = "stablehlo.divide"(%848, %850) : (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %852 = "stablehlo.broadcast_in_dim"(%851) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %853 = "stablehlo.multiply"(%841, %852) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %854 = "stablehlo.dot_general"(%796, %853) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %855 = "stablehlo.transpose"(%854) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %856 = "stablehlo.reshape"(%855) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %857 = "stablehlo.transpose"(%arg155) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %858 = "stablehlo.dot_general"(%856, %857) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %859 = "stablehlo.broadcast_in_dim"(%arg154) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %860 = "stablehlo.broadcast_in_dim"(%859) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %861 = "stablehlo.add"(%858, %860) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %862 = "stablehlo.constant"() <{value = dense<2464630498> : tensor<ui32>}> : () -> tensor<ui32>
    %863 = "func.call"(%arg169, %862) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %864 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %865 = "func.call"(%863, %864) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<4x8x32xi1>
    %866 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %867 = "stablehlo.broadcast_in_dim"(%866) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %868 = "stablehlo.divide"(%861, %867) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %869 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %870 = "stablehlo.broadcast_in_dim"(%869) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %871 = "stablehlo.select"(%865, %868, %870) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %872 = "stablehlo.add"(%871, %720) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %873 = "chlo.square"(%872) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %874 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %875 = "stablehlo.broadcast_in_dim"(%874) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %876 = "stablehlo.multiply"(%875, %872) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %877 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %878 = "stablehlo.reduce"(%872, %877) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg282: tensor<f32>, %arg283: tensor<f32>):
      %1667 = "stablehlo.add"(%arg282, %arg283) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1667) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %879 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %880 = "stablehlo.broadcast_in_dim"(%879) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %881 = "stablehlo.divide"(%878, %880) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %882 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %883 = "stablehlo.reduce"(%873, %882) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg280: tensor<f32>, %arg281: tensor<f32>):
      %1666 = "stablehlo.add"(%arg280, %arg281) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1666) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %884 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %885 = "stablehlo.broadcast_in_dim"(%884) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %886 = "stablehlo.divide"(%883, %885) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %887 = "chlo.square"(%881) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %888 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %889 = "stablehlo.broadcast_in_dim"(%888) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %890 = "stablehlo.multiply"(%889, %881) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %891 = "stablehlo.subtract"(%886, %887) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %892 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %893 = "stablehlo.broadcast_in_dim"(%892) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %894 = "stablehlo.maximum"(%893, %891) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %895 = "stablehlo.compare"(%891, %894) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %896 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %897 = "stablehlo.broadcast_in_dim"(%896) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %898 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %899 = "stablehlo.broadcast_in_dim"(%898) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %900 = "stablehlo.select"(%895, %897, %899) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %901 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %902 = "stablehlo.broadcast_in_dim"(%901) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %903 = "stablehlo.compare"(%902, %894) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %904 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %905 = "stablehlo.broadcast_in_dim"(%904) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %906 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %907 = "stablehlo.broadcast_in_dim"(%906) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %908 = "stablehlo.select"(%903, %905, %907) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %909 = "stablehlo.divide"(%900, %908) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %910 = "stablehlo.broadcast_in_dim"(%881) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %911 = "stablehlo.broadcast_in_dim"(%894) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %912 = "stablehlo.broadcast_in_dim"(%910) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %913 = "stablehlo.subtract"(%872, %912) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %914 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %915 = "stablehlo.broadcast_in_dim"(%914) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %916 = "stablehlo.add"(%911, %915) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %917 = "stablehlo.rsqrt"(%916) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %918 = "stablehlo.divide"(%917, %916) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %919 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %920 = "stablehlo.broadcast_in_dim"(%919) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %921 = "stablehlo.multiply"(%920, %918) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %922 = "stablehlo.reshape"(%arg159) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %923 = "stablehlo.broadcast_in_dim"(%917) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %924 = "stablehlo.broadcast_in_dim"(%922) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %925 = "stablehlo.multiply"(%923, %924) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %926 = "stablehlo.multiply"(%913, %925) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %927 = "stablehlo.reshape"(%arg158) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %928 = "stablehlo.broadcast_in_dim"(%927) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %929 = "stablehlo.add"(%926, %928) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %930 = "stablehlo.transpose"(%arg161) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %931 = "stablehlo.dot_general"(%929, %930) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x128xf32>) -> tensor<4x8x128xf32>
    %932 = "stablehlo.broadcast_in_dim"(%arg160) <{broadcast_dimensions = array<i64: 2>}> : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %933 = "stablehlo.broadcast_in_dim"(%932) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %934 = "stablehlo.add"(%931, %933) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %935 = "stablehlo.multiply"(%934, %934) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %936 = "stablehlo.multiply"(%935, %934) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %937 = "stablehlo.multiply"(%934, %934) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %938 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %939 = "stablehlo.broadcast_in_dim"(%938) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %940 = "stablehlo.multiply"(%939, %937) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %941 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %942 = "stablehlo.broadcast_in_dim"(%941) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %943 = "stablehlo.multiply"(%942, %936) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %944 = "stablehlo.add"(%934, %943) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %945 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %946 = "stablehlo.broadcast_in_dim"(%945) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %947 = "stablehlo.multiply"(%946, %944) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %948 = "stablehlo.tanh"(%947) : (tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %949 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %950 = "stablehlo.broadcast_in_dim"(%949) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %951 = "stablehlo.subtract"(%950, %948) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %952 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %953 = "stablehlo.broadcast_in_dim"(%952) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %954 = "stablehlo.add"(%953, %948) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %955 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %956 = "stablehlo.broadcast_in_dim"(%955) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %957 = "stablehlo.multiply"(%956, %954) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %958 = "stablehlo.multiply"(%934, %957) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %959 = "stablehlo.transpose"(%arg163) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %960 = "stablehlo.dot_general"(%958, %959) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<128x32xf32>) -> tensor<4x8x32xf32>
    %961 = "stablehlo.broadcast_in_dim"(%arg162) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %962 = "stablehlo.broadcast_in_dim"(%961) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %963 = "stablehlo.add"(%960, %962) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %964 = "stablehlo.constant"() <{value = dense<118778245> : tensor<ui32>}> : () -> tensor<ui32>
    %965 = "func.call"(%arg169, %964) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %966 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %967 = "func.call"(%965, %966) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<4x8x32xi1>
    %968 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %969 = "stablehlo.broadcast_in_dim"(%968) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %970 = "stablehlo.divide"(%963, %969) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %971 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %972 = "stablehlo.broadcast_in_dim"(%971) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %973 = "stablehlo.select"(%967, %970, %972) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %974 = "stablehlo.add"(%872, %973) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %975 = "chlo.square"(%974) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %976 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %977 = "stablehlo.broadcast_in_dim"(%976) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %978 = "stablehlo.multiply"(%977, %974) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %979 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %980 = "stablehlo.reduce"(%974, %979) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg278: tensor<f32>, %arg279: tensor<f32>):
      %1665 = "stablehlo.add"(%arg278, %arg279) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1665) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %981 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %982 = "stablehlo.broadcast_in_dim"(%981) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %983 = "stablehlo.divide"(%980, %982) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %984 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %985 = "stablehlo.reduce"(%975, %984) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg276: tensor<f32>, %arg277: tensor<f32>):
      %1664 = "stablehlo.add"(%arg276, %arg277) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1664) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %986 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %987 = "stablehlo.broadcast_in_dim"(%986) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %988 = "stablehlo.divide"(%985, %987) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %989 = "chlo.square"(%983) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %990 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %991 = "stablehlo.broadcast_in_dim"(%990) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %992 = "stablehlo.multiply"(%991, %983) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %993 = "stablehlo.subtract"(%988, %989) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %994 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %995 = "stablehlo.broadcast_in_dim"(%994) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %996 = "stablehlo.maximum"(%995, %993) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %997 = "stablehlo.compare"(%993, %996) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %998 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %999 = "stablehlo.broadcast_in_dim"(%998) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1000 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1001 = "stablehlo.broadcast_in_dim"(%1000) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1002 = "stablehlo.select"(%997, %999, %1001) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1003 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1004 = "stablehlo.broadcast_in_dim"(%1003) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1005 = "stablehlo.compare"(%1004, %996) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %1006 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1007 = "stablehlo.broadcast_in_dim"(%1006) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1008 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1009 = "stablehlo.broadcast_in_dim"(%1008) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1010 = "stablehlo.select"(%1005, %1007, %1009) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1011 = "stablehlo.divide"(%1002, %1010) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1012 = "stablehlo.broadcast_in_dim"(%983) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1013 = "stablehlo.broadcast_in_dim"(%996) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1014 = "stablehlo.broadcast_in_dim"(%1012) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1015 = "stablehlo.subtract"(%974, %1014) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1016 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %1017 = "stablehlo.broadcast_in_dim"(%1016) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %1018 = "stablehlo.add"(%1013, %1017) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1019 = "stablehlo.rsqrt"(%1018) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1020 = "stablehlo.divide"(%1019, %1018) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1021 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1022 = "stablehlo.broadcast_in_dim"(%1021) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %1023 = "stablehlo.multiply"(%1022, %1020) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1024 = "stablehlo.reshape"(%arg165) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1025 = "stablehlo.broadcast_in_dim"(%1019) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1026 = "stablehlo.broadcast_in_dim"(%1024) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1027 = "stablehlo.multiply"(%1025, %1026) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1028 = "stablehlo.multiply"(%1015, %1027) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1029 = "stablehlo.reshape"(%arg164) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1030 = "stablehlo.broadcast_in_dim"(%1029) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1031 = "stablehlo.add"(%1028, %1030) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1032 = "stablehlo.transpose"(%arg167) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %1033 = "stablehlo.dot_general"(%1031, %1032) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %1034 = "stablehlo.slice"(%1033) <{limit_indices = array<i64: 4, 7, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x64xf32>) -> tensor<4x7x64xf32>
    %1035 = "stablehlo.slice"(%arg168) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x8xi32>) -> tensor<4x7xi32>
    %1036 = "stablehlo.broadcast_in_dim"(%1035) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xi32>) -> tensor<4x7x1xi32>
    %1037:2 = "func.call"(%1034, %1036) <{callee = @take_along_axis}> : (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>)
    %1038 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1039:2 = "func.call"(%1037#0, %1038) <{callee = @_take_7}> : (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>)
    %1040 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1041 = "stablehlo.reduce"(%1034, %1040) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg274: tensor<f32>, %arg275: tensor<f32>):
      %1663 = "stablehlo.maximum"(%arg274, %arg275) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1663) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %1042 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1043 = "stablehlo.broadcast_in_dim"(%1042) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %1044 = "stablehlo.maximum"(%1043, %1041) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %1045 = "stablehlo.is_finite"(%1044) : (tensor<4x7xf32>) -> tensor<4x7xi1>
    %1046 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1047 = "stablehlo.broadcast_in_dim"(%1046) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %1048 = "stablehlo.select"(%1045, %1044, %1047) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %1049 = "stablehlo.broadcast_in_dim"(%1048) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %1050 = "stablehlo.broadcast_in_dim"(%1049) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %1051 = "stablehlo.subtract"(%1034, %1050) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %1052 = "stablehlo.exponential"(%1051) : (tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %1053 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1054 = "stablehlo.reduce"(%1052, %1053) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg272: tensor<f32>, %arg273: tensor<f32>):
      %1662 = "stablehlo.add"(%arg272, %arg273) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1662) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %1055 = "stablehlo.abs"(%1054) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %1056 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1057 = "stablehlo.broadcast_in_dim"(%1056) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %1058 = "stablehlo.compare"(%1054, %1057) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %1059 = "stablehlo.log"(%1055) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %1060 = "stablehlo.add"(%1059, %1048) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %1061 = "stablehlo.subtract"(%1060, %1039#0) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %1062 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1063 = "stablehlo.reduce"(%1061, %1062) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg270: tensor<f32>, %arg271: tensor<f32>):
      %1661 = "stablehlo.add"(%arg270, %arg271) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1661) : (tensor<f32>) -> ()
    }) : (tensor<4x7xf32>, tensor<f32>) -> tensor<f32>
    %1064 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1065 = "stablehlo.divide"(%1063, %1064) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1066 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1067 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1068 = "stablehlo.divide"(%1066, %1067) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1069 = "stablehlo.broadcast_in_dim"(%1068) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %1070 = "stablehlo.negate"(%1069) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %1071 = "stablehlo.divide"(%1069, %1055) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %1072 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1073 = "stablehlo.broadcast_in_dim"(%1072) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %1074 = "stablehlo.select"(%1058, %1073, %1071) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %1075 = "stablehlo.select"(%1058, %1071, %1073) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %1076 = "stablehlo.negate"(%1074) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %1077 = "stablehlo.add"(%1075, %1076) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %1078 = "stablehlo.broadcast_in_dim"(%1077) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x64xf32>
    %1079 = "stablehlo.multiply"(%1078, %1052) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %1080 = "func.call"(%1039#1, %1070) <{callee = @_take_9}> : (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %1081 = "func.call"(%1037#1, %1080) <{callee = @take_along_axis_10}> : (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %1082 = "stablehlo.add"(%1079, %1081) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %1083 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1084 = "stablehlo.pad"(%1082, %1083) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x8x64xf32>
    %1085 = "stablehlo.dot_general"(%1084, %1031) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1086 = "stablehlo.transpose"(%1085) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %1087 = "stablehlo.dot_general"(%1084, %1032) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %1088 = "stablehlo.transpose"(%1086) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %1089 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1090 = "stablehlo.reduce"(%1087, %1089) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg268: tensor<f32>, %arg269: tensor<f32>):
      %1660 = "stablehlo.add"(%arg268, %arg269) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1660) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1091 = "stablehlo.reshape"(%1090) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1092 = "stablehlo.reshape"(%1091) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1093 = "stablehlo.multiply"(%1015, %1087) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1094 = "stablehlo.multiply"(%1087, %1027) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1095 = "stablehlo.broadcast_in_dim"(%1019) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1096 = "stablehlo.multiply"(%1095, %1093) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1097 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1098 = "stablehlo.reduce"(%1096, %1097) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg266: tensor<f32>, %arg267: tensor<f32>):
      %1659 = "stablehlo.add"(%arg266, %arg267) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1659) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1099 = "stablehlo.reshape"(%1098) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1100 = "stablehlo.broadcast_in_dim"(%1024) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1101 = "stablehlo.multiply"(%1093, %1100) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1102 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1103 = "stablehlo.reduce"(%1101, %1102) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg264: tensor<f32>, %arg265: tensor<f32>):
      %1658 = "stablehlo.add"(%arg264, %arg265) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1658) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1104 = "stablehlo.reshape"(%1103) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1105 = "stablehlo.reshape"(%1099) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1106 = "stablehlo.multiply"(%1104, %1023) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1107 = "stablehlo.negate"(%1094) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1108 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1109 = "stablehlo.reduce"(%1107, %1108) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg262: tensor<f32>, %arg263: tensor<f32>):
      %1657 = "stablehlo.add"(%arg262, %arg263) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1657) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1110 = "stablehlo.reshape"(%1109) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1111 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1112 = "stablehlo.reduce"(%1106, %1111) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg260: tensor<f32>, %arg261: tensor<f32>):
      %1656 = "stablehlo.add"(%arg260, %arg261) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1656) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1114 = "stablehlo.reduce"(%1110, %1113) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg258: tensor<f32>, %arg259: tensor<f32>):
      %1655 = "stablehlo.add"(%arg258, %arg259) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1655) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1115 = "stablehlo.multiply"(%1112, %1011) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1116 = "stablehlo.negate"(%1115) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1117 = "stablehlo.multiply"(%1116, %992) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1118 = "stablehlo.add"(%1114, %1117) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1119 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1120 = "stablehlo.broadcast_in_dim"(%1119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1121 = "stablehlo.divide"(%1115, %1120) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1122 = "stablehlo.broadcast_in_dim"(%1121) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1123 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1124 = "stablehlo.broadcast_in_dim"(%1123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1125 = "stablehlo.divide"(%1118, %1124) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1126 = "stablehlo.broadcast_in_dim"(%1125) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1127 = "stablehlo.add"(%1094, %1126) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1128 = "stablehlo.multiply"(%1122, %978) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1129 = "stablehlo.add"(%1127, %1128) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1130 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1131 = "stablehlo.broadcast_in_dim"(%1130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %1132 = "stablehlo.select"(%967, %1129, %1131) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1133 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1134 = "stablehlo.broadcast_in_dim"(%1133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %1135 = "stablehlo.divide"(%1132, %1134) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1136 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1137 = "stablehlo.reduce"(%1135, %1136) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg256: tensor<f32>, %arg257: tensor<f32>):
      %1654 = "stablehlo.add"(%arg256, %arg257) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1654) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1138 = "stablehlo.reshape"(%1137) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1139 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1140 = "stablehlo.reduce"(%1138, %1139) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg254: tensor<f32>, %arg255: tensor<f32>):
      %1653 = "stablehlo.add"(%arg254, %arg255) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1653) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1141 = "stablehlo.dot_general"(%1135, %958) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x128xf32>) -> tensor<32x128xf32>
    %1142 = "stablehlo.transpose"(%1141) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %1143 = "stablehlo.dot_general"(%1135, %959) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<128x32xf32>) -> tensor<4x8x128xf32>
    %1144 = "stablehlo.transpose"(%1142) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %1145 = "stablehlo.multiply"(%934, %1143) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1146 = "stablehlo.multiply"(%1143, %957) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1147 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1148 = "stablehlo.broadcast_in_dim"(%1147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %1149 = "stablehlo.multiply"(%1148, %1145) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1150 = "stablehlo.multiply"(%1149, %951) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1151 = "stablehlo.multiply"(%1150, %948) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1152 = "stablehlo.add"(%1150, %1151) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1153 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %1154 = "stablehlo.broadcast_in_dim"(%1153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %1155 = "stablehlo.multiply"(%1154, %1152) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1156 = "stablehlo.add"(%1146, %1155) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1157 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %1158 = "stablehlo.broadcast_in_dim"(%1157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %1159 = "stablehlo.multiply"(%1158, %1155) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1160 = "stablehlo.multiply"(%1159, %940) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1161 = "stablehlo.add"(%1156, %1160) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1162 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1163 = "stablehlo.reduce"(%1161, %1162) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg252: tensor<f32>, %arg253: tensor<f32>):
      %1652 = "stablehlo.add"(%arg252, %arg253) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1652) : (tensor<f32>) -> ()
    }) : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1164 = "stablehlo.reshape"(%1163) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1165 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1166 = "stablehlo.reduce"(%1164, %1165) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg250: tensor<f32>, %arg251: tensor<f32>):
      %1651 = "stablehlo.add"(%arg250, %arg251) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1651) : (tensor<f32>) -> ()
    }) : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1167 = "stablehlo.dot_general"(%1161, %929) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<4x8x32xf32>) -> tensor<128x32xf32>
    %1168 = "stablehlo.transpose"(%1167) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %1169 = "stablehlo.dot_general"(%1161, %930) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<32x128xf32>) -> tensor<4x8x32xf32>
    %1170 = "stablehlo.transpose"(%1168) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %1171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1172 = "stablehlo.reduce"(%1169, %1171) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg248: tensor<f32>, %arg249: tensor<f32>):
      %1650 = "stablehlo.add"(%arg248, %arg249) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1650) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1173 = "stablehlo.reshape"(%1172) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1174 = "stablehlo.reshape"(%1173) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1175 = "stablehlo.multiply"(%913, %1169) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1176 = "stablehlo.multiply"(%1169, %925) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1177 = "stablehlo.broadcast_in_dim"(%917) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1178 = "stablehlo.multiply"(%1177, %1175) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1180 = "stablehlo.reduce"(%1178, %1179) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg246: tensor<f32>, %arg247: tensor<f32>):
      %1649 = "stablehlo.add"(%arg246, %arg247) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1649) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1181 = "stablehlo.reshape"(%1180) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1182 = "stablehlo.broadcast_in_dim"(%922) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1183 = "stablehlo.multiply"(%1175, %1182) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1184 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1185 = "stablehlo.reduce"(%1183, %1184) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg244: tensor<f32>, %arg245: tensor<f32>):
      %1648 = "stablehlo.add"(%arg244, %arg245) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1648) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1186 = "stablehlo.reshape"(%1185) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1187 = "stablehlo.reshape"(%1181) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1188 = "stablehlo.multiply"(%1186, %921) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1189 = "stablehlo.negate"(%1176) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1190 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1191 = "stablehlo.reduce"(%1189, %1190) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg242: tensor<f32>, %arg243: tensor<f32>):
      %1647 = "stablehlo.add"(%arg242, %arg243) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1647) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1192 = "stablehlo.reshape"(%1191) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1193 = "stablehlo.add"(%1129, %1176) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1194 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1195 = "stablehlo.reduce"(%1188, %1194) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg240: tensor<f32>, %arg241: tensor<f32>):
      %1646 = "stablehlo.add"(%arg240, %arg241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1646) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1196 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1197 = "stablehlo.reduce"(%1192, %1196) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg238: tensor<f32>, %arg239: tensor<f32>):
      %1645 = "stablehlo.add"(%arg238, %arg239) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1645) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1198 = "stablehlo.multiply"(%1195, %909) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1199 = "stablehlo.negate"(%1198) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1200 = "stablehlo.multiply"(%1199, %890) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1201 = "stablehlo.add"(%1197, %1200) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1202 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1203 = "stablehlo.broadcast_in_dim"(%1202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1204 = "stablehlo.divide"(%1198, %1203) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1205 = "stablehlo.broadcast_in_dim"(%1204) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1206 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1207 = "stablehlo.broadcast_in_dim"(%1206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1208 = "stablehlo.divide"(%1201, %1207) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1209 = "stablehlo.broadcast_in_dim"(%1208) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1210 = "stablehlo.add"(%1193, %1209) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1211 = "stablehlo.multiply"(%1205, %876) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1212 = "stablehlo.add"(%1210, %1211) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1213 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1214 = "stablehlo.broadcast_in_dim"(%1213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %1215 = "stablehlo.select"(%865, %1212, %1214) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1216 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1217 = "stablehlo.broadcast_in_dim"(%1216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %1218 = "stablehlo.divide"(%1215, %1217) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1219 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1220 = "stablehlo.reduce"(%1218, %1219) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg236: tensor<f32>, %arg237: tensor<f32>):
      %1644 = "stablehlo.add"(%arg236, %arg237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1644) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1221 = "stablehlo.reshape"(%1220) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1222 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1223 = "stablehlo.reduce"(%1221, %1222) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg234: tensor<f32>, %arg235: tensor<f32>):
      %1643 = "stablehlo.add"(%arg234, %arg235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1643) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1224 = "stablehlo.dot_general"(%1218, %856) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1225 = "stablehlo.transpose"(%1224) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1226 = "stablehlo.dot_general"(%1218, %857) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1227 = "stablehlo.transpose"(%1225) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1228 = "stablehlo.reshape"(%1226) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %1229 = "stablehlo.transpose"(%1228) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1230 = "stablehlo.dot_general"(%1229, %796) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1231 = "stablehlo.dot_general"(%1229, %853) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1232 = "stablehlo.transpose"(%1231) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1233 = "stablehlo.broadcast_in_dim"(%851) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1234 = "stablehlo.multiply"(%1230, %1233) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1235 = "stablehlo.broadcast_in_dim"(%845) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1236 = "stablehlo.multiply"(%1234, %1235) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1237 = "stablehlo.multiply"(%1236, %836) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1238 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1239 = "stablehlo.reduce"(%1237, %1238) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg232: tensor<f32>, %arg233: tensor<f32>):
      %1642 = "stablehlo.add"(%arg232, %arg233) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1642) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1240 = "stablehlo.reshape"(%1239) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %1241 = "stablehlo.negate"(%1240) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %1242 = "stablehlo.broadcast_in_dim"(%839) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1243 = "stablehlo.divide"(%1234, %1242) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1244 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1245 = "stablehlo.reduce"(%1241, %1244) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg230: tensor<f32>, %arg231: tensor<f32>):
      %1641 = "stablehlo.add"(%arg230, %arg231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1641) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1246 = "stablehlo.broadcast_in_dim"(%1245) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1247 = "stablehlo.add"(%1243, %1246) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1248 = "stablehlo.multiply"(%1247, %836) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1249 = "stablehlo.dot_general"(%1248, %824) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1250 = "stablehlo.transpose"(%1249) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1251 = "stablehlo.dot_general"(%1248, %795) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1252 = "stablehlo.transpose"(%1251) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1253 = "stablehlo.broadcast_in_dim"(%822) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %1254 = "stablehlo.divide"(%1252, %1253) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %1255 = "stablehlo.reshape"(%1232) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1256 = "stablehlo.reshape"(%1250) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1257 = "stablehlo.reshape"(%1254) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1258 = "stablehlo.concatenate"(%1257, %1256, %1255) <{dimension = 2 : i64}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x96xf32>
    %1259 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1260 = "stablehlo.reduce"(%1258, %1259) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg228: tensor<f32>, %arg229: tensor<f32>):
      %1640 = "stablehlo.add"(%arg228, %arg229) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1640) : (tensor<f32>) -> ()
    }) : (tensor<4x8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1261 = "stablehlo.reshape"(%1260) : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %1262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1263 = "stablehlo.reduce"(%1261, %1262) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg226: tensor<f32>, %arg227: tensor<f32>):
      %1639 = "stablehlo.add"(%arg226, %arg227) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1639) : (tensor<f32>) -> ()
    }) : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1264 = "stablehlo.dot_general"(%1258, %777) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x96xf32>, tensor<4x8x32xf32>) -> tensor<96x32xf32>
    %1265 = "stablehlo.transpose"(%1264) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %1266 = "stablehlo.dot_general"(%1258, %786) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x96xf32>, tensor<32x96xf32>) -> tensor<4x8x32xf32>
    %1267 = "stablehlo.transpose"(%1265) <{permutation = array<i64: 1, 0>}> : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %1268 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1269 = "stablehlo.reduce"(%1266, %1268) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg224: tensor<f32>, %arg225: tensor<f32>):
      %1638 = "stablehlo.add"(%arg224, %arg225) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1638) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1270 = "stablehlo.reshape"(%1269) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1271 = "stablehlo.reshape"(%1270) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1272 = "stablehlo.multiply"(%761, %1266) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1273 = "stablehlo.multiply"(%1266, %773) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1274 = "stablehlo.broadcast_in_dim"(%765) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1275 = "stablehlo.multiply"(%1274, %1272) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1276 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1277 = "stablehlo.reduce"(%1275, %1276) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg222: tensor<f32>, %arg223: tensor<f32>):
      %1637 = "stablehlo.add"(%arg222, %arg223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1637) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1278 = "stablehlo.reshape"(%1277) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1279 = "stablehlo.broadcast_in_dim"(%770) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1280 = "stablehlo.multiply"(%1272, %1279) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1281 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1282 = "stablehlo.reduce"(%1280, %1281) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg220: tensor<f32>, %arg221: tensor<f32>):
      %1636 = "stablehlo.add"(%arg220, %arg221) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1636) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1283 = "stablehlo.reshape"(%1282) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1284 = "stablehlo.reshape"(%1278) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1285 = "stablehlo.multiply"(%1283, %769) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1286 = "stablehlo.negate"(%1273) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1287 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1288 = "stablehlo.reduce"(%1286, %1287) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg218: tensor<f32>, %arg219: tensor<f32>):
      %1635 = "stablehlo.add"(%arg218, %arg219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1635) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1289 = "stablehlo.reshape"(%1288) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1290 = "stablehlo.add"(%1212, %1273) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1291 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1292 = "stablehlo.reduce"(%1285, %1291) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg216: tensor<f32>, %arg217: tensor<f32>):
      %1634 = "stablehlo.add"(%arg216, %arg217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1634) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1293 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1294 = "stablehlo.reduce"(%1289, %1293) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg214: tensor<f32>, %arg215: tensor<f32>):
      %1633 = "stablehlo.add"(%arg214, %arg215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1633) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1295 = "stablehlo.multiply"(%1292, %757) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1296 = "stablehlo.negate"(%1295) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1297 = "stablehlo.multiply"(%1296, %738) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1298 = "stablehlo.add"(%1294, %1297) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1299 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1300 = "stablehlo.broadcast_in_dim"(%1299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1301 = "stablehlo.divide"(%1295, %1300) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1302 = "stablehlo.broadcast_in_dim"(%1301) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1303 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1304 = "stablehlo.broadcast_in_dim"(%1303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1305 = "stablehlo.divide"(%1298, %1304) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1306 = "stablehlo.broadcast_in_dim"(%1305) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1307 = "stablehlo.add"(%1290, %1306) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1308 = "stablehlo.multiply"(%1302, %724) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1309 = "stablehlo.add"(%1307, %1308) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1310 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1311 = "stablehlo.broadcast_in_dim"(%1310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %1312 = "stablehlo.select"(%713, %1309, %1311) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1313 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1314 = "stablehlo.broadcast_in_dim"(%1313) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %1315 = "stablehlo.divide"(%1312, %1314) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1316 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1317 = "stablehlo.reduce"(%1315, %1316) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg212: tensor<f32>, %arg213: tensor<f32>):
      %1632 = "stablehlo.add"(%arg212, %arg213) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1632) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1318 = "stablehlo.reshape"(%1317) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1319 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1320 = "stablehlo.reduce"(%1318, %1319) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg210: tensor<f32>, %arg211: tensor<f32>):
      %1631 = "stablehlo.add"(%arg210, %arg211) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1631) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1321 = "stablehlo.dot_general"(%1315, %704) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x128xf32>) -> tensor<32x128xf32>
    %1322 = "stablehlo.transpose"(%1321) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %1323 = "stablehlo.dot_general"(%1315, %705) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<128x32xf32>) -> tensor<4x8x128xf32>
    %1324 = "stablehlo.transpose"(%1322) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %1325 = "stablehlo.multiply"(%680, %1323) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1326 = "stablehlo.multiply"(%1323, %703) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1327 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1328 = "stablehlo.broadcast_in_dim"(%1327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %1329 = "stablehlo.multiply"(%1328, %1325) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1330 = "stablehlo.multiply"(%1329, %697) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1331 = "stablehlo.multiply"(%1330, %694) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1332 = "stablehlo.add"(%1330, %1331) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1333 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %1334 = "stablehlo.broadcast_in_dim"(%1333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %1335 = "stablehlo.multiply"(%1334, %1332) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1336 = "stablehlo.add"(%1326, %1335) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1337 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %1338 = "stablehlo.broadcast_in_dim"(%1337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x128xf32>
    %1339 = "stablehlo.multiply"(%1338, %1335) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1340 = "stablehlo.multiply"(%1339, %686) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1341 = "stablehlo.add"(%1336, %1340) : (tensor<4x8x128xf32>, tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %1342 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1343 = "stablehlo.reduce"(%1341, %1342) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg208: tensor<f32>, %arg209: tensor<f32>):
      %1630 = "stablehlo.add"(%arg208, %arg209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1630) : (tensor<f32>) -> ()
    }) : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1344 = "stablehlo.reshape"(%1343) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1345 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1346 = "stablehlo.reduce"(%1344, %1345) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg206: tensor<f32>, %arg207: tensor<f32>):
      %1629 = "stablehlo.add"(%arg206, %arg207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1629) : (tensor<f32>) -> ()
    }) : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1347 = "stablehlo.dot_general"(%1341, %675) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<4x8x32xf32>) -> tensor<128x32xf32>
    %1348 = "stablehlo.transpose"(%1347) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %1349 = "stablehlo.dot_general"(%1341, %676) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x128xf32>, tensor<32x128xf32>) -> tensor<4x8x32xf32>
    %1350 = "stablehlo.transpose"(%1348) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %1351 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1352 = "stablehlo.reduce"(%1349, %1351) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg204: tensor<f32>, %arg205: tensor<f32>):
      %1628 = "stablehlo.add"(%arg204, %arg205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1628) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1353 = "stablehlo.reshape"(%1352) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1354 = "stablehlo.reshape"(%1353) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1355 = "stablehlo.multiply"(%659, %1349) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1356 = "stablehlo.multiply"(%1349, %671) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1357 = "stablehlo.broadcast_in_dim"(%663) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1358 = "stablehlo.multiply"(%1357, %1355) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1359 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1360 = "stablehlo.reduce"(%1358, %1359) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg202: tensor<f32>, %arg203: tensor<f32>):
      %1627 = "stablehlo.add"(%arg202, %arg203) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1627) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1361 = "stablehlo.reshape"(%1360) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1362 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1363 = "stablehlo.multiply"(%1355, %1362) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1364 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1365 = "stablehlo.reduce"(%1363, %1364) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
      %1626 = "stablehlo.add"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1626) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1366 = "stablehlo.reshape"(%1365) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1367 = "stablehlo.reshape"(%1361) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1368 = "stablehlo.multiply"(%1366, %667) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1369 = "stablehlo.negate"(%1356) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1370 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1371 = "stablehlo.reduce"(%1369, %1370) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg198: tensor<f32>, %arg199: tensor<f32>):
      %1625 = "stablehlo.add"(%arg198, %arg199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1625) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1372 = "stablehlo.reshape"(%1371) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1373 = "stablehlo.add"(%1309, %1356) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1374 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1375 = "stablehlo.reduce"(%1368, %1374) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
      %1624 = "stablehlo.add"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1624) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1376 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1377 = "stablehlo.reduce"(%1372, %1376) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg194: tensor<f32>, %arg195: tensor<f32>):
      %1623 = "stablehlo.add"(%arg194, %arg195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1623) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1378 = "stablehlo.multiply"(%1375, %655) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1379 = "stablehlo.negate"(%1378) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1380 = "stablehlo.multiply"(%1379, %636) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1381 = "stablehlo.add"(%1377, %1380) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1382 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1383 = "stablehlo.broadcast_in_dim"(%1382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1384 = "stablehlo.divide"(%1378, %1383) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1385 = "stablehlo.broadcast_in_dim"(%1384) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1386 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1387 = "stablehlo.broadcast_in_dim"(%1386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1388 = "stablehlo.divide"(%1381, %1387) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1389 = "stablehlo.broadcast_in_dim"(%1388) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1390 = "stablehlo.add"(%1373, %1389) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1391 = "stablehlo.multiply"(%1385, %622) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1392 = "stablehlo.add"(%1390, %1391) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1393 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1394 = "stablehlo.broadcast_in_dim"(%1393) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %1395 = "stablehlo.select"(%611, %1392, %1394) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1396 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1397 = "stablehlo.broadcast_in_dim"(%1396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %1398 = "stablehlo.divide"(%1395, %1397) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1399 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1400 = "stablehlo.reduce"(%1398, %1399) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg192: tensor<f32>, %arg193: tensor<f32>):
      %1622 = "stablehlo.add"(%arg192, %arg193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1622) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1401 = "stablehlo.reshape"(%1400) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1402 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1403 = "stablehlo.reduce"(%1401, %1402) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg190: tensor<f32>, %arg191: tensor<f32>):
      %1621 = "stablehlo.add"(%arg190, %arg191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1621) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1404 = "stablehlo.dot_general"(%1398, %602) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %1405 = "stablehlo.transpose"(%1404) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1406 = "stablehlo.dot_general"(%1398, %603) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %1407 = "stablehlo.transpose"(%1405) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1408 = "stablehlo.reshape"(%1406) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %1409 = "stablehlo.transpose"(%1408) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1410 = "stablehlo.dot_general"(%1409, %542) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1411 = "stablehlo.dot_general"(%1409, %599) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1412 = "stablehlo.transpose"(%1411) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1413 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1414 = "stablehlo.multiply"(%1410, %1413) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1415 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1416 = "stablehlo.multiply"(%1414, %1415) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1417 = "stablehlo.multiply"(%1416, %582) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1418 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1419 = "stablehlo.reduce"(%1417, %1418) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg188: tensor<f32>, %arg189: tensor<f32>):
      %1620 = "stablehlo.add"(%arg188, %arg189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1620) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1420 = "stablehlo.reshape"(%1419) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %1421 = "stablehlo.negate"(%1420) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %1422 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %1423 = "stablehlo.divide"(%1414, %1422) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1424 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1425 = "stablehlo.reduce"(%1421, %1424) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg186: tensor<f32>, %arg187: tensor<f32>):
      %1619 = "stablehlo.add"(%arg186, %arg187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1619) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %1426 = "stablehlo.broadcast_in_dim"(%1425) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1427 = "stablehlo.add"(%1423, %1426) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1428 = "stablehlo.multiply"(%1427, %582) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1429 = "stablehlo.dot_general"(%1428, %570) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1430 = "stablehlo.transpose"(%1429) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1431 = "stablehlo.dot_general"(%1428, %541) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %1432 = "stablehlo.transpose"(%1431) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %1433 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %1434 = "stablehlo.divide"(%1432, %1433) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %1435 = "stablehlo.reshape"(%1412) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1436 = "stablehlo.reshape"(%1430) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1437 = "stablehlo.reshape"(%1434) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %1438 = "stablehlo.concatenate"(%1437, %1436, %1435) <{dimension = 2 : i64}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x96xf32>
    %1439 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1440 = "stablehlo.reduce"(%1438, %1439) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
      %1618 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1618) : (tensor<f32>) -> ()
    }) : (tensor<4x8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1441 = "stablehlo.reshape"(%1440) : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %1442 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1443 = "stablehlo.reduce"(%1441, %1442) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
      %1617 = "stablehlo.add"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1617) : (tensor<f32>) -> ()
    }) : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1444 = "stablehlo.dot_general"(%1438, %523) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x96xf32>, tensor<4x8x32xf32>) -> tensor<96x32xf32>
    %1445 = "stablehlo.transpose"(%1444) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %1446 = "stablehlo.dot_general"(%1438, %532) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x96xf32>, tensor<32x96xf32>) -> tensor<4x8x32xf32>
    %1447 = "stablehlo.transpose"(%1445) <{permutation = array<i64: 1, 0>}> : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %1448 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1449 = "stablehlo.reduce"(%1446, %1448) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
      %1616 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1616) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1450 = "stablehlo.reshape"(%1449) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1451 = "stablehlo.reshape"(%1450) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1452 = "stablehlo.multiply"(%507, %1446) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1453 = "stablehlo.multiply"(%1446, %519) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1454 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %1455 = "stablehlo.multiply"(%1454, %1452) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1456 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1457 = "stablehlo.reduce"(%1455, %1456) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg178: tensor<f32>, %arg179: tensor<f32>):
      %1615 = "stablehlo.add"(%arg178, %arg179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1615) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1458 = "stablehlo.reshape"(%1457) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1459 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %1460 = "stablehlo.multiply"(%1452, %1459) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1461 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1462 = "stablehlo.reduce"(%1460, %1461) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg176: tensor<f32>, %arg177: tensor<f32>):
      %1614 = "stablehlo.add"(%arg176, %arg177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1614) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1463 = "stablehlo.reshape"(%1462) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1464 = "stablehlo.reshape"(%1458) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1465 = "stablehlo.multiply"(%1463, %515) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1466 = "stablehlo.negate"(%1453) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1467 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1468 = "stablehlo.reduce"(%1466, %1467) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg174: tensor<f32>, %arg175: tensor<f32>):
      %1613 = "stablehlo.add"(%arg174, %arg175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1613) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1469 = "stablehlo.reshape"(%1468) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %1470 = "stablehlo.add"(%1392, %1453) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1471 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1472 = "stablehlo.reduce"(%1465, %1471) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg172: tensor<f32>, %arg173: tensor<f32>):
      %1612 = "stablehlo.add"(%arg172, %arg173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1612) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1473 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1474 = "stablehlo.reduce"(%1469, %1473) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg170: tensor<f32>, %arg171: tensor<f32>):
      %1611 = "stablehlo.add"(%arg170, %arg171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1611) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1475 = "stablehlo.multiply"(%1472, %503) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1476 = "stablehlo.negate"(%1475) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1477 = "stablehlo.multiply"(%1476, %484) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1478 = "stablehlo.add"(%1474, %1477) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1479 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1480 = "stablehlo.broadcast_in_dim"(%1479) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1481 = "stablehlo.divide"(%1475, %1480) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1482 = "stablehlo.broadcast_in_dim"(%1481) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1483 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1484 = "stablehlo.broadcast_in_dim"(%1483) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1485 = "stablehlo.divide"(%1478, %1484) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1486 = "stablehlo.broadcast_in_dim"(%1485) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %1487 = "stablehlo.add"(%1470, %1486) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1488 = "stablehlo.multiply"(%1482, %470) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1489 = "stablehlo.add"(%1487, %1488) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1490 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1491 = "stablehlo.broadcast_in_dim"(%1490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %1492 = "stablehlo.select"(%460, %1489, %1491) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1493 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1494 = "stablehlo.broadcast_in_dim"(%1493) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %1495 = "stablehlo.divide"(%1492, %1494) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %1496 = "func.call"(%455#1, %1495) <{callee = @_take_11}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<8x32xf32>
    %1497 = "func.call"(%454#1, %1495) <{callee = @_take_12}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %1498 = "stablehlo.add"(%1088, %1497) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1499 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1500 = "stablehlo.broadcast_in_dim"(%1499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
    %1501 = "stablehlo.multiply"(%1500, %1443) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1502 = "stablehlo.subtract"(%arg140, %1501) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1503 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1504 = "stablehlo.broadcast_in_dim"(%1503) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96x32xf32>
    %1505 = "stablehlo.multiply"(%1504, %1447) : (tensor<96x32xf32>, tensor<96x32xf32>) -> tensor<96x32xf32>
    %1506 = "stablehlo.subtract"(%arg141, %1505) : (tensor<96x32xf32>, tensor<96x32xf32>) -> tensor<96x32xf32>
    %1507 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1508 = "stablehlo.broadcast_in_dim"(%1507) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1509 = "stablehlo.multiply"(%1508, %1403) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1510 = "stablehlo.subtract"(%arg142, %1509) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1511 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1512 = "stablehlo.broadcast_in_dim"(%1511) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1513 = "stablehlo.multiply"(%1512, %1407) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1514 = "stablehlo.subtract"(%arg143, %1513) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1515 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1516 = "stablehlo.broadcast_in_dim"(%1515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1517 = "stablehlo.multiply"(%1516, %1451) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1518 = "stablehlo.subtract"(%arg144, %1517) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1519 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1520 = "stablehlo.broadcast_in_dim"(%1519) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1521 = "stablehlo.multiply"(%1520, %1464) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1522 = "stablehlo.subtract"(%arg145, %1521) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1523 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1524 = "stablehlo.broadcast_in_dim"(%1523) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1525 = "stablehlo.multiply"(%1524, %1354) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1526 = "stablehlo.subtract"(%arg146, %1525) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1527 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1528 = "stablehlo.broadcast_in_dim"(%1527) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1529 = "stablehlo.multiply"(%1528, %1367) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1530 = "stablehlo.subtract"(%arg147, %1529) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1531 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1532 = "stablehlo.broadcast_in_dim"(%1531) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1533 = "stablehlo.multiply"(%1532, %1346) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1534 = "stablehlo.subtract"(%arg148, %1533) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1535 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1536 = "stablehlo.broadcast_in_dim"(%1535) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1537 = "stablehlo.multiply"(%1536, %1350) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1538 = "stablehlo.subtract"(%arg149, %1537) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1539 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1540 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1541 = "stablehlo.multiply"(%1540, %1320) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1542 = "stablehlo.subtract"(%arg150, %1541) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1543 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1544 = "stablehlo.broadcast_in_dim"(%1543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1545 = "stablehlo.multiply"(%1544, %1324) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1546 = "stablehlo.subtract"(%arg151, %1545) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1547 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1548 = "stablehlo.broadcast_in_dim"(%1547) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
    %1549 = "stablehlo.multiply"(%1548, %1263) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1550 = "stablehlo.subtract"(%arg152, %1549) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1551 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1552 = "stablehlo.broadcast_in_dim"(%1551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96x32xf32>
    %1553 = "stablehlo.multiply"(%1552, %1267) : (tensor<96x32xf32>, tensor<96x32xf32>) -> tensor<96x32xf32>
    %1554 = "stablehlo.subtract"(%arg153, %1553) : (tensor<96x32xf32>, tensor<96x32xf32>) -> tensor<96x32xf32>
    %1555 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1556 = "stablehlo.broadcast_in_dim"(%1555) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1557 = "stablehlo.multiply"(%1556, %1223) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1558 = "stablehlo.subtract"(%arg154, %1557) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1559 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1560 = "stablehlo.broadcast_in_dim"(%1559) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1561 = "stablehlo.multiply"(%1560, %1227) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1562 = "stablehlo.subtract"(%arg155, %1561) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1563 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1564 = "stablehlo.broadcast_in_dim"(%1563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1565 = "stablehlo.multiply"(%1564, %1271) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1566 = "stablehlo.subtract"(%arg156, %1565) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1567 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1568 = "stablehlo.broadcast_in_dim"(%1567) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1569 = "stablehlo.multiply"(%1568, %1284) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1570 = "stablehlo.subtract"(%arg157, %1569) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1571 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1572 = "stablehlo.broadcast_in_dim"(%1571) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1573 = "stablehlo.multiply"(%1572, %1174) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1574 = "stablehlo.subtract"(%arg158, %1573) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1575 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1576 = "stablehlo.broadcast_in_dim"(%1575) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1577 = "stablehlo.multiply"(%1576, %1187) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1578 = "stablehlo.subtract"(%arg159, %1577) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1579 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1580 = "stablehlo.broadcast_in_dim"(%1579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1581 = "stablehlo.multiply"(%1580, %1166) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1582 = "stablehlo.subtract"(%arg160, %1581) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1583 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1584 = "stablehlo.broadcast_in_dim"(%1583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1585 = "stablehlo.multiply"(%1584, %1170) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1586 = "stablehlo.subtract"(%arg161, %1585) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1587 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1588 = "stablehlo.broadcast_in_dim"(%1587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1589 = "stablehlo.multiply"(%1588, %1140) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1590 = "stablehlo.subtract"(%arg162, %1589) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1591 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1592 = "stablehlo.broadcast_in_dim"(%1591) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1593 = "stablehlo.multiply"(%1592, %1144) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1594 = "stablehlo.subtract"(%arg163, %1593) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1595 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1596 = "stablehlo.broadcast_in_dim"(%1595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1597 = "stablehlo.multiply"(%1596, %1092) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1598 = "stablehlo.subtract"(%arg164, %1597) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1599 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1600 = "stablehlo.broadcast_in_dim"(%1599) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1601 = "stablehlo.multiply"(%1600, %1105) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1602 = "stablehlo.subtract"(%arg165, %1601) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1603 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1604 = "stablehlo.broadcast_in_dim"(%1603) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %1605 = "stablehlo.multiply"(%1604, %1496) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1606 = "stablehlo.subtract"(%arg166, %1605) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1607 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1608 = "stablehlo.broadcast_in_dim"(%1607) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1609 = "stablehlo.multiply"(%1608, %1498) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1610 = "stablehlo.subtract"(%arg167, %1609) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    "func.return"(%1065, %1502, %1506, %1510, %1514, %1518, %1522, %1526, %1530, %1534, %1538, %1542, %1546, %1550, %1554, %1558, %1562, %1566, %1570, %1574, %1578, %1582, %1586, %1590, %1594, %1598, %1602, %1606, %1610) : (tensor<f32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<64x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg136: tensor<64x32xf32>, %arg137: tensor<4x8xi32>):
    %424 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %426 = "stablehlo.compare"(%arg137, %425) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %427 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %429 = "stablehlo.add"(%arg137, %428) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %430 = "func.call"(%426, %429, %arg137) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %432 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %433 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %435 = "stablehlo.compare"(%431, %434) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %436 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %438 = "stablehlo.compare"(%431, %437) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %439 = "stablehlo.and"(%435, %438) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %440 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %441 = "stablehlo.reduce"(%439, %440) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg138: tensor<i1>, %arg139: tensor<i1>):
      %447 = "stablehlo.and"(%arg138, %arg139) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%447) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %442 = "stablehlo.gather"(%arg136, %431) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %443 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %444 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %446 = "stablehlo.select"(%443, %442, %445) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%446, %431) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg133: tensor<4x8xi1>, %arg134: tensor<4x8xi32>, %arg135: tensor<4x8xi32>):
    %423 = "stablehlo.select"(%arg133, %arg134, %arg135) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%423) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg129: tensor<8x32xf32>, %arg130: tensor<4x8xi32>):
    %399 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %401 = "stablehlo.compare"(%arg130, %400) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %402 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %404 = "stablehlo.add"(%arg130, %403) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %405 = "func.call"(%401, %404, %arg130) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %407 = "stablehlo.constant"() <{value = dense<7> : tensor<1xi32>}> : () -> tensor<1xi32>
    %408 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %410 = "stablehlo.compare"(%406, %409) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %411 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %413 = "stablehlo.compare"(%406, %412) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %414 = "stablehlo.and"(%410, %413) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %415 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %416 = "stablehlo.reduce"(%414, %415) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg131: tensor<i1>, %arg132: tensor<i1>):
      %422 = "stablehlo.and"(%arg131, %arg132) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%422) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %417 = "stablehlo.gather"(%arg129, %406) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<8x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %418 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %419 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %421 = "stablehlo.select"(%418, %417, %420) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%421, %406) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>, res_attrs = [{}], sym_name = "_threefry_fold_in", sym_visibility = "private"}> ({
  ^bb0(%arg127: tensor<2xui32>, %arg128: tensor<ui32>):
    %384 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %385 = "stablehlo.shift_right_logical"(%arg128, %384) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %387 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %388 = "stablehlo.and"(%arg128, %387) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %390 = "stablehlo.concatenate"(%386, %389) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %391 = "stablehlo.slice"(%arg127) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %392 = "stablehlo.reshape"(%391) : (tensor<1xui32>) -> tensor<ui32>
    %393 = "stablehlo.slice"(%arg127) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %394 = "stablehlo.reshape"(%393) : (tensor<1xui32>) -> tensor<ui32>
    %395 = "stablehlo.slice"(%390) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %396 = "stablehlo.slice"(%390) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %397:2 = "func.call"(%392, %394, %395, %396) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %398 = "stablehlo.concatenate"(%397#0, %397#1) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    "func.return"(%398) : (tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg105: tensor<ui32>, %arg106: tensor<ui32>, %arg107: tensor<1xui32>, %arg108: tensor<1xui32>):
    %367 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %368 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %369 = "stablehlo.xor"(%arg105, %arg106) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %370 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %371 = "stablehlo.xor"(%369, %370) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %372 = "stablehlo.broadcast_in_dim"(%arg105) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %373 = "stablehlo.add"(%arg107, %372) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %374 = "stablehlo.broadcast_in_dim"(%arg106) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %375 = "stablehlo.add"(%arg108, %374) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %376 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %377 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %378:9 = "stablehlo.while"(%377, %376, %373, %375, %arg106, %371, %arg105, %367, %368) ({
    ^bb0(%arg118: tensor<i32>, %arg119: tensor<i32>, %arg120: tensor<1xui32>, %arg121: tensor<1xui32>, %arg122: tensor<ui32>, %arg123: tensor<ui32>, %arg124: tensor<ui32>, %arg125: tensor<4xui32>, %arg126: tensor<4xui32>):
      %382 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %383 = "stablehlo.compare"(%arg118, %382) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%383) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg109: tensor<i32>, %arg110: tensor<i32>, %arg111: tensor<1xui32>, %arg112: tensor<1xui32>, %arg113: tensor<ui32>, %arg114: tensor<ui32>, %arg115: tensor<ui32>, %arg116: tensor<4xui32>, %arg117: tensor<4xui32>):
      %379:8 = "func.call"(%arg110, %arg111, %arg112, %arg113, %arg114, %arg115, %arg116, %arg117) <{callee = @closed_call}> : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %380 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %381 = "stablehlo.add"(%arg109, %380) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%381, %379#0, %379#1, %379#2, %379#3, %379#4, %379#5, %379#6, %379#7) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%378#2, %378#3) : (tensor<1xui32>, tensor<1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg97: tensor<i32>, %arg98: tensor<1xui32>, %arg99: tensor<1xui32>, %arg100: tensor<ui32>, %arg101: tensor<ui32>, %arg102: tensor<ui32>, %arg103: tensor<4xui32>, %arg104: tensor<4xui32>):
    %312 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %313 = "stablehlo.add"(%arg97, %312) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %314 = "stablehlo.slice"(%arg103) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %315 = "stablehlo.reshape"(%314) : (tensor<1xui32>) -> tensor<ui32>
    %316 = "stablehlo.add"(%arg98, %arg99) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %317 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %318 = "stablehlo.shift_left"(%arg99, %317) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %319 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %320 = "stablehlo.subtract"(%319, %315) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %322 = "stablehlo.shift_right_logical"(%arg99, %321) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %323 = "stablehlo.or"(%318, %322) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %324 = "stablehlo.xor"(%316, %323) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %325 = "stablehlo.slice"(%arg103) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %326 = "stablehlo.reshape"(%325) : (tensor<1xui32>) -> tensor<ui32>
    %327 = "stablehlo.add"(%316, %324) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %328 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %329 = "stablehlo.shift_left"(%324, %328) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %330 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %331 = "stablehlo.subtract"(%330, %326) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %332 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %333 = "stablehlo.shift_right_logical"(%324, %332) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %334 = "stablehlo.or"(%329, %333) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %335 = "stablehlo.xor"(%327, %334) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %336 = "stablehlo.slice"(%arg103) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %337 = "stablehlo.reshape"(%336) : (tensor<1xui32>) -> tensor<ui32>
    %338 = "stablehlo.add"(%327, %335) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %339 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %340 = "stablehlo.shift_left"(%335, %339) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %341 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %342 = "stablehlo.subtract"(%341, %337) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %344 = "stablehlo.shift_right_logical"(%335, %343) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %345 = "stablehlo.or"(%340, %344) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %346 = "stablehlo.xor"(%338, %345) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %347 = "stablehlo.slice"(%arg103) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %348 = "stablehlo.reshape"(%347) : (tensor<1xui32>) -> tensor<ui32>
    %349 = "stablehlo.add"(%338, %346) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %350 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %351 = "stablehlo.shift_left"(%346, %350) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %352 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %353 = "stablehlo.subtract"(%352, %348) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %355 = "stablehlo.shift_right_logical"(%346, %354) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %356 = "stablehlo.or"(%351, %355) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %357 = "stablehlo.xor"(%349, %356) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %358 = "stablehlo.broadcast_in_dim"(%arg100) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %359 = "stablehlo.add"(%349, %358) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %360 = "stablehlo.broadcast_in_dim"(%arg101) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %361 = "stablehlo.add"(%357, %360) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %362 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %363 = "stablehlo.add"(%arg97, %362) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %364 = "stablehlo.convert"(%363) : (tensor<i32>) -> tensor<ui32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %366 = "stablehlo.add"(%361, %365) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "func.return"(%313, %359, %366, %arg101, %arg102, %arg100, %arg104, %arg103) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<4x8x32xi1>, res_attrs = [{}], sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg95: tensor<2xui32>, %arg96: tensor<f32>):
    %307 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %308 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %309 = "func.call"(%arg95, %307, %308) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x8x32xf32>
    %310 = "stablehlo.broadcast_in_dim"(%arg96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %311 = "stablehlo.compare"(%309, %310) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xi1>
    "func.return"(%311) : (tensor<4x8x32xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x8x32xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg92: tensor<2xui32>, %arg93: tensor<f32>, %arg94: tensor<f32>):
    %261 = "stablehlo.convert"(%arg93) : (tensor<f32>) -> tensor<f32>
    %262 = "stablehlo.convert"(%arg94) : (tensor<f32>) -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %264 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %265 = "stablehlo.slice"(%arg92) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %266 = "stablehlo.reshape"(%265) : (tensor<1xui32>) -> tensor<ui32>
    %267 = "stablehlo.slice"(%arg92) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %268 = "stablehlo.reshape"(%267) : (tensor<1xui32>) -> tensor<ui32>
    %269 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x8x32xui64>
    %270 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x8x32xui64>
    %271 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<4x8x32xui64>
    %272 = "stablehlo.constant"() <{value = dense<256> : tensor<ui64>}> : () -> tensor<ui64>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x8x32xui64>
    %274 = "stablehlo.multiply"(%273, %269) : (tensor<4x8x32xui64>, tensor<4x8x32xui64>) -> tensor<4x8x32xui64>
    %275 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x8x32xui64>
    %277 = "stablehlo.multiply"(%276, %270) : (tensor<4x8x32xui64>, tensor<4x8x32xui64>) -> tensor<4x8x32xui64>
    %278 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x8x32xui64>
    %280 = "stablehlo.multiply"(%279, %271) : (tensor<4x8x32xui64>, tensor<4x8x32xui64>) -> tensor<4x8x32xui64>
    %281 = "stablehlo.add"(%274, %277) : (tensor<4x8x32xui64>, tensor<4x8x32xui64>) -> tensor<4x8x32xui64>
    %282 = "stablehlo.add"(%281, %280) : (tensor<4x8x32xui64>, tensor<4x8x32xui64>) -> tensor<4x8x32xui64>
    %283 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x8x32xui64>
    %285 = "stablehlo.shift_right_logical"(%282, %284) : (tensor<4x8x32xui64>, tensor<4x8x32xui64>) -> tensor<4x8x32xui64>
    %286 = "stablehlo.convert"(%282) : (tensor<4x8x32xui64>) -> tensor<4x8x32xui32>
    %287 = "stablehlo.convert"(%285) : (tensor<4x8x32xui64>) -> tensor<4x8x32xui32>
    %288:2 = "func.call"(%266, %268, %287, %286) <{callee = @threefry2x32_1}> : (tensor<ui32>, tensor<ui32>, tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> (tensor<4x8x32xui32>, tensor<4x8x32xui32>)
    %289 = "stablehlo.xor"(%288#0, %288#1) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %290 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %292 = "stablehlo.shift_right_logical"(%289, %291) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %293 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %295 = "stablehlo.or"(%292, %294) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %296 = "stablehlo.bitcast_convert"(%295) : (tensor<4x8x32xui32>) -> tensor<4x8x32xf32>
    %297 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %299 = "stablehlo.subtract"(%296, %298) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %300 = "stablehlo.subtract"(%264, %263) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<4x8x32xf32>
    %302 = "stablehlo.multiply"(%299, %301) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %303 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<4x8x32xf32>
    %304 = "stablehlo.add"(%302, %303) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %305 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<4x8x32xf32>
    %306 = "stablehlo.maximum"(%305, %304) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%306) : (tensor<4x8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> (tensor<4x8x32xui32>, tensor<4x8x32xui32>), sym_name = "threefry2x32_1", sym_visibility = "private"}> ({
  ^bb0(%arg70: tensor<ui32>, %arg71: tensor<ui32>, %arg72: tensor<4x8x32xui32>, %arg73: tensor<4x8x32xui32>):
    %244 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %245 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %246 = "stablehlo.xor"(%arg70, %arg71) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %247 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %248 = "stablehlo.xor"(%246, %247) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %249 = "stablehlo.broadcast_in_dim"(%arg70) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %250 = "stablehlo.add"(%arg72, %249) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %251 = "stablehlo.broadcast_in_dim"(%arg71) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %252 = "stablehlo.add"(%arg73, %251) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %253 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %254 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %255:9 = "stablehlo.while"(%254, %253, %250, %252, %arg71, %248, %arg70, %244, %245) ({
    ^bb0(%arg83: tensor<i32>, %arg84: tensor<i32>, %arg85: tensor<4x8x32xui32>, %arg86: tensor<4x8x32xui32>, %arg87: tensor<ui32>, %arg88: tensor<ui32>, %arg89: tensor<ui32>, %arg90: tensor<4xui32>, %arg91: tensor<4xui32>):
      %259 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %260 = "stablehlo.compare"(%arg83, %259) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%260) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg74: tensor<i32>, %arg75: tensor<i32>, %arg76: tensor<4x8x32xui32>, %arg77: tensor<4x8x32xui32>, %arg78: tensor<ui32>, %arg79: tensor<ui32>, %arg80: tensor<ui32>, %arg81: tensor<4xui32>, %arg82: tensor<4xui32>):
      %256:8 = "func.call"(%arg75, %arg76, %arg77, %arg78, %arg79, %arg80, %arg81, %arg82) <{callee = @closed_call_2}> : (tensor<i32>, tensor<4x8x32xui32>, tensor<4x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x8x32xui32>, tensor<4x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %257 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %258 = "stablehlo.add"(%arg74, %257) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%258, %256#0, %256#1, %256#2, %256#3, %256#4, %256#5, %256#6, %256#7) : (tensor<i32>, tensor<i32>, tensor<4x8x32xui32>, tensor<4x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x8x32xui32>, tensor<4x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4x8x32xui32>, tensor<4x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%255#2, %255#3) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4x8x32xui32>, tensor<4x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x8x32xui32>, tensor<4x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_2", sym_visibility = "private"}> ({
  ^bb0(%arg62: tensor<i32>, %arg63: tensor<4x8x32xui32>, %arg64: tensor<4x8x32xui32>, %arg65: tensor<ui32>, %arg66: tensor<ui32>, %arg67: tensor<ui32>, %arg68: tensor<4xui32>, %arg69: tensor<4xui32>):
    %189 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %190 = "stablehlo.add"(%arg62, %189) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %191 = "stablehlo.slice"(%arg68) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %192 = "stablehlo.reshape"(%191) : (tensor<1xui32>) -> tensor<ui32>
    %193 = "stablehlo.add"(%arg63, %arg64) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %194 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %195 = "stablehlo.shift_left"(%arg64, %194) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %196 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %197 = "stablehlo.subtract"(%196, %192) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %199 = "stablehlo.shift_right_logical"(%arg64, %198) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %200 = "stablehlo.or"(%195, %199) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %201 = "stablehlo.xor"(%193, %200) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %202 = "stablehlo.slice"(%arg68) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %203 = "stablehlo.reshape"(%202) : (tensor<1xui32>) -> tensor<ui32>
    %204 = "stablehlo.add"(%193, %201) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %205 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %206 = "stablehlo.shift_left"(%201, %205) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %207 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %208 = "stablehlo.subtract"(%207, %203) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %210 = "stablehlo.shift_right_logical"(%201, %209) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %211 = "stablehlo.or"(%206, %210) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %212 = "stablehlo.xor"(%204, %211) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %213 = "stablehlo.slice"(%arg68) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %214 = "stablehlo.reshape"(%213) : (tensor<1xui32>) -> tensor<ui32>
    %215 = "stablehlo.add"(%204, %212) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %216 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %217 = "stablehlo.shift_left"(%212, %216) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %218 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %219 = "stablehlo.subtract"(%218, %214) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %221 = "stablehlo.shift_right_logical"(%212, %220) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %222 = "stablehlo.or"(%217, %221) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %223 = "stablehlo.xor"(%215, %222) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %224 = "stablehlo.slice"(%arg68) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %225 = "stablehlo.reshape"(%224) : (tensor<1xui32>) -> tensor<ui32>
    %226 = "stablehlo.add"(%215, %223) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %227 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %228 = "stablehlo.shift_left"(%223, %227) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %229 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %230 = "stablehlo.subtract"(%229, %225) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %232 = "stablehlo.shift_right_logical"(%223, %231) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %233 = "stablehlo.or"(%228, %232) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %234 = "stablehlo.xor"(%226, %233) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %235 = "stablehlo.broadcast_in_dim"(%arg65) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %236 = "stablehlo.add"(%226, %235) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %237 = "stablehlo.broadcast_in_dim"(%arg66) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %238 = "stablehlo.add"(%234, %237) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    %239 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %240 = "stablehlo.add"(%arg62, %239) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %241 = "stablehlo.convert"(%240) : (tensor<i32>) -> tensor<ui32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8x32xui32>
    %243 = "stablehlo.add"(%238, %242) : (tensor<4x8x32xui32>, tensor<4x8x32xui32>) -> tensor<4x8x32xui32>
    "func.return"(%190, %236, %243, %arg66, %arg67, %arg65, %arg69, %arg68) : (tensor<i32>, tensor<4x8x32xui32>, tensor<4x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<1x1x8x8xi1>, res_attrs = [{}], sym_name = "_bernoulli_3", sym_visibility = "private"}> ({
  ^bb0(%arg60: tensor<2xui32>, %arg61: tensor<f32>):
    %184 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %186 = "func.call"(%arg60, %184, %185) <{callee = @_uniform_4}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x8x8xf32>
    %187 = "stablehlo.broadcast_in_dim"(%arg61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %188 = "stablehlo.compare"(%186, %187) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xi1>
    "func.return"(%188) : (tensor<1x1x8x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x8x8xf32>, res_attrs = [{}], sym_name = "_uniform_4", sym_visibility = "private"}> ({
  ^bb0(%arg57: tensor<2xui32>, %arg58: tensor<f32>, %arg59: tensor<f32>):
    %133 = "stablehlo.convert"(%arg58) : (tensor<f32>) -> tensor<f32>
    %134 = "stablehlo.convert"(%arg59) : (tensor<f32>) -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %136 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %137 = "stablehlo.slice"(%arg57) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %138 = "stablehlo.reshape"(%137) : (tensor<1xui32>) -> tensor<ui32>
    %139 = "stablehlo.slice"(%arg57) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %140 = "stablehlo.reshape"(%139) : (tensor<1xui32>) -> tensor<ui32>
    %141 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1x1x8x8xui64>
    %142 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x1x8x8xui64>
    %143 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x8x8xui64>
    %144 = "stablehlo.iota"() <{iota_dimension = 3 : i64}> : () -> tensor<1x1x8x8xui64>
    %145 = "stablehlo.constant"() <{value = dense<64> : tensor<ui64>}> : () -> tensor<ui64>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1x1x8x8xui64>
    %147 = "stablehlo.multiply"(%146, %141) : (tensor<1x1x8x8xui64>, tensor<1x1x8x8xui64>) -> tensor<1x1x8x8xui64>
    %148 = "stablehlo.constant"() <{value = dense<64> : tensor<ui64>}> : () -> tensor<ui64>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1x1x8x8xui64>
    %150 = "stablehlo.multiply"(%149, %142) : (tensor<1x1x8x8xui64>, tensor<1x1x8x8xui64>) -> tensor<1x1x8x8xui64>
    %151 = "stablehlo.constant"() <{value = dense<8> : tensor<ui64>}> : () -> tensor<ui64>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1x1x8x8xui64>
    %153 = "stablehlo.multiply"(%152, %143) : (tensor<1x1x8x8xui64>, tensor<1x1x8x8xui64>) -> tensor<1x1x8x8xui64>
    %154 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1x1x8x8xui64>
    %156 = "stablehlo.multiply"(%155, %144) : (tensor<1x1x8x8xui64>, tensor<1x1x8x8xui64>) -> tensor<1x1x8x8xui64>
    %157 = "stablehlo.add"(%147, %150) : (tensor<1x1x8x8xui64>, tensor<1x1x8x8xui64>) -> tensor<1x1x8x8xui64>
    %158 = "stablehlo.add"(%157, %153) : (tensor<1x1x8x8xui64>, tensor<1x1x8x8xui64>) -> tensor<1x1x8x8xui64>
    %159 = "stablehlo.add"(%158, %156) : (tensor<1x1x8x8xui64>, tensor<1x1x8x8xui64>) -> tensor<1x1x8x8xui64>
    %160 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1x1x8x8xui64>
    %162 = "stablehlo.shift_right_logical"(%159, %161) : (tensor<1x1x8x8xui64>, tensor<1x1x8x8xui64>) -> tensor<1x1x8x8xui64>
    %163 = "stablehlo.convert"(%159) : (tensor<1x1x8x8xui64>) -> tensor<1x1x8x8xui32>
    %164 = "stablehlo.convert"(%162) : (tensor<1x1x8x8xui64>) -> tensor<1x1x8x8xui32>
    %165:2 = "func.call"(%138, %140, %164, %163) <{callee = @threefry2x32_5}> : (tensor<ui32>, tensor<ui32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>)
    %166 = "stablehlo.xor"(%165#0, %165#1) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %167 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %169 = "stablehlo.shift_right_logical"(%166, %168) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %170 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %172 = "stablehlo.or"(%169, %171) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %173 = "stablehlo.bitcast_convert"(%172) : (tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xf32>
    %174 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %176 = "stablehlo.subtract"(%173, %175) : (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %177 = "stablehlo.subtract"(%136, %135) : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<1x1x8x8xf32>
    %179 = "stablehlo.multiply"(%176, %178) : (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %180 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<1x1x8x8xf32>
    %181 = "stablehlo.add"(%179, %180) : (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %182 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<1x1x8x8xf32>
    %183 = "stablehlo.maximum"(%182, %181) : (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32>
    "func.return"(%183) : (tensor<1x1x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>), sym_name = "threefry2x32_5", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<ui32>, %arg36: tensor<ui32>, %arg37: tensor<1x1x8x8xui32>, %arg38: tensor<1x1x8x8xui32>):
    %116 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %117 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %118 = "stablehlo.xor"(%arg35, %arg36) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %119 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %120 = "stablehlo.xor"(%118, %119) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %121 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %122 = "stablehlo.add"(%arg37, %121) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %123 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %124 = "stablehlo.add"(%arg38, %123) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %125 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %126 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %127:9 = "stablehlo.while"(%126, %125, %122, %124, %arg36, %120, %arg35, %116, %117) ({
    ^bb0(%arg48: tensor<i32>, %arg49: tensor<i32>, %arg50: tensor<1x1x8x8xui32>, %arg51: tensor<1x1x8x8xui32>, %arg52: tensor<ui32>, %arg53: tensor<ui32>, %arg54: tensor<ui32>, %arg55: tensor<4xui32>, %arg56: tensor<4xui32>):
      %131 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %132 = "stablehlo.compare"(%arg48, %131) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%132) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg39: tensor<i32>, %arg40: tensor<i32>, %arg41: tensor<1x1x8x8xui32>, %arg42: tensor<1x1x8x8xui32>, %arg43: tensor<ui32>, %arg44: tensor<ui32>, %arg45: tensor<ui32>, %arg46: tensor<4xui32>, %arg47: tensor<4xui32>):
      %128:8 = "func.call"(%arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47) <{callee = @closed_call_6}> : (tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %129 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %130 = "stablehlo.add"(%arg39, %129) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%130, %128#0, %128#1, %128#2, %128#3, %128#4, %128#5, %128#6, %128#7) : (tensor<i32>, tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%127#2, %127#3) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_6", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<i32>, %arg28: tensor<1x1x8x8xui32>, %arg29: tensor<1x1x8x8xui32>, %arg30: tensor<ui32>, %arg31: tensor<ui32>, %arg32: tensor<ui32>, %arg33: tensor<4xui32>, %arg34: tensor<4xui32>):
    %61 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.add"(%arg27, %61) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %63 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %64 = "stablehlo.reshape"(%63) : (tensor<1xui32>) -> tensor<ui32>
    %65 = "stablehlo.add"(%arg28, %arg29) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %66 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %67 = "stablehlo.shift_left"(%arg29, %66) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %68 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %69 = "stablehlo.subtract"(%68, %64) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %71 = "stablehlo.shift_right_logical"(%arg29, %70) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %72 = "stablehlo.or"(%67, %71) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %73 = "stablehlo.xor"(%65, %72) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %74 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1xui32>) -> tensor<ui32>
    %76 = "stablehlo.add"(%65, %73) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %77 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %78 = "stablehlo.shift_left"(%73, %77) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %79 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %80 = "stablehlo.subtract"(%79, %75) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %82 = "stablehlo.shift_right_logical"(%73, %81) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %83 = "stablehlo.or"(%78, %82) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %84 = "stablehlo.xor"(%76, %83) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %85 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %86 = "stablehlo.reshape"(%85) : (tensor<1xui32>) -> tensor<ui32>
    %87 = "stablehlo.add"(%76, %84) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %88 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %89 = "stablehlo.shift_left"(%84, %88) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %90 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %91 = "stablehlo.subtract"(%90, %86) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %93 = "stablehlo.shift_right_logical"(%84, %92) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %94 = "stablehlo.or"(%89, %93) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %95 = "stablehlo.xor"(%87, %94) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %96 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %97 = "stablehlo.reshape"(%96) : (tensor<1xui32>) -> tensor<ui32>
    %98 = "stablehlo.add"(%87, %95) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %99 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %100 = "stablehlo.shift_left"(%95, %99) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %101 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %102 = "stablehlo.subtract"(%101, %97) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %104 = "stablehlo.shift_right_logical"(%95, %103) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %105 = "stablehlo.or"(%100, %104) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %106 = "stablehlo.xor"(%98, %105) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %107 = "stablehlo.broadcast_in_dim"(%arg30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %108 = "stablehlo.add"(%98, %107) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %109 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %110 = "stablehlo.add"(%106, %109) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    %111 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %112 = "stablehlo.add"(%arg27, %111) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %113 = "stablehlo.convert"(%112) : (tensor<i32>) -> tensor<ui32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %115 = "stablehlo.add"(%110, %114) : (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xui32>
    "func.return"(%62, %108, %115, %arg31, %arg32, %arg30, %arg34, %arg33) : (tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_7", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x7x1xf32>, %arg20: tensor<i32>):
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.compare"(%arg20, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.add"(%arg20, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "func.call"(%18, %20, %arg20) <{callee = @_where_8}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<i1>, %arg17: tensor<i32>, %arg18: tensor<i32>):
    %16 = "stablehlo.select"(%arg16, %arg17, %arg18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%16) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>, res_attrs = [{}], sym_name = "_take_9", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_10", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<8x32xf32>, res_attrs = [{}], sym_name = "_take_11", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>, res_attrs = [{}], sym_name = "_take_12", sym_visibility = "private"}> ({
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
