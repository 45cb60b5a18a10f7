"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<4x8xi32>) -> (tensor<f32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['lm_head']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['embed_tokens']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['input_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['0']['mlp']['down_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['mlp']['gate_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['mlp']['up_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['post_attention_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['o_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['input_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['1']['mlp']['down_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['mlp']['gate_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['mlp']['up_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['post_attention_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['o_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg36: tensor<32x64xf32>, %arg37: tensor<64x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<64x32xf32>, %arg40: tensor<32x64xf32>, %arg41: tensor<32x64xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x16xf32>, %arg44: tensor<32x32xf32>, %arg45: tensor<32x32xf32>, %arg46: tensor<32x16xf32>, %arg47: tensor<32xf32>, %arg48: tensor<64x32xf32>, %arg49: tensor<32x64xf32>, %arg50: tensor<32x64xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x16xf32>, %arg53: tensor<32x32xf32>, %arg54: tensor<32x32xf32>, %arg55: tensor<32x16xf32>, %arg56: tensor<32xf32>, %arg57: tensor<4x8xi32>):
    %109 = "stablehlo.constant"() <{value = dense<"0x00000000000000000000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803FA56A573F7775CC3D57D6233C6E12833AA56A573F7775CC3D57D6233C6E12833A40510A3F98B87E3FB9FC7F3FF8FF7F3F40510A3F98B87E3FB9FC7F3FF8FF7F3FB7C7683FF96F4B3E3ED4A33C6912033BB7C7683FF96F4B3E3ED4A33C6912033B3211D5BEA5E57A3FE5F27F3FDEFF7F3F3211D5BEA5E57A3FE5F27F3FDEFF7F3FC381103E6D4E973E1FB9F53C939B443BC381103E6D4E973E1FB9F53C939B443B26707DBFEF90743F83E27F3FB5FF7F3F26707DBFEF90743F83E27F3FB5FF7F3FCFBD41BFD761C73EDBCB233D5812833BCFBD41BFD761C73EDBCB233D5812833B305527BFA7CA6B3F94CB7F3F7AFF7F3F305527BFA7CA6B3F94CB7F3F7AFF7F3F107C75BF4477F53EF5B64C3DDDD6A33B107C75BF4477F53EF5B64C3DDDD6A33B2B3C913E40A9603F19AE7F3F2EFF7F3F2B3C913E40A9603F19AE7F3F2EFF7F3F8C0F8FBE698C103FD19C753D599BC43B8C0F8FBE698C103FD19C753D599BC43BB8CD753F3249533F128A7F3FD2FE7F3FB8CD753F3249533F128A7F3FD2FE7F3F4630283F73EB243F323E8F3DC75FE53B4630283F73EB243F323E8F3DC75FE53BBDFF403FB3CC433F815F7F3F65FE7F3FBDFF403FB3CC433F815F7F3F65FE7F3F95467D3FA6A4373F50AAA33D1312033C95467D3FA6A4373F50AAA33D1312033CF6FD14BE5F5B323F662E7F3FE7FD7F3FF6FD14BE5F5B323F662E7F3FE7FD7F3F3101D33E1D88483F3F12B83D3A74133C3101D33E1D88483F3F12B83D3A74133CD53F69BFD5211F3FC2F67E3F59FD7F3FD53F69BFD5211F3FC2F67E3F59FD7F3FF7440BBFA56A573F7775CC3D57D6233CF7440BBFA56A573F7775CC3D57D6233C64CD56BF40510A3F98B87E3FB9FC7F3F64CD56BF40510A3F98B87E3FB9FC7F3F5CFF7FBF2A26643F72D3E03D6A38343C5CFF7FBF2A26643F72D3E03D6A38343C7205913BC03DE83EE8737E3F09FC7F3F7205913BC03DE83EE8737E3F09FC7F3FD85C09BF1D9A6E3FAC2BF53D719A443CD85C09BF1D9A6E3FAC2BF53D719A443CD006583FF486B93EB5287E3F48FB7F3FD006583FF486B93EB5287E3F48FB7F3F2320D73EBFAB763FD0BE043E6BFC543C2320D73EBFAB763FD0BE043E6BFC543C6F4E683F9DF5883E00D77D3F76FA7F3F6F4E683F9DF5883E00D77D3F76FA7F3F72987D3F6F467C3F64E40E3E575E653C72987D3F6F467C3F64E40E3E575E653CD8040C3EDF0B2E3ECC7E7D3F94F97F3FD8040C3EDF0B2E3ECC7E7D3F94F97F3F4479263FD55B7F3F5006193E33C0753C4479263FD55B7F3F5006193E33C0753CE87A42BFAADE903D1A207D3FA1F87F3FE87A42BFAADE903D1A207D3FA1F87F3F116893BE0EE47F3F5024233E0111833C116893BE0EE47F3F5024233E0111833C2C2975BFE233EFBCEDBA7C3F9DF77F3F2C2975BFE233EFBCEDBA7C3F9DF77F3F251E76BFBFDD7D3F233E2D3EDE418B3C251E76BFBFDD7D3F233E2D3EDE418B3C36E28CBED3EF03BE494F7C3F88F67F3F36E28CBED3EF03BE494F7C3F88F67F3FB34040BF144E793F8853373EB272933CB34040BF144E793F8853373EB272933C840A293FA7A768BE2EDD7B3F62F57F3F840A293FA7A768BE2EDD7B3F62F57F3F6979193EB940723F3A64413E7DA39B3C6979193EB940723F3A64413E7DA39B3CBF1B7D3F3586A5BEA1647B3F2CF47F3FBF1B7D3F3586A5BEA1647B3F2CF47F3FC8B6693FB7C7683FF96F4B3E3ED4A33CC8B6693FB7C7683FF96F4B3E3ED4A33C22F0D03E3211D5BEA5E57A3FE5F27F3F22F0D03E3211D5BEA5E57A3FE5F27F3F102F563F4BFB5C3F8376553EF404AC3C102F563F4BFB5C3F8376553EF404AC3CFC370CBF973D01BF3C607A3F8DF17F3FFC370CBF973D01BF3C607A3F8DF17F3F150511BC9EF94E3F96775F3E9F35B43C150511BC9EF94E3F96775F3E9F35B43C6FFD7FBF03A816BF6AD4793F24F07F3F6FFD7FBF03A816BF6AD4793F24F07F3FE6A158BF8AE63E3FF172693E3E66BC3CE6A158BF8AE63E3FF172693E3E66BC3CBF6708BF10912ABF3342793FABEE7F3FBF6708BF10912ABF3342793FABEE7F3FFCD367BF27EB2C3F5168733ED196C43CFCD367BF27EB2C3F5168733ED196C43CFE2DD93ED7C53CBF9BA9783F20ED7F3FFE2DD93ED7C53CBF9BA9783F20ED7F3F388707BE7935193F77577D3E57C7CC3C388707BE7935193F77577D3E57C7CC3C78BF7D3FBF174DBFA50A783F85EB7F3F78BF7D3FBF174DBFA50A783F85EB7F3F0737433FE8F7033F10A0833ECFF7D43C0737433FE8F7033F10A0833ECFF7D43C829C253F0F5D5BBF5565773FDAE97F3F829C253F0F5D5BBF5565773FDAE97F3F0ED5743F88D1DA3E0691883E3A28DD3C0ED5743F88D1DA3E0691883E3A28DD3C389395BE467167BFB0B9763F1DE87F3F389395BE467167BFB0B9763F1DE87F3F2AB48A3E9383AB3E7D7E8D3E9658E53C2AB48A3E9383AB3E7D7E8D3E9658E53C576D76BF7B3571BFBB07763F50E67F3F576D76BF7B3571BFBB07763F50E67F3FE9E329BFC0FD743E5468923EE288ED3CE9E329BFC0FD743E5468923EE288ED3CB3803FBFB79078BF794F753F72E47F3FB3803FBFB79078BF794F753F72E47F3FA4EF7CBFC381103E6D4E973E1FB9F53CA4EF7CBFC381103E6D4E973E1FB9F53C18F41D3E26707DBFEF90743F83E27F3F18F41D3E26707DBFEF90743F83E27F3F06DECEBE96502A3DA5309C3E4CE9FD3C06DECEBE96502A3DA5309C3E4CE9FD3C8E2C6A3F52C77FBF22CC733F83E07F3F8E2C6A3F52C77FBF22CC733F83E07F3F"> : tensor<32x1x16xf32>}> : () -> tensor<32x1x16xf32>
    %110 = "stablehlo.constant"() <{value = dense<"0x00000000000000000000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803FA56A573F7775CC3D57D6233C6E12833AA56A573F7775CC3D57D6233C6E12833A40510A3F98B87E3FB9FC7F3FF8FF7F3F40510A3F98B87E3FB9FC7F3FF8FF7F3FB7C7683FF96F4B3E3ED4A33C6912033BB7C7683FF96F4B3E3ED4A33C6912033B3211D5BEA5E57A3FE5F27F3FDEFF7F3F3211D5BEA5E57A3FE5F27F3FDEFF7F3FC381103E6D4E973E1FB9F53C939B443BC381103E6D4E973E1FB9F53C939B443B26707DBFEF90743F83E27F3FB5FF7F3F26707DBFEF90743F83E27F3FB5FF7F3FCFBD41BFD761C73EDBCB233D5812833BCFBD41BFD761C73EDBCB233D5812833B305527BFA7CA6B3F94CB7F3F7AFF7F3F305527BFA7CA6B3F94CB7F3F7AFF7F3F107C75BF4477F53EF5B64C3DDDD6A33B107C75BF4477F53EF5B64C3DDDD6A33B2B3C913E40A9603F19AE7F3F2EFF7F3F2B3C913E40A9603F19AE7F3F2EFF7F3F8C0F8FBE698C103FD19C753D599BC43B8C0F8FBE698C103FD19C753D599BC43BB8CD753F3249533F128A7F3FD2FE7F3FB8CD753F3249533F128A7F3FD2FE7F3F4630283F73EB243F323E8F3DC75FE53B4630283F73EB243F323E8F3DC75FE53BBDFF403FB3CC433F815F7F3F65FE7F3FBDFF403FB3CC433F815F7F3F65FE7F3F95467D3FA6A4373F50AAA33D1312033C95467D3FA6A4373F50AAA33D1312033CF6FD14BE5F5B323F662E7F3FE7FD7F3FF6FD14BE5F5B323F662E7F3FE7FD7F3F3101D33E1D88483F3F12B83D3A74133C3101D33E1D88483F3F12B83D3A74133CD53F69BFD5211F3FC2F67E3F59FD7F3FD53F69BFD5211F3FC2F67E3F59FD7F3FF7440BBFA56A573F7775CC3D57D6233CF7440BBFA56A573F7775CC3D57D6233C64CD56BF40510A3F98B87E3FB9FC7F3F64CD56BF40510A3F98B87E3FB9FC7F3F5CFF7FBF2A26643F72D3E03D6A38343C5CFF7FBF2A26643F72D3E03D6A38343C7205913BC03DE83EE8737E3F09FC7F3F7205913BC03DE83EE8737E3F09FC7F3FD85C09BF1D9A6E3FAC2BF53D719A443CD85C09BF1D9A6E3FAC2BF53D719A443CD006583FF486B93EB5287E3F48FB7F3FD006583FF486B93EB5287E3F48FB7F3F2320D73EBFAB763FD0BE043E6BFC543C2320D73EBFAB763FD0BE043E6BFC543C6F4E683F9DF5883E00D77D3F76FA7F3F6F4E683F9DF5883E00D77D3F76FA7F3F72987D3F6F467C3F64E40E3E575E653C72987D3F6F467C3F64E40E3E575E653CD8040C3EDF0B2E3ECC7E7D3F94F97F3FD8040C3EDF0B2E3ECC7E7D3F94F97F3F4479263FD55B7F3F5006193E33C0753C4479263FD55B7F3F5006193E33C0753CE87A42BFAADE903D1A207D3FA1F87F3FE87A42BFAADE903D1A207D3FA1F87F3F116893BE0EE47F3F5024233E0111833C116893BE0EE47F3F5024233E0111833C2C2975BFE233EFBCEDBA7C3F9DF77F3F2C2975BFE233EFBCEDBA7C3F9DF77F3F251E76BFBFDD7D3F233E2D3EDE418B3C251E76BFBFDD7D3F233E2D3EDE418B3C36E28CBED3EF03BE494F7C3F88F67F3F36E28CBED3EF03BE494F7C3F88F67F3FB34040BF144E793F8853373EB272933CB34040BF144E793F8853373EB272933C840A293FA7A768BE2EDD7B3F62F57F3F840A293FA7A768BE2EDD7B3F62F57F3F6979193EB940723F3A64413E7DA39B3C6979193EB940723F3A64413E7DA39B3CBF1B7D3F3586A5BEA1647B3F2CF47F3FBF1B7D3F3586A5BEA1647B3F2CF47F3FC8B6693FB7C7683FF96F4B3E3ED4A33CC8B6693FB7C7683FF96F4B3E3ED4A33C22F0D03E3211D5BEA5E57A3FE5F27F3F22F0D03E3211D5BEA5E57A3FE5F27F3F102F563F4BFB5C3F8376553EF404AC3C102F563F4BFB5C3F8376553EF404AC3CFC370CBF973D01BF3C607A3F8DF17F3FFC370CBF973D01BF3C607A3F8DF17F3F150511BC9EF94E3F96775F3E9F35B43C150511BC9EF94E3F96775F3E9F35B43C6FFD7FBF03A816BF6AD4793F24F07F3F6FFD7FBF03A816BF6AD4793F24F07F3FE6A158BF8AE63E3FF172693E3E66BC3CE6A158BF8AE63E3FF172693E3E66BC3CBF6708BF10912ABF3342793FABEE7F3FBF6708BF10912ABF3342793FABEE7F3FFCD367BF27EB2C3F5168733ED196C43CFCD367BF27EB2C3F5168733ED196C43CFE2DD93ED7C53CBF9BA9783F20ED7F3FFE2DD93ED7C53CBF9BA9783F20ED7F3F388707BE7935193F77577D3E57C7CC3C388707BE7935193F77577D3E57C7CC3C78BF7D3FBF174DBFA50A783F85EB7F3F78BF7D3FBF174DBFA50A783F85EB7F3F0737433FE8F7033F10A0833ECFF7D43C0737433FE8F7033F10A0833ECFF7D43C829C253F0F5D5BBF5565773FDAE97F3F829C253F0F5D5BBF5565773FDAE97F3F0ED5743F88D1DA3E0691883E3A28DD3C0ED5743F88D1DA3E0691883E3A28DD3C389395BE467167BFB0B9763F1DE87F3F389395BE467167BFB0B9763F1DE87F3F2AB48A3E9383AB3E7D7E8D3E9658E53C2AB48A3E9383AB3E7D7E8D3E9658E53C576D76BF7B3571BFBB07763F50E67F3F576D76BF7B3571BFBB07763F50E67F3FE9E329BFC0FD743E5468923EE288ED3CE9E329BFC0FD743E5468923EE288ED3CB3803FBFB79078BF794F753F72E47F3FB3803FBFB79078BF794F753F72E47F3FA4EF7CBFC381103E6D4E973E1FB9F53CA4EF7CBFC381103E6D4E973E1FB9F53C18F41D3E26707DBFEF90743F83E27F3F18F41D3E26707DBFEF90743F83E27F3F06DECEBE96502A3DA5309C3E4CE9FD3C06DECEBE96502A3DA5309C3E4CE9FD3C8E2C6A3F52C77FBF22CC733F83E07F3F8E2C6A3F52C77FBF22CC733F83E07F3F"> : tensor<32x1x16xf32>}> : () -> tensor<32x1x16xf32>
    %111 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<4x8xi32>
    %114 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %116 = "stablehlo.convert"(%115) : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %117:2 = "func.call"(%arg37, %arg57) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %118 = "stablehlo.multiply"(%117#0, %117#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %119 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %121 = "stablehlo.multiply"(%120, %117#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %122 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.reduce"(%118, %122) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %949 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%949) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %125 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %127 = "stablehlo.divide"(%124, %126) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %128 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %130 = "stablehlo.add"(%127, %129) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %131 = "stablehlo.sqrt"(%130) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %132 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %134 = "stablehlo.divide"(%133, %131) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %135 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %136 = "stablehlo.divide"(%117#0, %135) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %137 = "stablehlo.multiply"(%131, %131) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %138 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %140 = "stablehlo.divide"(%139, %137) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %141 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %143 = "stablehlo.multiply"(%142, %136) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %144 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xi32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xi32>) -> tensor<1x32xi32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %147 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %148 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %149 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %150 = "stablehlo.compare"(%148, %149) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %152 = "func.call"(%151) <{callee = @triu}> : (tensor<1x1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %153 = "stablehlo.dot_general"(%143, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %154 = "stablehlo.dot_general"(%143, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %155 = "stablehlo.dot_general"(%143, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %156 = "stablehlo.reshape"(%153) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %157 = "stablehlo.reshape"(%154) : (tensor<4x8x16xf32>) -> tensor<4x8x2x8xf32>
    %158 = "stablehlo.reshape"(%155) : (tensor<4x8x16xf32>) -> tensor<4x8x2x8xf32>
    %159 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %161 = "stablehlo.compare"(%113, %160) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %162 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %164 = "stablehlo.add"(%113, %163) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %165 = "stablehlo.select"(%161, %164, %113) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %167 = "stablehlo.gather"(%109, %166) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 16>}> : (tensor<32x1x16xf32>, tensor<4x8x1xi32>) -> tensor<4x8x1x16xf32>
    %168 = "stablehlo.slice"(%167) <{limit_indices = array<i64: 4, 8, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %169 = "stablehlo.slice"(%167) <{limit_indices = array<i64: 4, 8, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %171 = "stablehlo.multiply"(%157, %170) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %172 = "stablehlo.slice"(%157) <{limit_indices = array<i64: 4, 8, 2, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %173 = "stablehlo.negate"(%172) : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4xf32>
    %174 = "stablehlo.slice"(%157) <{limit_indices = array<i64: 4, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %175 = "stablehlo.concatenate"(%173, %174) <{dimension = 3 : i64}> : (tensor<4x8x2x4xf32>, tensor<4x8x2x4xf32>) -> tensor<4x8x2x8xf32>
    %176 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %177 = "stablehlo.multiply"(%175, %176) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %178 = "stablehlo.add"(%171, %177) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %179 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %180 = "stablehlo.multiply"(%156, %179) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %181 = "stablehlo.slice"(%156) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %182 = "stablehlo.negate"(%181) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %183 = "stablehlo.slice"(%156) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %184 = "stablehlo.concatenate"(%182, %183) <{dimension = 3 : i64}> : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %185 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %186 = "stablehlo.multiply"(%184, %185) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %187 = "stablehlo.add"(%180, %186) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %188 = "stablehlo.slice"(%152) <{limit_indices = array<i64: 1, 1, 8, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x32xi1>) -> tensor<1x1x8x8xi1>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %190 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %192 = "stablehlo.convert"(%189) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %193 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %195 = "stablehlo.compare"(%191, %194) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %196 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %198 = "stablehlo.compare"(%192, %197) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %199 = "stablehlo.and"(%195, %198) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %200 = "stablehlo.convert"(%199) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %201 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x2x8xf32>
    %202 = "stablehlo.reshape"(%201) : (tensor<4x8x2x2x8xf32>) -> tensor<4x8x4x8xf32>
    %203 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x2x8xf32>
    %204 = "stablehlo.reshape"(%203) : (tensor<4x8x2x2x8xf32>) -> tensor<4x8x4x8xf32>
    %205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %207 = "stablehlo.compare"(%200, %206) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %208 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %210 = "stablehlo.convert"(%209) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %211 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %213 = "stablehlo.select"(%207, %210, %212) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %214 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.sqrt"(%214) : (tensor<f32>) -> tensor<f32>
    %216 = "stablehlo.convert"(%215) : (tensor<f32>) -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %218 = "stablehlo.divide"(%187, %217) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %219 = "stablehlo.dot_general"(%218, %202) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %220 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %221 = "stablehlo.add"(%219, %220) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %222 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.reduce"(%221, %222) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
      %948 = "stablehlo.maximum"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%948) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %224 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %226 = "stablehlo.maximum"(%225, %223) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %229 = "stablehlo.subtract"(%221, %228) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %230 = "stablehlo.exponential"(%229) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %231 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.reduce"(%230, %231) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
      %947 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%947) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %235 = "stablehlo.divide"(%230, %234) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %236 = "stablehlo.multiply"(%233, %233) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %237 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %239 = "stablehlo.divide"(%238, %236) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %240 = "stablehlo.dot_general"(%204, %235) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %241 = "stablehlo.transpose"(%240) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %242 = "stablehlo.reshape"(%241) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %243 = "stablehlo.dot_general"(%242, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %244 = "stablehlo.add"(%117#0, %243) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %245 = "stablehlo.multiply"(%244, %244) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %246 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %248 = "stablehlo.multiply"(%247, %244) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %249 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %250 = "stablehlo.reduce"(%245, %249) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
      %946 = "stablehlo.add"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%946) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %252 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %254 = "stablehlo.divide"(%251, %253) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %255 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %257 = "stablehlo.add"(%254, %256) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %258 = "stablehlo.sqrt"(%257) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %259 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %261 = "stablehlo.divide"(%260, %258) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %262 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %263 = "stablehlo.divide"(%244, %262) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %264 = "stablehlo.multiply"(%258, %258) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %265 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %267 = "stablehlo.divide"(%266, %264) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %268 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %270 = "stablehlo.multiply"(%269, %263) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %271 = "stablehlo.dot_general"(%270, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %272 = "stablehlo.dot_general"(%270, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %273:3 = "func.call"(%272) <{callee = @silu}> : (tensor<4x8x64xf32>) -> (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>)
    %274 = "stablehlo.multiply"(%271, %273#0) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %275 = "stablehlo.dot_general"(%274, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %276 = "stablehlo.add"(%244, %275) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %277 = "stablehlo.multiply"(%276, %276) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %278 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %280 = "stablehlo.multiply"(%279, %276) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %281 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.reduce"(%277, %281) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
      %945 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%945) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %284 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %286 = "stablehlo.divide"(%283, %285) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %287 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %289 = "stablehlo.add"(%286, %288) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %290 = "stablehlo.sqrt"(%289) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %291 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %293 = "stablehlo.divide"(%292, %290) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %294 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %295 = "stablehlo.divide"(%276, %294) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %296 = "stablehlo.multiply"(%290, %290) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %297 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %299 = "stablehlo.divide"(%298, %296) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %300 = "stablehlo.broadcast_in_dim"(%arg47) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %302 = "stablehlo.multiply"(%301, %295) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %303 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xi32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xi32>) -> tensor<1x32xi32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %306 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %307 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %308 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %309 = "stablehlo.compare"(%307, %308) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %311 = "func.call"(%310) <{callee = @triu}> : (tensor<1x1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %312 = "stablehlo.dot_general"(%302, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %313 = "stablehlo.dot_general"(%302, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %314 = "stablehlo.dot_general"(%302, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %315 = "stablehlo.reshape"(%312) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %316 = "stablehlo.reshape"(%313) : (tensor<4x8x16xf32>) -> tensor<4x8x2x8xf32>
    %317 = "stablehlo.reshape"(%314) : (tensor<4x8x16xf32>) -> tensor<4x8x2x8xf32>
    %318 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %320 = "stablehlo.compare"(%113, %319) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %321 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %322 = "stablehlo.broadcast_in_dim"(%321) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %323 = "stablehlo.add"(%113, %322) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %324 = "stablehlo.select"(%320, %323, %113) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %326 = "stablehlo.gather"(%110, %325) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 16>}> : (tensor<32x1x16xf32>, tensor<4x8x1xi32>) -> tensor<4x8x1x16xf32>
    %327 = "stablehlo.slice"(%326) <{limit_indices = array<i64: 4, 8, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %328 = "stablehlo.slice"(%326) <{limit_indices = array<i64: 4, 8, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %330 = "stablehlo.multiply"(%316, %329) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %331 = "stablehlo.slice"(%316) <{limit_indices = array<i64: 4, 8, 2, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %332 = "stablehlo.negate"(%331) : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4xf32>
    %333 = "stablehlo.slice"(%316) <{limit_indices = array<i64: 4, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %334 = "stablehlo.concatenate"(%332, %333) <{dimension = 3 : i64}> : (tensor<4x8x2x4xf32>, tensor<4x8x2x4xf32>) -> tensor<4x8x2x8xf32>
    %335 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %336 = "stablehlo.multiply"(%334, %335) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %337 = "stablehlo.add"(%330, %336) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %338 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %339 = "stablehlo.multiply"(%315, %338) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %340 = "stablehlo.slice"(%315) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %341 = "stablehlo.negate"(%340) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %342 = "stablehlo.slice"(%315) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %343 = "stablehlo.concatenate"(%341, %342) <{dimension = 3 : i64}> : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %344 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %345 = "stablehlo.multiply"(%343, %344) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %346 = "stablehlo.add"(%339, %345) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %347 = "stablehlo.slice"(%311) <{limit_indices = array<i64: 1, 1, 8, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x32xi1>) -> tensor<1x1x8x8xi1>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %349 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %351 = "stablehlo.convert"(%348) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %352 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %354 = "stablehlo.compare"(%350, %353) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %355 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %357 = "stablehlo.compare"(%351, %356) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %358 = "stablehlo.and"(%354, %357) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %359 = "stablehlo.convert"(%358) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %360 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x2x8xf32>
    %361 = "stablehlo.reshape"(%360) : (tensor<4x8x2x2x8xf32>) -> tensor<4x8x4x8xf32>
    %362 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x2x8xf32>
    %363 = "stablehlo.reshape"(%362) : (tensor<4x8x2x2x8xf32>) -> tensor<4x8x4x8xf32>
    %364 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %366 = "stablehlo.compare"(%359, %365) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %367 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %369 = "stablehlo.convert"(%368) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %370 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %372 = "stablehlo.select"(%366, %369, %371) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %373 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %374 = "stablehlo.sqrt"(%373) : (tensor<f32>) -> tensor<f32>
    %375 = "stablehlo.convert"(%374) : (tensor<f32>) -> tensor<f32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %377 = "stablehlo.divide"(%346, %376) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %378 = "stablehlo.dot_general"(%377, %361) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %379 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %380 = "stablehlo.add"(%378, %379) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %381 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %382 = "stablehlo.reduce"(%380, %381) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %944 = "stablehlo.maximum"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%944) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %383 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %385 = "stablehlo.maximum"(%384, %382) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %388 = "stablehlo.subtract"(%380, %387) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %389 = "stablehlo.exponential"(%388) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %390 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.reduce"(%389, %390) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
      %943 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%943) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %394 = "stablehlo.divide"(%389, %393) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %395 = "stablehlo.multiply"(%392, %392) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %396 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %398 = "stablehlo.divide"(%397, %395) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %399 = "stablehlo.dot_general"(%363, %394) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %400 = "stablehlo.transpose"(%399) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %401 = "stablehlo.reshape"(%400) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %402 = "stablehlo.dot_general"(%401, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %403 = "stablehlo.add"(%276, %402) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %404 = "stablehlo.multiply"(%403, %403) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %405 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %407 = "stablehlo.multiply"(%406, %403) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %408 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %409 = "stablehlo.reduce"(%404, %408) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
      %942 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%942) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %411 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %413 = "stablehlo.divide"(%410, %412) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %414 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %416 = "stablehlo.add"(%413, %415) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %417 = "stablehlo.sqrt"(%416) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %418 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %419 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %420 = "stablehlo.divide"(%419, %417) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %421 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %422 = "stablehlo.divide"(%403, %421) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %423 = "stablehlo.multiply"(%417, %417) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %424 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %426 = "stablehlo.divide"(%425, %423) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %427 = "stablehlo.broadcast_in_dim"(%arg51) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %429 = "stablehlo.multiply"(%428, %422) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %430 = "stablehlo.dot_general"(%429, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %431 = "stablehlo.dot_general"(%429, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %432:3 = "func.call"(%431) <{callee = @silu}> : (tensor<4x8x64xf32>) -> (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>)
    %433 = "stablehlo.multiply"(%430, %432#0) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %434 = "stablehlo.dot_general"(%433, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %435 = "stablehlo.add"(%403, %434) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %436 = "stablehlo.multiply"(%435, %435) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %437 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %439 = "stablehlo.multiply"(%438, %435) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %440 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.reduce"(%436, %440) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
      %941 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%941) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %443 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %445 = "stablehlo.divide"(%442, %444) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %446 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %448 = "stablehlo.add"(%445, %447) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %449 = "stablehlo.sqrt"(%448) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %450 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %452 = "stablehlo.divide"(%451, %449) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %453 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %454 = "stablehlo.divide"(%435, %453) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %455 = "stablehlo.multiply"(%449, %449) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %456 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %458 = "stablehlo.divide"(%457, %455) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %459 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %461 = "stablehlo.multiply"(%460, %454) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %462 = "stablehlo.dot_general"(%461, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %463 = "stablehlo.slice"(%462) <{limit_indices = array<i64: 4, 7, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x64xf32>) -> tensor<4x7x64xf32>
    %464 = "stablehlo.slice"(%arg57) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x8xi32>) -> tensor<4x7xi32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xi32>) -> tensor<4x7x1xi32>
    %466:2 = "func.call"(%463, %465) <{callee = @take_along_axis}> : (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>)
    %467 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %468:2 = "func.call"(%466#0, %467) <{callee = @_take_0}> : (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>)
    %469 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %470 = "stablehlo.reduce"(%463, %469) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
      %940 = "stablehlo.maximum"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%940) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %471 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %473 = "stablehlo.maximum"(%472, %470) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %474 = "stablehlo.is_finite"(%473) : (tensor<4x7xf32>) -> tensor<4x7xi1>
    %475 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %476 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %477 = "stablehlo.select"(%474, %473, %476) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %479 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %480 = "stablehlo.subtract"(%463, %479) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %481 = "stablehlo.exponential"(%480) : (tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %482 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %483 = "stablehlo.reduce"(%481, %482) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
      %939 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%939) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %484 = "stablehlo.abs"(%483) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %485 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %487 = "stablehlo.compare"(%483, %486) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %488 = "stablehlo.log"(%484) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %489 = "stablehlo.add"(%488, %477) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %490 = "stablehlo.subtract"(%489, %468#0) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %491 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %492 = "stablehlo.reduce"(%490, %491) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %938 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%938) : (tensor<f32>) -> ()
    }) : (tensor<4x7xf32>, tensor<f32>) -> tensor<f32>
    %493 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %494 = "stablehlo.divide"(%492, %493) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %495 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %496 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %497 = "stablehlo.divide"(%495, %496) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %499 = "stablehlo.negate"(%498) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %500 = "stablehlo.divide"(%498, %484) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %501 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %503 = "stablehlo.select"(%487, %502, %500) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %504 = "stablehlo.select"(%487, %500, %502) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %505 = "stablehlo.negate"(%503) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %506 = "stablehlo.add"(%504, %505) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %507 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x64xf32>
    %508 = "stablehlo.multiply"(%507, %481) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %509 = "func.call"(%468#1, %499) <{callee = @_take_2}> : (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %510 = "func.call"(%466#1, %509) <{callee = @take_along_axis_3}> : (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %511 = "stablehlo.add"(%508, %510) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %512 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %513 = "stablehlo.pad"(%511, %512) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x8x64xf32>
    %514 = "stablehlo.dot_general"(%513, %461) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %515 = "stablehlo.transpose"(%514) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %516 = "stablehlo.dot_general"(%513, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %517 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %518 = "stablehlo.multiply"(%517, %516) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %519 = "stablehlo.multiply"(%516, %454) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %520 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.reduce"(%519, %520) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
      %937 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%937) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %522 = "stablehlo.reshape"(%521) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %523 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %524 = "stablehlo.reduce"(%522, %523) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
      %936 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%936) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %525 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %526 = "stablehlo.multiply"(%518, %525) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %527 = "stablehlo.multiply"(%526, %435) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %528 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.reduce"(%527, %528) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
      %935 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%935) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %530 = "stablehlo.reshape"(%529) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %531 = "stablehlo.negate"(%530) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %532 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %533 = "stablehlo.divide"(%518, %532) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %534 = "stablehlo.multiply"(%531, %452) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %535 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %537 = "stablehlo.divide"(%534, %536) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %538 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %539 = "stablehlo.reduce"(%537, %538) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %934 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%934) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %541 = "stablehlo.multiply"(%540, %439) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %542 = "stablehlo.add"(%533, %541) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %543 = "stablehlo.dot_general"(%542, %433) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %544 = "stablehlo.transpose"(%543) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %545 = "stablehlo.dot_general"(%542, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %546 = "stablehlo.multiply"(%430, %545) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %547 = "stablehlo.multiply"(%545, %432#0) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %548 = "func.call"(%432#1, %432#2, %431, %546) <{callee = @silu_4}> : (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %549 = "stablehlo.dot_general"(%548, %429) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %550 = "stablehlo.transpose"(%549) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %551 = "stablehlo.dot_general"(%548, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %552 = "stablehlo.dot_general"(%547, %429) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %553 = "stablehlo.transpose"(%552) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %554 = "stablehlo.dot_general"(%547, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %555 = "stablehlo.add"(%551, %554) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %556 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %557 = "stablehlo.multiply"(%556, %555) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %558 = "stablehlo.multiply"(%555, %422) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %559 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %560 = "stablehlo.reduce"(%558, %559) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg104: tensor<f32>, %arg105: tensor<f32>):
      %933 = "stablehlo.add"(%arg104, %arg105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%933) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %561 = "stablehlo.reshape"(%560) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %562 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %563 = "stablehlo.reduce"(%561, %562) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
      %932 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%932) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %564 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %565 = "stablehlo.multiply"(%557, %564) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %566 = "stablehlo.multiply"(%565, %403) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %567 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %568 = "stablehlo.reduce"(%566, %567) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
      %931 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%931) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %569 = "stablehlo.reshape"(%568) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %570 = "stablehlo.negate"(%569) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %571 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %572 = "stablehlo.divide"(%557, %571) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %573 = "stablehlo.add"(%542, %572) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %574 = "stablehlo.multiply"(%570, %420) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %575 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %577 = "stablehlo.divide"(%574, %576) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %578 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %579 = "stablehlo.reduce"(%577, %578) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
      %930 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%930) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %581 = "stablehlo.multiply"(%580, %407) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %582 = "stablehlo.add"(%573, %581) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %583 = "stablehlo.dot_general"(%582, %401) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %584 = "stablehlo.transpose"(%583) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %585 = "stablehlo.dot_general"(%582, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %586 = "stablehlo.reshape"(%585) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %587 = "stablehlo.transpose"(%586) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %588 = "stablehlo.dot_general"(%587, %363) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %589 = "stablehlo.dot_general"(%587, %394) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %590 = "stablehlo.transpose"(%589) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %591 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %592 = "stablehlo.multiply"(%588, %591) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %593 = "stablehlo.multiply"(%592, %389) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %594 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %595 = "stablehlo.reduce"(%593, %594) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
      %929 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%929) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %596 = "stablehlo.reshape"(%595) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %597 = "stablehlo.negate"(%596) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %598 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %599 = "stablehlo.divide"(%588, %598) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %600 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %601 = "stablehlo.reduce"(%597, %600) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %928 = "stablehlo.add"(%arg94, %arg95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%928) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %603 = "stablehlo.add"(%599, %602) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %604 = "stablehlo.multiply"(%603, %389) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %605 = "stablehlo.dot_general"(%604, %377) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %606 = "stablehlo.transpose"(%605) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %607 = "stablehlo.dot_general"(%604, %361) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %608 = "stablehlo.transpose"(%607) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %609 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %610 = "stablehlo.divide"(%608, %609) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %611 = "stablehlo.reshape"(%590) : (tensor<4x8x4x8xf32>) -> tensor<4x8x2x2x8xf32>
    %612 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %613 = "stablehlo.reduce"(%611, %612) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %927 = "stablehlo.add"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%927) : (tensor<f32>) -> ()
    }) : (tensor<4x8x2x2x8xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %614 = "stablehlo.reshape"(%606) : (tensor<4x8x4x8xf32>) -> tensor<4x8x2x2x8xf32>
    %615 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %616 = "stablehlo.reduce"(%614, %615) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %926 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%926) : (tensor<f32>) -> ()
    }) : (tensor<4x8x2x2x8xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %617 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %618 = "stablehlo.multiply"(%610, %617) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %619 = "stablehlo.slice"(%618) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %620 = "stablehlo.slice"(%618) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %621 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %622 = "stablehlo.pad"(%620, %621) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %623 = "stablehlo.negate"(%619) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %624 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %625 = "stablehlo.pad"(%623, %624) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %626 = "stablehlo.add"(%622, %625) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %627 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %628 = "stablehlo.multiply"(%610, %627) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %629 = "stablehlo.add"(%626, %628) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %630 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %631 = "stablehlo.multiply"(%616, %630) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %632 = "stablehlo.slice"(%631) <{limit_indices = array<i64: 4, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %633 = "stablehlo.slice"(%631) <{limit_indices = array<i64: 4, 8, 2, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %634 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %635 = "stablehlo.pad"(%633, %634) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x2x4xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %636 = "stablehlo.negate"(%632) : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4xf32>
    %637 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %638 = "stablehlo.pad"(%636, %637) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x2x4xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %639 = "stablehlo.add"(%635, %638) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %640 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %641 = "stablehlo.multiply"(%616, %640) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %642 = "stablehlo.add"(%639, %641) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %643 = "stablehlo.reshape"(%613) : (tensor<4x8x2x8xf32>) -> tensor<4x8x16xf32>
    %644 = "stablehlo.reshape"(%642) : (tensor<4x8x2x8xf32>) -> tensor<4x8x16xf32>
    %645 = "stablehlo.reshape"(%629) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %646 = "stablehlo.dot_general"(%643, %302) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %647 = "stablehlo.transpose"(%646) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %648 = "stablehlo.dot_general"(%643, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %649 = "stablehlo.dot_general"(%644, %302) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %650 = "stablehlo.transpose"(%649) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %651 = "stablehlo.dot_general"(%644, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %652 = "stablehlo.add"(%648, %651) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %653 = "stablehlo.dot_general"(%645, %302) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %654 = "stablehlo.transpose"(%653) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %655 = "stablehlo.dot_general"(%645, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %656 = "stablehlo.add"(%652, %655) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %657 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %658 = "stablehlo.multiply"(%657, %656) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %659 = "stablehlo.multiply"(%656, %295) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %660 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.reduce"(%659, %660) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %925 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%925) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %662 = "stablehlo.reshape"(%661) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %663 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %664 = "stablehlo.reduce"(%662, %663) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %924 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%924) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %665 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %666 = "stablehlo.multiply"(%658, %665) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %667 = "stablehlo.multiply"(%666, %276) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %668 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %669 = "stablehlo.reduce"(%667, %668) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
      %923 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%923) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %670 = "stablehlo.reshape"(%669) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %671 = "stablehlo.negate"(%670) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %672 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %673 = "stablehlo.divide"(%658, %672) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %674 = "stablehlo.add"(%582, %673) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %675 = "stablehlo.multiply"(%671, %293) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %676 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %677 = "stablehlo.broadcast_in_dim"(%676) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %678 = "stablehlo.divide"(%675, %677) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %679 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %680 = "stablehlo.reduce"(%678, %679) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg82: tensor<f32>, %arg83: tensor<f32>):
      %922 = "stablehlo.add"(%arg82, %arg83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%922) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %681 = "stablehlo.broadcast_in_dim"(%680) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %682 = "stablehlo.multiply"(%681, %280) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %683 = "stablehlo.add"(%674, %682) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %684 = "stablehlo.dot_general"(%683, %274) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %685 = "stablehlo.transpose"(%684) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %686 = "stablehlo.dot_general"(%683, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %687 = "stablehlo.multiply"(%271, %686) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %688 = "stablehlo.multiply"(%686, %273#0) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %689 = "func.call"(%273#1, %273#2, %272, %687) <{callee = @silu_4}> : (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %690 = "stablehlo.dot_general"(%689, %270) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %691 = "stablehlo.transpose"(%690) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %692 = "stablehlo.dot_general"(%689, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %693 = "stablehlo.dot_general"(%688, %270) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %694 = "stablehlo.transpose"(%693) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %695 = "stablehlo.dot_general"(%688, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %696 = "stablehlo.add"(%692, %695) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %697 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %698 = "stablehlo.multiply"(%697, %696) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %699 = "stablehlo.multiply"(%696, %263) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %700 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %701 = "stablehlo.reduce"(%699, %700) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg80: tensor<f32>, %arg81: tensor<f32>):
      %921 = "stablehlo.add"(%arg80, %arg81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%921) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %702 = "stablehlo.reshape"(%701) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %703 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %704 = "stablehlo.reduce"(%702, %703) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %920 = "stablehlo.add"(%arg78, %arg79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%920) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %705 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %706 = "stablehlo.multiply"(%698, %705) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %707 = "stablehlo.multiply"(%706, %244) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %708 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %709 = "stablehlo.reduce"(%707, %708) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %919 = "stablehlo.add"(%arg76, %arg77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%919) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %710 = "stablehlo.reshape"(%709) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %711 = "stablehlo.negate"(%710) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %712 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %713 = "stablehlo.divide"(%698, %712) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %714 = "stablehlo.add"(%683, %713) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %715 = "stablehlo.multiply"(%711, %261) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %716 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %717 = "stablehlo.broadcast_in_dim"(%716) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %718 = "stablehlo.divide"(%715, %717) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %719 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %720 = "stablehlo.reduce"(%718, %719) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg74: tensor<f32>, %arg75: tensor<f32>):
      %918 = "stablehlo.add"(%arg74, %arg75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%918) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %721 = "stablehlo.broadcast_in_dim"(%720) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %722 = "stablehlo.multiply"(%721, %248) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %723 = "stablehlo.add"(%714, %722) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %724 = "stablehlo.dot_general"(%723, %242) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %725 = "stablehlo.transpose"(%724) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %726 = "stablehlo.dot_general"(%723, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %727 = "stablehlo.reshape"(%726) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %728 = "stablehlo.transpose"(%727) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %729 = "stablehlo.dot_general"(%728, %204) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %730 = "stablehlo.dot_general"(%728, %235) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %731 = "stablehlo.transpose"(%730) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %732 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %733 = "stablehlo.multiply"(%729, %732) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %734 = "stablehlo.multiply"(%733, %230) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %735 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %736 = "stablehlo.reduce"(%734, %735) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg72: tensor<f32>, %arg73: tensor<f32>):
      %917 = "stablehlo.add"(%arg72, %arg73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%917) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %737 = "stablehlo.reshape"(%736) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %738 = "stablehlo.negate"(%737) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %739 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %740 = "stablehlo.divide"(%729, %739) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %741 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %742 = "stablehlo.reduce"(%738, %741) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>):
      %916 = "stablehlo.add"(%arg70, %arg71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%916) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %743 = "stablehlo.broadcast_in_dim"(%742) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %744 = "stablehlo.add"(%740, %743) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %745 = "stablehlo.multiply"(%744, %230) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %746 = "stablehlo.dot_general"(%745, %218) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %747 = "stablehlo.transpose"(%746) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %748 = "stablehlo.dot_general"(%745, %202) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %749 = "stablehlo.transpose"(%748) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %750 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %751 = "stablehlo.divide"(%749, %750) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %752 = "stablehlo.reshape"(%731) : (tensor<4x8x4x8xf32>) -> tensor<4x8x2x2x8xf32>
    %753 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %754 = "stablehlo.reduce"(%752, %753) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %915 = "stablehlo.add"(%arg68, %arg69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%915) : (tensor<f32>) -> ()
    }) : (tensor<4x8x2x2x8xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %755 = "stablehlo.reshape"(%747) : (tensor<4x8x4x8xf32>) -> tensor<4x8x2x2x8xf32>
    %756 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %757 = "stablehlo.reduce"(%755, %756) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %914 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%914) : (tensor<f32>) -> ()
    }) : (tensor<4x8x2x2x8xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %758 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %759 = "stablehlo.multiply"(%751, %758) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %760 = "stablehlo.slice"(%759) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %761 = "stablehlo.slice"(%759) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %762 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %763 = "stablehlo.pad"(%761, %762) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %764 = "stablehlo.negate"(%760) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %765 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %766 = "stablehlo.pad"(%764, %765) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %767 = "stablehlo.add"(%763, %766) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %768 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %769 = "stablehlo.multiply"(%751, %768) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %770 = "stablehlo.add"(%767, %769) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %771 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %772 = "stablehlo.multiply"(%757, %771) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %773 = "stablehlo.slice"(%772) <{limit_indices = array<i64: 4, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %774 = "stablehlo.slice"(%772) <{limit_indices = array<i64: 4, 8, 2, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x4xf32>
    %775 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %776 = "stablehlo.pad"(%774, %775) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x2x4xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %777 = "stablehlo.negate"(%773) : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4xf32>
    %778 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %779 = "stablehlo.pad"(%777, %778) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x2x4xf32>, tensor<f32>) -> tensor<4x8x2x8xf32>
    %780 = "stablehlo.add"(%776, %779) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %781 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %782 = "stablehlo.multiply"(%757, %781) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %783 = "stablehlo.add"(%780, %782) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %784 = "stablehlo.reshape"(%754) : (tensor<4x8x2x8xf32>) -> tensor<4x8x16xf32>
    %785 = "stablehlo.reshape"(%783) : (tensor<4x8x2x8xf32>) -> tensor<4x8x16xf32>
    %786 = "stablehlo.reshape"(%770) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %787 = "stablehlo.dot_general"(%784, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %788 = "stablehlo.transpose"(%787) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %789 = "stablehlo.dot_general"(%784, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %790 = "stablehlo.dot_general"(%785, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %791 = "stablehlo.transpose"(%790) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %792 = "stablehlo.dot_general"(%785, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %793 = "stablehlo.add"(%789, %792) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %794 = "stablehlo.dot_general"(%786, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %795 = "stablehlo.transpose"(%794) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %796 = "stablehlo.dot_general"(%786, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %797 = "stablehlo.add"(%793, %796) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %798 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %799 = "stablehlo.multiply"(%798, %797) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %800 = "stablehlo.multiply"(%797, %136) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %801 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %802 = "stablehlo.reduce"(%800, %801) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %913 = "stablehlo.add"(%arg64, %arg65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%913) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %803 = "stablehlo.reshape"(%802) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %804 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %805 = "stablehlo.reduce"(%803, %804) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg62: tensor<f32>, %arg63: tensor<f32>):
      %912 = "stablehlo.add"(%arg62, %arg63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%912) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %806 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %807 = "stablehlo.multiply"(%799, %806) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %808 = "stablehlo.multiply"(%807, %117#0) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %809 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %810 = "stablehlo.reduce"(%808, %809) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %911 = "stablehlo.add"(%arg60, %arg61) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%911) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %811 = "stablehlo.reshape"(%810) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %812 = "stablehlo.negate"(%811) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %813 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %814 = "stablehlo.divide"(%799, %813) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %815 = "stablehlo.add"(%723, %814) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %816 = "stablehlo.multiply"(%812, %134) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %817 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %818 = "stablehlo.broadcast_in_dim"(%817) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %819 = "stablehlo.divide"(%816, %818) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %820 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %821 = "stablehlo.reduce"(%819, %820) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %910 = "stablehlo.add"(%arg58, %arg59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%910) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %822 = "stablehlo.broadcast_in_dim"(%821) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %823 = "stablehlo.multiply"(%822, %121) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %824 = "stablehlo.add"(%815, %823) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %825 = "func.call"(%117#1, %824) <{callee = @_take_5}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %826 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %827 = "stablehlo.broadcast_in_dim"(%826) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %828 = "stablehlo.multiply"(%827, %515) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %829 = "stablehlo.subtract"(%arg36, %828) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %830 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %831 = "stablehlo.broadcast_in_dim"(%830) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %832 = "stablehlo.multiply"(%831, %825) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %833 = "stablehlo.subtract"(%arg37, %832) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %834 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %835 = "stablehlo.broadcast_in_dim"(%834) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %836 = "stablehlo.multiply"(%835, %805) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %837 = "stablehlo.subtract"(%arg38, %836) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %838 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %839 = "stablehlo.broadcast_in_dim"(%838) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %840 = "stablehlo.multiply"(%839, %685) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %841 = "stablehlo.subtract"(%arg39, %840) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %842 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %843 = "stablehlo.broadcast_in_dim"(%842) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %844 = "stablehlo.multiply"(%843, %691) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %845 = "stablehlo.subtract"(%arg40, %844) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %846 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %847 = "stablehlo.broadcast_in_dim"(%846) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %848 = "stablehlo.multiply"(%847, %694) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %849 = "stablehlo.subtract"(%arg41, %848) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %850 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %851 = "stablehlo.broadcast_in_dim"(%850) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %852 = "stablehlo.multiply"(%851, %704) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %853 = "stablehlo.subtract"(%arg42, %852) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %854 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %855 = "stablehlo.broadcast_in_dim"(%854) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %856 = "stablehlo.multiply"(%855, %791) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %857 = "stablehlo.subtract"(%arg43, %856) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %858 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %859 = "stablehlo.broadcast_in_dim"(%858) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %860 = "stablehlo.multiply"(%859, %725) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %861 = "stablehlo.subtract"(%arg44, %860) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %862 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %863 = "stablehlo.broadcast_in_dim"(%862) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %864 = "stablehlo.multiply"(%863, %795) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %865 = "stablehlo.subtract"(%arg45, %864) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %866 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %867 = "stablehlo.broadcast_in_dim"(%866) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %868 = "stablehlo.multiply"(%867, %788) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %869 = "stablehlo.subtract"(%arg46, %868) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %870 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %871 = "stablehlo.broadcast_in_dim"(%870) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %872 = "stablehlo.multiply"(%871, %664) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %873 = "stablehlo.subtract"(%arg47, %872) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %874 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %875 = "stablehlo.broadcast_in_dim"(%874) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %876 = "stablehlo.multiply"(%875, %544) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %877 = "stablehlo.subtract"(%arg48, %876) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %878 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %879 = "stablehlo.broadcast_in_dim"(%878) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %880 = "stablehlo.multiply"(%879, %550) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %881 = "stablehlo.subtract"(%arg49, %880) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %882 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %883 = "stablehlo.broadcast_in_dim"(%882) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %884 = "stablehlo.multiply"(%883, %553) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %885 = "stablehlo.subtract"(%arg50, %884) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %886 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %887 = "stablehlo.broadcast_in_dim"(%886) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %888 = "stablehlo.multiply"(%887, %563) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %889 = "stablehlo.subtract"(%arg51, %888) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %890 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %891 = "stablehlo.broadcast_in_dim"(%890) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %892 = "stablehlo.multiply"(%891, %650) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %893 = "stablehlo.subtract"(%arg52, %892) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %894 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %895 = "stablehlo.broadcast_in_dim"(%894) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %896 = "stablehlo.multiply"(%895, %584) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %897 = "stablehlo.subtract"(%arg53, %896) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %898 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %899 = "stablehlo.broadcast_in_dim"(%898) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %900 = "stablehlo.multiply"(%899, %654) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %901 = "stablehlo.subtract"(%arg54, %900) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %902 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %903 = "stablehlo.broadcast_in_dim"(%902) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %904 = "stablehlo.multiply"(%903, %647) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %905 = "stablehlo.subtract"(%arg55, %904) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %906 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %907 = "stablehlo.broadcast_in_dim"(%906) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %908 = "stablehlo.multiply"(%907, %524) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %909 = "stablehlo.subtract"(%arg56, %908) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%494, %829, %833, %837, %841, %845, %849, %853, %857, %861, %865, %869, %873, %877, %881, %885, %889, %893, %897, %901, %905, %909) : (tensor<f32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<64x32xf32>, %arg33: tensor<4x8xi32>):
    %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %87 = "stablehlo.compare"(%arg33, %86) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %88 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %90 = "stablehlo.add"(%arg33, %89) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %91 = "func.call"(%87, %90, %arg33) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %93 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %94 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %96 = "stablehlo.compare"(%92, %95) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %97 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %99 = "stablehlo.compare"(%92, %98) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %100 = "stablehlo.and"(%96, %99) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %101 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %102 = "stablehlo.reduce"(%100, %101) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg34: tensor<i1>, %arg35: tensor<i1>):
      %108 = "stablehlo.and"(%arg34, %arg35) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%108) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %103 = "stablehlo.gather"(%arg32, %92) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %104 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %105 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %107 = "stablehlo.select"(%104, %103, %106) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%107, %92) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<4x8xi1>, %arg30: tensor<4x8xi32>, %arg31: tensor<4x8xi32>):
    %84 = "stablehlo.select"(%arg29, %arg30, %arg31) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%84) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x1x32x32xi1>) -> tensor<1x1x32x32xi1>, res_attrs = [{}], sym_name = "triu", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<1x1x32x32xi1>):
    %74 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32x32xi32>
    %75 = "stablehlo.constant"() <{value = dense<-5> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<32x32xi32>
    %77 = "stablehlo.add"(%74, %76) : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %78 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<32x32xi32>
    %79 = "stablehlo.compare"(%77, %78) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<32x32xi1>) -> tensor<1x1x32x32xi1>
    %81 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1x32x32xi1>
    %83 = "stablehlo.select"(%80, %82, %arg28) : (tensor<1x1x32x32xi1>, tensor<1x1x32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<1x1x32x32xi1>
    "func.return"(%83) : (tensor<1x1x32x32xi1>) -> ()
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
