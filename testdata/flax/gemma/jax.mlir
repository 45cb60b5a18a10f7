"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<4x8xi32>) -> (tensor<f32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['model']['embed_tokens']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['input_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['0']['mlp']['down_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['mlp']['gate_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['mlp']['up_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['post_attention_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['o_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['input_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['1']['mlp']['down_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['mlp']['gate_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['mlp']['up_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['post_attention_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['o_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg30: tensor<64x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<64x32xf32>, %arg33: tensor<32x64xf32>, %arg34: tensor<32x64xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32x8xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32x32xf32>, %arg39: tensor<32x8xf32>, %arg40: tensor<32xf32>, %arg41: tensor<64x32xf32>, %arg42: tensor<32x64xf32>, %arg43: tensor<32x64xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32x8xf32>, %arg46: tensor<32x32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32x8xf32>, %arg49: tensor<32xf32>, %arg50: tensor<4x8xi32>):
    %82 = "stablehlo.constant"() <{value = dense<"0x00000000000000000000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803FA56A573F7775CC3D57D6233C6E12833AA56A573F7775CC3D57D6233C6E12833A40510A3F98B87E3FB9FC7F3FF8FF7F3F40510A3F98B87E3FB9FC7F3FF8FF7F3FB7C7683FF96F4B3E3ED4A33C6912033BB7C7683FF96F4B3E3ED4A33C6912033B3211D5BEA5E57A3FE5F27F3FDEFF7F3F3211D5BEA5E57A3FE5F27F3FDEFF7F3FC381103E6D4E973E1FB9F53C939B443BC381103E6D4E973E1FB9F53C939B443B26707DBFEF90743F83E27F3FB5FF7F3F26707DBFEF90743F83E27F3FB5FF7F3FCFBD41BFD761C73EDBCB233D5812833BCFBD41BFD761C73EDBCB233D5812833B305527BFA7CA6B3F94CB7F3F7AFF7F3F305527BFA7CA6B3F94CB7F3F7AFF7F3F107C75BF4477F53EF5B64C3DDDD6A33B107C75BF4477F53EF5B64C3DDDD6A33B2B3C913E40A9603F19AE7F3F2EFF7F3F2B3C913E40A9603F19AE7F3F2EFF7F3F8C0F8FBE698C103FD19C753D599BC43B8C0F8FBE698C103FD19C753D599BC43BB8CD753F3249533F128A7F3FD2FE7F3FB8CD753F3249533F128A7F3FD2FE7F3F4630283F73EB243F323E8F3DC75FE53B4630283F73EB243F323E8F3DC75FE53BBDFF403FB3CC433F815F7F3F65FE7F3FBDFF403FB3CC433F815F7F3F65FE7F3F95467D3FA6A4373F50AAA33D1312033C95467D3FA6A4373F50AAA33D1312033CF6FD14BE5F5B323F662E7F3FE7FD7F3FF6FD14BE5F5B323F662E7F3FE7FD7F3F3101D33E1D88483F3F12B83D3A74133C3101D33E1D88483F3F12B83D3A74133CD53F69BFD5211F3FC2F67E3F59FD7F3FD53F69BFD5211F3FC2F67E3F59FD7F3FF7440BBFA56A573F7775CC3D57D6233CF7440BBFA56A573F7775CC3D57D6233C64CD56BF40510A3F98B87E3FB9FC7F3F64CD56BF40510A3F98B87E3FB9FC7F3F5CFF7FBF2A26643F72D3E03D6A38343C5CFF7FBF2A26643F72D3E03D6A38343C7205913BC03DE83EE8737E3F09FC7F3F7205913BC03DE83EE8737E3F09FC7F3FD85C09BF1D9A6E3FAC2BF53D719A443CD85C09BF1D9A6E3FAC2BF53D719A443CD006583FF486B93EB5287E3F48FB7F3FD006583FF486B93EB5287E3F48FB7F3F2320D73EBFAB763FD0BE043E6BFC543C2320D73EBFAB763FD0BE043E6BFC543C6F4E683F9DF5883E00D77D3F76FA7F3F6F4E683F9DF5883E00D77D3F76FA7F3F72987D3F6F467C3F64E40E3E575E653C72987D3F6F467C3F64E40E3E575E653CD8040C3EDF0B2E3ECC7E7D3F94F97F3FD8040C3EDF0B2E3ECC7E7D3F94F97F3F4479263FD55B7F3F5006193E33C0753C4479263FD55B7F3F5006193E33C0753CE87A42BFAADE903D1A207D3FA1F87F3FE87A42BFAADE903D1A207D3FA1F87F3F116893BE0EE47F3F5024233E0111833C116893BE0EE47F3F5024233E0111833C2C2975BFE233EFBCEDBA7C3F9DF77F3F2C2975BFE233EFBCEDBA7C3F9DF77F3F251E76BFBFDD7D3F233E2D3EDE418B3C251E76BFBFDD7D3F233E2D3EDE418B3C36E28CBED3EF03BE494F7C3F88F67F3F36E28CBED3EF03BE494F7C3F88F67F3FB34040BF144E793F8853373EB272933CB34040BF144E793F8853373EB272933C840A293FA7A768BE2EDD7B3F62F57F3F840A293FA7A768BE2EDD7B3F62F57F3F6979193EB940723F3A64413E7DA39B3C6979193EB940723F3A64413E7DA39B3CBF1B7D3F3586A5BEA1647B3F2CF47F3FBF1B7D3F3586A5BEA1647B3F2CF47F3FC8B6693FB7C7683FF96F4B3E3ED4A33CC8B6693FB7C7683FF96F4B3E3ED4A33C22F0D03E3211D5BEA5E57A3FE5F27F3F22F0D03E3211D5BEA5E57A3FE5F27F3F102F563F4BFB5C3F8376553EF404AC3C102F563F4BFB5C3F8376553EF404AC3CFC370CBF973D01BF3C607A3F8DF17F3FFC370CBF973D01BF3C607A3F8DF17F3F150511BC9EF94E3F96775F3E9F35B43C150511BC9EF94E3F96775F3E9F35B43C6FFD7FBF03A816BF6AD4793F24F07F3F6FFD7FBF03A816BF6AD4793F24F07F3FE6A158BF8AE63E3FF172693E3E66BC3CE6A158BF8AE63E3FF172693E3E66BC3CBF6708BF10912ABF3342793FABEE7F3FBF6708BF10912ABF3342793FABEE7F3FFCD367BF27EB2C3F5168733ED196C43CFCD367BF27EB2C3F5168733ED196C43CFE2DD93ED7C53CBF9BA9783F20ED7F3FFE2DD93ED7C53CBF9BA9783F20ED7F3F388707BE7935193F77577D3E57C7CC3C388707BE7935193F77577D3E57C7CC3C78BF7D3FBF174DBFA50A783F85EB7F3F78BF7D3FBF174DBFA50A783F85EB7F3F0737433FE8F7033F10A0833ECFF7D43C0737433FE8F7033F10A0833ECFF7D43C829C253F0F5D5BBF5565773FDAE97F3F829C253F0F5D5BBF5565773FDAE97F3F0ED5743F88D1DA3E0691883E3A28DD3C0ED5743F88D1DA3E0691883E3A28DD3C389395BE467167BFB0B9763F1DE87F3F389395BE467167BFB0B9763F1DE87F3F2AB48A3E9383AB3E7D7E8D3E9658E53C2AB48A3E9383AB3E7D7E8D3E9658E53C576D76BF7B3571BFBB07763F50E67F3F576D76BF7B3571BFBB07763F50E67F3FE9E329BFC0FD743E5468923EE288ED3CE9E329BFC0FD743E5468923EE288ED3CB3803FBFB79078BF794F753F72E47F3FB3803FBFB79078BF794F753F72E47F3FA4EF7CBFC381103E6D4E973E1FB9F53CA4EF7CBFC381103E6D4E973E1FB9F53C18F41D3E26707DBFEF90743F83E27F3F18F41D3E26707DBFEF90743F83E27F3F06DECEBE96502A3DA5309C3E4CE9FD3C06DECEBE96502A3DA5309C3E4CE9FD3C8E2C6A3F52C77FBF22CC733F83E07F3F8E2C6A3F52C77FBF22CC733F83E07F3F"> : tensor<32x1x16xf32>}> : () -> tensor<32x1x16xf32>
    %83 = "stablehlo.constant"() <{value = dense<"0x00000000000000000000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803FA56A573F7775CC3D57D6233C6E12833AA56A573F7775CC3D57D6233C6E12833A40510A3F98B87E3FB9FC7F3FF8FF7F3F40510A3F98B87E3FB9FC7F3FF8FF7F3FB7C7683FF96F4B3E3ED4A33C6912033BB7C7683FF96F4B3E3ED4A33C6912033B3211D5BEA5E57A3FE5F27F3FDEFF7F3F3211D5BEA5E57A3FE5F27F3FDEFF7F3FC381103E6D4E973E1FB9F53C939B443BC381103E6D4E973E1FB9F53C939B443B26707DBFEF90743F83E27F3FB5FF7F3F26707DBFEF90743F83E27F3FB5FF7F3FCFBD41BFD761C73EDBCB233D5812833BCFBD41BFD761C73EDBCB233D5812833B305527BFA7CA6B3F94CB7F3F7AFF7F3F305527BFA7CA6B3F94CB7F3F7AFF7F3F107C75BF4477F53EF5B64C3DDDD6A33B107C75BF4477F53EF5B64C3DDDD6A33B2B3C913E40A9603F19AE7F3F2EFF7F3F2B3C913E40A9603F19AE7F3F2EFF7F3F8C0F8FBE698C103FD19C753D599BC43B8C0F8FBE698C103FD19C753D599BC43BB8CD753F3249533F128A7F3FD2FE7F3FB8CD753F3249533F128A7F3FD2FE7F3F4630283F73EB243F323E8F3DC75FE53B4630283F73EB243F323E8F3DC75FE53BBDFF403FB3CC433F815F7F3F65FE7F3FBDFF403FB3CC433F815F7F3F65FE7F3F95467D3FA6A4373F50AAA33D1312033C95467D3FA6A4373F50AAA33D1312033CF6FD14BE5F5B323F662E7F3FE7FD7F3FF6FD14BE5F5B323F662E7F3FE7FD7F3F3101D33E1D88483F3F12B83D3A74133C3101D33E1D88483F3F12B83D3A74133CD53F69BFD5211F3FC2F67E3F59FD7F3FD53F69BFD5211F3FC2F67E3F59FD7F3FF7440BBFA56A573F7775CC3D57D6233CF7440BBFA56A573F7775CC3D57D6233C64CD56BF40510A3F98B87E3FB9FC7F3F64CD56BF40510A3F98B87E3FB9FC7F3F5CFF7FBF2A26643F72D3E03D6A38343C5CFF7FBF2A26643F72D3E03D6A38343C7205913BC03DE83EE8737E3F09FC7F3F7205913BC03DE83EE8737E3F09FC7F3FD85C09BF1D9A6E3FAC2BF53D719A443CD85C09BF1D9A6E3FAC2BF53D719A443CD006583FF486B93EB5287E3F48FB7F3FD006583FF486B93EB5287E3F48FB7F3F2320D73EBFAB763FD0BE043E6BFC543C2320D73EBFAB763FD0BE043E6BFC543C6F4E683F9DF5883E00D77D3F76FA7F3F6F4E683F9DF5883E00D77D3F76FA7F3F72987D3F6F467C3F64E40E3E575E653C72987D3F6F467C3F64E40E3E575E653CD8040C3EDF0B2E3ECC7E7D3F94F97F3FD8040C3EDF0B2E3ECC7E7D3F94F97F3F4479263FD55B7F3F5006193E33C0753C4479263FD55B7F3F5006193E33C0753CE87A42BFAADE903D1A207D3FA1F87F3FE87A42BFAADE903D1A207D3FA1F87F3F116893BE0EE47F3F5024233E0111833C116893BE0EE47F3F5024233E0111833C2C2975BFE233EFBCEDBA7C3F9DF77F3F2C2975BFE233EFBCEDBA7C3F9DF77F3F251E76BFBFDD7D3F233E2D3EDE418B3C251E76BFBFDD7D3F233E2D3EDE418B3C36E28CBED3EF03BE494F7C3F88F67F3F36E28CBED3EF03BE494F7C3F88F67F3FB34040BF144E793F8853373EB272933CB34040BF144E793F8853373EB272933C840A293FA7A768BE2EDD7B3F62F57F3F840A293FA7A768BE2EDD7B3F62F57F3F6979193EB940723F3A64413E7DA39B3C6979193EB940723F3A64413E7DA39B3CBF1B7D3F3586A5BEA1647B3F2CF47F3FBF1B7D3F3586A5BEA1647B3F2CF47F3FC8B6693FB7C7683FF96F4B3E3ED4A33CC8B6693FB7C7683FF96F4B3E3ED4A33C22F0D03E3211D5BEA5E57A3FE5F27F3F22F0D03E3211D5BEA5E57A3FE5F27F3F102F563F4BFB5C3F8376553EF404AC3C102F563F4BFB5C3F8376553EF404AC3CFC370CBF973D01BF3C607A3F8DF17F3FFC370CBF973D01BF3C607A3F8DF17F3F150511BC9EF94E3F96775F3E9F35B43C150511BC9EF94E3F96775F3E9F35B43C6FFD7FBF03A816BF6AD4793F24F07F3F6FFD7FBF03A816BF6AD4793F24F07F3FE6A158BF8AE63E3FF172693E3E66BC3CE6A158BF8AE63E3FF172693E3E66BC3CBF6708BF10912ABF3342793FABEE7F3FBF6708BF10912ABF3342793FABEE7F3FFCD367BF27EB2C3F5168733ED196C43CFCD367BF27EB2C3F5168733ED196C43CFE2DD93ED7C53CBF9BA9783F20ED7F3FFE2DD93ED7C53CBF9BA9783F20ED7F3F388707BE7935193F77577D3E57C7CC3C388707BE7935193F77577D3E57C7CC3C78BF7D3FBF174DBFA50A783F85EB7F3F78BF7D3FBF174DBFA50A783F85EB7F3F0737433FE8F7033F10A0833ECFF7D43C0737433FE8F7033F10A0833ECFF7D43C829C253F0F5D5BBF5565773FDAE97F3F829C253F0F5D5BBF5565773FDAE97F3F0ED5743F88D1DA3E0691883E3A28DD3C0ED5743F88D1DA3E0691883E3A28DD3C389395BE467167BFB0B9763F1DE87F3F389395BE467167BFB0B9763F1DE87F3F2AB48A3E9383AB3E7D7E8D3E9658E53C2AB48A3E9383AB3E7D7E8D3E9658E53C576D76BF7B3571BFBB07763F50E67F3F576D76BF7B3571BFBB07763F50E67F3FE9E329BFC0FD743E5468923EE288ED3CE9E329BFC0FD743E5468923EE288ED3CB3803FBFB79078BF794F753F72E47F3FB3803FBFB79078BF794F753F72E47F3FA4EF7CBFC381103E6D4E973E1FB9F53CA4EF7CBFC381103E6D4E973E1FB9F53C18F41D3E26707DBFEF90743F83E27F3F18F41D3E26707DBFEF90743F83E27F3F06DECEBE96502A3DA5309C3E4CE9FD3C06DECEBE96502A3DA5309C3E4CE9FD3C8E2C6A3F52C77FBF22CC733F83E07F3F8E2C6A3F52C77FBF22CC733F83E07F3F"> : tensor<32x1x16xf32>}> : () -> tensor<32x1x16xf32>
    %84 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<4x8xi32>
    %87 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %89 = "stablehlo.convert"(%88) : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %90:2 = "func.call"(%arg30, %arg50) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>)
    %91 = "stablehlo.constant"() <{value = dense<5.65685415> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %93 = "stablehlo.multiply"(%90#0, %92) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %94 = "stablehlo.multiply"(%93, %93) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %95 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %97 = "stablehlo.multiply"(%96, %93) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %98 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.reduce"(%94, %98) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1014 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1014) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %101 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %103 = "stablehlo.divide"(%100, %102) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %104 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %106 = "stablehlo.add"(%103, %105) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %107 = "stablehlo.sqrt"(%106) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %108 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %110 = "stablehlo.divide"(%109, %107) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %111 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %112 = "stablehlo.divide"(%93, %111) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %113 = "stablehlo.multiply"(%107, %107) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %114 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %116 = "stablehlo.divide"(%115, %113) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %117 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %119 = "stablehlo.add"(%118, %arg31) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %122 = "stablehlo.multiply"(%121, %112) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %123 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xi32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xi32>) -> tensor<1x32xi32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %126 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %127 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %128 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %129 = "stablehlo.compare"(%127, %128) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %131 = "stablehlo.dot_general"(%122, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %132 = "stablehlo.dot_general"(%122, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %133 = "stablehlo.dot_general"(%122, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %134 = "stablehlo.reshape"(%131) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %135 = "stablehlo.reshape"(%132) : (tensor<4x8x8xf32>) -> tensor<4x8x1x8xf32>
    %136 = "stablehlo.reshape"(%133) : (tensor<4x8x8xf32>) -> tensor<4x8x1x8xf32>
    %137 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %139 = "stablehlo.compare"(%86, %138) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %140 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %142 = "stablehlo.add"(%86, %141) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %143 = "stablehlo.select"(%139, %142, %86) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %145 = "stablehlo.gather"(%82, %144) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 16>}> : (tensor<32x1x16xf32>, tensor<4x8x1xi32>) -> tensor<4x8x1x16xf32>
    %146 = "stablehlo.slice"(%145) <{limit_indices = array<i64: 4, 8, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %147 = "stablehlo.slice"(%145) <{limit_indices = array<i64: 4, 8, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %148 = "stablehlo.multiply"(%135, %147) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %149 = "stablehlo.slice"(%135) <{limit_indices = array<i64: 4, 8, 1, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x1x4xf32>
    %150 = "stablehlo.negate"(%149) : (tensor<4x8x1x4xf32>) -> tensor<4x8x1x4xf32>
    %151 = "stablehlo.slice"(%135) <{limit_indices = array<i64: 4, 8, 1, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x1x4xf32>
    %152 = "stablehlo.concatenate"(%150, %151) <{dimension = 3 : i64}> : (tensor<4x8x1x4xf32>, tensor<4x8x1x4xf32>) -> tensor<4x8x1x8xf32>
    %153 = "stablehlo.multiply"(%152, %146) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %154 = "stablehlo.add"(%148, %153) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %155 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %156 = "stablehlo.multiply"(%134, %155) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %157 = "stablehlo.slice"(%134) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %158 = "stablehlo.negate"(%157) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %159 = "stablehlo.slice"(%134) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %160 = "stablehlo.concatenate"(%158, %159) <{dimension = 3 : i64}> : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %161 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %162 = "stablehlo.multiply"(%160, %161) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %163 = "stablehlo.add"(%156, %162) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %164 = "stablehlo.slice"(%130) <{limit_indices = array<i64: 1, 1, 8, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x32xi1>) -> tensor<1x1x8x8xi1>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %166 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %168 = "stablehlo.convert"(%165) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %169 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %171 = "stablehlo.compare"(%167, %170) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %172 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %174 = "stablehlo.compare"(%168, %173) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %175 = "stablehlo.and"(%171, %174) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %176 = "stablehlo.convert"(%175) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %177 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %179 = "stablehlo.compare"(%176, %178) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %180 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %182 = "stablehlo.convert"(%181) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %183 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %185 = "stablehlo.select"(%179, %182, %184) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %186 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x1x4x8xf32>
    %187 = "stablehlo.reshape"(%186) : (tensor<4x8x1x4x8xf32>) -> tensor<4x8x4x8xf32>
    %188 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x1x4x8xf32>
    %189 = "stablehlo.reshape"(%188) : (tensor<4x8x1x4x8xf32>) -> tensor<4x8x4x8xf32>
    %190 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.sqrt"(%190) : (tensor<f32>) -> tensor<f32>
    %192 = "stablehlo.convert"(%191) : (tensor<f32>) -> tensor<f32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %194 = "stablehlo.divide"(%163, %193) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %195 = "stablehlo.dot_general"(%194, %187) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %196 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %197 = "stablehlo.add"(%195, %196) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %198 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.reduce"(%197, %198) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1013 = "stablehlo.maximum"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1013) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %200 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %202 = "stablehlo.maximum"(%201, %199) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %205 = "stablehlo.subtract"(%197, %204) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %206 = "stablehlo.exponential"(%205) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %207 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.reduce"(%206, %207) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1012 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1012) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %211 = "stablehlo.divide"(%206, %210) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %212 = "stablehlo.multiply"(%209, %209) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %213 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %215 = "stablehlo.divide"(%214, %212) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %216 = "stablehlo.dot_general"(%189, %211) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %217 = "stablehlo.transpose"(%216) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %219 = "stablehlo.dot_general"(%218, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %220 = "stablehlo.add"(%93, %219) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %221 = "stablehlo.multiply"(%220, %220) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %222 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %224 = "stablehlo.multiply"(%223, %220) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.reduce"(%221, %225) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1011 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1011) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %228 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %230 = "stablehlo.divide"(%227, %229) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %231 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %233 = "stablehlo.add"(%230, %232) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %234 = "stablehlo.sqrt"(%233) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %235 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %237 = "stablehlo.divide"(%236, %234) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %238 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %239 = "stablehlo.divide"(%220, %238) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %240 = "stablehlo.multiply"(%234, %234) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %241 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %243 = "stablehlo.divide"(%242, %240) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %244 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %246 = "stablehlo.add"(%245, %arg35) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %249 = "stablehlo.multiply"(%248, %239) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %250 = "stablehlo.dot_general"(%249, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %251 = "stablehlo.dot_general"(%249, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %252 = "stablehlo.multiply"(%251, %251) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %253 = "stablehlo.multiply"(%252, %251) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %254 = "stablehlo.multiply"(%251, %251) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %255 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %257 = "stablehlo.multiply"(%256, %254) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %258 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %260 = "stablehlo.multiply"(%259, %253) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %261 = "stablehlo.add"(%251, %260) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %262 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %264 = "stablehlo.multiply"(%263, %261) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %265 = "stablehlo.tanh"(%264) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %266 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %268 = "stablehlo.subtract"(%267, %265) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %269 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %271 = "stablehlo.add"(%270, %265) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %272 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %274 = "stablehlo.multiply"(%273, %271) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %275 = "stablehlo.multiply"(%251, %274) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %276 = "stablehlo.multiply"(%250, %275) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %277 = "stablehlo.dot_general"(%276, %arg32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %278 = "stablehlo.add"(%220, %277) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %279 = "stablehlo.multiply"(%278, %278) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %280 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %282 = "stablehlo.multiply"(%281, %278) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %283 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.reduce"(%279, %283) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1010 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1010) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %286 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %288 = "stablehlo.divide"(%285, %287) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %289 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %291 = "stablehlo.add"(%288, %290) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %292 = "stablehlo.sqrt"(%291) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %293 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %295 = "stablehlo.divide"(%294, %292) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %296 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %297 = "stablehlo.divide"(%278, %296) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %298 = "stablehlo.multiply"(%292, %292) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %299 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %301 = "stablehlo.divide"(%300, %298) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %302 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %304 = "stablehlo.add"(%303, %arg40) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %307 = "stablehlo.multiply"(%306, %297) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %308 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xi32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xi32>) -> tensor<1x32xi32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %311 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %312 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %313 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %314 = "stablehlo.compare"(%312, %313) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %316 = "stablehlo.dot_general"(%307, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %317 = "stablehlo.dot_general"(%307, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %318 = "stablehlo.dot_general"(%307, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %319 = "stablehlo.reshape"(%316) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %320 = "stablehlo.reshape"(%317) : (tensor<4x8x8xf32>) -> tensor<4x8x1x8xf32>
    %321 = "stablehlo.reshape"(%318) : (tensor<4x8x8xf32>) -> tensor<4x8x1x8xf32>
    %322 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %324 = "stablehlo.compare"(%86, %323) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %325 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %327 = "stablehlo.add"(%86, %326) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %328 = "stablehlo.select"(%324, %327, %86) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %330 = "stablehlo.gather"(%83, %329) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 16>}> : (tensor<32x1x16xf32>, tensor<4x8x1xi32>) -> tensor<4x8x1x16xf32>
    %331 = "stablehlo.slice"(%330) <{limit_indices = array<i64: 4, 8, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %332 = "stablehlo.slice"(%330) <{limit_indices = array<i64: 4, 8, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %333 = "stablehlo.multiply"(%320, %332) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %334 = "stablehlo.slice"(%320) <{limit_indices = array<i64: 4, 8, 1, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x1x4xf32>
    %335 = "stablehlo.negate"(%334) : (tensor<4x8x1x4xf32>) -> tensor<4x8x1x4xf32>
    %336 = "stablehlo.slice"(%320) <{limit_indices = array<i64: 4, 8, 1, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x1x4xf32>
    %337 = "stablehlo.concatenate"(%335, %336) <{dimension = 3 : i64}> : (tensor<4x8x1x4xf32>, tensor<4x8x1x4xf32>) -> tensor<4x8x1x8xf32>
    %338 = "stablehlo.multiply"(%337, %331) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %339 = "stablehlo.add"(%333, %338) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %340 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %341 = "stablehlo.multiply"(%319, %340) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %342 = "stablehlo.slice"(%319) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %343 = "stablehlo.negate"(%342) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %344 = "stablehlo.slice"(%319) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %345 = "stablehlo.concatenate"(%343, %344) <{dimension = 3 : i64}> : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %346 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %347 = "stablehlo.multiply"(%345, %346) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %348 = "stablehlo.add"(%341, %347) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %349 = "stablehlo.slice"(%315) <{limit_indices = array<i64: 1, 1, 8, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x32xi1>) -> tensor<1x1x8x8xi1>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %351 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %353 = "stablehlo.convert"(%350) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %354 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %356 = "stablehlo.compare"(%352, %355) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %357 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %359 = "stablehlo.compare"(%353, %358) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %360 = "stablehlo.and"(%356, %359) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %361 = "stablehlo.convert"(%360) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %362 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %364 = "stablehlo.compare"(%361, %363) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %365 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %367 = "stablehlo.convert"(%366) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %368 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %370 = "stablehlo.select"(%364, %367, %369) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xf32>
    %371 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x1x4x8xf32>
    %372 = "stablehlo.reshape"(%371) : (tensor<4x8x1x4x8xf32>) -> tensor<4x8x4x8xf32>
    %373 = "stablehlo.broadcast_in_dim"(%321) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x1x4x8xf32>
    %374 = "stablehlo.reshape"(%373) : (tensor<4x8x1x4x8xf32>) -> tensor<4x8x4x8xf32>
    %375 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %376 = "stablehlo.sqrt"(%375) : (tensor<f32>) -> tensor<f32>
    %377 = "stablehlo.convert"(%376) : (tensor<f32>) -> tensor<f32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %379 = "stablehlo.divide"(%348, %378) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %380 = "stablehlo.dot_general"(%379, %372) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %381 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %382 = "stablehlo.add"(%380, %381) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %383 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %384 = "stablehlo.reduce"(%382, %383) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1009 = "stablehlo.maximum"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1009) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %385 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %387 = "stablehlo.maximum"(%386, %384) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %390 = "stablehlo.subtract"(%382, %389) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %391 = "stablehlo.exponential"(%390) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %392 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %393 = "stablehlo.reduce"(%391, %392) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1008 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1008) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %396 = "stablehlo.divide"(%391, %395) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %397 = "stablehlo.multiply"(%394, %394) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %398 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %400 = "stablehlo.divide"(%399, %397) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %401 = "stablehlo.dot_general"(%374, %396) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %402 = "stablehlo.transpose"(%401) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %403 = "stablehlo.reshape"(%402) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %404 = "stablehlo.dot_general"(%403, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %405 = "stablehlo.add"(%278, %404) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %406 = "stablehlo.multiply"(%405, %405) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %407 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %409 = "stablehlo.multiply"(%408, %405) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %410 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %411 = "stablehlo.reduce"(%406, %410) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1007 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1007) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %413 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %415 = "stablehlo.divide"(%412, %414) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %416 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %418 = "stablehlo.add"(%415, %417) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %419 = "stablehlo.sqrt"(%418) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %420 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %422 = "stablehlo.divide"(%421, %419) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %423 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %424 = "stablehlo.divide"(%405, %423) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %425 = "stablehlo.multiply"(%419, %419) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %426 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %428 = "stablehlo.divide"(%427, %425) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %429 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %431 = "stablehlo.add"(%430, %arg44) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %434 = "stablehlo.multiply"(%433, %424) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %435 = "stablehlo.dot_general"(%434, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %436 = "stablehlo.dot_general"(%434, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %437 = "stablehlo.multiply"(%436, %436) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %438 = "stablehlo.multiply"(%437, %436) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %439 = "stablehlo.multiply"(%436, %436) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %440 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %442 = "stablehlo.multiply"(%441, %439) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %443 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %445 = "stablehlo.multiply"(%444, %438) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %446 = "stablehlo.add"(%436, %445) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %447 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %449 = "stablehlo.multiply"(%448, %446) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %450 = "stablehlo.tanh"(%449) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %451 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %453 = "stablehlo.subtract"(%452, %450) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %454 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %456 = "stablehlo.add"(%455, %450) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %457 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %459 = "stablehlo.multiply"(%458, %456) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %460 = "stablehlo.multiply"(%436, %459) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %461 = "stablehlo.multiply"(%435, %460) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %462 = "stablehlo.dot_general"(%461, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %463 = "stablehlo.add"(%405, %462) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %464 = "stablehlo.multiply"(%463, %463) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %465 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %467 = "stablehlo.multiply"(%466, %463) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %468 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %469 = "stablehlo.reduce"(%464, %468) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %1006 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1006) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %470 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %471 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %473 = "stablehlo.divide"(%470, %472) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %474 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %476 = "stablehlo.add"(%473, %475) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %477 = "stablehlo.sqrt"(%476) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %478 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %479 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %480 = "stablehlo.divide"(%479, %477) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %481 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %482 = "stablehlo.divide"(%463, %481) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %483 = "stablehlo.multiply"(%477, %477) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %484 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %486 = "stablehlo.divide"(%485, %483) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %487 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %489 = "stablehlo.add"(%488, %arg49) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %492 = "stablehlo.multiply"(%491, %482) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %493 = "stablehlo.transpose"(%arg30) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %494 = "stablehlo.dot_general"(%492, %493) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %495 = "stablehlo.slice"(%494) <{limit_indices = array<i64: 4, 7, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x64xf32>) -> tensor<4x7x64xf32>
    %496 = "stablehlo.slice"(%arg50) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x8xi32>) -> tensor<4x7xi32>
    %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xi32>) -> tensor<4x7x1xi32>
    %498:2 = "func.call"(%495, %497) <{callee = @take_along_axis}> : (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>)
    %499 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %500:2 = "func.call"(%498#0, %499) <{callee = @_take_0}> : (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>)
    %501 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %502 = "stablehlo.reduce"(%495, %501) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %1005 = "stablehlo.maximum"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1005) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %503 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %504 = "stablehlo.broadcast_in_dim"(%503) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %505 = "stablehlo.maximum"(%504, %502) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %506 = "stablehlo.is_finite"(%505) : (tensor<4x7xf32>) -> tensor<4x7xi1>
    %507 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %509 = "stablehlo.select"(%506, %505, %508) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %512 = "stablehlo.subtract"(%495, %511) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %513 = "stablehlo.exponential"(%512) : (tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %514 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %515 = "stablehlo.reduce"(%513, %514) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %1004 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1004) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %516 = "stablehlo.abs"(%515) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %517 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %518 = "stablehlo.broadcast_in_dim"(%517) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %519 = "stablehlo.compare"(%515, %518) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %520 = "stablehlo.log"(%516) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %521 = "stablehlo.add"(%520, %509) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %522 = "stablehlo.subtract"(%521, %500#0) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %523 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %524 = "stablehlo.reduce"(%522, %523) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %1003 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1003) : (tensor<f32>) -> ()
    }) : (tensor<4x7xf32>, tensor<f32>) -> tensor<f32>
    %525 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %526 = "stablehlo.divide"(%524, %525) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %527 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %528 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.divide"(%527, %528) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %531 = "stablehlo.negate"(%530) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %532 = "stablehlo.divide"(%530, %516) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %533 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %535 = "stablehlo.select"(%519, %534, %532) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %536 = "stablehlo.select"(%519, %532, %534) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %537 = "stablehlo.negate"(%535) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %538 = "stablehlo.add"(%536, %537) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %539 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x64xf32>
    %540 = "stablehlo.multiply"(%539, %513) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %541 = "func.call"(%500#1, %531) <{callee = @_take_2}> : (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %542 = "func.call"(%498#1, %541) <{callee = @take_along_axis_3}> : (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %543 = "stablehlo.add"(%540, %542) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %544 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %545 = "stablehlo.pad"(%543, %544) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x8x64xf32>
    %546 = "stablehlo.dot_general"(%545, %492) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %547 = "stablehlo.transpose"(%546) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %548 = "stablehlo.dot_general"(%545, %493) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %549 = "stablehlo.transpose"(%547) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %550 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %551 = "stablehlo.multiply"(%550, %548) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %552 = "stablehlo.multiply"(%548, %482) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %553 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %554 = "stablehlo.reduce"(%552, %553) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %1002 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1002) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %555 = "stablehlo.reshape"(%554) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %556 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %557 = "stablehlo.reduce"(%555, %556) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %1001 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1001) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %558 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %559 = "stablehlo.multiply"(%551, %558) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %560 = "stablehlo.multiply"(%559, %463) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %561 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %562 = "stablehlo.reduce"(%560, %561) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %1000 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1000) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %563 = "stablehlo.reshape"(%562) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %564 = "stablehlo.negate"(%563) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %565 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %566 = "stablehlo.divide"(%551, %565) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %567 = "stablehlo.multiply"(%564, %480) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %568 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %569 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %570 = "stablehlo.divide"(%567, %569) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %571 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %572 = "stablehlo.reduce"(%570, %571) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %999 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%999) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %573 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %574 = "stablehlo.multiply"(%573, %467) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %575 = "stablehlo.add"(%566, %574) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %576 = "stablehlo.dot_general"(%575, %461) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %577 = "stablehlo.transpose"(%576) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %578 = "stablehlo.dot_general"(%575, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %579 = "stablehlo.multiply"(%435, %578) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %580 = "stablehlo.multiply"(%578, %460) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %581 = "stablehlo.multiply"(%436, %579) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %582 = "stablehlo.multiply"(%579, %459) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %583 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %584 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %585 = "stablehlo.multiply"(%584, %581) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %586 = "stablehlo.multiply"(%585, %453) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %587 = "stablehlo.multiply"(%586, %450) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %588 = "stablehlo.add"(%586, %587) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %589 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %591 = "stablehlo.multiply"(%590, %588) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %592 = "stablehlo.add"(%582, %591) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %593 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %594 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %595 = "stablehlo.multiply"(%594, %591) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %596 = "stablehlo.multiply"(%595, %442) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %597 = "stablehlo.add"(%592, %596) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %598 = "stablehlo.dot_general"(%597, %434) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %599 = "stablehlo.transpose"(%598) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %600 = "stablehlo.dot_general"(%597, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %601 = "stablehlo.dot_general"(%580, %434) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %602 = "stablehlo.transpose"(%601) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %603 = "stablehlo.dot_general"(%580, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %604 = "stablehlo.add"(%600, %603) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %605 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %606 = "stablehlo.multiply"(%605, %604) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %607 = "stablehlo.multiply"(%604, %424) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %608 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %609 = "stablehlo.reduce"(%607, %608) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %998 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%998) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %610 = "stablehlo.reshape"(%609) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %611 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %612 = "stablehlo.reduce"(%610, %611) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %997 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%997) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %613 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %614 = "stablehlo.multiply"(%606, %613) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %615 = "stablehlo.multiply"(%614, %405) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %616 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %617 = "stablehlo.reduce"(%615, %616) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %996 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%996) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %618 = "stablehlo.reshape"(%617) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %619 = "stablehlo.negate"(%618) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %620 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %621 = "stablehlo.divide"(%606, %620) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %622 = "stablehlo.add"(%575, %621) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %623 = "stablehlo.multiply"(%619, %422) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %624 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %625 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %626 = "stablehlo.divide"(%623, %625) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %627 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %628 = "stablehlo.reduce"(%626, %627) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %995 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%995) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %629 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %630 = "stablehlo.multiply"(%629, %409) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %631 = "stablehlo.add"(%622, %630) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %632 = "stablehlo.dot_general"(%631, %403) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %633 = "stablehlo.transpose"(%632) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %634 = "stablehlo.dot_general"(%631, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %635 = "stablehlo.reshape"(%634) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %636 = "stablehlo.transpose"(%635) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %637 = "stablehlo.dot_general"(%636, %374) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %638 = "stablehlo.dot_general"(%636, %396) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %639 = "stablehlo.transpose"(%638) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %640 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %641 = "stablehlo.multiply"(%637, %640) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %642 = "stablehlo.multiply"(%641, %391) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %643 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %644 = "stablehlo.reduce"(%642, %643) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %994 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%994) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %645 = "stablehlo.reshape"(%644) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %646 = "stablehlo.negate"(%645) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %647 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %648 = "stablehlo.divide"(%637, %647) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %649 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %650 = "stablehlo.reduce"(%646, %649) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %993 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%993) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %651 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %652 = "stablehlo.add"(%648, %651) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %653 = "stablehlo.multiply"(%652, %391) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %654 = "stablehlo.dot_general"(%653, %379) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %655 = "stablehlo.transpose"(%654) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %656 = "stablehlo.dot_general"(%653, %372) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %657 = "stablehlo.transpose"(%656) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %658 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %659 = "stablehlo.divide"(%657, %658) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %660 = "stablehlo.reshape"(%639) : (tensor<4x8x4x8xf32>) -> tensor<4x8x1x4x8xf32>
    %661 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %662 = "stablehlo.reduce"(%660, %661) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %992 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%992) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1x4x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %663 = "stablehlo.broadcast_in_dim"(%662) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x8x8xf32>) -> tensor<4x8x1x8xf32>
    %664 = "stablehlo.reshape"(%655) : (tensor<4x8x4x8xf32>) -> tensor<4x8x1x4x8xf32>
    %665 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %666 = "stablehlo.reduce"(%664, %665) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %991 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%991) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1x4x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %667 = "stablehlo.broadcast_in_dim"(%666) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x8x8xf32>) -> tensor<4x8x1x8xf32>
    %668 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %669 = "stablehlo.multiply"(%659, %668) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %670 = "stablehlo.slice"(%669) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %671 = "stablehlo.slice"(%669) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %672 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %673 = "stablehlo.pad"(%671, %672) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %674 = "stablehlo.negate"(%670) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %675 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %676 = "stablehlo.pad"(%674, %675) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %677 = "stablehlo.add"(%673, %676) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %678 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %679 = "stablehlo.multiply"(%659, %678) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %680 = "stablehlo.add"(%677, %679) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %681 = "stablehlo.multiply"(%667, %331) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %682 = "stablehlo.slice"(%681) <{limit_indices = array<i64: 4, 8, 1, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x1x4xf32>
    %683 = "stablehlo.slice"(%681) <{limit_indices = array<i64: 4, 8, 1, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x1x4xf32>
    %684 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %685 = "stablehlo.pad"(%683, %684) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x1x4xf32>, tensor<f32>) -> tensor<4x8x1x8xf32>
    %686 = "stablehlo.negate"(%682) : (tensor<4x8x1x4xf32>) -> tensor<4x8x1x4xf32>
    %687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %688 = "stablehlo.pad"(%686, %687) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x1x4xf32>, tensor<f32>) -> tensor<4x8x1x8xf32>
    %689 = "stablehlo.add"(%685, %688) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %690 = "stablehlo.multiply"(%667, %332) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %691 = "stablehlo.add"(%689, %690) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %692 = "stablehlo.reshape"(%663) : (tensor<4x8x1x8xf32>) -> tensor<4x8x8xf32>
    %693 = "stablehlo.reshape"(%691) : (tensor<4x8x1x8xf32>) -> tensor<4x8x8xf32>
    %694 = "stablehlo.reshape"(%680) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %695 = "stablehlo.dot_general"(%692, %307) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x32xf32>
    %696 = "stablehlo.transpose"(%695) <{permutation = array<i64: 1, 0>}> : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %697 = "stablehlo.dot_general"(%692, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x8xf32>, tensor<32x8xf32>) -> tensor<4x8x32xf32>
    %698 = "stablehlo.dot_general"(%693, %307) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x32xf32>
    %699 = "stablehlo.transpose"(%698) <{permutation = array<i64: 1, 0>}> : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %700 = "stablehlo.dot_general"(%693, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x8xf32>, tensor<32x8xf32>) -> tensor<4x8x32xf32>
    %701 = "stablehlo.add"(%697, %700) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %702 = "stablehlo.dot_general"(%694, %307) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %703 = "stablehlo.transpose"(%702) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %704 = "stablehlo.dot_general"(%694, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %705 = "stablehlo.add"(%701, %704) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %706 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %707 = "stablehlo.multiply"(%706, %705) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %708 = "stablehlo.multiply"(%705, %297) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %709 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %710 = "stablehlo.reduce"(%708, %709) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %990 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%990) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %711 = "stablehlo.reshape"(%710) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %712 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %713 = "stablehlo.reduce"(%711, %712) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %989 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%989) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %714 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %715 = "stablehlo.multiply"(%707, %714) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %716 = "stablehlo.multiply"(%715, %278) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %717 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %718 = "stablehlo.reduce"(%716, %717) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %988 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%988) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %719 = "stablehlo.reshape"(%718) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %720 = "stablehlo.negate"(%719) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %721 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %722 = "stablehlo.divide"(%707, %721) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %723 = "stablehlo.add"(%631, %722) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %724 = "stablehlo.multiply"(%720, %295) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %725 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %726 = "stablehlo.broadcast_in_dim"(%725) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %727 = "stablehlo.divide"(%724, %726) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %728 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %729 = "stablehlo.reduce"(%727, %728) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %987 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%987) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %730 = "stablehlo.broadcast_in_dim"(%729) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %731 = "stablehlo.multiply"(%730, %282) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %732 = "stablehlo.add"(%723, %731) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %733 = "stablehlo.dot_general"(%732, %276) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %734 = "stablehlo.transpose"(%733) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %735 = "stablehlo.dot_general"(%732, %arg32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %736 = "stablehlo.multiply"(%250, %735) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %737 = "stablehlo.multiply"(%735, %275) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %738 = "stablehlo.multiply"(%251, %736) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %739 = "stablehlo.multiply"(%736, %274) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %740 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %741 = "stablehlo.broadcast_in_dim"(%740) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %742 = "stablehlo.multiply"(%741, %738) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %743 = "stablehlo.multiply"(%742, %268) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %744 = "stablehlo.multiply"(%743, %265) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %745 = "stablehlo.add"(%743, %744) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %746 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %747 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %748 = "stablehlo.multiply"(%747, %745) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %749 = "stablehlo.add"(%739, %748) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %750 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %751 = "stablehlo.broadcast_in_dim"(%750) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x64xf32>
    %752 = "stablehlo.multiply"(%751, %748) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %753 = "stablehlo.multiply"(%752, %257) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %754 = "stablehlo.add"(%749, %753) : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %755 = "stablehlo.dot_general"(%754, %249) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %756 = "stablehlo.transpose"(%755) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %757 = "stablehlo.dot_general"(%754, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %758 = "stablehlo.dot_general"(%737, %249) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %759 = "stablehlo.transpose"(%758) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %760 = "stablehlo.dot_general"(%737, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %761 = "stablehlo.add"(%757, %760) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %762 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %763 = "stablehlo.multiply"(%762, %761) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %764 = "stablehlo.multiply"(%761, %239) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %765 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %766 = "stablehlo.reduce"(%764, %765) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %986 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%986) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %767 = "stablehlo.reshape"(%766) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %768 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %769 = "stablehlo.reduce"(%767, %768) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %985 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%985) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %770 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %771 = "stablehlo.multiply"(%763, %770) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %772 = "stablehlo.multiply"(%771, %220) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %773 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %774 = "stablehlo.reduce"(%772, %773) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %984 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%984) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %775 = "stablehlo.reshape"(%774) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %776 = "stablehlo.negate"(%775) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %777 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %778 = "stablehlo.divide"(%763, %777) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %779 = "stablehlo.add"(%732, %778) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %780 = "stablehlo.multiply"(%776, %237) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %781 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %782 = "stablehlo.broadcast_in_dim"(%781) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %783 = "stablehlo.divide"(%780, %782) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %784 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %785 = "stablehlo.reduce"(%783, %784) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %983 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%983) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %786 = "stablehlo.broadcast_in_dim"(%785) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %787 = "stablehlo.multiply"(%786, %224) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %788 = "stablehlo.add"(%779, %787) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %789 = "stablehlo.dot_general"(%788, %218) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %790 = "stablehlo.transpose"(%789) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %791 = "stablehlo.dot_general"(%788, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %792 = "stablehlo.reshape"(%791) : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %793 = "stablehlo.transpose"(%792) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %794 = "stablehlo.dot_general"(%793, %189) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %795 = "stablehlo.dot_general"(%793, %211) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %796 = "stablehlo.transpose"(%795) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %797 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %798 = "stablehlo.multiply"(%794, %797) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %799 = "stablehlo.multiply"(%798, %206) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %800 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %801 = "stablehlo.reduce"(%799, %800) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %982 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%982) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %802 = "stablehlo.reshape"(%801) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %803 = "stablehlo.negate"(%802) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %804 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %805 = "stablehlo.divide"(%794, %804) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %806 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %807 = "stablehlo.reduce"(%803, %806) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %981 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%981) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %808 = "stablehlo.broadcast_in_dim"(%807) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %809 = "stablehlo.add"(%805, %808) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %810 = "stablehlo.multiply"(%809, %206) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %811 = "stablehlo.dot_general"(%810, %194) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %812 = "stablehlo.transpose"(%811) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %813 = "stablehlo.dot_general"(%810, %187) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %814 = "stablehlo.transpose"(%813) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %815 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %816 = "stablehlo.divide"(%814, %815) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %817 = "stablehlo.reshape"(%796) : (tensor<4x8x4x8xf32>) -> tensor<4x8x1x4x8xf32>
    %818 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %819 = "stablehlo.reduce"(%817, %818) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %980 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%980) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1x4x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %820 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x8x8xf32>) -> tensor<4x8x1x8xf32>
    %821 = "stablehlo.reshape"(%812) : (tensor<4x8x4x8xf32>) -> tensor<4x8x1x4x8xf32>
    %822 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %823 = "stablehlo.reduce"(%821, %822) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %979 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%979) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1x4x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %824 = "stablehlo.broadcast_in_dim"(%823) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x8x8xf32>) -> tensor<4x8x1x8xf32>
    %825 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %826 = "stablehlo.multiply"(%816, %825) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %827 = "stablehlo.slice"(%826) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %828 = "stablehlo.slice"(%826) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %829 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %830 = "stablehlo.pad"(%828, %829) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %831 = "stablehlo.negate"(%827) : (tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %832 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %833 = "stablehlo.pad"(%831, %832) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %834 = "stablehlo.add"(%830, %833) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %835 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %836 = "stablehlo.multiply"(%816, %835) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %837 = "stablehlo.add"(%834, %836) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %838 = "stablehlo.multiply"(%824, %146) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %839 = "stablehlo.slice"(%838) <{limit_indices = array<i64: 4, 8, 1, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x1x4xf32>
    %840 = "stablehlo.slice"(%838) <{limit_indices = array<i64: 4, 8, 1, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x1x4xf32>
    %841 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %842 = "stablehlo.pad"(%840, %841) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x1x4xf32>, tensor<f32>) -> tensor<4x8x1x8xf32>
    %843 = "stablehlo.negate"(%839) : (tensor<4x8x1x4xf32>) -> tensor<4x8x1x4xf32>
    %844 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %845 = "stablehlo.pad"(%843, %844) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x1x4xf32>, tensor<f32>) -> tensor<4x8x1x8xf32>
    %846 = "stablehlo.add"(%842, %845) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %847 = "stablehlo.multiply"(%824, %147) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %848 = "stablehlo.add"(%846, %847) : (tensor<4x8x1x8xf32>, tensor<4x8x1x8xf32>) -> tensor<4x8x1x8xf32>
    %849 = "stablehlo.reshape"(%820) : (tensor<4x8x1x8xf32>) -> tensor<4x8x8xf32>
    %850 = "stablehlo.reshape"(%848) : (tensor<4x8x1x8xf32>) -> tensor<4x8x8xf32>
    %851 = "stablehlo.reshape"(%837) : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %852 = "stablehlo.dot_general"(%849, %122) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x32xf32>
    %853 = "stablehlo.transpose"(%852) <{permutation = array<i64: 1, 0>}> : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %854 = "stablehlo.dot_general"(%849, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x8xf32>, tensor<32x8xf32>) -> tensor<4x8x32xf32>
    %855 = "stablehlo.dot_general"(%850, %122) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x32xf32>
    %856 = "stablehlo.transpose"(%855) <{permutation = array<i64: 1, 0>}> : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %857 = "stablehlo.dot_general"(%850, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x8xf32>, tensor<32x8xf32>) -> tensor<4x8x32xf32>
    %858 = "stablehlo.add"(%854, %857) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %859 = "stablehlo.dot_general"(%851, %122) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %860 = "stablehlo.transpose"(%859) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %861 = "stablehlo.dot_general"(%851, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %862 = "stablehlo.add"(%858, %861) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %863 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %864 = "stablehlo.multiply"(%863, %862) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %865 = "stablehlo.multiply"(%862, %112) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %866 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %867 = "stablehlo.reduce"(%865, %866) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %978 = "stablehlo.add"(%arg57, %arg58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%978) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %868 = "stablehlo.reshape"(%867) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %869 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %870 = "stablehlo.reduce"(%868, %869) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %977 = "stablehlo.add"(%arg55, %arg56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%977) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %871 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %872 = "stablehlo.multiply"(%864, %871) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %873 = "stablehlo.multiply"(%872, %93) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %874 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %875 = "stablehlo.reduce"(%873, %874) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %976 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%976) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %876 = "stablehlo.reshape"(%875) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %877 = "stablehlo.negate"(%876) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %878 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %879 = "stablehlo.divide"(%864, %878) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %880 = "stablehlo.add"(%788, %879) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %881 = "stablehlo.multiply"(%877, %110) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %882 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %883 = "stablehlo.broadcast_in_dim"(%882) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %884 = "stablehlo.divide"(%881, %883) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %885 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %886 = "stablehlo.reduce"(%884, %885) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %975 = "stablehlo.add"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%975) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %887 = "stablehlo.broadcast_in_dim"(%886) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %888 = "stablehlo.multiply"(%887, %97) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %889 = "stablehlo.add"(%880, %888) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %890 = "stablehlo.constant"() <{value = dense<5.65685415> : tensor<f32>}> : () -> tensor<f32>
    %891 = "stablehlo.broadcast_in_dim"(%890) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %892 = "stablehlo.multiply"(%889, %891) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %893 = "func.call"(%90#1, %892) <{callee = @_take_4}> : (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %894 = "stablehlo.add"(%549, %893) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %895 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %896 = "stablehlo.broadcast_in_dim"(%895) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %897 = "stablehlo.multiply"(%896, %894) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %898 = "stablehlo.subtract"(%arg30, %897) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %899 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %900 = "stablehlo.broadcast_in_dim"(%899) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %901 = "stablehlo.multiply"(%900, %870) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %902 = "stablehlo.subtract"(%arg31, %901) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %903 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %904 = "stablehlo.broadcast_in_dim"(%903) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %905 = "stablehlo.multiply"(%904, %734) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %906 = "stablehlo.subtract"(%arg32, %905) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %907 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %908 = "stablehlo.broadcast_in_dim"(%907) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %909 = "stablehlo.multiply"(%908, %756) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %910 = "stablehlo.subtract"(%arg33, %909) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %911 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %912 = "stablehlo.broadcast_in_dim"(%911) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %913 = "stablehlo.multiply"(%912, %759) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %914 = "stablehlo.subtract"(%arg34, %913) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %915 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %916 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %917 = "stablehlo.multiply"(%916, %769) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %918 = "stablehlo.subtract"(%arg35, %917) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %919 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %920 = "stablehlo.broadcast_in_dim"(%919) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %921 = "stablehlo.multiply"(%920, %856) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %922 = "stablehlo.subtract"(%arg36, %921) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %923 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %924 = "stablehlo.broadcast_in_dim"(%923) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %925 = "stablehlo.multiply"(%924, %790) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %926 = "stablehlo.subtract"(%arg37, %925) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %927 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %928 = "stablehlo.broadcast_in_dim"(%927) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %929 = "stablehlo.multiply"(%928, %860) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %930 = "stablehlo.subtract"(%arg38, %929) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %931 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %932 = "stablehlo.broadcast_in_dim"(%931) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %933 = "stablehlo.multiply"(%932, %853) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %934 = "stablehlo.subtract"(%arg39, %933) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %935 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %936 = "stablehlo.broadcast_in_dim"(%935) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %937 = "stablehlo.multiply"(%936, %713) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %938 = "stablehlo.subtract"(%arg40, %937) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %939 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %940 = "stablehlo.broadcast_in_dim"(%939) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %941 = "stablehlo.multiply"(%940, %577) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %942 = "stablehlo.subtract"(%arg41, %941) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %943 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %944 = "stablehlo.broadcast_in_dim"(%943) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %945 = "stablehlo.multiply"(%944, %599) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %946 = "stablehlo.subtract"(%arg42, %945) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %947 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %948 = "stablehlo.broadcast_in_dim"(%947) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %949 = "stablehlo.multiply"(%948, %602) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %950 = "stablehlo.subtract"(%arg43, %949) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %951 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %952 = "stablehlo.broadcast_in_dim"(%951) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %953 = "stablehlo.multiply"(%952, %612) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %954 = "stablehlo.subtract"(%arg44, %953) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %955 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %956 = "stablehlo.broadcast_in_dim"(%955) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %957 = "stablehlo.multiply"(%956, %699) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %958 = "stablehlo.subtract"(%arg45, %957) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %959 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %960 = "stablehlo.broadcast_in_dim"(%959) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %961 = "stablehlo.multiply"(%960, %633) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %962 = "stablehlo.subtract"(%arg46, %961) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %963 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %964 = "stablehlo.broadcast_in_dim"(%963) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %965 = "stablehlo.multiply"(%964, %703) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %966 = "stablehlo.subtract"(%arg47, %965) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %967 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %968 = "stablehlo.broadcast_in_dim"(%967) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %969 = "stablehlo.multiply"(%968, %696) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %970 = "stablehlo.subtract"(%arg48, %969) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %971 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %972 = "stablehlo.broadcast_in_dim"(%971) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %973 = "stablehlo.multiply"(%972, %557) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %974 = "stablehlo.subtract"(%arg49, %973) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%526, %898, %902, %906, %910, %914, %918, %922, %926, %930, %934, %938, %942, %946, %950, %954, %958, %962, %966, %970, %974) : (tensor<f32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xf32>, tensor<4x8xi32>) -> (tensor<4x8x32xf32>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<64x32xf32>, %arg27: tensor<4x8xi32>):
    %58 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %60 = "stablehlo.compare"(%arg27, %59) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %61 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %63 = "stablehlo.add"(%arg27, %62) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %64 = "func.call"(%60, %63, %arg27) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %66 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %67 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %69 = "stablehlo.compare"(%65, %68) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %70 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %72 = "stablehlo.compare"(%65, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %73 = "stablehlo.and"(%69, %72) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %74 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %75 = "stablehlo.reduce"(%73, %74) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<i1>, %arg29: tensor<i1>):
      %81 = "stablehlo.and"(%arg28, %arg29) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%81) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %76 = "stablehlo.gather"(%arg26, %65) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %77 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %78 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %80 = "stablehlo.select"(%77, %76, %79) : (tensor<4x8x32xi1>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    "func.return"(%80, %65) : (tensor<4x8x32xf32>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x8xi1>, %arg24: tensor<4x8xi32>, %arg25: tensor<4x8xi32>):
    %57 = "stablehlo.select"(%arg23, %arg24, %arg25) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%57) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x7x64xf32>, %arg20: tensor<4x7x1xi32>):
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x7x1xi32>
    %36 = "stablehlo.compare"(%arg20, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x7x1xi32>, tensor<4x7x1xi32>) -> tensor<4x7x1xi1>
    %37 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x7x1xi32>
    %39 = "stablehlo.add"(%arg20, %38) : (tensor<4x7x1xi32>, tensor<4x7x1xi32>) -> tensor<4x7x1xi32>
    %40 = "stablehlo.select"(%36, %39, %arg20) : (tensor<4x7x1xi1>, tensor<4x7x1xi32>, tensor<4x7x1xi32>) -> tensor<4x7x1xi32>
    %41 = "stablehlo.reshape"(%40) : (tensor<4x7x1xi32>) -> tensor<4x7x1x1xi32>
    %42 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x7x1x1xi32>
    %45 = "stablehlo.compare"(%41, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7x1x1xi32>, tensor<4x7x1x1xi32>) -> tensor<4x7x1x1xi1>
    %46 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<4x7x1x1xi32>
    %48 = "stablehlo.compare"(%41, %47) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x7x1x1xi32>, tensor<4x7x1x1xi32>) -> tensor<4x7x1x1xi1>
    %49 = "stablehlo.and"(%45, %48) : (tensor<4x7x1x1xi1>, tensor<4x7x1x1xi1>) -> tensor<4x7x1x1xi1>
    %50 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %51 = "stablehlo.reduce"(%49, %50) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg21: tensor<i1>, %arg22: tensor<i1>):
      %56 = "stablehlo.and"(%arg21, %arg22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%56) : (tensor<i1>) -> ()
    }) : (tensor<4x7x1x1xi1>, tensor<i1>) -> tensor<4x7x1xi1>
    %52 = "stablehlo.gather"(%arg19, %41) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x7x64xf32>, tensor<4x7x1x1xi32>) -> tensor<4x7x1xf32>
    %53 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7x1xf32>
    %55 = "stablehlo.select"(%51, %52, %54) : (tensor<4x7x1xi1>, tensor<4x7x1xf32>, tensor<4x7x1xf32>) -> tensor<4x7x1xf32>
    "func.return"(%55, %41) : (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4x7x1xf32>, %arg16: tensor<i32>):
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.compare"(%arg16, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.add"(%arg16, %15) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %17 = "func.call"(%14, %16, %arg16) <{callee = @_where_1}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %20 = "stablehlo.convert"(%18) : (tensor<1xi32>) -> tensor<1xi32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.compare"(%20, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %24 = "stablehlo.compare"(%20, %19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %25 = "stablehlo.and"(%23, %24) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %26 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %27 = "stablehlo.reduce"(%25, %26) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg17: tensor<i1>, %arg18: tensor<i1>):
      %33 = "stablehlo.and"(%arg17, %arg18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%33) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %28 = "stablehlo.gather"(%arg15, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 7, 1>}> : (tensor<4x7x1xf32>, tensor<1xi32>) -> tensor<4x7xf32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x7xi1>
    %30 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %32 = "stablehlo.select"(%29, %28, %31) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    "func.return"(%32, %18) : (tensor<4x7xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i1>, %arg13: tensor<i32>, %arg14: tensor<i32>):
    %12 = "stablehlo.select"(%arg12, %arg13, %arg14) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%12) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>, res_attrs = [{}], sym_name = "_take_2", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<1xi32>, %arg9: tensor<4x7xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7x1xf32>
    %10 = "stablehlo.scatter"(%9, %arg8, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %11 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<4x7x1xf32>, tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    "func.return"(%10) : (tensor<4x7x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_3", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4x7x1x1xi32>, %arg5: tensor<4x7x1xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7x64xf32>
    %6 = "stablehlo.scatter"(%5, %arg4, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %7 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    "func.return"(%6) : (tensor<4x7x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>, res_attrs = [{}], sym_name = "_take_4", sym_visibility = "private"}> ({
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
