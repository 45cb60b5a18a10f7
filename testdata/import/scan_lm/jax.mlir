"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<64x32xf32>, tensor<4x128x32xf32>, tensor<4x32x32xf32>, tensor<4x32x96xf32>, tensor<4x32x128xf32>, tensor<4x16xi32>, tensor<4x16xi32>) -> (tensor<f32>, tensor<64x32xf32>, tensor<4x128x32xf32>, tensor<4x32x32xf32>, tensor<4x32x96xf32>, tensor<4x32x128xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers']['down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}, {}]>}, {jax.result_info = "result[1]['layers']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}, {}]>}, {jax.result_info = "result[1]['layers']['qkv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"tp"}]>}, {jax.result_info = "result[1]['layers']['up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg117: tensor<64x32xf32>, %arg118: tensor<4x128x32xf32>, %arg119: tensor<4x32x32xf32>, %arg120: tensor<4x32x96xf32>, %arg121: tensor<4x32x128xf32>, %arg122: tensor<4x16xi32>, %arg123: tensor<4x16xi32>):
    %487 = "stablehlo.constant"() <{value = dense<"0x01000000000000000000000000000000010100000000000000000000000000000101010000000000000000000000000001010101000000000000000000000000010101010100000000000000000000000101010101010000000000000000000001010101010101000000000000000000010101010101010100000000000000000101010101010101010000000000000001010101010101010101000000000000010101010101010101010100000000000101010101010101010101010000000001010101010101010101010101000000010101010101010101010101010100000101010101010101010101010101010001010101010101010101010101010101"> : tensor<16x16xi1>}> : () -> tensor<16x16xi1>
    %488 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16xi32>
    %490 = "stablehlo.compare"(%arg122, %489) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %491 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16xi32>
    %493 = "stablehlo.add"(%arg122, %492) : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %494 = "stablehlo.select"(%490, %493, %arg122) : (tensor<4x16xi1>, tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %496 = "stablehlo.gather"(%arg117, %495) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x16x1xi32>) -> tensor<4x16x32xf32>
    %497 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %498:2 = "func.call"(%487, %497) <{callee = @_where}> : (tensor<16x16xi1>, tensor<f32>) -> (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>)
    %499 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x32xf32>
    %501 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %502:9 = "stablehlo.while"(%arg118, %arg119, %arg120, %arg121, %498#0, %498#1, %501, %496, %500) ({
    ^bb0(%arg175: tensor<4x128x32xf32>, %arg176: tensor<4x32x32xf32>, %arg177: tensor<4x32x96xf32>, %arg178: tensor<4x32x128xf32>, %arg179: tensor<4x4x16x16xi1>, %arg180: tensor<4x4x16x16xf32>, %arg181: tensor<i32>, %arg182: tensor<4x16x32xf32>, %arg183: tensor<4x4x16x32xf32>):
      %654 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %655 = "stablehlo.compare"(%arg181, %654) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%655) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg166: tensor<4x128x32xf32>, %arg167: tensor<4x32x32xf32>, %arg168: tensor<4x32x96xf32>, %arg169: tensor<4x32x128xf32>, %arg170: tensor<4x4x16x16xi1>, %arg171: tensor<4x4x16x16xf32>, %arg172: tensor<i32>, %arg173: tensor<4x16x32xf32>, %arg174: tensor<4x4x16x32xf32>):
      %646 = "func.call"(%arg166, %arg172) <{callee = @dynamic_index_in_dim}> : (tensor<4x128x32xf32>, tensor<i32>) -> tensor<128x32xf32>
      %647 = "func.call"(%arg167, %arg172) <{callee = @dynamic_index_in_dim_0}> : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %648 = "func.call"(%arg168, %arg172) <{callee = @dynamic_index_in_dim_1}> : (tensor<4x32x96xf32>, tensor<i32>) -> tensor<32x96xf32>
      %649 = "func.call"(%arg169, %arg172) <{callee = @dynamic_index_in_dim_2}> : (tensor<4x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
      %650:2 = "func.call"(%arg170, %arg171, %arg173, %646, %647, %648, %649) <{callee = @closed_call}> : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>, tensor<4x16x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32x128xf32>) -> (tensor<4x16x32xf32>, tensor<4x16x32xf32>)
      %651 = "func.call"(%arg174, %650#1, %arg172) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x4x16x32xf32>, tensor<4x16x32xf32>, tensor<i32>) -> tensor<4x4x16x32xf32>
      %652 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %653 = "stablehlo.add"(%arg172, %652) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg166, %arg167, %arg168, %arg169, %arg170, %arg171, %653, %650#0, %651) : (tensor<4x128x32xf32>, tensor<4x32x32xf32>, tensor<4x32x96xf32>, tensor<4x32x128xf32>, tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>, tensor<i32>, tensor<4x16x32xf32>, tensor<4x4x16x32xf32>) -> ()
    }) : (tensor<4x128x32xf32>, tensor<4x32x32xf32>, tensor<4x32x96xf32>, tensor<4x32x128xf32>, tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>, tensor<i32>, tensor<4x16x32xf32>, tensor<4x4x16x32xf32>) -> (tensor<4x128x32xf32>, tensor<4x32x32xf32>, tensor<4x32x96xf32>, tensor<4x32x128xf32>, tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>, tensor<i32>, tensor<4x16x32xf32>, tensor<4x4x16x32xf32>)
    %503 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %504 = "stablehlo.reduce"(%502#7, %503) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
      %645 = "stablehlo.add"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%645) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %505 = "stablehlo.broadcast_in_dim"(%504) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %506 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %507 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %508 = "stablehlo.divide"(%505, %507) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %510 = "stablehlo.subtract"(%502#7, %509) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %511 = "stablehlo.multiply"(%510, %510) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %512 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %514 = "stablehlo.multiply"(%513, %510) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %515 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %516 = "stablehlo.reduce"(%511, %515) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
      %644 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%644) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %518 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %519 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %520 = "stablehlo.divide"(%517, %519) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %521 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %522 = "stablehlo.subtract"(%502#7, %521) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %523 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %525 = "stablehlo.add"(%520, %524) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %526 = "stablehlo.rsqrt"(%525) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %527 = "stablehlo.divide"(%526, %525) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %528 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %530 = "stablehlo.multiply"(%529, %527) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %531 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %532 = "stablehlo.multiply"(%522, %531) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %533 = "stablehlo.transpose"(%arg117) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %534 = "stablehlo.dot_general"(%532, %533) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %535:3 = "func.call"(%534) <{callee = @log_softmax}> : (tensor<4x16x64xf32>) -> (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x1xf32>)
    %536 = "stablehlo.broadcast_in_dim"(%arg123) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %537:2 = "func.call"(%535#0, %536) <{callee = @take_along_axis}> : (tensor<4x16x64xf32>, tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>)
    %538 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %539 = "stablehlo.reduce"(%537#0, %538) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
      %643 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%643) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<f32>
    %540 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %541 = "stablehlo.divide"(%539, %540) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %542 = "stablehlo.negate"(%541) : (tensor<f32>) -> tensor<f32>
    %543 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.negate"(%543) : (tensor<f32>) -> tensor<f32>
    %545 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %546 = "stablehlo.divide"(%544, %545) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %548 = "func.call"(%537#1, %547) <{callee = @take_along_axis_4}> : (tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %549 = "func.call"(%535#1, %535#2, %548) <{callee = @log_softmax_5}> : (tensor<4x16x64xf32>, tensor<4x16x1xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %550 = "stablehlo.dot_general"(%549, %532) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x64xf32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %551 = "stablehlo.transpose"(%550) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %552 = "stablehlo.dot_general"(%549, %533) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x64xf32>, tensor<32x64xf32>) -> tensor<4x16x32xf32>
    %553 = "stablehlo.transpose"(%551) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %554 = "stablehlo.multiply"(%522, %552) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %555 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %556 = "stablehlo.reduce"(%554, %555) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
      %642 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%642) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %557 = "stablehlo.reshape"(%556) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %558 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %559 = "stablehlo.multiply"(%552, %558) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %560 = "stablehlo.multiply"(%557, %530) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %561 = "stablehlo.negate"(%559) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %562 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %563 = "stablehlo.reduce"(%561, %562) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
      %641 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%641) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %564 = "stablehlo.reshape"(%563) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %565 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %567 = "stablehlo.divide"(%560, %566) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %568 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %569 = "stablehlo.reduce"(%567, %568) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
      %640 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%640) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %571 = "stablehlo.multiply"(%570, %514) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %572 = "stablehlo.negate"(%571) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %573 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %574 = "stablehlo.reduce"(%572, %573) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
      %639 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%639) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %575 = "stablehlo.reshape"(%574) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %576 = "stablehlo.add"(%559, %571) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %577 = "stablehlo.add"(%564, %575) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %578 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %580 = "stablehlo.divide"(%577, %579) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %581 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %582 = "stablehlo.reduce"(%580, %581) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %638 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%638) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %583 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %584 = "stablehlo.add"(%576, %583) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %585 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %586 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x128x32xf32>
    %587 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32x32xf32>
    %589 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32x96xf32>
    %591 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %592 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32x128xf32>
    %593 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %594:12 = "stablehlo.while"(%502#8, %arg118, %arg119, %arg120, %arg121, %487, %593, %584, %586, %588, %590, %592) ({
    ^bb0(%arg138: tensor<4x4x16x32xf32>, %arg139: tensor<4x128x32xf32>, %arg140: tensor<4x32x32xf32>, %arg141: tensor<4x32x96xf32>, %arg142: tensor<4x32x128xf32>, %arg143: tensor<16x16xi1>, %arg144: tensor<i32>, %arg145: tensor<4x16x32xf32>, %arg146: tensor<4x128x32xf32>, %arg147: tensor<4x32x32xf32>, %arg148: tensor<4x32x96xf32>, %arg149: tensor<4x32x128xf32>):
      %636 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %637 = "stablehlo.compare"(%arg144, %636) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%637) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg126: tensor<4x4x16x32xf32>, %arg127: tensor<4x128x32xf32>, %arg128: tensor<4x32x32xf32>, %arg129: tensor<4x32x96xf32>, %arg130: tensor<4x32x128xf32>, %arg131: tensor<16x16xi1>, %arg132: tensor<i32>, %arg133: tensor<4x16x32xf32>, %arg134: tensor<4x128x32xf32>, %arg135: tensor<4x32x32xf32>, %arg136: tensor<4x32x96xf32>, %arg137: tensor<4x32x128xf32>):
      %620 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %621 = "stablehlo.subtract"(%620, %arg132) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %622 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %623 = "stablehlo.subtract"(%621, %622) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %624 = "func.call"(%arg126, %623) <{callee = @dynamic_index_in_dim_6}> : (tensor<4x4x16x32xf32>, tensor<i32>) -> tensor<4x16x32xf32>
      %625 = "func.call"(%arg127, %623) <{callee = @dynamic_index_in_dim}> : (tensor<4x128x32xf32>, tensor<i32>) -> tensor<128x32xf32>
      %626 = "func.call"(%arg128, %623) <{callee = @dynamic_index_in_dim_0}> : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %627 = "func.call"(%arg129, %623) <{callee = @dynamic_index_in_dim_1}> : (tensor<4x32x96xf32>, tensor<i32>) -> tensor<32x96xf32>
      %628 = "func.call"(%arg130, %623) <{callee = @dynamic_index_in_dim_2}> : (tensor<4x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
      %629:5 = "func.call"(%arg131, %arg133, %624, %625, %626, %627, %628) <{callee = @closed_call_7}> : (tensor<16x16xi1>, tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32x128xf32>) -> (tensor<4x16x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32x128xf32>)
      %630 = "func.call"(%arg134, %629#1, %623) <{callee = @dynamic_update_index_in_dim_10}> : (tensor<4x128x32xf32>, tensor<128x32xf32>, tensor<i32>) -> tensor<4x128x32xf32>
      %631 = "func.call"(%arg135, %629#2, %623) <{callee = @dynamic_update_index_in_dim_11}> : (tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<4x32x32xf32>
      %632 = "func.call"(%arg136, %629#3, %623) <{callee = @dynamic_update_index_in_dim_12}> : (tensor<4x32x96xf32>, tensor<32x96xf32>, tensor<i32>) -> tensor<4x32x96xf32>
      %633 = "func.call"(%arg137, %629#4, %623) <{callee = @dynamic_update_index_in_dim_13}> : (tensor<4x32x128xf32>, tensor<32x128xf32>, tensor<i32>) -> tensor<4x32x128xf32>
      %634 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %635 = "stablehlo.add"(%arg132, %634) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg126, %arg127, %arg128, %arg129, %arg130, %arg131, %635, %629#0, %630, %631, %632, %633) : (tensor<4x4x16x32xf32>, tensor<4x128x32xf32>, tensor<4x32x32xf32>, tensor<4x32x96xf32>, tensor<4x32x128xf32>, tensor<16x16xi1>, tensor<i32>, tensor<4x16x32xf32>, tensor<4x128x32xf32>, tensor<4x32x32xf32>, tensor<4x32x96xf32>, tensor<4x32x128xf32>) -> ()
    }) : (tensor<4x4x16x32xf32>, tensor<4x128x32xf32>, tensor<4x32x32xf32>, tensor<4x32x96xf32>, tensor<4x32x128xf32>, tensor<16x16xi1>, tensor<i32>, tensor<4x16x32xf32>, tensor<4x128x32xf32>, tensor<4x32x32xf32>, tensor<4x32x96xf32>, tensor<4x32x128xf32>) -> (tensor<4x4x16x32xf32>, tensor<4x128x32xf32>, tensor<4x32x32xf32>, tensor<4x32x96xf32>, tensor<4x32x128xf32>, tensor<16x16xi1>, tensor<i32>, tensor<4x16x32xf32>, tensor<4x128x32xf32>, tensor<4x32x32xf32>, tensor<4x32x96xf32>, tensor<4x32x128xf32>)
    %595 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %597 = "stablehlo.scatter"(%596, %495, %594#7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
      %619 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%619) : (tensor<f32>) -> ()
    }) : (tensor<64x32xf32>, tensor<4x16x1xi32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %598 = "stablehlo.add"(%553, %597) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %599 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %600 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %601 = "stablehlo.multiply"(%600, %598) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %602 = "stablehlo.subtract"(%arg117, %601) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %603 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %604 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x128x32xf32>
    %605 = "stablehlo.multiply"(%604, %594#8) : (tensor<4x128x32xf32>, tensor<4x128x32xf32>) -> tensor<4x128x32xf32>
    %606 = "stablehlo.subtract"(%arg118, %605) : (tensor<4x128x32xf32>, tensor<4x128x32xf32>) -> tensor<4x128x32xf32>
    %607 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %608 = "stablehlo.broadcast_in_dim"(%607) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32x32xf32>
    %609 = "stablehlo.multiply"(%608, %594#9) : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %610 = "stablehlo.subtract"(%arg119, %609) : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %611 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32x96xf32>
    %613 = "stablehlo.multiply"(%612, %594#10) : (tensor<4x32x96xf32>, tensor<4x32x96xf32>) -> tensor<4x32x96xf32>
    %614 = "stablehlo.subtract"(%arg120, %613) : (tensor<4x32x96xf32>, tensor<4x32x96xf32>) -> tensor<4x32x96xf32>
    %615 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32x128xf32>
    %617 = "stablehlo.multiply"(%616, %594#11) : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %618 = "stablehlo.subtract"(%arg121, %617) : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    "func.return"(%542, %602, %606, %610, %614, %618) : (tensor<f32>, tensor<64x32xf32>, tensor<4x128x32xf32>, tensor<4x32x32xf32>, tensor<4x32x96xf32>, tensor<4x32x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16x16xi1>, tensor<f32>) -> (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>), res_attrs = [{}, {}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg115: tensor<16x16xi1>, %arg116: tensor<f32>):
    %484 = "stablehlo.convert"(%arg116) : (tensor<f32>) -> tensor<f32>
    %485 = "stablehlo.broadcast_in_dim"(%arg115) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<16x16xi1>) -> tensor<4x4x16x16xi1>
    %486 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x16xf32>
    "func.return"(%485, %486) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x128x32xf32>, tensor<i32>) -> tensor<128x32xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg113: tensor<4x128x32xf32>, %arg114: tensor<i32>):
    %480 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %481 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %482 = "stablehlo.dynamic_slice"(%arg113, %arg114, %480, %481) <{slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x32xf32>
    %483 = "stablehlo.reshape"(%482) : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    "func.return"(%483) : (tensor<128x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg111: tensor<4x32x32xf32>, %arg112: tensor<i32>):
    %476 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %477 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %478 = "stablehlo.dynamic_slice"(%arg111, %arg112, %476, %477) <{slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %479 = "stablehlo.reshape"(%478) : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    "func.return"(%479) : (tensor<32x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x32x96xf32>, tensor<i32>) -> tensor<32x96xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg109: tensor<4x32x96xf32>, %arg110: tensor<i32>):
    %472 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %473 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %474 = "stablehlo.dynamic_slice"(%arg109, %arg110, %472, %473) <{slice_sizes = array<i64: 1, 32, 96>}> : (tensor<4x32x96xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x96xf32>
    %475 = "stablehlo.reshape"(%474) : (tensor<1x32x96xf32>) -> tensor<32x96xf32>
    "func.return"(%475) : (tensor<32x96xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_2", sym_visibility = "private"}> ({
  ^bb0(%arg107: tensor<4x32x128xf32>, %arg108: tensor<i32>):
    %468 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %469 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %470 = "stablehlo.dynamic_slice"(%arg107, %arg108, %468, %469) <{slice_sizes = array<i64: 1, 32, 128>}> : (tensor<4x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128xf32>
    %471 = "stablehlo.reshape"(%470) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    "func.return"(%471) : (tensor<32x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>, tensor<4x16x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32x128xf32>) -> (tensor<4x16x32xf32>, tensor<4x16x32xf32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg88: tensor<4x4x16x16xi1>, %arg89: tensor<4x4x16x16xf32>, %arg90: tensor<4x16x32xf32>, %arg91: tensor<128x32xf32>, %arg92: tensor<32x32xf32>, %arg93: tensor<32x96xf32>, %arg94: tensor<32x128xf32>):
    %361 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %362 = "stablehlo.reduce"(%arg90, %361) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %467 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%467) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %364 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %366 = "stablehlo.divide"(%363, %365) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %368 = "stablehlo.subtract"(%arg90, %367) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %369 = "stablehlo.multiply"(%368, %368) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %370 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.reduce"(%369, %370) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %466 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%466) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %373 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %375 = "stablehlo.divide"(%372, %374) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %376 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %377 = "stablehlo.subtract"(%arg90, %376) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %378 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %380 = "stablehlo.add"(%375, %379) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %381 = "stablehlo.rsqrt"(%380) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %383 = "stablehlo.multiply"(%377, %382) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %384 = "stablehlo.dot_general"(%383, %arg93) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<32x96xf32>) -> tensor<4x16x96xf32>
    %385 = "stablehlo.slice"(%384) <{limit_indices = array<i64: 4, 16, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x16x96xf32>) -> tensor<4x16x32xf32>
    %386 = "stablehlo.slice"(%384) <{limit_indices = array<i64: 4, 16, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<4x16x96xf32>) -> tensor<4x16x32xf32>
    %387 = "stablehlo.slice"(%384) <{limit_indices = array<i64: 4, 16, 96>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x16x96xf32>) -> tensor<4x16x32xf32>
    %388 = "stablehlo.reshape"(%385) : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %389 = "stablehlo.transpose"(%388) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x16x4x8xf32>) -> tensor<4x4x16x8xf32>
    %390 = "stablehlo.reshape"(%386) : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %391 = "stablehlo.transpose"(%390) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x16x4x8xf32>) -> tensor<4x4x16x8xf32>
    %392 = "stablehlo.reshape"(%387) : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %393 = "stablehlo.transpose"(%392) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x16x4x8xf32>) -> tensor<4x4x16x8xf32>
    %394 = "stablehlo.transpose"(%391) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x16x8xf32>) -> tensor<4x4x8x16xf32>
    %395 = "stablehlo.dot_general"(%389, %394) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x16x8xf32>, tensor<4x4x8x16xf32>) -> tensor<4x4x16x16xf32>
    %396 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x16xf32>
    %398 = "stablehlo.divide"(%395, %397) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %399 = "func.call"(%398, %arg88, %arg89) <{callee = @_where_3}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %400 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %401 = "stablehlo.reduce"(%399, %400) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %465 = "stablehlo.maximum"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%465) : (tensor<f32>) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %402 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16xf32>
    %404 = "stablehlo.maximum"(%403, %401) : (tensor<4x4x16xf32>, tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %405 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x16xf32>) -> tensor<4x4x16x1xf32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x16xf32>
    %407 = "stablehlo.subtract"(%399, %406) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %408 = "stablehlo.exponential"(%407) : (tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %409 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %410 = "stablehlo.reduce"(%408, %409) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %464 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%464) : (tensor<f32>) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x16xf32>) -> tensor<4x4x16x1xf32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x16xf32>
    %413 = "stablehlo.divide"(%408, %412) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %414 = "stablehlo.dot_general"(%413, %393) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %415 = "stablehlo.transpose"(%414) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x16x8xf32>) -> tensor<4x16x4x8xf32>
    %416 = "stablehlo.reshape"(%415) : (tensor<4x16x4x8xf32>) -> tensor<4x16x32xf32>
    %417 = "stablehlo.dot_general"(%416, %arg92) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %418 = "stablehlo.add"(%arg90, %417) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %419 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %420 = "stablehlo.reduce"(%418, %419) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %463 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%463) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %422 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %424 = "stablehlo.divide"(%421, %423) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %426 = "stablehlo.subtract"(%418, %425) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %427 = "stablehlo.multiply"(%426, %426) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %428 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %429 = "stablehlo.reduce"(%427, %428) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %462 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%462) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %431 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %433 = "stablehlo.divide"(%430, %432) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %434 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %435 = "stablehlo.subtract"(%418, %434) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %436 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %438 = "stablehlo.add"(%433, %437) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %439 = "stablehlo.rsqrt"(%438) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %440 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %441 = "stablehlo.multiply"(%435, %440) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %442 = "stablehlo.dot_general"(%441, %arg94) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<32x128xf32>) -> tensor<4x16x128xf32>
    %443 = "stablehlo.multiply"(%442, %442) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %444 = "stablehlo.multiply"(%443, %442) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %445 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %447 = "stablehlo.multiply"(%446, %444) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %448 = "stablehlo.add"(%442, %447) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %449 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %450 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %451 = "stablehlo.multiply"(%450, %448) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %452 = "stablehlo.tanh"(%451) : (tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %453 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %455 = "stablehlo.add"(%454, %452) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %456 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %458 = "stablehlo.multiply"(%457, %455) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %459 = "stablehlo.multiply"(%442, %458) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %460 = "stablehlo.dot_general"(%459, %arg91) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x128xf32>, tensor<128x32xf32>) -> tensor<4x16x32xf32>
    %461 = "stablehlo.add"(%418, %460) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    "func.return"(%461, %arg90) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4x16x16xf32>, tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg85: tensor<4x4x16x16xf32>, %arg86: tensor<4x4x16x16xi1>, %arg87: tensor<4x4x16x16xf32>):
    %360 = "stablehlo.select"(%arg86, %arg85, %arg87) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    "func.return"(%360) : (tensor<4x4x16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4x16x32xf32>, tensor<4x16x32xf32>, tensor<i32>) -> tensor<4x4x16x32xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg82: tensor<4x4x16x32xf32>, %arg83: tensor<4x16x32xf32>, %arg84: tensor<i32>):
    %355 = "stablehlo.broadcast_in_dim"(%arg83) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<4x16x32xf32>) -> tensor<1x4x16x32xf32>
    %356 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %357 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %358 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %359 = "stablehlo.dynamic_update_slice"(%arg82, %355, %arg84, %356, %357, %358) : (tensor<4x4x16x32xf32>, tensor<1x4x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x16x32xf32>
    "func.return"(%359) : (tensor<4x4x16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16x64xf32>) -> (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg77: tensor<4x16x64xf32>):
    %338 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.reduce"(%arg77, %338) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg80: tensor<f32>, %arg81: tensor<f32>):
      %354 = "stablehlo.maximum"(%arg80, %arg81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%354) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %340 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %342 = "stablehlo.maximum"(%341, %339) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %345 = "stablehlo.subtract"(%arg77, %344) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %346 = "stablehlo.exponential"(%345) : (tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %347 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.reduce"(%346, %347) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %353 = "stablehlo.add"(%arg78, %arg79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%353) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %350 = "stablehlo.log"(%349) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %352 = "stablehlo.subtract"(%345, %351) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    "func.return"(%352, %346, %349) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x16x64xf32>, tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg73: tensor<4x16x64xf32>, %arg74: tensor<4x16x1xi32>):
    %315 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16x1xi32>
    %317 = "stablehlo.compare"(%arg74, %316) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %318 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16x1xi32>
    %320 = "stablehlo.add"(%arg74, %319) : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi32>
    %321 = "stablehlo.select"(%317, %320, %arg74) : (tensor<4x16x1xi1>, tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi32>
    %322 = "stablehlo.reshape"(%321) : (tensor<4x16x1xi32>) -> tensor<4x16x1x1xi32>
    %323 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %324 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16x1x1xi32>
    %326 = "stablehlo.compare"(%322, %325) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %327 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<4x16x1x1xi32>
    %329 = "stablehlo.compare"(%322, %328) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %330 = "stablehlo.and"(%326, %329) : (tensor<4x16x1x1xi1>, tensor<4x16x1x1xi1>) -> tensor<4x16x1x1xi1>
    %331 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %332 = "stablehlo.reduce"(%330, %331) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg75: tensor<i1>, %arg76: tensor<i1>):
      %337 = "stablehlo.and"(%arg75, %arg76) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%337) : (tensor<i1>) -> ()
    }) : (tensor<4x16x1x1xi1>, tensor<i1>) -> tensor<4x16x1xi1>
    %333 = "stablehlo.gather"(%arg73, %322) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x16x64xf32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1xf32>
    %334 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %336 = "stablehlo.select"(%332, %333, %335) : (tensor<4x16x1xi1>, tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    "func.return"(%336, %322) : (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_4", sym_visibility = "private"}> ({
  ^bb0(%arg69: tensor<4x16x1x1xi32>, %arg70: tensor<4x16x1xf32>):
    %311 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x64xf32>
    %313 = "stablehlo.scatter"(%312, %arg69, %arg70) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %314 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%314) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    "func.return"(%313) : (tensor<4x16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x16x64xf32>, tensor<4x16x1xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>, res_attrs = [{}], sym_name = "log_softmax_5", sym_visibility = "private"}> ({
  ^bb0(%arg62: tensor<4x16x64xf32>, %arg63: tensor<4x16x1xf32>, %arg64: tensor<4x16x64xf32>):
    %299 = "stablehlo.negate"(%arg64) : (tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %300 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.reduce"(%299, %300) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %310 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%310) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %302 = "stablehlo.reshape"(%301) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %303 = "stablehlo.divide"(%302, %arg63) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %304 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %305 = "stablehlo.reduce"(%303, %304) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %309 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%309) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %307 = "stablehlo.multiply"(%306, %arg62) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %308 = "stablehlo.add"(%arg64, %307) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    "func.return"(%308) : (tensor<4x16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4x16x32xf32>, tensor<i32>) -> tensor<4x16x32xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_6", sym_visibility = "private"}> ({
  ^bb0(%arg60: tensor<4x4x16x32xf32>, %arg61: tensor<i32>):
    %294 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %295 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %296 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %297 = "stablehlo.dynamic_slice"(%arg60, %arg61, %294, %295, %296) <{slice_sizes = array<i64: 1, 4, 16, 32>}> : (tensor<4x4x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x16x32xf32>
    %298 = "stablehlo.reshape"(%297) : (tensor<1x4x16x32xf32>) -> tensor<4x16x32xf32>
    "func.return"(%298) : (tensor<4x16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x16xi1>, tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32x128xf32>) -> (tensor<4x16x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32x128xf32>), res_attrs = [{}, {}, {}, {}, {}], sym_name = "closed_call_7", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<16x16xi1>, %arg18: tensor<4x16x32xf32>, %arg19: tensor<4x16x32xf32>, %arg20: tensor<128x32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32x96xf32>, %arg23: tensor<32x128xf32>):
    %23:7 = "stablehlo.optimization_barrier"(%arg17, %arg19, %arg20, %arg21, %arg22, %arg23, %arg18) : (tensor<16x16xi1>, tensor<4x16x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32x128xf32>, tensor<4x16x32xf32>) -> (tensor<16x16xi1>, tensor<4x16x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32x128xf32>, tensor<4x16x32xf32>)
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.reduce"(%23#1, %24) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %293 = "stablehlo.add"(%arg58, %arg59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%293) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %27 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %29 = "stablehlo.divide"(%26, %28) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %31 = "stablehlo.subtract"(%23#1, %30) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %32 = "stablehlo.multiply"(%31, %31) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %33 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %35 = "stablehlo.multiply"(%34, %31) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.reduce"(%32, %36) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %292 = "stablehlo.add"(%arg56, %arg57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%292) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %39 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %41 = "stablehlo.divide"(%38, %40) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %42 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %43 = "stablehlo.subtract"(%23#1, %42) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %44 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %46 = "stablehlo.add"(%41, %45) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %47 = "stablehlo.rsqrt"(%46) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %48 = "stablehlo.divide"(%47, %46) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %49 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %51 = "stablehlo.multiply"(%50, %48) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %52 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %53 = "stablehlo.multiply"(%43, %52) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %54 = "stablehlo.dot_general"(%53, %23#4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<32x96xf32>) -> tensor<4x16x96xf32>
    %55 = "stablehlo.slice"(%54) <{limit_indices = array<i64: 4, 16, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x16x96xf32>) -> tensor<4x16x32xf32>
    %56 = "stablehlo.slice"(%54) <{limit_indices = array<i64: 4, 16, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<4x16x96xf32>) -> tensor<4x16x32xf32>
    %57 = "stablehlo.slice"(%54) <{limit_indices = array<i64: 4, 16, 96>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x16x96xf32>) -> tensor<4x16x32xf32>
    %58 = "stablehlo.reshape"(%55) : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %59 = "stablehlo.transpose"(%58) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x16x4x8xf32>) -> tensor<4x4x16x8xf32>
    %60 = "stablehlo.reshape"(%56) : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %61 = "stablehlo.transpose"(%60) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x16x4x8xf32>) -> tensor<4x4x16x8xf32>
    %62 = "stablehlo.reshape"(%57) : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %63 = "stablehlo.transpose"(%62) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x16x4x8xf32>) -> tensor<4x4x16x8xf32>
    %64 = "stablehlo.transpose"(%61) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x16x8xf32>) -> tensor<4x4x8x16xf32>
    %65 = "stablehlo.dot_general"(%59, %64) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x16x8xf32>, tensor<4x4x8x16xf32>) -> tensor<4x4x16x16xf32>
    %66 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x16xf32>
    %68 = "stablehlo.divide"(%65, %67) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %69 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %70:2 = "func.call"(%23#0, %68, %69) <{callee = @_where_8}> : (tensor<16x16xi1>, tensor<4x4x16x16xf32>, tensor<f32>) -> (tensor<4x4x16x16xf32>, tensor<4x4x16x16xi1>)
    %71 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.reduce"(%70#0, %71) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %291 = "stablehlo.maximum"(%arg54, %arg55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%291) : (tensor<f32>) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %73 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16xf32>
    %75 = "stablehlo.maximum"(%74, %72) : (tensor<4x4x16xf32>, tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x16xf32>) -> tensor<4x4x16x1xf32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x16xf32>
    %78 = "stablehlo.subtract"(%70#0, %77) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %79 = "stablehlo.exponential"(%78) : (tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %80 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.reduce"(%79, %80) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %290 = "stablehlo.add"(%arg52, %arg53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%290) : (tensor<f32>) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x16xf32>) -> tensor<4x4x16x1xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x16xf32>
    %84 = "stablehlo.divide"(%79, %83) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %85 = "stablehlo.multiply"(%82, %82) : (tensor<4x4x16x1xf32>, tensor<4x4x16x1xf32>) -> tensor<4x4x16x1xf32>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x1xf32>
    %88 = "stablehlo.divide"(%87, %85) : (tensor<4x4x16x1xf32>, tensor<4x4x16x1xf32>) -> tensor<4x4x16x1xf32>
    %89 = "stablehlo.dot_general"(%84, %63) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %90 = "stablehlo.transpose"(%89) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x16x8xf32>) -> tensor<4x16x4x8xf32>
    %91 = "stablehlo.reshape"(%90) : (tensor<4x16x4x8xf32>) -> tensor<4x16x32xf32>
    %92 = "stablehlo.dot_general"(%91, %23#3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %93 = "stablehlo.add"(%23#1, %92) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %94 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.reduce"(%93, %94) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %289 = "stablehlo.add"(%arg50, %arg51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%289) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %97 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %99 = "stablehlo.divide"(%96, %98) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %101 = "stablehlo.subtract"(%93, %100) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %102 = "stablehlo.multiply"(%101, %101) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %103 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %105 = "stablehlo.multiply"(%104, %101) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.reduce"(%102, %106) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %288 = "stablehlo.add"(%arg48, %arg49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%288) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %109 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %111 = "stablehlo.divide"(%108, %110) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %112 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %113 = "stablehlo.subtract"(%93, %112) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %114 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %116 = "stablehlo.add"(%111, %115) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %117 = "stablehlo.rsqrt"(%116) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %118 = "stablehlo.divide"(%117, %116) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %119 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %121 = "stablehlo.multiply"(%120, %118) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %122 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %123 = "stablehlo.multiply"(%113, %122) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %124 = "stablehlo.dot_general"(%123, %23#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<32x128xf32>) -> tensor<4x16x128xf32>
    %125 = "stablehlo.multiply"(%124, %124) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %126 = "stablehlo.multiply"(%125, %124) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %127 = "stablehlo.multiply"(%124, %124) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %128 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %130 = "stablehlo.multiply"(%129, %127) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %131 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %133 = "stablehlo.multiply"(%132, %126) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %134 = "stablehlo.add"(%124, %133) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %135 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %137 = "stablehlo.multiply"(%136, %134) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %138 = "stablehlo.tanh"(%137) : (tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %139 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %141 = "stablehlo.subtract"(%140, %138) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %142 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %144 = "stablehlo.add"(%143, %138) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %145 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %147 = "stablehlo.multiply"(%146, %144) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %148 = "stablehlo.multiply"(%124, %147) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %149 = "stablehlo.dot_general"(%23#6, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<4x16x128xf32>) -> tensor<32x128xf32>
    %150 = "stablehlo.transpose"(%149) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %151 = "stablehlo.dot_general"(%23#6, %23#2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<128x32xf32>) -> tensor<4x16x128xf32>
    %152 = "stablehlo.multiply"(%124, %151) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %153 = "stablehlo.multiply"(%151, %147) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %154 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %156 = "stablehlo.multiply"(%155, %152) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %157 = "stablehlo.multiply"(%156, %141) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %158 = "stablehlo.multiply"(%157, %138) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %159 = "stablehlo.add"(%157, %158) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %160 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %162 = "stablehlo.multiply"(%161, %159) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %163 = "stablehlo.add"(%153, %162) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %164 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %166 = "stablehlo.multiply"(%165, %162) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %167 = "stablehlo.multiply"(%166, %130) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %168 = "stablehlo.add"(%163, %167) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %169 = "stablehlo.dot_general"(%168, %123) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x128xf32>, tensor<4x16x32xf32>) -> tensor<128x32xf32>
    %170 = "stablehlo.transpose"(%169) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %171 = "stablehlo.dot_general"(%168, %23#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x128xf32>, tensor<32x128xf32>) -> tensor<4x16x32xf32>
    %172 = "stablehlo.multiply"(%113, %171) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.reduce"(%172, %173) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %287 = "stablehlo.add"(%arg46, %arg47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%287) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %175 = "stablehlo.reshape"(%174) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %176 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %177 = "stablehlo.multiply"(%171, %176) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %178 = "stablehlo.multiply"(%175, %121) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %179 = "stablehlo.negate"(%177) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %180 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.reduce"(%179, %180) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %286 = "stablehlo.add"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%286) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %182 = "stablehlo.reshape"(%181) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %183 = "stablehlo.add"(%23#6, %177) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %184 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %186 = "stablehlo.divide"(%178, %185) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %187 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.reduce"(%186, %187) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %285 = "stablehlo.add"(%arg42, %arg43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%285) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %190 = "stablehlo.multiply"(%189, %105) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %191 = "stablehlo.negate"(%190) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %192 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.reduce"(%191, %192) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %284 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%284) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %194 = "stablehlo.reshape"(%193) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %195 = "stablehlo.add"(%183, %190) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %196 = "stablehlo.add"(%182, %194) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %197 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %199 = "stablehlo.divide"(%196, %198) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %200 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.reduce"(%199, %200) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %283 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%283) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %203 = "stablehlo.add"(%195, %202) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %204 = "stablehlo.dot_general"(%203, %91) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %205 = "stablehlo.transpose"(%204) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %206 = "stablehlo.dot_general"(%203, %23#3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %207 = "stablehlo.reshape"(%206) : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %208 = "stablehlo.transpose"(%207) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x16x4x8xf32>) -> tensor<4x4x16x8xf32>
    %209 = "stablehlo.dot_general"(%208, %84) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x16x8xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x8x16xf32>
    %210 = "stablehlo.transpose"(%209) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x8x16xf32>) -> tensor<4x4x16x8xf32>
    %211 = "stablehlo.dot_general"(%208, %63) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x16x8xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x16x16xf32>
    %212 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x16xf32>
    %213 = "stablehlo.multiply"(%211, %212) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %214 = "stablehlo.multiply"(%213, %79) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %215 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %216 = "stablehlo.reduce"(%214, %215) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %282 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%282) : (tensor<f32>) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %217 = "stablehlo.reshape"(%216) : (tensor<4x4x16xf32>) -> tensor<4x4x16x1xf32>
    %218 = "stablehlo.negate"(%217) : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x1xf32>
    %219 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x16xf32>
    %220 = "stablehlo.divide"(%211, %219) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %221 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.reduce"(%218, %221) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %281 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%281) : (tensor<f32>) -> ()
    }) : (tensor<4x4x16x1xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x16xf32>) -> tensor<4x4x16x16xf32>
    %224 = "stablehlo.add"(%220, %223) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %225 = "stablehlo.multiply"(%224, %79) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %226 = "func.call"(%70#1, %225) <{callee = @_where_9}> : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %227 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x16xf32>
    %229 = "stablehlo.divide"(%226, %228) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %230 = "stablehlo.dot_general"(%229, %59) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %231 = "stablehlo.transpose"(%230) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x16x8xf32>) -> tensor<4x4x8x16xf32>
    %232 = "stablehlo.dot_general"(%229, %64) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x16x16xf32>, tensor<4x4x8x16xf32>) -> tensor<4x4x16x8xf32>
    %233 = "stablehlo.transpose"(%231) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<4x4x8x16xf32>) -> tensor<4x4x16x8xf32>
    %234 = "stablehlo.transpose"(%210) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x16x8xf32>) -> tensor<4x16x4x8xf32>
    %235 = "stablehlo.reshape"(%234) : (tensor<4x16x4x8xf32>) -> tensor<4x16x32xf32>
    %236 = "stablehlo.transpose"(%233) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x16x8xf32>) -> tensor<4x16x4x8xf32>
    %237 = "stablehlo.reshape"(%236) : (tensor<4x16x4x8xf32>) -> tensor<4x16x32xf32>
    %238 = "stablehlo.transpose"(%232) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x16x8xf32>) -> tensor<4x16x4x8xf32>
    %239 = "stablehlo.reshape"(%238) : (tensor<4x16x4x8xf32>) -> tensor<4x16x32xf32>
    %240 = "stablehlo.concatenate"(%239, %237, %235) <{dimension = 2 : i64}> : (tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x96xf32>
    %241 = "stablehlo.dot_general"(%240, %53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x96xf32>, tensor<4x16x32xf32>) -> tensor<96x32xf32>
    %242 = "stablehlo.transpose"(%241) <{permutation = array<i64: 1, 0>}> : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %243 = "stablehlo.dot_general"(%240, %23#4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x96xf32>, tensor<32x96xf32>) -> tensor<4x16x32xf32>
    %244 = "stablehlo.multiply"(%43, %243) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %245 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.reduce"(%244, %245) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %280 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%280) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %247 = "stablehlo.reshape"(%246) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %248 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %249 = "stablehlo.multiply"(%243, %248) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %250 = "stablehlo.multiply"(%247, %51) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %251 = "stablehlo.negate"(%249) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %279 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%279) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %254 = "stablehlo.reshape"(%253) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %255 = "stablehlo.add"(%203, %249) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %256 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %258 = "stablehlo.divide"(%250, %257) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %259 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.reduce"(%258, %259) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %278 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%278) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %262 = "stablehlo.multiply"(%261, %35) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %263 = "stablehlo.negate"(%262) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.reduce"(%263, %264) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %277 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%277) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %266 = "stablehlo.reshape"(%265) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %267 = "stablehlo.add"(%255, %262) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %268 = "stablehlo.add"(%254, %266) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %269 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %271 = "stablehlo.divide"(%268, %270) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %272 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.reduce"(%271, %272) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %276 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%276) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %275 = "stablehlo.add"(%267, %274) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    "func.return"(%275, %150, %205, %242, %170) : (tensor<4x16x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x16xi1>, tensor<4x4x16x16xf32>, tensor<f32>) -> (tensor<4x4x16x16xf32>, tensor<4x4x16x16xi1>), res_attrs = [{}, {}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<16x16xi1>, %arg15: tensor<4x4x16x16xf32>, %arg16: tensor<f32>):
    %19 = "stablehlo.convert"(%arg16) : (tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<16x16xi1>) -> tensor<4x4x16x16xi1>
    %21 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x16xf32>
    %22 = "stablehlo.select"(%20, %arg15, %21) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    "func.return"(%22, %20) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>, res_attrs = [{}], sym_name = "_where_9", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4x4x16x16xi1>, %arg13: tensor<4x4x16x16xf32>):
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x16x16xf32>
    %18 = "stablehlo.select"(%arg12, %arg13, %17) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    "func.return"(%18) : (tensor<4x4x16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x128x32xf32>, tensor<128x32xf32>, tensor<i32>) -> tensor<4x128x32xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_10", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4x128x32xf32>, %arg10: tensor<128x32xf32>, %arg11: tensor<i32>):
    %12 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<128x32xf32>) -> tensor<1x128x32xf32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.dynamic_update_slice"(%arg9, %12, %arg11, %13, %14) : (tensor<4x128x32xf32>, tensor<1x128x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x32xf32>
    "func.return"(%15) : (tensor<4x128x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<4x32x32xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_11", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<4x32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<i32>):
    %8 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.dynamic_update_slice"(%arg6, %8, %arg8, %9, %10) : (tensor<4x32x32xf32>, tensor<1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x32xf32>
    "func.return"(%11) : (tensor<4x32x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x32x96xf32>, tensor<32x96xf32>, tensor<i32>) -> tensor<4x32x96xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_12", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x32x96xf32>, %arg4: tensor<32x96xf32>, %arg5: tensor<i32>):
    %4 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x96xf32>) -> tensor<1x32x96xf32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.dynamic_update_slice"(%arg3, %4, %arg5, %5, %6) : (tensor<4x32x96xf32>, tensor<1x32x96xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x96xf32>
    "func.return"(%7) : (tensor<4x32x96xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x32x128xf32>, tensor<32x128xf32>, tensor<i32>) -> tensor<4x32x128xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_13", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x32x128xf32>, %arg1: tensor<32x128xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<4x32x128xf32>, tensor<1x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x128xf32>
    "func.return"(%3) : (tensor<4x32x128xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
