"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<4x8xi32>) -> (tensor<f32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['lm_head']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['embed_tokens']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['input_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['0']['mlp']['down_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['mlp']['gate_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['mlp']['up_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['post_attention_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['o_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['input_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['1']['mlp']['down_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['mlp']['gate_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['mlp']['up_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['post_attention_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['o_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg35: tensor<32x64xf32>, %arg36: tensor<64x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<64x32xf32>, %arg39: tensor<32x64xf32>, %arg40: tensor<32x64xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x16xf32>, %arg43: tensor<32x32xf32>, %arg44: tensor<32x32xf32>, %arg45: tensor<32x16xf32>, %arg46: tensor<32xf32>, %arg47: tensor<64x32xf32>, %arg48: tensor<32x64xf32>, %arg49: tensor<32x64xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x16xf32>, %arg52: tensor<32x32xf32>, %arg53: tensor<32x32xf32>, %arg54: tensor<32x16xf32>, %arg55: tensor<32xf32>, %arg56: tensor<4x8xi32>):
    %99 = "stablehlo.constant"() <{value = dense<"0x00000000000000000000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803FA56A573F7775CC3D57D6233C6E12833AA56A573F7775CC3D57D6233C6E12833A40510A3F98B87E3FB9FC7F3FF8FF7F3F40510A3F98B87E3FB9FC7F3FF8FF7F3FB7C7683FF96F4B3E3ED4A33C6912033BB7C7683FF96F4B3E3ED4A33C6912033B3211D5BEA5E57A3FE5F27F3FDEFF7F3F3211D5BEA5E57A3FE5F27F3FDEFF7F3FC381103E6D4E973E1FB9F53C939B443BC381103E6D4E973E1FB9F53C939B443B26707DBFEF90743F83E27F3FB5FF7F3F26707DBFEF90743F83E27F3FB5FF7F3FCFBD41BFD761C73EDBCB233D5812833BCFBD41BFD761C73EDBCB233D5812833B305527BFA7CA6B3F94CB7F3F7AFF7F3F305527BFA7CA6B3F94CB7F3F7AFF7F3F107C75BF4477F53EF5B64C3DDDD6A33B107C75BF4477F53EF5B64C3DDDD6A33B2B3C913E40A9603F19AE7F3F2EFF7F3F2B3C913E40A9603F19AE7F3F2EFF7F3F8C0F8FBE698C103FD19C753D599BC43B8C0F8FBE698C103FD19C753D599BC43BB8CD753F3249533F128A7F3FD2FE7F3FB8CD753F3249533F128A7F3FD2FE7F3F4630283F73EB243F323E8F3DC75FE53B4630283F73EB243F323E8F3DC75FE53BBDFF403FB3CC433F815F7F3F65FE7F3FBDFF403FB3CC433F815F7F3F65FE7F3F95467D3FA6A4373F50AAA33D1312033C95467D3FA6A4373F50AAA33D1312033CF6FD14BE5F5B323F662E7F3FE7FD7F3FF6FD14BE5F5B323F662E7F3FE7FD7F3F3101D33E1D88483F3F12B83D3A74133C3101D33E1D88483F3F12B83D3A74133CD53F69BFD5211F3FC2F67E3F59FD7F3FD53F69BFD5211F3FC2F67E3F59FD7F3FF7440BBFA56A573F7775CC3D57D6233CF7440BBFA56A573F7775CC3D57D6233C64CD56BF40510A3F98B87E3FB9FC7F3F64CD56BF40510A3F98B87E3FB9FC7F3F5CFF7FBF2A26643F72D3E03D6A38343C5CFF7FBF2A26643F72D3E03D6A38343C7205913BC03DE83EE8737E3F09FC7F3F7205913BC03DE83EE8737E3F09FC7F3FD85C09BF1D9A6E3FAC2BF53D719A443CD85C09BF1D9A6E3FAC2BF53D719A443CD006583FF486B93EB5287E3F48FB7F3FD006583FF486B93EB5287E3F48FB7F3F2320D73EBFAB763FD0BE043E6BFC543C2320D73EBFAB763FD0BE043E6BFC543C6F4E683F9DF5883E00D77D3F76FA7F3F6F4E683F9DF5883E00D77D3F76FA7F3F72987D3F6F467C3F64E40E3E575E653C72987D3F6F467C3F64E40E3E575E653CD8040C3EDF0B2E3ECC7E7D3F94F97F3FD8040C3EDF0B2E3ECC7E7D3F94F97F3F4479263FD55B7F3F5006193E33C0753C4479263FD55B7F3F5006193E33C0753CE87A42BFAADE903D1A207D3FA1F87F3FE87A42BFAADE903D1A207D3FA1F87F3F116893BE0EE47F3F5024233E0111833C116893BE0EE47F3F5024233E0111833C2C2975BFE233EFBCEDBA7C3F9DF77F3F2C2975BFE233EFBCEDBA7C3F9DF77F3F251E76BFBFDD7D3F233E2D3EDE418B3C251E76BFBFDD7D3F233E2D3EDE418B3C36E28CBED3EF03BE494F7C3F88F67F3F36E28CBED3EF03BE494F7C3F88F67F3FB34040BF144E793F8853373EB272933CB34040BF144E793F8853373EB272933C840A293FA7A768BE2EDD7B3F62F57F3F840A293FA7A768BE2EDD7B3F62F57F3F6979193EB940723F3A64413E7DA39B3C6979193EB940723F3A64413E7DA39B3CBF1B7D3F3586A5BEA1647B3F2CF47F3FBF1B7D3F3586A5BEA1647B3F2CF47F3FC8B6693FB7C7683FF96F4B3E3ED4A33CC8B6693FB7C7683FF96F4B3E3ED4A33C22F0D03E3211D5BEA5E57A3FE5F27F3F22F0D03E3211D5BEA5E57A3FE5F27F3F102F563F4BFB5C3F8376553EF404AC3C102F563F4BFB5C3F8376553EF404AC3CFC370CBF973D01BF3C607A3F8DF17F3FFC370CBF973D01BF3C607A3F8DF17F3F150511BC9EF94E3F96775F3E9F35B43C150511BC9EF94E3F96775F3E9F35B43C6FFD7FBF03A816BF6AD4793F24F07F3F6FFD7FBF03A816BF6AD4793F24F07F3FE6A158BF8AE63E3FF172693E3E66BC3CE6A158BF8AE63E3FF172693E3E66BC3CBF6708BF10912ABF3342793FABEE7F3FBF6708BF10912ABF3342793FABEE7F3FFCD367BF27EB2C3F5168733ED196C43CFCD367BF27EB2C3F5168733ED196C43CFE2DD93ED7C53CBF9BA9783F20ED7F3FFE2DD93ED7C53CBF9BA9783F20ED7F3F388707BE7935193F77577D3E57C7CC3C388707BE7935193F77577D3E57C7CC3C78BF7D3FBF174DBFA50A783F85EB7F3F78BF7D3FBF174DBFA50A783F85EB7F3F0737433FE8F7033F10A0833ECFF7D43C0737433FE8F7033F10A0833ECFF7D43C829C253F0F5D5BBF5565773FDAE97F3F829C253F0F5D5BBF5565773FDAE97F3F0ED5743F88D1DA3E0691883E3A28DD3C0ED5743F88D1DA3E0691883E3A28DD3C389395BE467167BFB0B9763F1DE87F3F389395BE467167BFB0B9763F1DE87F3F2AB48A3E9383AB3E7D7E8D3E9658E53C2AB48A3E9383AB3E7D7E8D3E9658E53C576D76BF7B3571BFBB07763F50E67F3F576D76BF7B3571BFBB07763F50E67F3FE9E329BFC0FD743E5468923EE288ED3CE9E329BFC0FD743E5468923EE288ED3CB3803FBFB79078BF794F753F72E47F3FB3803FBFB79078BF794F753F72E47F3FA4EF7CBFC381103E6D4E973E1FB9F53CA4EF7CBFC381103E6D4E973E1FB9F53C18F41D3E26707DBFEF90743F83E27F3F18F41D3E26707DBFEF90743F83E27F3F06DECEBE96502A3DA5309C3E4CE9FD3C06DECEBE96502A3DA5309C3E4CE9FD3C8E2C6A3F52C77FBF22CC733F83E07F3F8E2C6A3F52C77FBF22CC733F83E07F3F"> : tensor<32x1x16xf32>}> : () -> tensor<32x1x16xf32>
    %100 = "stablehlo.constant"() <{value = dense<"0x00000000000000000000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803FA56A573F7775CC3D57D6233C6E12833AA56A573F7775CC3D57D6233C6E12833A40510A3F98B87E3FB9FC7F3FF8FF7F3F40510A3F98B87E3FB9FC7F3FF8FF7F3FB7C7683FF96F4B3E3ED4A33C6912033BB7C7683FF96F4B3E3ED4A33C6912033B3211D5BEA5E57A3FE5F27F3FDEFF7F3F3211D5BEA5E57A3FE5F27F3FDEFF7F3FC381103E6D4E973E1FB9F53C939B443BC381103E6D4E973E1FB9F53C939B443B26707DBFEF90743F83E27F3FB5FF7F3F26707DBFEF90743F83E27F3FB5FF7F3FCFBD41BFD761C73EDBCB233D5812833BCFBD41BFD761C73EDBCB233D5812833B305527BFA7CA6B3F94CB7F3F7AFF7F3F305527BFA7CA6B3F94CB7F3F7AFF7F3F107C75BF4477F53EF5B64C3DDDD6A33B107C75BF4477F53EF5B64C3DDDD6A33B2B3C913E40A9603F19AE7F3F2EFF7F3F2B3C913E40A9603F19AE7F3F2EFF7F3F8C0F8FBE698C103FD19C753D599BC43B8C0F8FBE698C103FD19C753D599BC43BB8CD753F3249533F128A7F3FD2FE7F3FB8CD753F3249533F128A7F3FD2FE7F3F4630283F73EB243F323E8F3DC75FE53B4630283F73EB243F323E8F3DC75FE53BBDFF403FB3CC433F815F7F3F65FE7F3FBDFF403FB3CC433F815F7F3F65FE7F3F95467D3FA6A4373F50AAA33D1312033C95467D3FA6A4373F50AAA33D1312033CF6FD14BE5F5B323F662E7F3FE7FD7F3FF6FD14BE5F5B323F662E7F3FE7FD7F3F3101D33E1D88483F3F12B83D3A74133C3101D33E1D88483F3F12B83D3A74133CD53F69BFD5211F3FC2F67E3F59FD7F3FD53F69BFD5211F3FC2F67E3F59FD7F3FF7440BBFA56A573F7775CC3D57D6233CF7440BBFA56A573F7775CC3D57D6233C64CD56BF40510A3F98B87E3FB9FC7F3F64CD56BF40510A3F98B87E3FB9FC7F3F5CFF7FBF2A26643F72D3E03D6A38343C5CFF7FBF2A26643F72D3E03D6A38343C7205913BC03DE83EE8737E3F09FC7F3F7205913BC03DE83EE8737E3F09FC7F3FD85C09BF1D9A6E3FAC2BF53D719A443CD85C09BF1D9A6E3FAC2BF53D719A443CD006583FF486B93EB5287E3F48FB7F3FD006583FF486B93EB5287E3F48FB7F3F2320D73EBFAB763FD0BE043E6BFC543C2320D73EBFAB763FD0BE043E6BFC543C6F4E683F9DF5883E00D77D3F76FA7F3F6F4E683F9DF5883E00D77D3F76FA7F3F72987D3F6F467C3F64E40E3E575E653C72987D3F6F467C3F64E40E3E575E653CD8040C3EDF0B2E3ECC7E7D3F94F97F3FD8040C3EDF0B2E3ECC7E7D3F94F97F3F4479263FD55B7F3F5006193E33C0753C4479263FD55B7F3F5006193E33C0753CE87A42BFAADE903D1A207D3FA1F87F3FE87A42BFAADE903D1A207D3FA1F87F3F116893BE0EE47F3F5024233E0111833C116893BE0EE47F3F5024233E0111833C2C2975BFE233EFBCEDBA7C3F9DF77F3F2C2975BFE233EFBCEDBA7C3F9DF77F3F251E76BFBFDD7D3F233E2D3EDE418B3C251E76BFBFDD7D3F233E2D3EDE418B3C36E28CBED3EF03BE494F7C3F88F67F3F36E28CBED3EF03BE494F7C3F88F67F3FB34040BF144E793F8853373EB272933CB34040BF144E793F8853373EB272933C840A293FA7A768BE2EDD7B3F62F57F3F840A293FA7A768BE2EDD7B3F62F57F3F6979193EB940723F3A64413E7DA39B3C6979193EB940723F3A64413E7DA39B3CBF1B7D3F3586A5BEA1647B3F2CF47F3FBF1B7D3F3586A5BEA1647B3F2CF47F3FC8B6693FB7C7683FF96F4B3E3ED4A33CC8B6693FB7C7683FF96F4B3E3ED4A33C22F0D03E3211D5BEA5E57A3FE5F27F3F22F0D03E3211D5BEA5E57A3FE5F27F3F102F563F4BFB5C3F8376553EF404AC3C102F563F4BFB5C3F8376553EF404AC3CFC370CBF973D01BF3C607A3F8DF17F3FFC370CBF973D01BF3C607A3F8DF17F3F150511BC9EF94E3F96775F3E9F35B43C150511BC9EF94E3F96775F3E9F35B43C6FFD7FBF03A816BF6AD4793F24F07F3F6FFD7FBF03A816BF6AD4793F24F07F3FE6A158BF8AE63E3FF172693E3E66BC3CE6A158BF8AE63E3FF172693E3E66BC3CBF6708BF10912ABF3342793FABEE7F3FBF6708BF10912ABF3342793FABEE7F3FFCD367BF27EB2C3F5168733ED196C43CFCD367BF27EB2C3F5168733ED196C43CFE2DD93ED7C53CBF9BA9783F20ED7F3FFE2DD93ED7C53CBF9BA9783F20ED7F3F388707BE7935193F77577D3E57C7CC3C388707BE7935193F77577D3E57C7CC3C78BF7D3FBF174DBFA50A783F85EB7F3F78BF7D3FBF174DBFA50A783F85EB7F3F0737433FE8F7033F10A0833ECFF7D43C0737433FE8F7033F10A0833ECFF7D43C829C253F0F5D5BBF5565773FDAE97F3F829C253F0F5D5BBF5565773FDAE97F3F0ED5743F88D1DA3E0691883E3A28DD3C0ED5743F88D1DA3E0691883E3A28DD3C389395BE467167BFB0B9763F1DE87F3F389395BE467167BFB0B9763F1DE87F3F2AB48A3E9383AB3E7D7E8D3E9658E53C2AB48A3E9383AB3E7D7E8D3E9658E53C576D76BF7B3571BFBB07763F50E67F3F576D76BF7B3571BFBB07763F50E67F3FE9E329BFC0FD743E5468923EE288ED3CE9E329BFC0FD743E5468923EE288ED3CB3803FBFB79078BF794F753F72E47F3FB3803FBFB79078BF794F753F72E47F3FA4EF7CBFC381103E6D4E973E1FB9F53CA4EF7CBFC381103E6D4E973E1FB9F53C18F41D3E26707DBFEF90743F83E27F3F18F41D3E26707DBFEF90743F83E27F3F06DECEBE96502A3DA5309C3E4CE9FD3C06DECEBE96502A3DA5309C3E4CE9FD3C8E2C6A3F52C77FBF22CC733F83E07F3F8E2C6A3F52C77FBF22CC733F83E07F3F"> : tensor<32x1x16xf32>}> : () -> tensor<32x1x16xf32>
    %101 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<4x8xi32>
    %104 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %106 = "stablehlo.convert"(%105) : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %107:2 = "func.call"(%arg36, %arg56) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %108 = "stablehlo.multiply"(%107#0, %107#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %109 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %111 = "stablehlo.multiply"(%110, %107#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %112 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.reduce"(%108, %112) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %937 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%937) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %115 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %117 = "stablehlo.divide"(%114, %116) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %118 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %120 = "stablehlo.add"(%117, %119) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %121 = "stablehlo.sqrt"(%120) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %122 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %124 = "stablehlo.divide"(%123, %121) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %125 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %126 = "stablehlo.divide"(%107#0, %125) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %127 = "stablehlo.multiply"(%121, %121) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %128 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %130 = "stablehlo.divide"(%129, %127) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %131 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %133 = "stablehlo.multiply"(%132, %126) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %134 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xi32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xi32>) -> tensor<1x32xi32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %137 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %138 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %139 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %140 = "stablehlo.compare"(%138, %139) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %142 = "stablehlo.dot_general"(%133, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %143 = "stablehlo.dot_general"(%133, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %144 = "stablehlo.dot_general"(%133, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %145 = "stablehlo.reshape"(%142) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %146 = "stablehlo.reshape"(%143) : (tensor<4x8x16xf32>) -> tensor<4x8x2x8xf32>
    %147 = "stablehlo.reshape"(%144) : (tensor<4x8x16xf32>) -> tensor<4x8x2x8xf32>
    %148 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %150 = "stablehlo.compare"(%103, %149) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %151 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %153 = "stablehlo.add"(%103, %152) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %154 = "stablehlo.select"(%150, %153, %103) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %156 = "stablehlo.gather"(%99, %155) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 16>}> : (tensor<32x1x16xf32>, tensor<4x8x1xi32>) -> tensor<4x8x1x16xf32>
    %157 = "stablehlo.slice"(%156) <{limit_indices = array<i64: 4, 8, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %158 = "stablehlo.slice"(%156) <{limit_indices = array<i64: 4, 8, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %160 = "stablehlo.multiply"(%146, %159) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %161 = "stablehlo.slice"(%146) <{limit_indices = array<i64: 4, 8, 2, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %162 = "stablehlo.negate"(%161) : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4xf32>
    %163 = "stablehlo.slice"(%146) <{limit_indices = array<i64: 4, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %164 = "stablehlo.concatenate"(%162, %163) <{dimension = 3 : i64}> : (tensor<4x8x2x4xf32>, tensor<4x8x2x4xf32>) -> tensor<4x8x2x8xf32>
    %165 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %166 = "stablehlo.multiply"(%164, %165) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %167 = "stablehlo.add"(%160, %166) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %168 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %169 = "stablehlo.multiply"(%145, %168) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %170 = "stablehlo.slice"(%145) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %171 = "stablehlo.negate"(%170) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %172 = "stablehlo.slice"(%145) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %173 = "stablehlo.concatenate"(%171, %172) <{dimension = 3 : i64}> : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %174 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %175 = "stablehlo.multiply"(%173, %174) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %176 = "stablehlo.add"(%169, %175) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %177 = "stablehlo.slice"(%141) <{limit_indices = array<i64: 1, 1, 8, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x32xi1>) -> tensor<1x1x8x8xi1>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %179 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %181 = "stablehlo.convert"(%178) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %182 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %184 = "stablehlo.compare"(%180, %183) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %185 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %187 = "stablehlo.compare"(%181, %186) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %188 = "stablehlo.and"(%184, %187) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %189 = "stablehlo.convert"(%188) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %190 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x2x8xf32>
    %191 = "stablehlo.reshape"(%190) : (tensor<4x8x2x2x8xf32>) -> tensor<4x8x4x8xf32>
    %192 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x2x8xf32>
    %193 = "stablehlo.reshape"(%192) : (tensor<4x8x2x2x8xf32>) -> tensor<4x8x4x8xf32>
    %194 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %196 = "stablehlo.compare"(%189, %195) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %197 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %199 = "stablehlo.convert"(%198) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %200 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %202 = "stablehlo.select"(%196, %199, %201) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %203 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %204 = "stablehlo.sqrt"(%203) : (tensor<f32>) -> tensor<f32>
    %205 = "stablehlo.convert"(%204) : (tensor<f32>) -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %207 = "stablehlo.divide"(%176, %206) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %208 = "stablehlo.dot_general"(%207, %191) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %209 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %210 = "stablehlo.add"(%208, %209) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %211 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.reduce"(%210, %211) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %936 = "stablehlo.maximum"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%936) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %213 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %215 = "stablehlo.maximum"(%214, %212) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %218 = "stablehlo.subtract"(%210, %217) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %219 = "stablehlo.exponential"(%218) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %220 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.reduce"(%219, %220) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %935 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%935) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %224 = "stablehlo.divide"(%219, %223) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %225 = "stablehlo.multiply"(%222, %222) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %226 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %228 = "stablehlo.divide"(%227, %225) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %229 = "stablehlo.dot_general"(%193, %224) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %230 = "stablehlo.transpose"(%229) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %231 = "stablehlo.reshape"(%230) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %232 = "stablehlo.dot_general"(%231, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %233 = "stablehlo.add"(%107#0, %232) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %234 = "stablehlo.multiply"(%233, %233) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %235 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %237 = "stablehlo.multiply"(%236, %233) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %238 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.reduce"(%234, %238) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %934 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%934) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %241 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %243 = "stablehlo.divide"(%240, %242) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %244 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %246 = "stablehlo.add"(%243, %245) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %247 = "stablehlo.sqrt"(%246) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %248 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %250 = "stablehlo.divide"(%249, %247) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %251 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %252 = "stablehlo.divide"(%233, %251) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %253 = "stablehlo.multiply"(%247, %247) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %254 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %256 = "stablehlo.divide"(%255, %253) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %257 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %259 = "stablehlo.multiply"(%258, %252) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %260 = "stablehlo.dot_general"(%259, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %261 = "stablehlo.dot_general"(%259, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %262:3 = "func.call"(%261) <{callee = @silu}> : (tensor<4x8x64xf32>) -> (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>)
    %263 = "stablehlo.multiply"(%260, %262#0) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %264 = "stablehlo.dot_general"(%263, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %265 = "stablehlo.add"(%233, %264) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %266 = "stablehlo.multiply"(%265, %265) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %267 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %269 = "stablehlo.multiply"(%268, %265) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %270 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.reduce"(%266, %270) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %933 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%933) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %273 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %275 = "stablehlo.divide"(%272, %274) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %276 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %278 = "stablehlo.add"(%275, %277) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %279 = "stablehlo.sqrt"(%278) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %280 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %282 = "stablehlo.divide"(%281, %279) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %283 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %284 = "stablehlo.divide"(%265, %283) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %285 = "stablehlo.multiply"(%279, %279) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %286 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %288 = "stablehlo.divide"(%287, %285) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %289 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %291 = "stablehlo.multiply"(%290, %284) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %292 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xi32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xi32>) -> tensor<1x32xi32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %295 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %296 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %297 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %298 = "stablehlo.compare"(%296, %297) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %300 = "stablehlo.dot_general"(%291, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %301 = "stablehlo.dot_general"(%291, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %302 = "stablehlo.dot_general"(%291, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %303 = "stablehlo.reshape"(%300) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %304 = "stablehlo.reshape"(%301) : (tensor<4x8x16xf32>) -> tensor<4x8x2x8xf32>
    %305 = "stablehlo.reshape"(%302) : (tensor<4x8x16xf32>) -> tensor<4x8x2x8xf32>
    %306 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %308 = "stablehlo.compare"(%103, %307) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %309 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %311 = "stablehlo.add"(%103, %310) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %312 = "stablehlo.select"(%308, %311, %103) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %314 = "stablehlo.gather"(%100, %313) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 16>}> : (tensor<32x1x16xf32>, tensor<4x8x1xi32>) -> tensor<4x8x1x16xf32>
    %315 = "stablehlo.slice"(%314) <{limit_indices = array<i64: 4, 8, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %316 = "stablehlo.slice"(%314) <{limit_indices = array<i64: 4, 8, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %317 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %318 = "stablehlo.multiply"(%304, %317) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %319 = "stablehlo.slice"(%304) <{limit_indices = array<i64: 4, 8, 2, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %320 = "stablehlo.negate"(%319) : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4xf32>
    %321 = "stablehlo.slice"(%304) <{limit_indices = array<i64: 4, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %322 = "stablehlo.concatenate"(%320, %321) <{dimension = 3 : i64}> : (tensor<4x8x2x4xf32>, tensor<4x8x2x4xf32>) -> tensor<4x8x2x8xf32>
    %323 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %324 = "stablehlo.multiply"(%322, %323) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %325 = "stablehlo.add"(%318, %324) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %326 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %327 = "stablehlo.multiply"(%303, %326) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %328 = "stablehlo.slice"(%303) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %329 = "stablehlo.negate"(%328) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %330 = "stablehlo.slice"(%303) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %331 = "stablehlo.concatenate"(%329, %330) <{dimension = 3 : i64}> : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %332 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %333 = "stablehlo.multiply"(%331, %332) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %334 = "stablehlo.add"(%327, %333) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %335 = "stablehlo.slice"(%299) <{limit_indices = array<i64: 1, 1, 8, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x32xi1>) -> tensor<1x1x8x8xi1>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %337 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %339 = "stablehlo.convert"(%336) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %340 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %342 = "stablehlo.compare"(%338, %341) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %343 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %345 = "stablehlo.compare"(%339, %344) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %346 = "stablehlo.and"(%342, %345) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %347 = "stablehlo.convert"(%346) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %348 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x2x8xf32>
    %349 = "stablehlo.reshape"(%348) : (tensor<4x8x2x2x8xf32>) -> tensor<4x8x4x8xf32>
    %350 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x2x8xf32>
    %351 = "stablehlo.reshape"(%350) : (tensor<4x8x2x2x8xf32>) -> tensor<4x8x4x8xf32>
    %352 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %354 = "stablehlo.compare"(%347, %353) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %355 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %357 = "stablehlo.convert"(%356) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %358 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %360 = "stablehlo.select"(%354, %357, %359) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %361 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %362 = "stablehlo.sqrt"(%361) : (tensor<f32>) -> tensor<f32>
    %363 = "stablehlo.convert"(%362) : (tensor<f32>) -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %365 = "stablehlo.divide"(%334, %364) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %366 = "stablehlo.dot_general"(%365, %349) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %367 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %368 = "stablehlo.add"(%366, %367) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %369 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %370 = "stablehlo.reduce"(%368, %369) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %932 = "stablehlo.maximum"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%932) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %371 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %373 = "stablehlo.maximum"(%372, %370) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %376 = "stablehlo.subtract"(%368, %375) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %377 = "stablehlo.exponential"(%376) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %378 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %379 = "stablehlo.reduce"(%377, %378) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %931 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%931) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %382 = "stablehlo.divide"(%377, %381) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %383 = "stablehlo.multiply"(%380, %380) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %384 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %386 = "stablehlo.divide"(%385, %383) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %387 = "stablehlo.dot_general"(%351, %382) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %388 = "stablehlo.transpose"(%387) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %389 = "stablehlo.reshape"(%388) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %390 = "stablehlo.dot_general"(%389, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %391 = "stablehlo.add"(%265, %390) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %392 = "stablehlo.multiply"(%391, %391) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %393 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %395 = "stablehlo.multiply"(%394, %391) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %396 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.reduce"(%392, %396) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %930 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%930) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %399 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %401 = "stablehlo.divide"(%398, %400) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %402 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %404 = "stablehlo.add"(%401, %403) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %405 = "stablehlo.sqrt"(%404) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %406 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %408 = "stablehlo.divide"(%407, %405) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %409 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %410 = "stablehlo.divide"(%391, %409) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %411 = "stablehlo.multiply"(%405, %405) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %412 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %414 = "stablehlo.divide"(%413, %411) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %415 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %416 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %417 = "stablehlo.multiply"(%416, %410) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %418 = "stablehlo.dot_general"(%417, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %419 = "stablehlo.dot_general"(%417, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %420:3 = "func.call"(%419) <{callee = @silu}> : (tensor<4x8x64xf32>) -> (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>)
    %421 = "stablehlo.multiply"(%418, %420#0) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %422 = "stablehlo.dot_general"(%421, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %423 = "stablehlo.add"(%391, %422) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %424 = "stablehlo.multiply"(%423, %423) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %425 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %427 = "stablehlo.multiply"(%426, %423) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %428 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %429 = "stablehlo.reduce"(%424, %428) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %929 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%929) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %431 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %433 = "stablehlo.divide"(%430, %432) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %434 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %435 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %436 = "stablehlo.add"(%433, %435) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %437 = "stablehlo.sqrt"(%436) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %438 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %440 = "stablehlo.divide"(%439, %437) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %441 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %442 = "stablehlo.divide"(%423, %441) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %443 = "stablehlo.multiply"(%437, %437) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %444 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %446 = "stablehlo.divide"(%445, %443) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %447 = "stablehlo.broadcast_in_dim"(%arg55) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %448 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %449 = "stablehlo.multiply"(%448, %442) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %450 = "stablehlo.dot_general"(%449, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %451 = "stablehlo.slice"(%450) <{limit_indices = array<i64: 4, 7, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x64xf32>) -> tensor<4x7x64xf32>
    %452 = "stablehlo.slice"(%arg56) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x8xi32>) -> tensor<4x7xi32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xi32>) -> tensor<4x7x1xi32>
    %454:2 = "func.call"(%451, %453) <{callee = @take_along_axis}> : (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>)
    %455 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %456:2 = "func.call"(%454#0, %455) <{callee = @_take_0}> : (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>)
    %457 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.reduce"(%451, %457) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %928 = "stablehlo.maximum"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%928) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %459 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %461 = "stablehlo.maximum"(%460, %458) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %462 = "stablehlo.is_finite"(%461) : (tensor<4x7xf32>) -> tensor<4x7xi1>
    %463 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %465 = "stablehlo.select"(%462, %461, %464) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %467 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %468 = "stablehlo.subtract"(%451, %467) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %469 = "stablehlo.exponential"(%468) : (tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %470 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %471 = "stablehlo.reduce"(%469, %470) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %927 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%927) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %472 = "stablehlo.abs"(%471) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %473 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %475 = "stablehlo.compare"(%471, %474) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %476 = "stablehlo.log"(%472) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %477 = "stablehlo.add"(%476, %465) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %478 = "stablehlo.subtract"(%477, %456#0) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %479 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %480 = "stablehlo.reduce"(%478, %479) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %926 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%926) : (tensor<f32>) -> ()
    }) : (tensor<4x7xf32>, tensor<f32>) -> tensor<f32>
    %481 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %482 = "stablehlo.divide"(%480, %481) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %483 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %484 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.divide"(%483, %484) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %487 = "stablehlo.negate"(%486) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %488 = "stablehlo.divide"(%486, %472) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %489 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %491 = "stablehlo.select"(%475, %490, %488) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %492 = "stablehlo.select"(%475, %488, %490) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %493 = "stablehlo.negate"(%491) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %494 = "stablehlo.add"(%492, %493) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x64xf32>
    %496 = "stablehlo.multiply"(%495, %469) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %497 = "func.call"(%456#1, %487) <{callee = @_take_2}> : (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %498 = "func.call"(%454#1, %497) <{callee = @take_along_axis_3}> : (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %499 = "stablehlo.add"(%496, %498) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %500 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %501 = "stablehlo.pad"(%499, %500) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x8x64xf32>
    %502 = "stablehlo.dot_general"(%501, %449) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %503 = "stablehlo.transpose"(%502) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %504 = "stablehlo.dot_general"(%501, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %505 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %506 = "stablehlo.multiply"(%505, %504) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %507 = "stablehlo.multiply"(%504, %442) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %508 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %509 = "stablehlo.reduce"(%507, %508) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %925 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%925) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %510 = "stablehlo.reshape"(%509) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %511 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %512 = "stablehlo.reduce"(%510, %511) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %924 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%924) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %513 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %514 = "stablehlo.multiply"(%506, %513) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %515 = "stablehlo.multiply"(%514, %423) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %516 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.reduce"(%515, %516) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %923 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%923) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %518 = "stablehlo.reshape"(%517) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %519 = "stablehlo.negate"(%518) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %520 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %521 = "stablehlo.divide"(%506, %520) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %522 = "stablehlo.multiply"(%519, %440) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %523 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %525 = "stablehlo.divide"(%522, %524) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %526 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %527 = "stablehlo.reduce"(%525, %526) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %922 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%922) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %528 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %529 = "stablehlo.multiply"(%528, %427) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %530 = "stablehlo.add"(%521, %529) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %531 = "stablehlo.dot_general"(%530, %421) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %532 = "stablehlo.transpose"(%531) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %533 = "stablehlo.dot_general"(%530, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %534 = "stablehlo.multiply"(%418, %533) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %535 = "stablehlo.multiply"(%533, %420#0) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %536 = "func.call"(%420#1, %420#2, %419, %534) <{callee = @silu_4}> : (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %537 = "stablehlo.dot_general"(%536, %417) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %538 = "stablehlo.transpose"(%537) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %539 = "stablehlo.dot_general"(%536, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %540 = "stablehlo.dot_general"(%535, %417) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %541 = "stablehlo.transpose"(%540) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %542 = "stablehlo.dot_general"(%535, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %543 = "stablehlo.add"(%539, %542) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %544 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %545 = "stablehlo.multiply"(%544, %543) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %546 = "stablehlo.multiply"(%543, %410) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %547 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %548 = "stablehlo.reduce"(%546, %547) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %921 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%921) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %549 = "stablehlo.reshape"(%548) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %550 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %551 = "stablehlo.reduce"(%549, %550) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %920 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%920) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %552 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %553 = "stablehlo.multiply"(%545, %552) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %554 = "stablehlo.multiply"(%553, %391) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %555 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %556 = "stablehlo.reduce"(%554, %555) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %919 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%919) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %557 = "stablehlo.reshape"(%556) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %558 = "stablehlo.negate"(%557) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %559 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %560 = "stablehlo.divide"(%545, %559) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %561 = "stablehlo.add"(%530, %560) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %562 = "stablehlo.multiply"(%558, %408) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %563 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %565 = "stablehlo.divide"(%562, %564) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %566 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %567 = "stablehlo.reduce"(%565, %566) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %918 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%918) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %568 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %569 = "stablehlo.multiply"(%568, %395) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %570 = "stablehlo.add"(%561, %569) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %571 = "stablehlo.dot_general"(%570, %389) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %572 = "stablehlo.transpose"(%571) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %573 = "stablehlo.dot_general"(%570, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %574 = "stablehlo.reshape"(%573) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %575 = "stablehlo.transpose"(%574) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %576 = "stablehlo.dot_general"(%575, %351) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %577 = "stablehlo.dot_general"(%575, %382) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %578 = "stablehlo.transpose"(%577) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %579 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %580 = "stablehlo.multiply"(%576, %579) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %581 = "stablehlo.multiply"(%580, %377) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %582 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %583 = "stablehlo.reduce"(%581, %582) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %917 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%917) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %584 = "stablehlo.reshape"(%583) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %585 = "stablehlo.negate"(%584) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %586 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %587 = "stablehlo.divide"(%576, %586) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %588 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %589 = "stablehlo.reduce"(%585, %588) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %916 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%916) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %591 = "stablehlo.add"(%587, %590) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %592 = "stablehlo.multiply"(%591, %377) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %593 = "stablehlo.dot_general"(%592, %365) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %594 = "stablehlo.transpose"(%593) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %595 = "stablehlo.dot_general"(%592, %349) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %596 = "stablehlo.transpose"(%595) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %597 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %598 = "stablehlo.divide"(%596, %597) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %599 = "stablehlo.reshape"(%578) : (tensor<4x8x4x8xf32>) -> tensor<4x8x2x2x8xf32>
    %600 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %601 = "stablehlo.reduce"(%599, %600) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %915 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%915) : (tensor<f32>) -> ()
    }) : (tensor<4x8x2x2x8xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %602 = "stablehlo.reshape"(%594) : (tensor<4x8x4x8xf32>) -> tensor<4x8x2x2x8xf32>
    %603 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %604 = "stablehlo.reduce"(%602, %603) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %914 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%914) : (tensor<f32>) -> ()
    }) : (tensor<4x8x2x2x8xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %605 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %606 = "stablehlo.multiply"(%598, %605) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %607 = "stablehlo.slice"(%606) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %608 = "stablehlo.slice"(%606) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %609 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %610 = "stablehlo.pad"(%608, %609) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %611 = "stablehlo.negate"(%607) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %612 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %613 = "stablehlo.pad"(%611, %612) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %614 = "stablehlo.add"(%610, %613) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %615 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %616 = "stablehlo.multiply"(%598, %615) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %617 = "stablehlo.add"(%614, %616) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %618 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %619 = "stablehlo.multiply"(%604, %618) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %620 = "stablehlo.slice"(%619) <{limit_indices = array<i64: 4, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %621 = "stablehlo.slice"(%619) <{limit_indices = array<i64: 4, 8, 2, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %622 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %623 = "stablehlo.pad"(%621, %622) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x2x4xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %624 = "stablehlo.negate"(%620) : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4xf32>
    %625 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %626 = "stablehlo.pad"(%624, %625) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x2x4xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %627 = "stablehlo.add"(%623, %626) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %628 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %629 = "stablehlo.multiply"(%604, %628) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %630 = "stablehlo.add"(%627, %629) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %631 = "stablehlo.reshape"(%601) : (tensor<4x8x2x8xf32>) -> tensor<4x8x16xf32>
    %632 = "stablehlo.reshape"(%630) : (tensor<4x8x2x8xf32>) -> tensor<4x8x16xf32>
    %633 = "stablehlo.reshape"(%617) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %634 = "stablehlo.dot_general"(%631, %291) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %635 = "stablehlo.transpose"(%634) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %636 = "stablehlo.dot_general"(%631, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %637 = "stablehlo.dot_general"(%632, %291) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %638 = "stablehlo.transpose"(%637) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %639 = "stablehlo.dot_general"(%632, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %640 = "stablehlo.add"(%636, %639) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %641 = "stablehlo.dot_general"(%633, %291) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %642 = "stablehlo.transpose"(%641) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %643 = "stablehlo.dot_general"(%633, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %644 = "stablehlo.add"(%640, %643) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %645 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %646 = "stablehlo.multiply"(%645, %644) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %647 = "stablehlo.multiply"(%644, %284) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %648 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %649 = "stablehlo.reduce"(%647, %648) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %913 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%913) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %650 = "stablehlo.reshape"(%649) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %651 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %652 = "stablehlo.reduce"(%650, %651) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %912 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%912) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %653 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %654 = "stablehlo.multiply"(%646, %653) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %655 = "stablehlo.multiply"(%654, %265) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %656 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.reduce"(%655, %656) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %911 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%911) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %658 = "stablehlo.reshape"(%657) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %659 = "stablehlo.negate"(%658) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %660 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %661 = "stablehlo.divide"(%646, %660) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %662 = "stablehlo.add"(%570, %661) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %663 = "stablehlo.multiply"(%659, %282) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %664 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %665 = "stablehlo.broadcast_in_dim"(%664) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %666 = "stablehlo.divide"(%663, %665) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %667 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %668 = "stablehlo.reduce"(%666, %667) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %910 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%910) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %670 = "stablehlo.multiply"(%669, %269) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %671 = "stablehlo.add"(%662, %670) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %672 = "stablehlo.dot_general"(%671, %263) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %673 = "stablehlo.transpose"(%672) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %674 = "stablehlo.dot_general"(%671, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %675 = "stablehlo.multiply"(%260, %674) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %676 = "stablehlo.multiply"(%674, %262#0) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %677 = "func.call"(%262#1, %262#2, %261, %675) <{callee = @silu_4}> : (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %678 = "stablehlo.dot_general"(%677, %259) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %679 = "stablehlo.transpose"(%678) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %680 = "stablehlo.dot_general"(%677, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %681 = "stablehlo.dot_general"(%676, %259) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %682 = "stablehlo.transpose"(%681) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %683 = "stablehlo.dot_general"(%676, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %684 = "stablehlo.add"(%680, %683) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %685 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %686 = "stablehlo.multiply"(%685, %684) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %687 = "stablehlo.multiply"(%684, %252) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %688 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %689 = "stablehlo.reduce"(%687, %688) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %909 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%909) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %690 = "stablehlo.reshape"(%689) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %691 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %692 = "stablehlo.reduce"(%690, %691) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %908 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%908) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %693 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %694 = "stablehlo.multiply"(%686, %693) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %695 = "stablehlo.multiply"(%694, %233) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %696 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %697 = "stablehlo.reduce"(%695, %696) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %907 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%907) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %698 = "stablehlo.reshape"(%697) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %699 = "stablehlo.negate"(%698) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %700 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %701 = "stablehlo.divide"(%686, %700) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %702 = "stablehlo.add"(%671, %701) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %703 = "stablehlo.multiply"(%699, %250) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %704 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %705 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %706 = "stablehlo.divide"(%703, %705) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %707 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %708 = "stablehlo.reduce"(%706, %707) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %906 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%906) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %709 = "stablehlo.broadcast_in_dim"(%708) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %710 = "stablehlo.multiply"(%709, %237) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %711 = "stablehlo.add"(%702, %710) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %712 = "stablehlo.dot_general"(%711, %231) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %713 = "stablehlo.transpose"(%712) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %714 = "stablehlo.dot_general"(%711, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %715 = "stablehlo.reshape"(%714) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %716 = "stablehlo.transpose"(%715) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %717 = "stablehlo.dot_general"(%716, %193) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %718 = "stablehlo.dot_general"(%716, %224) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %719 = "stablehlo.transpose"(%718) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %720 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %721 = "stablehlo.multiply"(%717, %720) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %722 = "stablehlo.multiply"(%721, %219) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %723 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %724 = "stablehlo.reduce"(%722, %723) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %905 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%905) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %725 = "stablehlo.reshape"(%724) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %726 = "stablehlo.negate"(%725) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %727 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %728 = "stablehlo.divide"(%717, %727) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %729 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %730 = "stablehlo.reduce"(%726, %729) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %904 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%904) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %731 = "stablehlo.broadcast_in_dim"(%730) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %732 = "stablehlo.add"(%728, %731) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %733 = "stablehlo.multiply"(%732, %219) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %734 = "stablehlo.dot_general"(%733, %207) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %735 = "stablehlo.transpose"(%734) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %736 = "stablehlo.dot_general"(%733, %191) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %737 = "stablehlo.transpose"(%736) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %738 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %739 = "stablehlo.divide"(%737, %738) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %740 = "stablehlo.reshape"(%719) : (tensor<4x8x4x8xf32>) -> tensor<4x8x2x2x8xf32>
    %741 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %742 = "stablehlo.reduce"(%740, %741) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %903 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%903) : (tensor<f32>) -> ()
    }) : (tensor<4x8x2x2x8xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %743 = "stablehlo.reshape"(%735) : (tensor<4x8x4x8xf32>) -> tensor<4x8x2x2x8xf32>
    %744 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %745 = "stablehlo.reduce"(%743, %744) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %902 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%902) : (tensor<f32>) -> ()
    }) : (tensor<4x8x2x2x8xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %746 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %747 = "stablehlo.multiply"(%739, %746) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %748 = "stablehlo.slice"(%747) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %749 = "stablehlo.slice"(%747) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %750 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %751 = "stablehlo.pad"(%749, %750) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %752 = "stablehlo.negate"(%748) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %753 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %754 = "stablehlo.pad"(%752, %753) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %755 = "stablehlo.add"(%751, %754) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %756 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %757 = "stablehlo.multiply"(%739, %756) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %758 = "stablehlo.add"(%755, %757) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %759 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %760 = "stablehlo.multiply"(%745, %759) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %761 = "stablehlo.slice"(%760) <{limit_indices = array<i64: 4, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %762 = "stablehlo.slice"(%760) <{limit_indices = array<i64: 4, 8, 2, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %763 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %764 = "stablehlo.pad"(%762, %763) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x2x4xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %765 = "stablehlo.negate"(%761) : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4xf32>
    %766 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %767 = "stablehlo.pad"(%765, %766) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x2x4xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %768 = "stablehlo.add"(%764, %767) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %769 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %770 = "stablehlo.multiply"(%745, %769) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %771 = "stablehlo.add"(%768, %770) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %772 = "stablehlo.reshape"(%742) : (tensor<4x8x2x8xf32>) -> tensor<4x8x16xf32>
    %773 = "stablehlo.reshape"(%771) : (tensor<4x8x2x8xf32>) -> tensor<4x8x16xf32>
    %774 = "stablehlo.reshape"(%758) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %775 = "stablehlo.dot_general"(%772, %133) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %776 = "stablehlo.transpose"(%775) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %777 = "stablehlo.dot_general"(%772, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %778 = "stablehlo.dot_general"(%773, %133) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %779 = "stablehlo.transpose"(%778) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %780 = "stablehlo.dot_general"(%773, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %781 = "stablehlo.add"(%777, %780) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %782 = "stablehlo.dot_general"(%774, %133) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %783 = "stablehlo.transpose"(%782) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %784 = "stablehlo.dot_general"(%774, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %785 = "stablehlo.add"(%781, %784) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %786 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %787 = "stablehlo.multiply"(%786, %785) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %788 = "stablehlo.multiply"(%785, %126) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %789 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %790 = "stablehlo.reduce"(%788, %789) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %901 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%901) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %791 = "stablehlo.reshape"(%790) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %792 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %793 = "stablehlo.reduce"(%791, %792) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %900 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%900) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %794 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %795 = "stablehlo.multiply"(%787, %794) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %796 = "stablehlo.multiply"(%795, %107#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %797 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %798 = "stablehlo.reduce"(%796, %797) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %899 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%899) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %799 = "stablehlo.reshape"(%798) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %800 = "stablehlo.negate"(%799) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %801 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %802 = "stablehlo.divide"(%787, %801) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %803 = "stablehlo.add"(%711, %802) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %804 = "stablehlo.multiply"(%800, %124) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %805 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %806 = "stablehlo.broadcast_in_dim"(%805) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %807 = "stablehlo.divide"(%804, %806) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %808 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %809 = "stablehlo.reduce"(%807, %808) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %898 = "stablehlo.add"(%arg57, %arg58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%898) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %810 = "stablehlo.broadcast_in_dim"(%809) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %811 = "stablehlo.multiply"(%810, %111) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %812 = "stablehlo.add"(%803, %811) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %813 = "func.call"(%107#1, %812) <{callee = @_take_5}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %814 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %815 = "stablehlo.broadcast_in_dim"(%814) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %816 = "stablehlo.multiply"(%815, %503) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %817 = "stablehlo.subtract"(%arg35, %816) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %818 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %819 = "stablehlo.broadcast_in_dim"(%818) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %820 = "stablehlo.multiply"(%819, %813) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %821 = "stablehlo.subtract"(%arg36, %820) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %822 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %823 = "stablehlo.broadcast_in_dim"(%822) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %824 = "stablehlo.multiply"(%823, %793) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %825 = "stablehlo.subtract"(%arg37, %824) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %826 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %827 = "stablehlo.broadcast_in_dim"(%826) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %828 = "stablehlo.multiply"(%827, %673) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %829 = "stablehlo.subtract"(%arg38, %828) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %830 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %831 = "stablehlo.broadcast_in_dim"(%830) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %832 = "stablehlo.multiply"(%831, %679) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %833 = "stablehlo.subtract"(%arg39, %832) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %834 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %835 = "stablehlo.broadcast_in_dim"(%834) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %836 = "stablehlo.multiply"(%835, %682) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %837 = "stablehlo.subtract"(%arg40, %836) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %838 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %839 = "stablehlo.broadcast_in_dim"(%838) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %840 = "stablehlo.multiply"(%839, %692) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %841 = "stablehlo.subtract"(%arg41, %840) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %842 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %843 = "stablehlo.broadcast_in_dim"(%842) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %844 = "stablehlo.multiply"(%843, %779) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %845 = "stablehlo.subtract"(%arg42, %844) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %846 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %847 = "stablehlo.broadcast_in_dim"(%846) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %848 = "stablehlo.multiply"(%847, %713) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %849 = "stablehlo.subtract"(%arg43, %848) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %850 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %851 = "stablehlo.broadcast_in_dim"(%850) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %852 = "stablehlo.multiply"(%851, %783) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %853 = "stablehlo.subtract"(%arg44, %852) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %854 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %855 = "stablehlo.broadcast_in_dim"(%854) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %856 = "stablehlo.multiply"(%855, %776) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %857 = "stablehlo.subtract"(%arg45, %856) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %858 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %859 = "stablehlo.broadcast_in_dim"(%858) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %860 = "stablehlo.multiply"(%859, %652) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %861 = "stablehlo.subtract"(%arg46, %860) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %862 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %863 = "stablehlo.broadcast_in_dim"(%862) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %864 = "stablehlo.multiply"(%863, %532) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %865 = "stablehlo.subtract"(%arg47, %864) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %866 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %867 = "stablehlo.broadcast_in_dim"(%866) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %868 = "stablehlo.multiply"(%867, %538) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %869 = "stablehlo.subtract"(%arg48, %868) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %870 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %871 = "stablehlo.broadcast_in_dim"(%870) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %872 = "stablehlo.multiply"(%871, %541) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %873 = "stablehlo.subtract"(%arg49, %872) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %874 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %875 = "stablehlo.broadcast_in_dim"(%874) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %876 = "stablehlo.multiply"(%875, %551) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %877 = "stablehlo.subtract"(%arg50, %876) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %878 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %879 = "stablehlo.broadcast_in_dim"(%878) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %880 = "stablehlo.multiply"(%879, %638) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %881 = "stablehlo.subtract"(%arg51, %880) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %882 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %883 = "stablehlo.broadcast_in_dim"(%882) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %884 = "stablehlo.multiply"(%883, %572) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %885 = "stablehlo.subtract"(%arg52, %884) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %886 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %887 = "stablehlo.broadcast_in_dim"(%886) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %888 = "stablehlo.multiply"(%887, %642) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %889 = "stablehlo.subtract"(%arg53, %888) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %890 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %891 = "stablehlo.broadcast_in_dim"(%890) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %892 = "stablehlo.multiply"(%891, %635) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %893 = "stablehlo.subtract"(%arg54, %892) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %894 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %895 = "stablehlo.broadcast_in_dim"(%894) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %896 = "stablehlo.multiply"(%895, %512) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %897 = "stablehlo.subtract"(%arg55, %896) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%482, %817, %821, %825, %829, %833, %837, %841, %845, %849, %853, %857, %861, %865, %869, %873, %877, %881, %885, %889, %893, %897) : (tensor<f32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<64x32xf32>, %arg32: tensor<4x8xi32>):
    %75 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %77 = "stablehlo.compare"(%arg32, %76) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %78 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %80 = "stablehlo.add"(%arg32, %79) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %81 = "func.call"(%77, %80, %arg32) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %83 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %86 = "stablehlo.compare"(%82, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %87 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %89 = "stablehlo.compare"(%82, %88) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %90 = "stablehlo.and"(%86, %89) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %91 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %92 = "stablehlo.reduce"(%90, %91) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg33: tensor<i1>, %arg34: tensor<i1>):
      %98 = "stablehlo.and"(%arg33, %arg34) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%98) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %93 = "stablehlo.gather"(%arg31, %82) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %94 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %95 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %97 = "stablehlo.select"(%94, %93, %96) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%97, %82) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<4x8xi1>, %arg29: tensor<4x8xi32>, %arg30: tensor<4x8xi32>):
    %74 = "stablehlo.select"(%arg28, %arg29, %arg30) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%74) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8x64xf32>) -> (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<4x8x64xf32>):
    %61 = "stablehlo.negate"(%arg27) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %62 = "stablehlo.exponential"(%61) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %63 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %65 = "stablehlo.add"(%64, %62) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %66 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %68 = "stablehlo.divide"(%67, %65) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %69 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %71 = "stablehlo.subtract"(%70, %68) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %72 = "stablehlo.multiply"(%68, %71) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %73 = "stablehlo.multiply"(%arg27, %68) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    "func.return"(%73, %72, %68) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> ()
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x7x1xf32>, %arg20: tensor<i32>):
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.compare"(%arg20, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.add"(%arg20, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "func.call"(%18, %20, %arg20) <{callee = @_where_1}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<i1>, %arg17: tensor<i32>, %arg18: tensor<i32>):
    %16 = "stablehlo.select"(%arg16, %arg17, %arg18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%16) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>, res_attrs = [{}], sym_name = "_take_2", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_3", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>, res_attrs = [{}], sym_name = "silu_4", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4x8x64xf32>, %arg5: tensor<4x8x64xf32>, %arg6: tensor<4x8x64xf32>, %arg7: tensor<4x8x64xf32>):
    %4 = "stablehlo.multiply"(%arg6, %arg7) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %5 = "stablehlo.multiply"(%arg7, %arg5) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %6 = "stablehlo.multiply"(%4, %arg4) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %7 = "stablehlo.add"(%5, %6) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    "func.return"(%7) : (tensor<4x8x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>, res_attrs = [{}], sym_name = "_take_5", sym_visibility = "private"}> ({
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
