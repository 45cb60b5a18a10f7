"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 5 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 6 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 8 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 9 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 10 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 11 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 13 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 14 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 15 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 16 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 17 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 18 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 19 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>, tf.aliasing_output = 20 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, []>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}], function_type = (tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<4x8xi32>, tensor<i32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>) -> (tensor<f32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<i32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['lm_head']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['embed_tokens']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['input_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['0']['mlp']['down_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['mlp']['gate_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['mlp']['up_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['post_attention_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['o_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['0']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['input_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['1']['mlp']['down_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['mlp']['gate_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['mlp']['up_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['post_attention_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['o_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['layers']['1']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['model']['norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[2][0].mu['lm_head']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['embed_tokens']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['0']['input_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['0']['mlp']['down_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['0']['mlp']['gate_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['0']['mlp']['up_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['0']['post_attention_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['0']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['0']['self_attn']['o_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['0']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['0']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['1']['input_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['1']['mlp']['down_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['1']['mlp']['gate_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['1']['mlp']['up_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['1']['post_attention_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['1']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['1']['self_attn']['o_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['1']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['layers']['1']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].mu['model']['norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[2][0].nu['lm_head']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['embed_tokens']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['0']['input_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['0']['mlp']['down_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['0']['mlp']['gate_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['0']['mlp']['up_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['0']['post_attention_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['0']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['0']['self_attn']['o_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['0']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['0']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['1']['input_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['1']['mlp']['down_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['1']['mlp']['gate_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['1']['mlp']['up_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['1']['post_attention_layernorm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['1']['self_attn']['k_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['1']['self_attn']['o_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['1']['self_attn']['q_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['layers']['1']['self_attn']['v_proj']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[2][0].nu['model']['norm']['weight']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg38: tensor<32x64xf32>, %arg39: tensor<64x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<64x32xf32>, %arg42: tensor<32x64xf32>, %arg43: tensor<32x64xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32x16xf32>, %arg46: tensor<32x32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32x16xf32>, %arg49: tensor<32xf32>, %arg50: tensor<64x32xf32>, %arg51: tensor<32x64xf32>, %arg52: tensor<32x64xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32x16xf32>, %arg55: tensor<32x32xf32>, %arg56: tensor<32x32xf32>, %arg57: tensor<32x16xf32>, %arg58: tensor<32xf32>, %arg59: tensor<4x8xi32>, %arg60: tensor<i32>, %arg61: tensor<32x64xf32>, %arg62: tensor<64x32xf32>, %arg63: tensor<32xf32>, %arg64: tensor<64x32xf32>, %arg65: tensor<32x64xf32>, %arg66: tensor<32x64xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32x16xf32>, %arg69: tensor<32x32xf32>, %arg70: tensor<32x32xf32>, %arg71: tensor<32x16xf32>, %arg72: tensor<32xf32>, %arg73: tensor<64x32xf32>, %arg74: tensor<32x64xf32>, %arg75: tensor<32x64xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32x16xf32>, %arg78: tensor<32x32xf32>, %arg79: tensor<32x32xf32>, %arg80: tensor<32x16xf32>, %arg81: tensor<32xf32>, %arg82: tensor<32x64xf32>, %arg83: tensor<64x32xf32>, %arg84: tensor<32xf32>, %arg85: tensor<64x32xf32>, %arg86: tensor<32x64xf32>, %arg87: tensor<32x64xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32x16xf32>, %arg90: tensor<32x32xf32>, %arg91: tensor<32x32xf32>, %arg92: tensor<32x16xf32>, %arg93: tensor<32xf32>, %arg94: tensor<64x32xf32>, %arg95: tensor<32x64xf32>, %arg96: tensor<32x64xf32>, %arg97: tensor<32xf32>, %arg98: tensor<32x16xf32>, %arg99: tensor<32x32xf32>, %arg100: tensor<32x32xf32>, %arg101: tensor<32x16xf32>, %arg102: tensor<32xf32>):
    %100 = "stablehlo.constant"() <{value = dense<"0x00000000000000000000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803FA56A573F7775CC3D57D6233C6E12833AA56A573F7775CC3D57D6233C6E12833A40510A3F98B87E3FB9FC7F3FF8FF7F3F40510A3F98B87E3FB9FC7F3FF8FF7F3FB7C7683FF96F4B3E3ED4A33C6912033BB7C7683FF96F4B3E3ED4A33C6912033B3211D5BEA5E57A3FE5F27F3FDEFF7F3F3211D5BEA5E57A3FE5F27F3FDEFF7F3FC381103E6D4E973E1FB9F53C939B443BC381103E6D4E973E1FB9F53C939B443B26707DBFEF90743F83E27F3FB5FF7F3F26707DBFEF90743F83E27F3FB5FF7F3FCFBD41BFD761C73EDBCB233D5812833BCFBD41BFD761C73EDBCB233D5812833B305527BFA7CA6B3F94CB7F3F7AFF7F3F305527BFA7CA6B3F94CB7F3F7AFF7F3F107C75BF4477F53EF5B64C3DDDD6A33B107C75BF4477F53EF5B64C3DDDD6A33B2B3C913E40A9603F19AE7F3F2EFF7F3F2B3C913E40A9603F19AE7F3F2EFF7F3F8C0F8FBE698C103FD19C753D599BC43B8C0F8FBE698C103FD19C753D599BC43BB8CD753F3249533F128A7F3FD2FE7F3FB8CD753F3249533F128A7F3FD2FE7F3F4630283F73EB243F323E8F3DC75FE53B4630283F73EB243F323E8F3DC75FE53BBDFF403FB3CC433F815F7F3F65FE7F3FBDFF403FB3CC433F815F7F3F65FE7F3F95467D3FA6A4373F50AAA33D1312033C95467D3FA6A4373F50AAA33D1312033CF6FD14BE5F5B323F662E7F3FE7FD7F3FF6FD14BE5F5B323F662E7F3FE7FD7F3F3101D33E1D88483F3F12B83D3A74133C3101D33E1D88483F3F12B83D3A74133CD53F69BFD5211F3FC2F67E3F59FD7F3FD53F69BFD5211F3FC2F67E3F59FD7F3FF7440BBFA56A573F7775CC3D57D6233CF7440BBFA56A573F7775CC3D57D6233C64CD56BF40510A3F98B87E3FB9FC7F3F64CD56BF40510A3F98B87E3FB9FC7F3F5CFF7FBF2A26643F72D3E03D6A38343C5CFF7FBF2A26643F72D3E03D6A38343C7205913BC03DE83EE8737E3F09FC7F3F7205913BC03DE83EE8737E3F09FC7F3FD85C09BF1D9A6E3FAC2BF53D719A443CD85C09BF1D9A6E3FAC2BF53D719A443CD006583FF486B93EB5287E3F48FB7F3FD006583FF486B93EB5287E3F48FB7F3F2320D73EBFAB763FD0BE043E6BFC543C2320D73EBFAB763FD0BE043E6BFC543C6F4E683F9DF5883E00D77D3F76FA7F3F6F4E683F9DF5883E00D77D3F76FA7F3F72987D3F6F467C3F64E40E3E575E653C72987D3F6F467C3F64E40E3E575E653CD8040C3EDF0B2E3ECC7E7D3F94F97F3FD8040C3EDF0B2E3ECC7E7D3F94F97F3F4479263FD55B7F3F5006193E33C0753C4479263FD55B7F3F5006193E33C0753CE87A42BFAADE903D1A207D3FA1F87F3FE87A42BFAADE903D1A207D3FA1F87F3F116893BE0EE47F3F5024233E0111833C116893BE0EE47F3F5024233E0111833C2C2975BFE233EFBCEDBA7C3F9DF77F3F2C2975BFE233EFBCEDBA7C3F9DF77F3F251E76BFBFDD7D3F233E2D3EDE418B3C251E76BFBFDD7D3F233E2D3EDE418B3C36E28CBED3EF03BE494F7C3F88F67F3F36E28CBED3EF03BE494F7C3F88F67F3FB34040BF144E793F8853373EB272933CB34040BF144E793F8853373EB272933C840A293FA7A768BE2EDD7B3F62F57F3F840A293FA7A768BE2EDD7B3F62F57F3F6979193EB940723F3A64413E7DA39B3C6979193EB940723F3A64413E7DA39B3CBF1B7D3F3586A5BEA1647B3F2CF47F3FBF1B7D3F3586A5BEA1647B3F2CF47F3FC8B6693FB7C7683FF96F4B3E3ED4A33CC8B6693FB7C7683FF96F4B3E3ED4A33C22F0D03E3211D5BEA5E57A3FE5F27F3F22F0D03E3211D5BEA5E57A3FE5F27F3F102F563F4BFB5C3F8376553EF404AC3C102F563F4BFB5C3F8376553EF404AC3CFC370CBF973D01BF3C607A3F8DF17F3FFC370CBF973D01BF3C607A3F8DF17F3F150511BC9EF94E3F96775F3E9F35B43C150511BC9EF94E3F96775F3E9F35B43C6FFD7FBF03A816BF6AD4793F24F07F3F6FFD7FBF03A816BF6AD4793F24F07F3FE6A158BF8AE63E3FF172693E3E66BC3CE6A158BF8AE63E3FF172693E3E66BC3CBF6708BF10912ABF3342793FABEE7F3FBF6708BF10912ABF3342793FABEE7F3FFCD367BF27EB2C3F5168733ED196C43CFCD367BF27EB2C3F5168733ED196C43CFE2DD93ED7C53CBF9BA9783F20ED7F3FFE2DD93ED7C53CBF9BA9783F20ED7F3F388707BE7935193F77577D3E57C7CC3C388707BE7935193F77577D3E57C7CC3C78BF7D3FBF174DBFA50A783F85EB7F3F78BF7D3FBF174DBFA50A783F85EB7F3F0737433FE8F7033F10A0833ECFF7D43C0737433FE8F7033F10A0833ECFF7D43C829C253F0F5D5BBF5565773FDAE97F3F829C253F0F5D5BBF5565773FDAE97F3F0ED5743F88D1DA3E0691883E3A28DD3C0ED5743F88D1DA3E0691883E3A28DD3C389395BE467167BFB0B9763F1DE87F3F389395BE467167BFB0B9763F1DE87F3F2AB48A3E9383AB3E7D7E8D3E9658E53C2AB48A3E9383AB3E7D7E8D3E9658E53C576D76BF7B3571BFBB07763F50E67F3F576D76BF7B3571BFBB07763F50E67F3FE9E329BFC0FD743E5468923EE288ED3CE9E329BFC0FD743E5468923EE288ED3CB3803FBFB79078BF794F753F72E47F3FB3803FBFB79078BF794F753F72E47F3FA4EF7CBFC381103E6D4E973E1FB9F53CA4EF7CBFC381103E6D4E973E1FB9F53C18F41D3E26707DBFEF90743F83E27F3F18F41D3E26707DBFEF90743F83E27F3F06DECEBE96502A3DA5309C3E4CE9FD3C06DECEBE96502A3DA5309C3E4CE9FD3C8E2C6A3F52C77FBF22CC733F83E07F3F8E2C6A3F52C77FBF22CC733F83E07F3F"> : tensor<32x1x16xf32>}> : () -> tensor<32x1x16xf32>
    %101 = "stablehlo.constant"() <{value = dense<"0x00000000000000000000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803FA56A573F7775CC3D57D6233C6E12833AA56A573F7775CC3D57D6233C6E12833A40510A3F98B87E3FB9FC7F3FF8FF7F3F40510A3F98B87E3FB9FC7F3FF8FF7F3FB7C7683FF96F4B3E3ED4A33C6912033BB7C7683FF96F4B3E3ED4A33C6912033B3211D5BEA5E57A3FE5F27F3FDEFF7F3F3211D5BEA5E57A3FE5F27F3FDEFF7F3FC381103E6D4E973E1FB9F53C939B443BC381103E6D4E973E1FB9F53C939B443B26707DBFEF90743F83E27F3FB5FF7F3F26707DBFEF90743F83E27F3FB5FF7F3FCFBD41BFD761C73EDBCB233D5812833BCFBD41BFD761C73EDBCB233D5812833B305527BFA7CA6B3F94CB7F3F7AFF7F3F305527BFA7CA6B3F94CB7F3F7AFF7F3F107C75BF4477F53EF5B64C3DDDD6A33B107C75BF4477F53EF5B64C3DDDD6A33B2B3C913E40A9603F19AE7F3F2EFF7F3F2B3C913E40A9603F19AE7F3F2EFF7F3F8C0F8FBE698C103FD19C753D599BC43B8C0F8FBE698C103FD19C753D599BC43BB8CD753F3249533F128A7F3FD2FE7F3FB8CD753F3249533F128A7F3FD2FE7F3F4630283F73EB243F323E8F3DC75FE53B4630283F73EB243F323E8F3DC75FE53BBDFF403FB3CC433F815F7F3F65FE7F3FBDFF403FB3CC433F815F7F3F65FE7F3F95467D3FA6A4373F50AAA33D1312033C95467D3FA6A4373F50AAA33D1312033CF6FD14BE5F5B323F662E7F3FE7FD7F3FF6FD14BE5F5B323F662E7F3FE7FD7F3F3101D33E1D88483F3F12B83D3A74133C3101D33E1D88483F3F12B83D3A74133CD53F69BFD5211F3FC2F67E3F59FD7F3FD53F69BFD5211F3FC2F67E3F59FD7F3FF7440BBFA56A573F7775CC3D57D6233CF7440BBFA56A573F7775CC3D57D6233C64CD56BF40510A3F98B87E3FB9FC7F3F64CD56BF40510A3F98B87E3FB9FC7F3F5CFF7FBF2A26643F72D3E03D6A38343C5CFF7FBF2A26643F72D3E03D6A38343C7205913BC03DE83EE8737E3F09FC7F3F7205913BC03DE83EE8737E3F09FC7F3FD85C09BF1D9A6E3FAC2BF53D719A443CD85C09BF1D9A6E3FAC2BF53D719A443CD006583FF486B93EB5287E3F48FB7F3FD006583FF486B93EB5287E3F48FB7F3F2320D73EBFAB763FD0BE043E6BFC543C2320D73EBFAB763FD0BE043E6BFC543C6F4E683F9DF5883E00D77D3F76FA7F3F6F4E683F9DF5883E00D77D3F76FA7F3F72987D3F6F467C3F64E40E3E575E653C72987D3F6F467C3F64E40E3E575E653CD8040C3EDF0B2E3ECC7E7D3F94F97F3FD8040C3EDF0B2E3ECC7E7D3F94F97F3F4479263FD55B7F3F5006193E33C0753C4479263FD55B7F3F5006193E33C0753CE87A42BFAADE903D1A207D3FA1F87F3FE87A42BFAADE903D1A207D3FA1F87F3F116893BE0EE47F3F5024233E0111833C116893BE0EE47F3F5024233E0111833C2C2975BFE233EFBCEDBA7C3F9DF77F3F2C2975BFE233EFBCEDBA7C3F9DF77F3F251E76BFBFDD7D3F233E2D3EDE418B3C251E76BFBFDD7D3F233E2D3EDE418B3C36E28CBED3EF03BE494F7C3F88F67F3F36E28CBED3EF03BE494F7C3F88F67F3FB34040BF144E793F8853373EB272933CB34040BF144E793F8853373EB272933C840A293FA7A768BE2EDD7B3F62F57F3F840A293FA7A768BE2EDD7B3F62F57F3F6979193EB940723F3A64413E7DA39B3C6979193EB940723F3A64413E7DA39B3CBF1B7D3F3586A5BEA1647B3F2CF47F3FBF1B7D3F3586A5BEA1647B3F2CF47F3FC8B6693FB7C7683FF96F4B3E3ED4A33CC8B6693FB7C7683FF96F4B3E3ED4A33C22F0D03E3211D5BEA5E57A3FE5F27F3F22F0D03E3211D5BEA5E57A3FE5F27F3F102F563F4BFB5C3F8376553EF404AC3C102F563F4BFB5C3F8376553EF404AC3CFC370CBF973D01BF3C607A3F8DF17F3FFC370CBF973D01BF3C607A3F8DF17F3F150511BC9EF94E3F96775F3E9F35B43C150511BC9EF94E3F96775F3E9F35B43C6FFD7FBF03A816BF6AD4793F24F07F3F6FFD7FBF03A816BF6AD4793F24F07F3FE6A158BF8AE63E3FF172693E3E66BC3CE6A158BF8AE63E3FF172693E3E66BC3CBF6708BF10912ABF3342793FABEE7F3FBF6708BF10912ABF3342793FABEE7F3FFCD367BF27EB2C3F5168733ED196C43CFCD367BF27EB2C3F5168733ED196C43CFE2DD93ED7C53CBF9BA9783F20ED7F3FFE2DD93ED7C53CBF9BA9783F20ED7F3F388707BE7935193F77577D3E57C7CC3C388707BE7935193F77577D3E57C7CC3C78BF7D3FBF174DBFA50A783F85EB7F3F78BF7D3FBF174DBFA50A783F85EB7F3F0737433FE8F7033F10A0833ECFF7D43C0737433FE8F7033F10A0833ECFF7D43C829C253F0F5D5BBF5565773FDAE97F3F829C253F0F5D5BBF5565773FDAE97F3F0ED5743F88D1DA3E0691883E3A28DD3C0ED5743F88D1DA3E0691883E3A28DD3C389395BE467167BFB0B9763F1DE87F3F389395BE467167BFB0B9763F1DE87F3F2AB48A3E9383AB3E7D7E8D3E9658E53C2AB48A3E9383AB3E7D7E8D3E9658E53C576D76BF7B3571BFBB07763F50E67F3F576D76BF7B3571BFBB07763F50E67F3FE9E329BFC0FD743E5468923EE288ED3CE9E329BFC0FD743E5468923EE288ED3CB3803FBFB79078BF794F753F72E47F3FB3803FBFB79078BF794F753F72E47F3FA4EF7CBFC381103E6D4E973E1FB9F53CA4EF7CBFC381103E6D4E973E1FB9F53C18F41D3E26707DBFEF90743F83E27F3F18F41D3E26707DBFEF90743F83E27F3F06DECEBE96502A3DA5309C3E4CE9FD3C06DECEBE96502A3DA5309C3E4CE9FD3C8E2C6A3F52C77FBF22CC733F83E07F3F8E2C6A3F52C77FBF22CC733F83E07F3F"> : tensor<32x1x16xf32>}> : () -> tensor<32x1x16xf32>
    %102 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi32>) -> tensor<1x8xi32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi32>) -> tensor<4x8xi32>
    %105 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %107 = "stablehlo.convert"(%106) : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %108 = "stablehlo.convert"(%arg39) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %109:2 = "func.call"(%108, %arg59) <{callee = @_take}> : (tensor<64x32xbf16>, tensor<4x8xi32>) -> (tensor<4x8x32xbf16>, tensor<4x8x1xi32>)
    %110 = "stablehlo.convert"(%109#0) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %111 = "stablehlo.multiply"(%110, %110) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %112 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %114 = "stablehlo.multiply"(%113, %110) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %115 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.reduce"(%111, %115) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
      %1739 = "stablehlo.add"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1739) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %118 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %120 = "stablehlo.divide"(%117, %119) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %121 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %123 = "stablehlo.add"(%120, %122) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %124 = "stablehlo.sqrt"(%123) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %125 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %127 = "stablehlo.divide"(%126, %124) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %128 = "stablehlo.convert"(%109#0) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %129 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %130 = "stablehlo.divide"(%128, %129) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %131 = "stablehlo.multiply"(%124, %124) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %132 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %134 = "stablehlo.divide"(%133, %131) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %135 = "stablehlo.convert"(%130) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %136 = "stablehlo.convert"(%135) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %137 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %139 = "stablehlo.multiply"(%138, %136) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %140 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xi32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xi32>) -> tensor<1x32xi32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %143 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %144 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %145 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %146 = "stablehlo.compare"(%144, %145) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %148 = "stablehlo.convert"(%139) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %149 = "stablehlo.convert"(%arg47) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %150 = "stablehlo.dot_general"(%148, %149) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x32xbf16>) -> tensor<4x8x32xbf16>
    %151 = "stablehlo.convert"(%139) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %152 = "stablehlo.convert"(%arg45) : (tensor<32x16xf32>) -> tensor<32x16xbf16>
    %153 = "stablehlo.dot_general"(%151, %152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x16xbf16>) -> tensor<4x8x16xbf16>
    %154 = "stablehlo.convert"(%139) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %155 = "stablehlo.convert"(%arg48) : (tensor<32x16xf32>) -> tensor<32x16xbf16>
    %156 = "stablehlo.dot_general"(%154, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x16xbf16>) -> tensor<4x8x16xbf16>
    %157 = "stablehlo.reshape"(%150) : (tensor<4x8x32xbf16>) -> tensor<4x8x4x8xbf16>
    %158 = "stablehlo.reshape"(%153) : (tensor<4x8x16xbf16>) -> tensor<4x8x2x8xbf16>
    %159 = "stablehlo.reshape"(%156) : (tensor<4x8x16xbf16>) -> tensor<4x8x2x8xbf16>
    %160 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %162 = "stablehlo.compare"(%104, %161) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %163 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %165 = "stablehlo.add"(%104, %164) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %166 = "stablehlo.select"(%162, %165, %104) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %168 = "stablehlo.gather"(%100, %167) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 16>}> : (tensor<32x1x16xf32>, tensor<4x8x1xi32>) -> tensor<4x8x1x16xf32>
    %169 = "stablehlo.slice"(%168) <{limit_indices = array<i64: 4, 8, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %170 = "stablehlo.slice"(%168) <{limit_indices = array<i64: 4, 8, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %171 = "stablehlo.convert"(%158) : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x8xf32>
    %172 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %173 = "stablehlo.multiply"(%171, %172) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %174 = "stablehlo.slice"(%158) <{limit_indices = array<i64: 4, 8, 2, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x4xbf16>
    %175 = "stablehlo.negate"(%174) : (tensor<4x8x2x4xbf16>) -> tensor<4x8x2x4xbf16>
    %176 = "stablehlo.slice"(%158) <{limit_indices = array<i64: 4, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x4xbf16>
    %177 = "stablehlo.concatenate"(%175, %176) <{dimension = 3 : i64}> : (tensor<4x8x2x4xbf16>, tensor<4x8x2x4xbf16>) -> tensor<4x8x2x8xbf16>
    %178 = "stablehlo.convert"(%177) : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x8xf32>
    %179 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %180 = "stablehlo.multiply"(%178, %179) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %181 = "stablehlo.add"(%173, %180) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %182 = "stablehlo.convert"(%157) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xf32>
    %183 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %184 = "stablehlo.multiply"(%182, %183) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %185 = "stablehlo.slice"(%157) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x4xbf16>
    %186 = "stablehlo.negate"(%185) : (tensor<4x8x4x4xbf16>) -> tensor<4x8x4x4xbf16>
    %187 = "stablehlo.slice"(%157) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x4xbf16>
    %188 = "stablehlo.concatenate"(%186, %187) <{dimension = 3 : i64}> : (tensor<4x8x4x4xbf16>, tensor<4x8x4x4xbf16>) -> tensor<4x8x4x8xbf16>
    %189 = "stablehlo.convert"(%188) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xf32>
    %190 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %191 = "stablehlo.multiply"(%189, %190) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %192 = "stablehlo.add"(%184, %191) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %193 = "stablehlo.convert"(%181) : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xbf16>
    %194 = "stablehlo.convert"(%192) : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xbf16>
    %195 = "stablehlo.slice"(%147) <{limit_indices = array<i64: 1, 1, 8, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x32xi1>) -> tensor<1x1x8x8xi1>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %197 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %199 = "stablehlo.convert"(%196) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %200 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %202 = "stablehlo.compare"(%198, %201) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %203 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %205 = "stablehlo.compare"(%199, %204) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %206 = "stablehlo.and"(%202, %205) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %207 = "stablehlo.convert"(%206) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %208 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x2x8xbf16>
    %209 = "stablehlo.reshape"(%208) : (tensor<4x8x2x2x8xbf16>) -> tensor<4x8x4x8xbf16>
    %210 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x2x8xbf16>
    %211 = "stablehlo.reshape"(%210) : (tensor<4x8x2x2x8xbf16>) -> tensor<4x8x4x8xbf16>
    %212 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %214 = "stablehlo.compare"(%207, %213) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %215 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %217 = "stablehlo.convert"(%216) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xbf16>
    %218 = "stablehlo.constant"() <{value = dense<-3.389530e+38> : tensor<bf16>}> : () -> tensor<bf16>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x1x8x8xbf16>
    %220 = "stablehlo.select"(%214, %217, %219) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xbf16>, tensor<4x1x8x8xbf16>) -> tensor<4x1x8x8xbf16>
    %221 = "stablehlo.convert"(%194) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xf32>
    %222 = "stablehlo.convert"(%209) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xf32>
    %223 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %224 = "stablehlo.sqrt"(%223) : (tensor<f32>) -> tensor<f32>
    %225 = "stablehlo.convert"(%224) : (tensor<f32>) -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %227 = "stablehlo.divide"(%221, %226) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %228 = "stablehlo.dot_general"(%227, %222) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %229 = "stablehlo.convert"(%220) : (tensor<4x1x8x8xbf16>) -> tensor<4x1x8x8xf32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %231 = "stablehlo.add"(%228, %230) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %232 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.reduce"(%231, %232) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
      %1738 = "stablehlo.maximum"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1738) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %234 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %236 = "stablehlo.maximum"(%235, %233) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %239 = "stablehlo.subtract"(%231, %238) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %240 = "stablehlo.exponential"(%239) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %241 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.reduce"(%240, %241) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %1737 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1737) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %245 = "stablehlo.divide"(%240, %244) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %246 = "stablehlo.multiply"(%243, %243) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %247 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %249 = "stablehlo.divide"(%248, %246) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %250 = "stablehlo.convert"(%245) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xbf16>
    %251 = "stablehlo.dot_general"(%211, %250) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xbf16>, tensor<4x4x8x8xbf16>) -> tensor<4x4x8x8xbf16>
    %252 = "stablehlo.transpose"(%251) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xbf16>) -> tensor<4x8x4x8xbf16>
    %253 = "stablehlo.reshape"(%252) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x32xbf16>
    %254 = "stablehlo.convert"(%arg46) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %255 = "stablehlo.dot_general"(%253, %254) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x32xbf16>) -> tensor<4x8x32xbf16>
    %256 = "stablehlo.add"(%109#0, %255) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %257 = "stablehlo.convert"(%256) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %258 = "stablehlo.multiply"(%257, %257) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %259 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %261 = "stablehlo.multiply"(%260, %257) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.reduce"(%258, %262) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %1736 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1736) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %265 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %267 = "stablehlo.divide"(%264, %266) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %268 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %270 = "stablehlo.add"(%267, %269) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %271 = "stablehlo.sqrt"(%270) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %272 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %274 = "stablehlo.divide"(%273, %271) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %275 = "stablehlo.convert"(%256) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %276 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %277 = "stablehlo.divide"(%275, %276) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %278 = "stablehlo.multiply"(%271, %271) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %279 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %281 = "stablehlo.divide"(%280, %278) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %282 = "stablehlo.convert"(%277) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %283 = "stablehlo.convert"(%282) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %284 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %286 = "stablehlo.multiply"(%285, %283) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %287 = "stablehlo.convert"(%286) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %288 = "stablehlo.convert"(%arg43) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %289 = "stablehlo.dot_general"(%287, %288) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x64xbf16>) -> tensor<4x8x64xbf16>
    %290 = "stablehlo.convert"(%286) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %291 = "stablehlo.convert"(%arg42) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %292 = "stablehlo.dot_general"(%290, %291) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x64xbf16>) -> tensor<4x8x64xbf16>
    %293:3 = "func.call"(%292) <{callee = @silu}> : (tensor<4x8x64xbf16>) -> (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>, tensor<4x8x64xbf16>)
    %294 = "stablehlo.multiply"(%289, %293#0) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %295 = "stablehlo.convert"(%arg41) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %296 = "stablehlo.dot_general"(%294, %295) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xbf16>, tensor<64x32xbf16>) -> tensor<4x8x32xbf16>
    %297 = "stablehlo.add"(%256, %296) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %298 = "stablehlo.convert"(%297) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %299 = "stablehlo.multiply"(%298, %298) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %300 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %302 = "stablehlo.multiply"(%301, %298) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %303 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.reduce"(%299, %303) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %1735 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1735) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %306 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %308 = "stablehlo.divide"(%305, %307) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %309 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %311 = "stablehlo.add"(%308, %310) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %312 = "stablehlo.sqrt"(%311) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %313 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %315 = "stablehlo.divide"(%314, %312) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %316 = "stablehlo.convert"(%297) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %317 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %318 = "stablehlo.divide"(%316, %317) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %319 = "stablehlo.multiply"(%312, %312) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %320 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %322 = "stablehlo.divide"(%321, %319) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %323 = "stablehlo.convert"(%318) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %324 = "stablehlo.convert"(%323) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %325 = "stablehlo.broadcast_in_dim"(%arg49) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %327 = "stablehlo.multiply"(%326, %324) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %328 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xi32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xi32>) -> tensor<1x32xi32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %331 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %332 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %333 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %334 = "stablehlo.compare"(%332, %333) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %336 = "stablehlo.convert"(%327) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %337 = "stablehlo.convert"(%arg56) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %338 = "stablehlo.dot_general"(%336, %337) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x32xbf16>) -> tensor<4x8x32xbf16>
    %339 = "stablehlo.convert"(%327) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %340 = "stablehlo.convert"(%arg54) : (tensor<32x16xf32>) -> tensor<32x16xbf16>
    %341 = "stablehlo.dot_general"(%339, %340) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x16xbf16>) -> tensor<4x8x16xbf16>
    %342 = "stablehlo.convert"(%327) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %343 = "stablehlo.convert"(%arg57) : (tensor<32x16xf32>) -> tensor<32x16xbf16>
    %344 = "stablehlo.dot_general"(%342, %343) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x16xbf16>) -> tensor<4x8x16xbf16>
    %345 = "stablehlo.reshape"(%338) : (tensor<4x8x32xbf16>) -> tensor<4x8x4x8xbf16>
    %346 = "stablehlo.reshape"(%341) : (tensor<4x8x16xbf16>) -> tensor<4x8x2x8xbf16>
    %347 = "stablehlo.reshape"(%344) : (tensor<4x8x16xbf16>) -> tensor<4x8x2x8xbf16>
    %348 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %350 = "stablehlo.compare"(%104, %349) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %351 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %353 = "stablehlo.add"(%104, %352) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %354 = "stablehlo.select"(%350, %353, %104) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %356 = "stablehlo.gather"(%101, %355) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 16>}> : (tensor<32x1x16xf32>, tensor<4x8x1xi32>) -> tensor<4x8x1x16xf32>
    %357 = "stablehlo.slice"(%356) <{limit_indices = array<i64: 4, 8, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %358 = "stablehlo.slice"(%356) <{limit_indices = array<i64: 4, 8, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x1x16xf32>) -> tensor<4x8x1x8xf32>
    %359 = "stablehlo.convert"(%346) : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x8xf32>
    %360 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %361 = "stablehlo.multiply"(%359, %360) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %362 = "stablehlo.slice"(%346) <{limit_indices = array<i64: 4, 8, 2, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x4xbf16>
    %363 = "stablehlo.negate"(%362) : (tensor<4x8x2x4xbf16>) -> tensor<4x8x2x4xbf16>
    %364 = "stablehlo.slice"(%346) <{limit_indices = array<i64: 4, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x4xbf16>
    %365 = "stablehlo.concatenate"(%363, %364) <{dimension = 3 : i64}> : (tensor<4x8x2x4xbf16>, tensor<4x8x2x4xbf16>) -> tensor<4x8x2x8xbf16>
    %366 = "stablehlo.convert"(%365) : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x8xf32>
    %367 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %368 = "stablehlo.multiply"(%366, %367) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %369 = "stablehlo.add"(%361, %368) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %370 = "stablehlo.convert"(%345) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xf32>
    %371 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %372 = "stablehlo.multiply"(%370, %371) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %373 = "stablehlo.slice"(%345) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x4xbf16>
    %374 = "stablehlo.negate"(%373) : (tensor<4x8x4x4xbf16>) -> tensor<4x8x4x4xbf16>
    %375 = "stablehlo.slice"(%345) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x4xbf16>
    %376 = "stablehlo.concatenate"(%374, %375) <{dimension = 3 : i64}> : (tensor<4x8x4x4xbf16>, tensor<4x8x4x4xbf16>) -> tensor<4x8x4x8xbf16>
    %377 = "stablehlo.convert"(%376) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xf32>
    %378 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %379 = "stablehlo.multiply"(%377, %378) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %380 = "stablehlo.add"(%372, %379) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %381 = "stablehlo.convert"(%369) : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xbf16>
    %382 = "stablehlo.convert"(%380) : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xbf16>
    %383 = "stablehlo.slice"(%335) <{limit_indices = array<i64: 1, 1, 8, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x32xi1>) -> tensor<1x1x8x8xi1>
    %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %385 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x8xi32>) -> tensor<4x1x1x8xi32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x1x8xi32>) -> tensor<4x1x8x8xi32>
    %387 = "stablehlo.convert"(%384) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi32>
    %388 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %390 = "stablehlo.compare"(%386, %389) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %391 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x8x8xi32>
    %393 = "stablehlo.compare"(%387, %392) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x8x8xi32>, tensor<4x1x8x8xi32>) -> tensor<4x1x8x8xi1>
    %394 = "stablehlo.and"(%390, %393) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xi1>
    %395 = "stablehlo.convert"(%394) : (tensor<4x1x8x8xi1>) -> tensor<4x1x8x8xf32>
    %396 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x2x8xbf16>
    %397 = "stablehlo.reshape"(%396) : (tensor<4x8x2x2x8xbf16>) -> tensor<4x8x4x8xbf16>
    %398 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x2x8xbf16>
    %399 = "stablehlo.reshape"(%398) : (tensor<4x8x2x2x8xbf16>) -> tensor<4x8x4x8xbf16>
    %400 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %402 = "stablehlo.compare"(%395, %401) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1x8x8xf32>, tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xi1>
    %403 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x8x8xf32>
    %405 = "stablehlo.convert"(%404) : (tensor<4x1x8x8xf32>) -> tensor<4x1x8x8xbf16>
    %406 = "stablehlo.constant"() <{value = dense<-3.389530e+38> : tensor<bf16>}> : () -> tensor<bf16>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x1x8x8xbf16>
    %408 = "stablehlo.select"(%402, %405, %407) : (tensor<4x1x8x8xi1>, tensor<4x1x8x8xbf16>, tensor<4x1x8x8xbf16>) -> tensor<4x1x8x8xbf16>
    %409 = "stablehlo.convert"(%382) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xf32>
    %410 = "stablehlo.convert"(%397) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xf32>
    %411 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %412 = "stablehlo.sqrt"(%411) : (tensor<f32>) -> tensor<f32>
    %413 = "stablehlo.convert"(%412) : (tensor<f32>) -> tensor<f32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %415 = "stablehlo.divide"(%409, %414) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %416 = "stablehlo.dot_general"(%415, %410) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %417 = "stablehlo.convert"(%408) : (tensor<4x1x8x8xbf16>) -> tensor<4x1x8x8xf32>
    %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x8x8xf32>) -> tensor<4x4x8x8xf32>
    %419 = "stablehlo.add"(%416, %418) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %420 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.reduce"(%419, %420) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %1734 = "stablehlo.maximum"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1734) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %422 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %424 = "stablehlo.maximum"(%423, %421) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %427 = "stablehlo.subtract"(%419, %426) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %428 = "stablehlo.exponential"(%427) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %429 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %430 = "stablehlo.reduce"(%428, %429) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
      %1733 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1733) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %433 = "stablehlo.divide"(%428, %432) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %434 = "stablehlo.multiply"(%431, %431) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %435 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %437 = "stablehlo.divide"(%436, %434) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %438 = "stablehlo.convert"(%433) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xbf16>
    %439 = "stablehlo.dot_general"(%399, %438) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x8xbf16>, tensor<4x4x8x8xbf16>) -> tensor<4x4x8x8xbf16>
    %440 = "stablehlo.transpose"(%439) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xbf16>) -> tensor<4x8x4x8xbf16>
    %441 = "stablehlo.reshape"(%440) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x32xbf16>
    %442 = "stablehlo.convert"(%arg55) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %443 = "stablehlo.dot_general"(%441, %442) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x32xbf16>) -> tensor<4x8x32xbf16>
    %444 = "stablehlo.add"(%297, %443) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %445 = "stablehlo.convert"(%444) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %446 = "stablehlo.multiply"(%445, %445) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %447 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %449 = "stablehlo.multiply"(%448, %445) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %450 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.reduce"(%446, %450) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %1732 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1732) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %453 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %455 = "stablehlo.divide"(%452, %454) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %456 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %458 = "stablehlo.add"(%455, %457) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %459 = "stablehlo.sqrt"(%458) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %460 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %462 = "stablehlo.divide"(%461, %459) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %463 = "stablehlo.convert"(%444) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %464 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %465 = "stablehlo.divide"(%463, %464) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %466 = "stablehlo.multiply"(%459, %459) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %467 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %468 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %469 = "stablehlo.divide"(%468, %466) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %470 = "stablehlo.convert"(%465) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %471 = "stablehlo.convert"(%470) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %472 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %474 = "stablehlo.multiply"(%473, %471) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %475 = "stablehlo.convert"(%474) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %476 = "stablehlo.convert"(%arg52) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %477 = "stablehlo.dot_general"(%475, %476) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x64xbf16>) -> tensor<4x8x64xbf16>
    %478 = "stablehlo.convert"(%474) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %479 = "stablehlo.convert"(%arg51) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %480 = "stablehlo.dot_general"(%478, %479) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x64xbf16>) -> tensor<4x8x64xbf16>
    %481:3 = "func.call"(%480) <{callee = @silu}> : (tensor<4x8x64xbf16>) -> (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>, tensor<4x8x64xbf16>)
    %482 = "stablehlo.multiply"(%477, %481#0) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %483 = "stablehlo.convert"(%arg50) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %484 = "stablehlo.dot_general"(%482, %483) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xbf16>, tensor<64x32xbf16>) -> tensor<4x8x32xbf16>
    %485 = "stablehlo.add"(%444, %484) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %486 = "stablehlo.convert"(%485) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %487 = "stablehlo.multiply"(%486, %486) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %488 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %490 = "stablehlo.multiply"(%489, %486) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %491 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %492 = "stablehlo.reduce"(%487, %491) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %1731 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1731) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %494 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %496 = "stablehlo.divide"(%493, %495) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %497 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %499 = "stablehlo.add"(%496, %498) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %500 = "stablehlo.sqrt"(%499) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %501 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %503 = "stablehlo.divide"(%502, %500) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %504 = "stablehlo.convert"(%485) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %505 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %506 = "stablehlo.divide"(%504, %505) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %507 = "stablehlo.multiply"(%500, %500) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %508 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %510 = "stablehlo.divide"(%509, %507) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %511 = "stablehlo.convert"(%506) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %512 = "stablehlo.convert"(%511) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %513 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %515 = "stablehlo.multiply"(%514, %512) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %516 = "stablehlo.convert"(%515) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %517 = "stablehlo.convert"(%arg38) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %518 = "stablehlo.dot_general"(%516, %517) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x64xbf16>) -> tensor<4x8x64xbf16>
    %519 = "stablehlo.convert"(%518) : (tensor<4x8x64xbf16>) -> tensor<4x8x64xf32>
    %520 = "stablehlo.slice"(%519) <{limit_indices = array<i64: 4, 7, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x8x64xf32>) -> tensor<4x7x64xf32>
    %521 = "stablehlo.slice"(%arg59) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x8xi32>) -> tensor<4x7xi32>
    %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xi32>) -> tensor<4x7x1xi32>
    %523:2 = "func.call"(%520, %522) <{callee = @take_along_axis}> : (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>)
    %524 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %525:2 = "func.call"(%523#0, %524) <{callee = @_take_0}> : (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>)
    %526 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %527 = "stablehlo.reduce"(%520, %526) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %1730 = "stablehlo.maximum"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1730) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %528 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %530 = "stablehlo.maximum"(%529, %527) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %531 = "stablehlo.is_finite"(%530) : (tensor<4x7xf32>) -> tensor<4x7xi1>
    %532 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %534 = "stablehlo.select"(%531, %530, %533) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %537 = "stablehlo.subtract"(%520, %536) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %538 = "stablehlo.exponential"(%537) : (tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %539 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %540 = "stablehlo.reduce"(%538, %539) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1729 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1729) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x7xf32>
    %541 = "stablehlo.abs"(%540) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %542 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %544 = "stablehlo.compare"(%540, %543) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %545 = "stablehlo.log"(%541) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %546 = "stablehlo.add"(%545, %534) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %547 = "stablehlo.subtract"(%546, %525#0) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %548 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %549 = "stablehlo.reduce"(%547, %548) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %1728 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1728) : (tensor<f32>) -> ()
    }) : (tensor<4x7xf32>, tensor<f32>) -> tensor<f32>
    %550 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %551 = "stablehlo.divide"(%549, %550) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %552 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %553 = "stablehlo.constant"() <{value = dense<2.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %554 = "stablehlo.divide"(%552, %553) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %555 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %556 = "stablehlo.negate"(%555) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %557 = "stablehlo.divide"(%555, %541) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %558 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %559 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %560 = "stablehlo.select"(%544, %559, %557) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %561 = "stablehlo.select"(%544, %557, %559) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %562 = "stablehlo.negate"(%560) : (tensor<4x7xf32>) -> tensor<4x7xf32>
    %563 = "stablehlo.add"(%561, %562) : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x7xf32>) -> tensor<4x7x64xf32>
    %565 = "stablehlo.multiply"(%564, %538) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %566 = "func.call"(%525#1, %556) <{callee = @_take_2}> : (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    %567 = "func.call"(%523#1, %566) <{callee = @take_along_axis_3}> : (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    %568 = "stablehlo.add"(%565, %567) : (tensor<4x7x64xf32>, tensor<4x7x64xf32>) -> tensor<4x7x64xf32>
    %569 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %570 = "stablehlo.pad"(%568, %569) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<4x7x64xf32>, tensor<f32>) -> tensor<4x8x64xf32>
    %571 = "stablehlo.convert"(%570) : (tensor<4x8x64xf32>) -> tensor<4x8x64xbf16>
    %572 = "stablehlo.dot_general"(%571, %516) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xbf16>, tensor<4x8x32xbf16>) -> tensor<64x32xbf16>
    %573 = "stablehlo.transpose"(%572) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xbf16>) -> tensor<32x64xbf16>
    %574 = "stablehlo.dot_general"(%571, %517) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xbf16>, tensor<32x64xbf16>) -> tensor<4x8x32xbf16>
    %575 = "stablehlo.convert"(%573) : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %576 = "stablehlo.convert"(%574) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %577 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %578 = "stablehlo.multiply"(%577, %576) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %579 = "stablehlo.multiply"(%576, %512) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %580 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %581 = "stablehlo.reduce"(%579, %580) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %1727 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1727) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %582 = "stablehlo.reshape"(%581) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %583 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %584 = "stablehlo.reduce"(%582, %583) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %1726 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1726) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %585 = "stablehlo.convert"(%578) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %586 = "stablehlo.convert"(%585) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %587 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %588 = "stablehlo.multiply"(%586, %587) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %589 = "stablehlo.multiply"(%588, %504) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %590 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.reduce"(%589, %590) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %1725 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1725) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %592 = "stablehlo.reshape"(%591) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %593 = "stablehlo.negate"(%592) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %594 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %595 = "stablehlo.divide"(%586, %594) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %596 = "stablehlo.convert"(%595) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %597 = "stablehlo.multiply"(%593, %503) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %598 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %600 = "stablehlo.divide"(%597, %599) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %601 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %602 = "stablehlo.reduce"(%600, %601) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %1724 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1724) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %603 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %604 = "stablehlo.multiply"(%603, %490) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %605 = "stablehlo.convert"(%604) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %606 = "stablehlo.add"(%596, %605) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %607 = "stablehlo.dot_general"(%606, %482) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<4x8x64xbf16>) -> tensor<32x64xbf16>
    %608 = "stablehlo.transpose"(%607) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %609 = "stablehlo.dot_general"(%606, %483) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<64x32xbf16>) -> tensor<4x8x64xbf16>
    %610 = "stablehlo.convert"(%608) : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %611 = "stablehlo.multiply"(%477, %609) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %612 = "stablehlo.multiply"(%609, %481#0) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %613 = "func.call"(%481#1, %481#2, %480, %611) <{callee = @silu_4}> : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>, tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %614 = "stablehlo.dot_general"(%613, %478) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xbf16>, tensor<4x8x32xbf16>) -> tensor<64x32xbf16>
    %615 = "stablehlo.transpose"(%614) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xbf16>) -> tensor<32x64xbf16>
    %616 = "stablehlo.dot_general"(%613, %479) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xbf16>, tensor<32x64xbf16>) -> tensor<4x8x32xbf16>
    %617 = "stablehlo.convert"(%615) : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %618 = "stablehlo.convert"(%616) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %619 = "stablehlo.dot_general"(%612, %475) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xbf16>, tensor<4x8x32xbf16>) -> tensor<64x32xbf16>
    %620 = "stablehlo.transpose"(%619) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xbf16>) -> tensor<32x64xbf16>
    %621 = "stablehlo.dot_general"(%612, %476) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xbf16>, tensor<32x64xbf16>) -> tensor<4x8x32xbf16>
    %622 = "stablehlo.convert"(%620) : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %623 = "stablehlo.convert"(%621) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %624 = "stablehlo.add"(%618, %623) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %625 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %626 = "stablehlo.multiply"(%625, %624) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %627 = "stablehlo.multiply"(%624, %471) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %628 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %629 = "stablehlo.reduce"(%627, %628) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %1723 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1723) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %630 = "stablehlo.reshape"(%629) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %631 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %632 = "stablehlo.reduce"(%630, %631) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %1722 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1722) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %633 = "stablehlo.convert"(%626) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %634 = "stablehlo.convert"(%633) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %635 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %636 = "stablehlo.multiply"(%634, %635) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %637 = "stablehlo.multiply"(%636, %463) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %638 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %639 = "stablehlo.reduce"(%637, %638) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %1721 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1721) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %640 = "stablehlo.reshape"(%639) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %641 = "stablehlo.negate"(%640) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %642 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %643 = "stablehlo.divide"(%634, %642) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %644 = "stablehlo.convert"(%643) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %645 = "stablehlo.add"(%606, %644) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %646 = "stablehlo.multiply"(%641, %462) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %647 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %648 = "stablehlo.broadcast_in_dim"(%647) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %649 = "stablehlo.divide"(%646, %648) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %650 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %651 = "stablehlo.reduce"(%649, %650) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %1720 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1720) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %652 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %653 = "stablehlo.multiply"(%652, %449) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %654 = "stablehlo.convert"(%653) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %655 = "stablehlo.add"(%645, %654) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %656 = "stablehlo.dot_general"(%655, %441) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<32x32xbf16>
    %657 = "stablehlo.transpose"(%656) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %658 = "stablehlo.dot_general"(%655, %442) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x32xbf16>) -> tensor<4x8x32xbf16>
    %659 = "stablehlo.convert"(%657) : (tensor<32x32xbf16>) -> tensor<32x32xf32>
    %660 = "stablehlo.reshape"(%658) : (tensor<4x8x32xbf16>) -> tensor<4x8x4x8xbf16>
    %661 = "stablehlo.transpose"(%660) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xbf16>) -> tensor<4x4x8x8xbf16>
    %662 = "stablehlo.dot_general"(%661, %399) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xbf16>, tensor<4x8x4x8xbf16>) -> tensor<4x4x8x8xbf16>
    %663 = "stablehlo.dot_general"(%661, %438) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xbf16>, tensor<4x4x8x8xbf16>) -> tensor<4x4x8x8xbf16>
    %664 = "stablehlo.transpose"(%663) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xbf16>) -> tensor<4x8x4x8xbf16>
    %665 = "stablehlo.convert"(%662) : (tensor<4x4x8x8xbf16>) -> tensor<4x4x8x8xf32>
    %666 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %667 = "stablehlo.multiply"(%665, %666) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %668 = "stablehlo.multiply"(%667, %428) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %669 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %670 = "stablehlo.reduce"(%668, %669) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %1719 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1719) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %671 = "stablehlo.reshape"(%670) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %672 = "stablehlo.negate"(%671) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %673 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %674 = "stablehlo.divide"(%665, %673) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %675 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %676 = "stablehlo.reduce"(%672, %675) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %1718 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1718) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %677 = "stablehlo.broadcast_in_dim"(%676) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %678 = "stablehlo.add"(%674, %677) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %679 = "stablehlo.multiply"(%678, %428) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %680 = "stablehlo.dot_general"(%679, %415) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %681 = "stablehlo.transpose"(%680) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %682 = "stablehlo.dot_general"(%679, %410) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %683 = "stablehlo.transpose"(%682) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %684 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %685 = "stablehlo.divide"(%683, %684) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %686 = "stablehlo.convert"(%681) : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xbf16>
    %687 = "stablehlo.convert"(%685) : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xbf16>
    %688 = "stablehlo.reshape"(%664) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x2x2x8xbf16>
    %689 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %690 = "stablehlo.reduce"(%688, %689) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg137: tensor<bf16>, %arg138: tensor<bf16>):
      %1717 = "stablehlo.add"(%arg137, %arg138) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1717) : (tensor<bf16>) -> ()
    }) : (tensor<4x8x2x2x8xbf16>, tensor<bf16>) -> tensor<4x8x2x8xbf16>
    %691 = "stablehlo.reshape"(%686) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x2x2x8xbf16>
    %692 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %693 = "stablehlo.reduce"(%691, %692) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg135: tensor<bf16>, %arg136: tensor<bf16>):
      %1716 = "stablehlo.add"(%arg135, %arg136) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1716) : (tensor<bf16>) -> ()
    }) : (tensor<4x8x2x2x8xbf16>, tensor<bf16>) -> tensor<4x8x2x8xbf16>
    %694 = "stablehlo.convert"(%687) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xf32>
    %695 = "stablehlo.convert"(%693) : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x8xf32>
    %696 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %697 = "stablehlo.multiply"(%694, %696) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %698 = "stablehlo.convert"(%697) : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xbf16>
    %699 = "stablehlo.slice"(%698) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x4xbf16>
    %700 = "stablehlo.slice"(%698) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x4xbf16>
    %701 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %702 = "stablehlo.pad"(%700, %701) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xbf16>, tensor<bf16>) -> tensor<4x8x4x8xbf16>
    %703 = "stablehlo.negate"(%699) : (tensor<4x8x4x4xbf16>) -> tensor<4x8x4x4xbf16>
    %704 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %705 = "stablehlo.pad"(%703, %704) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xbf16>, tensor<bf16>) -> tensor<4x8x4x8xbf16>
    %706 = "stablehlo.add"(%702, %705) : (tensor<4x8x4x8xbf16>, tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xbf16>
    %707 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %708 = "stablehlo.multiply"(%694, %707) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %709 = "stablehlo.convert"(%708) : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xbf16>
    %710 = "stablehlo.add"(%706, %709) : (tensor<4x8x4x8xbf16>, tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xbf16>
    %711 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %712 = "stablehlo.multiply"(%695, %711) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %713 = "stablehlo.convert"(%712) : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xbf16>
    %714 = "stablehlo.slice"(%713) <{limit_indices = array<i64: 4, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x4xbf16>
    %715 = "stablehlo.slice"(%713) <{limit_indices = array<i64: 4, 8, 2, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x4xbf16>
    %716 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %717 = "stablehlo.pad"(%715, %716) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x2x4xbf16>, tensor<bf16>) -> tensor<4x8x2x8xbf16>
    %718 = "stablehlo.negate"(%714) : (tensor<4x8x2x4xbf16>) -> tensor<4x8x2x4xbf16>
    %719 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %720 = "stablehlo.pad"(%718, %719) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x2x4xbf16>, tensor<bf16>) -> tensor<4x8x2x8xbf16>
    %721 = "stablehlo.add"(%717, %720) : (tensor<4x8x2x8xbf16>, tensor<4x8x2x8xbf16>) -> tensor<4x8x2x8xbf16>
    %722 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %723 = "stablehlo.multiply"(%695, %722) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %724 = "stablehlo.convert"(%723) : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xbf16>
    %725 = "stablehlo.add"(%721, %724) : (tensor<4x8x2x8xbf16>, tensor<4x8x2x8xbf16>) -> tensor<4x8x2x8xbf16>
    %726 = "stablehlo.reshape"(%690) : (tensor<4x8x2x8xbf16>) -> tensor<4x8x16xbf16>
    %727 = "stablehlo.reshape"(%725) : (tensor<4x8x2x8xbf16>) -> tensor<4x8x16xbf16>
    %728 = "stablehlo.reshape"(%710) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x32xbf16>
    %729 = "stablehlo.dot_general"(%726, %342) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xbf16>, tensor<4x8x32xbf16>) -> tensor<16x32xbf16>
    %730 = "stablehlo.transpose"(%729) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xbf16>) -> tensor<32x16xbf16>
    %731 = "stablehlo.dot_general"(%726, %343) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xbf16>, tensor<32x16xbf16>) -> tensor<4x8x32xbf16>
    %732 = "stablehlo.convert"(%730) : (tensor<32x16xbf16>) -> tensor<32x16xf32>
    %733 = "stablehlo.convert"(%731) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %734 = "stablehlo.dot_general"(%727, %339) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xbf16>, tensor<4x8x32xbf16>) -> tensor<16x32xbf16>
    %735 = "stablehlo.transpose"(%734) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xbf16>) -> tensor<32x16xbf16>
    %736 = "stablehlo.dot_general"(%727, %340) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xbf16>, tensor<32x16xbf16>) -> tensor<4x8x32xbf16>
    %737 = "stablehlo.convert"(%735) : (tensor<32x16xbf16>) -> tensor<32x16xf32>
    %738 = "stablehlo.convert"(%736) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %739 = "stablehlo.add"(%733, %738) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %740 = "stablehlo.dot_general"(%728, %336) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<32x32xbf16>
    %741 = "stablehlo.transpose"(%740) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %742 = "stablehlo.dot_general"(%728, %337) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x32xbf16>) -> tensor<4x8x32xbf16>
    %743 = "stablehlo.convert"(%741) : (tensor<32x32xbf16>) -> tensor<32x32xf32>
    %744 = "stablehlo.convert"(%742) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %745 = "stablehlo.add"(%739, %744) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %746 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %747 = "stablehlo.multiply"(%746, %745) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %748 = "stablehlo.multiply"(%745, %324) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %749 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %750 = "stablehlo.reduce"(%748, %749) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %1715 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1715) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %751 = "stablehlo.reshape"(%750) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %752 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %753 = "stablehlo.reduce"(%751, %752) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %1714 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1714) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %754 = "stablehlo.convert"(%747) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %755 = "stablehlo.convert"(%754) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %756 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %757 = "stablehlo.multiply"(%755, %756) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %758 = "stablehlo.multiply"(%757, %316) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %759 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %760 = "stablehlo.reduce"(%758, %759) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1713 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1713) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %761 = "stablehlo.reshape"(%760) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %762 = "stablehlo.negate"(%761) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %763 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %764 = "stablehlo.divide"(%755, %763) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %765 = "stablehlo.convert"(%764) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %766 = "stablehlo.add"(%655, %765) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %767 = "stablehlo.multiply"(%762, %315) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %768 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %769 = "stablehlo.broadcast_in_dim"(%768) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %770 = "stablehlo.divide"(%767, %769) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %771 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %772 = "stablehlo.reduce"(%770, %771) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1712 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1712) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %773 = "stablehlo.broadcast_in_dim"(%772) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %774 = "stablehlo.multiply"(%773, %302) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %775 = "stablehlo.convert"(%774) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %776 = "stablehlo.add"(%766, %775) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %777 = "stablehlo.dot_general"(%776, %294) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<4x8x64xbf16>) -> tensor<32x64xbf16>
    %778 = "stablehlo.transpose"(%777) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %779 = "stablehlo.dot_general"(%776, %295) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<64x32xbf16>) -> tensor<4x8x64xbf16>
    %780 = "stablehlo.convert"(%778) : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %781 = "stablehlo.multiply"(%289, %779) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %782 = "stablehlo.multiply"(%779, %293#0) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %783 = "func.call"(%293#1, %293#2, %292, %781) <{callee = @silu_4}> : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>, tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %784 = "stablehlo.dot_general"(%783, %290) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xbf16>, tensor<4x8x32xbf16>) -> tensor<64x32xbf16>
    %785 = "stablehlo.transpose"(%784) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xbf16>) -> tensor<32x64xbf16>
    %786 = "stablehlo.dot_general"(%783, %291) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xbf16>, tensor<32x64xbf16>) -> tensor<4x8x32xbf16>
    %787 = "stablehlo.convert"(%785) : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %788 = "stablehlo.convert"(%786) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %789 = "stablehlo.dot_general"(%782, %287) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xbf16>, tensor<4x8x32xbf16>) -> tensor<64x32xbf16>
    %790 = "stablehlo.transpose"(%789) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xbf16>) -> tensor<32x64xbf16>
    %791 = "stablehlo.dot_general"(%782, %288) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x64xbf16>, tensor<32x64xbf16>) -> tensor<4x8x32xbf16>
    %792 = "stablehlo.convert"(%790) : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %793 = "stablehlo.convert"(%791) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %794 = "stablehlo.add"(%788, %793) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %795 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %796 = "stablehlo.multiply"(%795, %794) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %797 = "stablehlo.multiply"(%794, %283) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %798 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %799 = "stablehlo.reduce"(%797, %798) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1711 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1711) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %800 = "stablehlo.reshape"(%799) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %801 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %802 = "stablehlo.reduce"(%800, %801) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1710 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1710) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %803 = "stablehlo.convert"(%796) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %804 = "stablehlo.convert"(%803) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %805 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %806 = "stablehlo.multiply"(%804, %805) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %807 = "stablehlo.multiply"(%806, %275) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %808 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %809 = "stablehlo.reduce"(%807, %808) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1709 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1709) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %810 = "stablehlo.reshape"(%809) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %811 = "stablehlo.negate"(%810) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %812 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %813 = "stablehlo.divide"(%804, %812) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %814 = "stablehlo.convert"(%813) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %815 = "stablehlo.add"(%776, %814) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %816 = "stablehlo.multiply"(%811, %274) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %817 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %818 = "stablehlo.broadcast_in_dim"(%817) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %819 = "stablehlo.divide"(%816, %818) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %820 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %821 = "stablehlo.reduce"(%819, %820) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1708 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1708) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %822 = "stablehlo.broadcast_in_dim"(%821) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %823 = "stablehlo.multiply"(%822, %261) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %824 = "stablehlo.convert"(%823) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %825 = "stablehlo.add"(%815, %824) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %826 = "stablehlo.dot_general"(%825, %253) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<32x32xbf16>
    %827 = "stablehlo.transpose"(%826) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %828 = "stablehlo.dot_general"(%825, %254) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x32xbf16>) -> tensor<4x8x32xbf16>
    %829 = "stablehlo.convert"(%827) : (tensor<32x32xbf16>) -> tensor<32x32xf32>
    %830 = "stablehlo.reshape"(%828) : (tensor<4x8x32xbf16>) -> tensor<4x8x4x8xbf16>
    %831 = "stablehlo.transpose"(%830) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x8xbf16>) -> tensor<4x4x8x8xbf16>
    %832 = "stablehlo.dot_general"(%831, %211) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xbf16>, tensor<4x8x4x8xbf16>) -> tensor<4x4x8x8xbf16>
    %833 = "stablehlo.dot_general"(%831, %250) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xbf16>, tensor<4x4x8x8xbf16>) -> tensor<4x4x8x8xbf16>
    %834 = "stablehlo.transpose"(%833) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x8x8xbf16>) -> tensor<4x8x4x8xbf16>
    %835 = "stablehlo.convert"(%832) : (tensor<4x4x8x8xbf16>) -> tensor<4x4x8x8xf32>
    %836 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %837 = "stablehlo.multiply"(%835, %836) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %838 = "stablehlo.multiply"(%837, %240) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %839 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %840 = "stablehlo.reduce"(%838, %839) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1707 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1707) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %841 = "stablehlo.reshape"(%840) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %842 = "stablehlo.negate"(%841) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %843 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %844 = "stablehlo.divide"(%835, %843) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %845 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %846 = "stablehlo.reduce"(%842, %845) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1706 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1706) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %847 = "stablehlo.broadcast_in_dim"(%846) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %848 = "stablehlo.add"(%844, %847) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %849 = "stablehlo.multiply"(%848, %240) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %850 = "stablehlo.dot_general"(%849, %227) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %851 = "stablehlo.transpose"(%850) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %852 = "stablehlo.dot_general"(%849, %222) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %853 = "stablehlo.transpose"(%852) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %854 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %855 = "stablehlo.divide"(%853, %854) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %856 = "stablehlo.convert"(%851) : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xbf16>
    %857 = "stablehlo.convert"(%855) : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xbf16>
    %858 = "stablehlo.reshape"(%834) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x2x2x8xbf16>
    %859 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %860 = "stablehlo.reduce"(%858, %859) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg113: tensor<bf16>, %arg114: tensor<bf16>):
      %1705 = "stablehlo.add"(%arg113, %arg114) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1705) : (tensor<bf16>) -> ()
    }) : (tensor<4x8x2x2x8xbf16>, tensor<bf16>) -> tensor<4x8x2x8xbf16>
    %861 = "stablehlo.reshape"(%856) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x2x2x8xbf16>
    %862 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %863 = "stablehlo.reduce"(%861, %862) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg111: tensor<bf16>, %arg112: tensor<bf16>):
      %1704 = "stablehlo.add"(%arg111, %arg112) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1704) : (tensor<bf16>) -> ()
    }) : (tensor<4x8x2x2x8xbf16>, tensor<bf16>) -> tensor<4x8x2x8xbf16>
    %864 = "stablehlo.convert"(%857) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xf32>
    %865 = "stablehlo.convert"(%863) : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x8xf32>
    %866 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %867 = "stablehlo.multiply"(%864, %866) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %868 = "stablehlo.convert"(%867) : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xbf16>
    %869 = "stablehlo.slice"(%868) <{limit_indices = array<i64: 4, 8, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x4xbf16>
    %870 = "stablehlo.slice"(%868) <{limit_indices = array<i64: 4, 8, 4, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x4x8xbf16>) -> tensor<4x8x4x4xbf16>
    %871 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %872 = "stablehlo.pad"(%870, %871) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xbf16>, tensor<bf16>) -> tensor<4x8x4x8xbf16>
    %873 = "stablehlo.negate"(%869) : (tensor<4x8x4x4xbf16>) -> tensor<4x8x4x4xbf16>
    %874 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %875 = "stablehlo.pad"(%873, %874) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x4x4xbf16>, tensor<bf16>) -> tensor<4x8x4x8xbf16>
    %876 = "stablehlo.add"(%872, %875) : (tensor<4x8x4x8xbf16>, tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xbf16>
    %877 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x4x8xf32>
    %878 = "stablehlo.multiply"(%864, %877) : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xf32>
    %879 = "stablehlo.convert"(%878) : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8xbf16>
    %880 = "stablehlo.add"(%876, %879) : (tensor<4x8x4x8xbf16>, tensor<4x8x4x8xbf16>) -> tensor<4x8x4x8xbf16>
    %881 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %882 = "stablehlo.multiply"(%865, %881) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %883 = "stablehlo.convert"(%882) : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xbf16>
    %884 = "stablehlo.slice"(%883) <{limit_indices = array<i64: 4, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x4xbf16>
    %885 = "stablehlo.slice"(%883) <{limit_indices = array<i64: 4, 8, 2, 8>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x2x8xbf16>) -> tensor<4x8x2x4xbf16>
    %886 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %887 = "stablehlo.pad"(%885, %886) <{edge_padding_high = array<i64: 0, 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x2x4xbf16>, tensor<bf16>) -> tensor<4x8x2x8xbf16>
    %888 = "stablehlo.negate"(%884) : (tensor<4x8x2x4xbf16>) -> tensor<4x8x2x4xbf16>
    %889 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %890 = "stablehlo.pad"(%888, %889) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 4>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x8x2x4xbf16>, tensor<bf16>) -> tensor<4x8x2x8xbf16>
    %891 = "stablehlo.add"(%887, %890) : (tensor<4x8x2x8xbf16>, tensor<4x8x2x8xbf16>) -> tensor<4x8x2x8xbf16>
    %892 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x8x1x8xf32>) -> tensor<4x8x2x8xf32>
    %893 = "stablehlo.multiply"(%865, %892) : (tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xf32>
    %894 = "stablehlo.convert"(%893) : (tensor<4x8x2x8xf32>) -> tensor<4x8x2x8xbf16>
    %895 = "stablehlo.add"(%891, %894) : (tensor<4x8x2x8xbf16>, tensor<4x8x2x8xbf16>) -> tensor<4x8x2x8xbf16>
    %896 = "stablehlo.reshape"(%860) : (tensor<4x8x2x8xbf16>) -> tensor<4x8x16xbf16>
    %897 = "stablehlo.reshape"(%895) : (tensor<4x8x2x8xbf16>) -> tensor<4x8x16xbf16>
    %898 = "stablehlo.reshape"(%880) : (tensor<4x8x4x8xbf16>) -> tensor<4x8x32xbf16>
    %899 = "stablehlo.dot_general"(%896, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xbf16>, tensor<4x8x32xbf16>) -> tensor<16x32xbf16>
    %900 = "stablehlo.transpose"(%899) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xbf16>) -> tensor<32x16xbf16>
    %901 = "stablehlo.dot_general"(%896, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xbf16>, tensor<32x16xbf16>) -> tensor<4x8x32xbf16>
    %902 = "stablehlo.convert"(%900) : (tensor<32x16xbf16>) -> tensor<32x16xf32>
    %903 = "stablehlo.convert"(%901) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %904 = "stablehlo.dot_general"(%897, %151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xbf16>, tensor<4x8x32xbf16>) -> tensor<16x32xbf16>
    %905 = "stablehlo.transpose"(%904) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xbf16>) -> tensor<32x16xbf16>
    %906 = "stablehlo.dot_general"(%897, %152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xbf16>, tensor<32x16xbf16>) -> tensor<4x8x32xbf16>
    %907 = "stablehlo.convert"(%905) : (tensor<32x16xbf16>) -> tensor<32x16xf32>
    %908 = "stablehlo.convert"(%906) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %909 = "stablehlo.add"(%903, %908) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %910 = "stablehlo.dot_general"(%898, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<32x32xbf16>
    %911 = "stablehlo.transpose"(%910) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %912 = "stablehlo.dot_general"(%898, %149) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xbf16>, tensor<32x32xbf16>) -> tensor<4x8x32xbf16>
    %913 = "stablehlo.convert"(%911) : (tensor<32x32xbf16>) -> tensor<32x32xf32>
    %914 = "stablehlo.convert"(%912) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %915 = "stablehlo.add"(%909, %914) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %916 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %917 = "stablehlo.multiply"(%916, %915) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %918 = "stablehlo.multiply"(%915, %136) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %919 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %920 = "stablehlo.reduce"(%918, %919) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %1703 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1703) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %921 = "stablehlo.reshape"(%920) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %922 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %923 = "stablehlo.reduce"(%921, %922) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %1702 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1702) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %924 = "stablehlo.convert"(%917) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %925 = "stablehlo.convert"(%924) : (tensor<4x8x32xbf16>) -> tensor<4x8x32xf32>
    %926 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %927 = "stablehlo.multiply"(%925, %926) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %928 = "stablehlo.multiply"(%927, %128) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %929 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %930 = "stablehlo.reduce"(%928, %929) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %1701 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1701) : (tensor<f32>) -> ()
    }) : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %931 = "stablehlo.reshape"(%930) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %932 = "stablehlo.negate"(%931) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %933 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %934 = "stablehlo.divide"(%925, %933) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %935 = "stablehlo.convert"(%934) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %936 = "stablehlo.add"(%825, %935) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %937 = "stablehlo.multiply"(%932, %127) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %938 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %939 = "stablehlo.broadcast_in_dim"(%938) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %940 = "stablehlo.divide"(%937, %939) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %941 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %942 = "stablehlo.reduce"(%940, %941) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %1700 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1700) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %943 = "stablehlo.broadcast_in_dim"(%942) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %944 = "stablehlo.multiply"(%943, %114) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %945 = "stablehlo.convert"(%944) : (tensor<4x8x32xf32>) -> tensor<4x8x32xbf16>
    %946 = "stablehlo.add"(%936, %945) : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    %947 = "func.call"(%109#1, %946) <{callee = @_take_5}> : (tensor<4x8x1xi32>, tensor<4x8x32xbf16>) -> tensor<64x32xbf16>
    %948 = "stablehlo.convert"(%947) : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %949 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %950 = "stablehlo.broadcast_in_dim"(%949) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %951 = "stablehlo.multiply"(%950, %575) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %952 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %953 = "stablehlo.broadcast_in_dim"(%952) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %954 = "stablehlo.multiply"(%953, %arg61) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %955 = "stablehlo.add"(%951, %954) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %956 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %957 = "stablehlo.broadcast_in_dim"(%956) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %958 = "stablehlo.multiply"(%957, %948) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %959 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %960 = "stablehlo.broadcast_in_dim"(%959) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %961 = "stablehlo.multiply"(%960, %arg62) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %962 = "stablehlo.add"(%958, %961) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %963 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %964 = "stablehlo.broadcast_in_dim"(%963) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %965 = "stablehlo.multiply"(%964, %923) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %966 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %967 = "stablehlo.broadcast_in_dim"(%966) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %968 = "stablehlo.multiply"(%967, %arg63) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %969 = "stablehlo.add"(%965, %968) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %970 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %971 = "stablehlo.broadcast_in_dim"(%970) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %972 = "stablehlo.multiply"(%971, %780) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %973 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %974 = "stablehlo.broadcast_in_dim"(%973) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %975 = "stablehlo.multiply"(%974, %arg64) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %976 = "stablehlo.add"(%972, %975) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %977 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %978 = "stablehlo.broadcast_in_dim"(%977) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %979 = "stablehlo.multiply"(%978, %787) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %980 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %981 = "stablehlo.broadcast_in_dim"(%980) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %982 = "stablehlo.multiply"(%981, %arg65) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %983 = "stablehlo.add"(%979, %982) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %984 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %985 = "stablehlo.broadcast_in_dim"(%984) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %986 = "stablehlo.multiply"(%985, %792) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %987 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %988 = "stablehlo.broadcast_in_dim"(%987) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %989 = "stablehlo.multiply"(%988, %arg66) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %990 = "stablehlo.add"(%986, %989) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %991 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %992 = "stablehlo.broadcast_in_dim"(%991) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %993 = "stablehlo.multiply"(%992, %802) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %994 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %995 = "stablehlo.broadcast_in_dim"(%994) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %996 = "stablehlo.multiply"(%995, %arg67) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %997 = "stablehlo.add"(%993, %996) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %998 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %999 = "stablehlo.broadcast_in_dim"(%998) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1000 = "stablehlo.multiply"(%999, %907) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1001 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1002 = "stablehlo.broadcast_in_dim"(%1001) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1003 = "stablehlo.multiply"(%1002, %arg68) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1004 = "stablehlo.add"(%1000, %1003) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1005 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1006 = "stablehlo.broadcast_in_dim"(%1005) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1007 = "stablehlo.multiply"(%1006, %829) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1008 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1009 = "stablehlo.broadcast_in_dim"(%1008) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1010 = "stablehlo.multiply"(%1009, %arg69) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1011 = "stablehlo.add"(%1007, %1010) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1012 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1013 = "stablehlo.broadcast_in_dim"(%1012) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1014 = "stablehlo.multiply"(%1013, %913) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1015 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1016 = "stablehlo.broadcast_in_dim"(%1015) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1017 = "stablehlo.multiply"(%1016, %arg70) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1018 = "stablehlo.add"(%1014, %1017) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1019 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1020 = "stablehlo.broadcast_in_dim"(%1019) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1021 = "stablehlo.multiply"(%1020, %902) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1022 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1023 = "stablehlo.broadcast_in_dim"(%1022) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1024 = "stablehlo.multiply"(%1023, %arg71) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1025 = "stablehlo.add"(%1021, %1024) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1026 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1027 = "stablehlo.broadcast_in_dim"(%1026) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1028 = "stablehlo.multiply"(%1027, %753) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1029 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1030 = "stablehlo.broadcast_in_dim"(%1029) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1031 = "stablehlo.multiply"(%1030, %arg72) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1032 = "stablehlo.add"(%1028, %1031) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1033 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1034 = "stablehlo.broadcast_in_dim"(%1033) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1035 = "stablehlo.multiply"(%1034, %610) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1036 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1037 = "stablehlo.broadcast_in_dim"(%1036) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1038 = "stablehlo.multiply"(%1037, %arg73) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1039 = "stablehlo.add"(%1035, %1038) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1040 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1041 = "stablehlo.broadcast_in_dim"(%1040) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1042 = "stablehlo.multiply"(%1041, %617) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1043 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1044 = "stablehlo.broadcast_in_dim"(%1043) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1045 = "stablehlo.multiply"(%1044, %arg74) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1046 = "stablehlo.add"(%1042, %1045) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1047 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1048 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1049 = "stablehlo.multiply"(%1048, %622) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1050 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1051 = "stablehlo.broadcast_in_dim"(%1050) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1052 = "stablehlo.multiply"(%1051, %arg75) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1053 = "stablehlo.add"(%1049, %1052) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1054 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1055 = "stablehlo.broadcast_in_dim"(%1054) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1056 = "stablehlo.multiply"(%1055, %632) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1057 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1058 = "stablehlo.broadcast_in_dim"(%1057) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1059 = "stablehlo.multiply"(%1058, %arg76) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1060 = "stablehlo.add"(%1056, %1059) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1061 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1062 = "stablehlo.broadcast_in_dim"(%1061) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1063 = "stablehlo.multiply"(%1062, %737) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1064 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1065 = "stablehlo.broadcast_in_dim"(%1064) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1066 = "stablehlo.multiply"(%1065, %arg77) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1067 = "stablehlo.add"(%1063, %1066) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1068 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1069 = "stablehlo.broadcast_in_dim"(%1068) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1070 = "stablehlo.multiply"(%1069, %659) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1071 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1072 = "stablehlo.broadcast_in_dim"(%1071) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1073 = "stablehlo.multiply"(%1072, %arg78) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1074 = "stablehlo.add"(%1070, %1073) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1075 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1076 = "stablehlo.broadcast_in_dim"(%1075) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1077 = "stablehlo.multiply"(%1076, %743) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1078 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1079 = "stablehlo.broadcast_in_dim"(%1078) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1080 = "stablehlo.multiply"(%1079, %arg79) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1081 = "stablehlo.add"(%1077, %1080) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1082 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1083 = "stablehlo.broadcast_in_dim"(%1082) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1084 = "stablehlo.multiply"(%1083, %732) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1085 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1086 = "stablehlo.broadcast_in_dim"(%1085) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1087 = "stablehlo.multiply"(%1086, %arg80) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1088 = "stablehlo.add"(%1084, %1087) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1089 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1090 = "stablehlo.broadcast_in_dim"(%1089) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1091 = "stablehlo.multiply"(%1090, %584) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1092 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1093 = "stablehlo.broadcast_in_dim"(%1092) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1094 = "stablehlo.multiply"(%1093, %arg81) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1095 = "stablehlo.add"(%1091, %1094) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1096 = "stablehlo.multiply"(%575, %575) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1097 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1098 = "stablehlo.broadcast_in_dim"(%1097) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1099 = "stablehlo.multiply"(%1098, %1096) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1100 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1101 = "stablehlo.broadcast_in_dim"(%1100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1102 = "stablehlo.multiply"(%1101, %arg82) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1103 = "stablehlo.add"(%1099, %1102) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1104 = "stablehlo.multiply"(%948, %948) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1105 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1106 = "stablehlo.broadcast_in_dim"(%1105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1107 = "stablehlo.multiply"(%1106, %1104) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1108 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1109 = "stablehlo.broadcast_in_dim"(%1108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1110 = "stablehlo.multiply"(%1109, %arg83) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1111 = "stablehlo.add"(%1107, %1110) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1112 = "stablehlo.multiply"(%923, %923) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1113 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1114 = "stablehlo.broadcast_in_dim"(%1113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1115 = "stablehlo.multiply"(%1114, %1112) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1116 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1117 = "stablehlo.broadcast_in_dim"(%1116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1118 = "stablehlo.multiply"(%1117, %arg84) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1119 = "stablehlo.add"(%1115, %1118) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1120 = "stablehlo.multiply"(%780, %780) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1121 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1122 = "stablehlo.broadcast_in_dim"(%1121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1123 = "stablehlo.multiply"(%1122, %1120) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1124 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1125 = "stablehlo.broadcast_in_dim"(%1124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1126 = "stablehlo.multiply"(%1125, %arg85) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1127 = "stablehlo.add"(%1123, %1126) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1128 = "stablehlo.multiply"(%787, %787) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1129 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1130 = "stablehlo.broadcast_in_dim"(%1129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1131 = "stablehlo.multiply"(%1130, %1128) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1132 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1133 = "stablehlo.broadcast_in_dim"(%1132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1134 = "stablehlo.multiply"(%1133, %arg86) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1135 = "stablehlo.add"(%1131, %1134) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1136 = "stablehlo.multiply"(%792, %792) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1137 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1138 = "stablehlo.broadcast_in_dim"(%1137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1139 = "stablehlo.multiply"(%1138, %1136) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1140 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1141 = "stablehlo.broadcast_in_dim"(%1140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1142 = "stablehlo.multiply"(%1141, %arg87) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1143 = "stablehlo.add"(%1139, %1142) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1144 = "stablehlo.multiply"(%802, %802) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1145 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1146 = "stablehlo.broadcast_in_dim"(%1145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1147 = "stablehlo.multiply"(%1146, %1144) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1148 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1149 = "stablehlo.broadcast_in_dim"(%1148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1150 = "stablehlo.multiply"(%1149, %arg88) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1151 = "stablehlo.add"(%1147, %1150) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1152 = "stablehlo.multiply"(%907, %907) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1153 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1154 = "stablehlo.broadcast_in_dim"(%1153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1155 = "stablehlo.multiply"(%1154, %1152) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1156 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1157 = "stablehlo.broadcast_in_dim"(%1156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1158 = "stablehlo.multiply"(%1157, %arg89) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1159 = "stablehlo.add"(%1155, %1158) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1160 = "stablehlo.multiply"(%829, %829) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1161 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1162 = "stablehlo.broadcast_in_dim"(%1161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1163 = "stablehlo.multiply"(%1162, %1160) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1164 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1165 = "stablehlo.broadcast_in_dim"(%1164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1166 = "stablehlo.multiply"(%1165, %arg90) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1167 = "stablehlo.add"(%1163, %1166) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1168 = "stablehlo.multiply"(%913, %913) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1169 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1170 = "stablehlo.broadcast_in_dim"(%1169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1171 = "stablehlo.multiply"(%1170, %1168) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1172 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1173 = "stablehlo.broadcast_in_dim"(%1172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1174 = "stablehlo.multiply"(%1173, %arg91) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1175 = "stablehlo.add"(%1171, %1174) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1176 = "stablehlo.multiply"(%902, %902) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1177 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1178 = "stablehlo.broadcast_in_dim"(%1177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1179 = "stablehlo.multiply"(%1178, %1176) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1180 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1181 = "stablehlo.broadcast_in_dim"(%1180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1182 = "stablehlo.multiply"(%1181, %arg92) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1183 = "stablehlo.add"(%1179, %1182) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1184 = "stablehlo.multiply"(%753, %753) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1185 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1186 = "stablehlo.broadcast_in_dim"(%1185) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1187 = "stablehlo.multiply"(%1186, %1184) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1188 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1189 = "stablehlo.broadcast_in_dim"(%1188) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1190 = "stablehlo.multiply"(%1189, %arg93) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1191 = "stablehlo.add"(%1187, %1190) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1192 = "stablehlo.multiply"(%610, %610) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1193 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1194 = "stablehlo.broadcast_in_dim"(%1193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1195 = "stablehlo.multiply"(%1194, %1192) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1196 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1197 = "stablehlo.broadcast_in_dim"(%1196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1198 = "stablehlo.multiply"(%1197, %arg94) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1199 = "stablehlo.add"(%1195, %1198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1200 = "stablehlo.multiply"(%617, %617) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1201 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1202 = "stablehlo.broadcast_in_dim"(%1201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1203 = "stablehlo.multiply"(%1202, %1200) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1204 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1205 = "stablehlo.broadcast_in_dim"(%1204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1206 = "stablehlo.multiply"(%1205, %arg95) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1207 = "stablehlo.add"(%1203, %1206) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1208 = "stablehlo.multiply"(%622, %622) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1209 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1210 = "stablehlo.broadcast_in_dim"(%1209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1211 = "stablehlo.multiply"(%1210, %1208) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1212 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1213 = "stablehlo.broadcast_in_dim"(%1212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1214 = "stablehlo.multiply"(%1213, %arg96) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1215 = "stablehlo.add"(%1211, %1214) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1216 = "stablehlo.multiply"(%632, %632) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1217 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1218 = "stablehlo.broadcast_in_dim"(%1217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1219 = "stablehlo.multiply"(%1218, %1216) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1220 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1221 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1222 = "stablehlo.multiply"(%1221, %arg97) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1223 = "stablehlo.add"(%1219, %1222) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1224 = "stablehlo.multiply"(%737, %737) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1225 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1226 = "stablehlo.broadcast_in_dim"(%1225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1227 = "stablehlo.multiply"(%1226, %1224) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1228 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1229 = "stablehlo.broadcast_in_dim"(%1228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1230 = "stablehlo.multiply"(%1229, %arg98) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1231 = "stablehlo.add"(%1227, %1230) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1232 = "stablehlo.multiply"(%659, %659) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1233 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1234 = "stablehlo.broadcast_in_dim"(%1233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1235 = "stablehlo.multiply"(%1234, %1232) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1236 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1237 = "stablehlo.broadcast_in_dim"(%1236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1238 = "stablehlo.multiply"(%1237, %arg99) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1239 = "stablehlo.add"(%1235, %1238) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1240 = "stablehlo.multiply"(%743, %743) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1241 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1242 = "stablehlo.broadcast_in_dim"(%1241) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1243 = "stablehlo.multiply"(%1242, %1240) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1244 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1245 = "stablehlo.broadcast_in_dim"(%1244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1246 = "stablehlo.multiply"(%1245, %arg100) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1247 = "stablehlo.add"(%1243, %1246) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1248 = "stablehlo.multiply"(%732, %732) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1249 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1250 = "stablehlo.broadcast_in_dim"(%1249) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1251 = "stablehlo.multiply"(%1250, %1248) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1252 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1253 = "stablehlo.broadcast_in_dim"(%1252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1254 = "stablehlo.multiply"(%1253, %arg101) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1255 = "stablehlo.add"(%1251, %1254) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1256 = "stablehlo.multiply"(%584, %584) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1257 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1258 = "stablehlo.broadcast_in_dim"(%1257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1259 = "stablehlo.multiply"(%1258, %1256) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1260 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1262 = "stablehlo.multiply"(%1261, %arg102) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1263 = "stablehlo.add"(%1259, %1262) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1264 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %1265 = "stablehlo.compare"(%arg60, %1264) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1266 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1267 = "stablehlo.add"(%arg60, %1266) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1268 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %1269 = "func.call"(%1265, %1267, %1268) <{callee = @_where_6}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1270 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1271 = "stablehlo.convert"(%1269) : (tensor<i32>) -> tensor<f32>
    %1272 = "stablehlo.power"(%1270, %1271) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1273 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1274 = "stablehlo.subtract"(%1273, %1272) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1275 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1276 = "stablehlo.divide"(%955, %1275) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1277 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1278 = "stablehlo.divide"(%962, %1277) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1279 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1280 = "stablehlo.divide"(%969, %1279) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1281 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1282 = "stablehlo.divide"(%976, %1281) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1283 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1284 = "stablehlo.divide"(%983, %1283) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1285 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1286 = "stablehlo.divide"(%990, %1285) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1287 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1288 = "stablehlo.divide"(%997, %1287) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1289 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1290 = "stablehlo.divide"(%1004, %1289) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1291 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1292 = "stablehlo.divide"(%1011, %1291) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1293 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1294 = "stablehlo.divide"(%1018, %1293) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1295 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1296 = "stablehlo.divide"(%1025, %1295) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1297 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1298 = "stablehlo.divide"(%1032, %1297) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1299 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1300 = "stablehlo.divide"(%1039, %1299) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1301 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1302 = "stablehlo.divide"(%1046, %1301) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1303 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1304 = "stablehlo.divide"(%1053, %1303) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1305 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1306 = "stablehlo.divide"(%1060, %1305) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1307 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1308 = "stablehlo.divide"(%1067, %1307) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1309 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1310 = "stablehlo.divide"(%1074, %1309) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1311 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1312 = "stablehlo.divide"(%1081, %1311) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1313 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1314 = "stablehlo.divide"(%1088, %1313) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1315 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1316 = "stablehlo.divide"(%1095, %1315) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1317 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1318 = "stablehlo.convert"(%1269) : (tensor<i32>) -> tensor<f32>
    %1319 = "stablehlo.power"(%1317, %1318) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1320 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1321 = "stablehlo.subtract"(%1320, %1319) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1322 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1323 = "stablehlo.divide"(%1103, %1322) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1324 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1325 = "stablehlo.divide"(%1111, %1324) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1326 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1327 = "stablehlo.divide"(%1119, %1326) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1328 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1329 = "stablehlo.divide"(%1127, %1328) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1330 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1331 = "stablehlo.divide"(%1135, %1330) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1332 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1333 = "stablehlo.divide"(%1143, %1332) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1334 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1335 = "stablehlo.divide"(%1151, %1334) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1336 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1337 = "stablehlo.divide"(%1159, %1336) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1338 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1339 = "stablehlo.divide"(%1167, %1338) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1340 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1341 = "stablehlo.divide"(%1175, %1340) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1342 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1343 = "stablehlo.divide"(%1183, %1342) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1344 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1345 = "stablehlo.divide"(%1191, %1344) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1346 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1347 = "stablehlo.divide"(%1199, %1346) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1348 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1349 = "stablehlo.divide"(%1207, %1348) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1350 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1351 = "stablehlo.divide"(%1215, %1350) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1352 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1353 = "stablehlo.divide"(%1223, %1352) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1354 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1355 = "stablehlo.divide"(%1231, %1354) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1356 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1357 = "stablehlo.divide"(%1239, %1356) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1358 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1359 = "stablehlo.divide"(%1247, %1358) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1360 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1361 = "stablehlo.divide"(%1255, %1360) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1362 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1363 = "stablehlo.divide"(%1263, %1362) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1364 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1365 = "stablehlo.broadcast_in_dim"(%1364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1366 = "stablehlo.add"(%1323, %1365) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1367 = "stablehlo.sqrt"(%1366) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %1368 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1369 = "stablehlo.broadcast_in_dim"(%1368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1370 = "stablehlo.add"(%1367, %1369) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1371 = "stablehlo.divide"(%1276, %1370) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1372 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1373 = "stablehlo.broadcast_in_dim"(%1372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1374 = "stablehlo.add"(%1325, %1373) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1375 = "stablehlo.sqrt"(%1374) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %1376 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1377 = "stablehlo.broadcast_in_dim"(%1376) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1378 = "stablehlo.add"(%1375, %1377) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1379 = "stablehlo.divide"(%1278, %1378) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1380 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1381 = "stablehlo.broadcast_in_dim"(%1380) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1382 = "stablehlo.add"(%1327, %1381) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1383 = "stablehlo.sqrt"(%1382) : (tensor<32xf32>) -> tensor<32xf32>
    %1384 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1385 = "stablehlo.broadcast_in_dim"(%1384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1386 = "stablehlo.add"(%1383, %1385) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1387 = "stablehlo.divide"(%1280, %1386) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1388 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1389 = "stablehlo.broadcast_in_dim"(%1388) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1390 = "stablehlo.add"(%1329, %1389) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1391 = "stablehlo.sqrt"(%1390) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %1392 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1393 = "stablehlo.broadcast_in_dim"(%1392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1394 = "stablehlo.add"(%1391, %1393) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1395 = "stablehlo.divide"(%1282, %1394) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1396 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1397 = "stablehlo.broadcast_in_dim"(%1396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1398 = "stablehlo.add"(%1331, %1397) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1399 = "stablehlo.sqrt"(%1398) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %1400 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1401 = "stablehlo.broadcast_in_dim"(%1400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1402 = "stablehlo.add"(%1399, %1401) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1403 = "stablehlo.divide"(%1284, %1402) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1404 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1405 = "stablehlo.broadcast_in_dim"(%1404) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1406 = "stablehlo.add"(%1333, %1405) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1407 = "stablehlo.sqrt"(%1406) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %1408 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1409 = "stablehlo.broadcast_in_dim"(%1408) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1410 = "stablehlo.add"(%1407, %1409) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1411 = "stablehlo.divide"(%1286, %1410) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1412 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1413 = "stablehlo.broadcast_in_dim"(%1412) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1414 = "stablehlo.add"(%1335, %1413) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1415 = "stablehlo.sqrt"(%1414) : (tensor<32xf32>) -> tensor<32xf32>
    %1416 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1417 = "stablehlo.broadcast_in_dim"(%1416) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1418 = "stablehlo.add"(%1415, %1417) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1419 = "stablehlo.divide"(%1288, %1418) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1420 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1421 = "stablehlo.broadcast_in_dim"(%1420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1422 = "stablehlo.add"(%1337, %1421) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1423 = "stablehlo.sqrt"(%1422) : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %1424 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1425 = "stablehlo.broadcast_in_dim"(%1424) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1426 = "stablehlo.add"(%1423, %1425) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1427 = "stablehlo.divide"(%1290, %1426) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1428 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1429 = "stablehlo.broadcast_in_dim"(%1428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1430 = "stablehlo.add"(%1339, %1429) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1431 = "stablehlo.sqrt"(%1430) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1432 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1433 = "stablehlo.broadcast_in_dim"(%1432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1434 = "stablehlo.add"(%1431, %1433) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1435 = "stablehlo.divide"(%1292, %1434) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1436 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1437 = "stablehlo.broadcast_in_dim"(%1436) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1438 = "stablehlo.add"(%1341, %1437) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1439 = "stablehlo.sqrt"(%1438) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1440 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1441 = "stablehlo.broadcast_in_dim"(%1440) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1442 = "stablehlo.add"(%1439, %1441) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1443 = "stablehlo.divide"(%1294, %1442) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1444 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1445 = "stablehlo.broadcast_in_dim"(%1444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1446 = "stablehlo.add"(%1343, %1445) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1447 = "stablehlo.sqrt"(%1446) : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %1448 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1449 = "stablehlo.broadcast_in_dim"(%1448) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1450 = "stablehlo.add"(%1447, %1449) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1451 = "stablehlo.divide"(%1296, %1450) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1452 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1453 = "stablehlo.broadcast_in_dim"(%1452) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1454 = "stablehlo.add"(%1345, %1453) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1455 = "stablehlo.sqrt"(%1454) : (tensor<32xf32>) -> tensor<32xf32>
    %1456 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1457 = "stablehlo.broadcast_in_dim"(%1456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1458 = "stablehlo.add"(%1455, %1457) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1459 = "stablehlo.divide"(%1298, %1458) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1460 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1461 = "stablehlo.broadcast_in_dim"(%1460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1462 = "stablehlo.add"(%1347, %1461) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1463 = "stablehlo.sqrt"(%1462) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %1464 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1465 = "stablehlo.broadcast_in_dim"(%1464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1466 = "stablehlo.add"(%1463, %1465) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1467 = "stablehlo.divide"(%1300, %1466) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1468 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1469 = "stablehlo.broadcast_in_dim"(%1468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1470 = "stablehlo.add"(%1349, %1469) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1471 = "stablehlo.sqrt"(%1470) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %1472 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1473 = "stablehlo.broadcast_in_dim"(%1472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1474 = "stablehlo.add"(%1471, %1473) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1475 = "stablehlo.divide"(%1302, %1474) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1476 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1477 = "stablehlo.broadcast_in_dim"(%1476) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1478 = "stablehlo.add"(%1351, %1477) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1479 = "stablehlo.sqrt"(%1478) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %1480 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1481 = "stablehlo.broadcast_in_dim"(%1480) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1482 = "stablehlo.add"(%1479, %1481) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1483 = "stablehlo.divide"(%1304, %1482) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1484 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1485 = "stablehlo.broadcast_in_dim"(%1484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1486 = "stablehlo.add"(%1353, %1485) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1487 = "stablehlo.sqrt"(%1486) : (tensor<32xf32>) -> tensor<32xf32>
    %1488 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1489 = "stablehlo.broadcast_in_dim"(%1488) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1490 = "stablehlo.add"(%1487, %1489) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1491 = "stablehlo.divide"(%1306, %1490) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1492 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1493 = "stablehlo.broadcast_in_dim"(%1492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1494 = "stablehlo.add"(%1355, %1493) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1495 = "stablehlo.sqrt"(%1494) : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %1496 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1497 = "stablehlo.broadcast_in_dim"(%1496) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1498 = "stablehlo.add"(%1495, %1497) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1499 = "stablehlo.divide"(%1308, %1498) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1500 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1501 = "stablehlo.broadcast_in_dim"(%1500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1502 = "stablehlo.add"(%1357, %1501) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1503 = "stablehlo.sqrt"(%1502) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1504 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1505 = "stablehlo.broadcast_in_dim"(%1504) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1506 = "stablehlo.add"(%1503, %1505) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1507 = "stablehlo.divide"(%1310, %1506) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1508 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1509 = "stablehlo.broadcast_in_dim"(%1508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1510 = "stablehlo.add"(%1359, %1509) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1511 = "stablehlo.sqrt"(%1510) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1512 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1513 = "stablehlo.broadcast_in_dim"(%1512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1514 = "stablehlo.add"(%1511, %1513) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1515 = "stablehlo.divide"(%1312, %1514) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1516 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1517 = "stablehlo.broadcast_in_dim"(%1516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1518 = "stablehlo.add"(%1361, %1517) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1519 = "stablehlo.sqrt"(%1518) : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %1520 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1521 = "stablehlo.broadcast_in_dim"(%1520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1522 = "stablehlo.add"(%1519, %1521) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1523 = "stablehlo.divide"(%1314, %1522) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1524 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1525 = "stablehlo.broadcast_in_dim"(%1524) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1526 = "stablehlo.add"(%1363, %1525) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1527 = "stablehlo.sqrt"(%1526) : (tensor<32xf32>) -> tensor<32xf32>
    %1528 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1529 = "stablehlo.broadcast_in_dim"(%1528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1530 = "stablehlo.add"(%1527, %1529) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1531 = "stablehlo.divide"(%1316, %1530) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1532 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1533 = "stablehlo.broadcast_in_dim"(%1532) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1534 = "stablehlo.multiply"(%1533, %arg38) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1535 = "stablehlo.add"(%1371, %1534) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1536 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1537 = "stablehlo.broadcast_in_dim"(%1536) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1538 = "stablehlo.multiply"(%1537, %arg39) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1539 = "stablehlo.add"(%1379, %1538) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1540 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1541 = "stablehlo.broadcast_in_dim"(%1540) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1542 = "stablehlo.multiply"(%1541, %arg40) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1543 = "stablehlo.add"(%1387, %1542) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1544 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1545 = "stablehlo.broadcast_in_dim"(%1544) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1546 = "stablehlo.multiply"(%1545, %arg41) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1547 = "stablehlo.add"(%1395, %1546) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1548 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1549 = "stablehlo.broadcast_in_dim"(%1548) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1550 = "stablehlo.multiply"(%1549, %arg42) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1551 = "stablehlo.add"(%1403, %1550) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1552 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1553 = "stablehlo.broadcast_in_dim"(%1552) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1554 = "stablehlo.multiply"(%1553, %arg43) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1555 = "stablehlo.add"(%1411, %1554) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1556 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1557 = "stablehlo.broadcast_in_dim"(%1556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1558 = "stablehlo.multiply"(%1557, %arg44) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1559 = "stablehlo.add"(%1419, %1558) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1560 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1561 = "stablehlo.broadcast_in_dim"(%1560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1562 = "stablehlo.multiply"(%1561, %arg45) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1563 = "stablehlo.add"(%1427, %1562) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1564 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1565 = "stablehlo.broadcast_in_dim"(%1564) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1566 = "stablehlo.multiply"(%1565, %arg46) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1567 = "stablehlo.add"(%1435, %1566) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1568 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1569 = "stablehlo.broadcast_in_dim"(%1568) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1570 = "stablehlo.multiply"(%1569, %arg47) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1571 = "stablehlo.add"(%1443, %1570) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1572 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1573 = "stablehlo.broadcast_in_dim"(%1572) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1574 = "stablehlo.multiply"(%1573, %arg48) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1575 = "stablehlo.add"(%1451, %1574) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1576 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1577 = "stablehlo.broadcast_in_dim"(%1576) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1578 = "stablehlo.multiply"(%1577, %arg49) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1579 = "stablehlo.add"(%1459, %1578) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1580 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1581 = "stablehlo.broadcast_in_dim"(%1580) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1582 = "stablehlo.multiply"(%1581, %arg50) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1583 = "stablehlo.add"(%1467, %1582) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1584 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1585 = "stablehlo.broadcast_in_dim"(%1584) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1586 = "stablehlo.multiply"(%1585, %arg51) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1587 = "stablehlo.add"(%1475, %1586) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1588 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1589 = "stablehlo.broadcast_in_dim"(%1588) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1590 = "stablehlo.multiply"(%1589, %arg52) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1591 = "stablehlo.add"(%1483, %1590) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1592 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1593 = "stablehlo.broadcast_in_dim"(%1592) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1594 = "stablehlo.multiply"(%1593, %arg53) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1595 = "stablehlo.add"(%1491, %1594) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1596 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1597 = "stablehlo.broadcast_in_dim"(%1596) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1598 = "stablehlo.multiply"(%1597, %arg54) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1599 = "stablehlo.add"(%1499, %1598) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1600 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1601 = "stablehlo.broadcast_in_dim"(%1600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1602 = "stablehlo.multiply"(%1601, %arg55) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1603 = "stablehlo.add"(%1507, %1602) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1604 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1605 = "stablehlo.broadcast_in_dim"(%1604) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1606 = "stablehlo.multiply"(%1605, %arg56) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1607 = "stablehlo.add"(%1515, %1606) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1608 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1609 = "stablehlo.broadcast_in_dim"(%1608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1610 = "stablehlo.multiply"(%1609, %arg57) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1611 = "stablehlo.add"(%1523, %1610) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1612 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1613 = "stablehlo.broadcast_in_dim"(%1612) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1614 = "stablehlo.multiply"(%1613, %arg58) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1615 = "stablehlo.add"(%1531, %1614) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1616 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1617 = "stablehlo.broadcast_in_dim"(%1616) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1618 = "stablehlo.multiply"(%1617, %1535) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1619 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1620 = "stablehlo.broadcast_in_dim"(%1619) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1621 = "stablehlo.multiply"(%1620, %1539) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1622 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1623 = "stablehlo.broadcast_in_dim"(%1622) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1624 = "stablehlo.multiply"(%1623, %1543) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1625 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1626 = "stablehlo.broadcast_in_dim"(%1625) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1627 = "stablehlo.multiply"(%1626, %1547) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1628 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1629 = "stablehlo.broadcast_in_dim"(%1628) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1630 = "stablehlo.multiply"(%1629, %1551) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1631 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1632 = "stablehlo.broadcast_in_dim"(%1631) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1633 = "stablehlo.multiply"(%1632, %1555) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1634 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1635 = "stablehlo.broadcast_in_dim"(%1634) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1636 = "stablehlo.multiply"(%1635, %1559) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1637 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1638 = "stablehlo.broadcast_in_dim"(%1637) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1639 = "stablehlo.multiply"(%1638, %1563) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1640 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1641 = "stablehlo.broadcast_in_dim"(%1640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1642 = "stablehlo.multiply"(%1641, %1567) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1643 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1644 = "stablehlo.broadcast_in_dim"(%1643) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1645 = "stablehlo.multiply"(%1644, %1571) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1646 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1647 = "stablehlo.broadcast_in_dim"(%1646) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1648 = "stablehlo.multiply"(%1647, %1575) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1649 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1650 = "stablehlo.broadcast_in_dim"(%1649) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1651 = "stablehlo.multiply"(%1650, %1579) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1652 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1653 = "stablehlo.broadcast_in_dim"(%1652) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1654 = "stablehlo.multiply"(%1653, %1583) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1655 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1656 = "stablehlo.broadcast_in_dim"(%1655) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1657 = "stablehlo.multiply"(%1656, %1587) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1658 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1659 = "stablehlo.broadcast_in_dim"(%1658) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1660 = "stablehlo.multiply"(%1659, %1591) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1661 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1662 = "stablehlo.broadcast_in_dim"(%1661) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1663 = "stablehlo.multiply"(%1662, %1595) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1664 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1665 = "stablehlo.broadcast_in_dim"(%1664) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1666 = "stablehlo.multiply"(%1665, %1599) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1667 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1668 = "stablehlo.broadcast_in_dim"(%1667) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1669 = "stablehlo.multiply"(%1668, %1603) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1670 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1671 = "stablehlo.broadcast_in_dim"(%1670) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %1672 = "stablehlo.multiply"(%1671, %1607) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1673 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1674 = "stablehlo.broadcast_in_dim"(%1673) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %1675 = "stablehlo.multiply"(%1674, %1611) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1676 = "stablehlo.constant"() <{value = dense<-0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1677 = "stablehlo.broadcast_in_dim"(%1676) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1678 = "stablehlo.multiply"(%1677, %1615) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1679 = "stablehlo.add"(%arg38, %1618) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1680 = "stablehlo.add"(%arg39, %1621) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1681 = "stablehlo.add"(%arg40, %1624) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1682 = "stablehlo.add"(%arg41, %1627) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1683 = "stablehlo.add"(%arg42, %1630) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1684 = "stablehlo.add"(%arg43, %1633) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1685 = "stablehlo.add"(%arg44, %1636) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1686 = "stablehlo.add"(%arg45, %1639) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1687 = "stablehlo.add"(%arg46, %1642) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1688 = "stablehlo.add"(%arg47, %1645) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1689 = "stablehlo.add"(%arg48, %1648) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1690 = "stablehlo.add"(%arg49, %1651) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1691 = "stablehlo.add"(%arg50, %1654) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1692 = "stablehlo.add"(%arg51, %1657) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1693 = "stablehlo.add"(%arg52, %1660) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1694 = "stablehlo.add"(%arg53, %1663) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1695 = "stablehlo.add"(%arg54, %1666) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1696 = "stablehlo.add"(%arg55, %1669) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1697 = "stablehlo.add"(%arg56, %1672) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1698 = "stablehlo.add"(%arg57, %1675) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %1699 = "stablehlo.add"(%arg58, %1678) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%551, %1679, %1680, %1681, %1682, %1683, %1684, %1685, %1686, %1687, %1688, %1689, %1690, %1691, %1692, %1693, %1694, %1695, %1696, %1697, %1698, %1699, %1269, %955, %962, %969, %976, %983, %990, %997, %1004, %1011, %1018, %1025, %1032, %1039, %1046, %1053, %1060, %1067, %1074, %1081, %1088, %1095, %1103, %1111, %1119, %1127, %1135, %1143, %1151, %1159, %1167, %1175, %1183, %1191, %1199, %1207, %1215, %1223, %1231, %1239, %1247, %1255, %1263) : (tensor<f32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<i32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x16xf32>, tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xbf16>, tensor<4x8xi32>) -> (tensor<4x8x32xbf16>, tensor<4x8x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<64x32xbf16>, %arg35: tensor<4x8xi32>):
    %76 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %78 = "stablehlo.compare"(%arg35, %77) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %79 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %81 = "stablehlo.add"(%arg35, %80) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %82 = "func.call"(%78, %81, %arg35) <{callee = @_where}> : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %84 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8x1xi32>
    %87 = "stablehlo.compare"(%83, %86) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %88 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %90 = "stablehlo.compare"(%83, %89) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %91 = "stablehlo.and"(%87, %90) : (tensor<4x8x1xi1>, tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %92 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %93 = "stablehlo.reduce"(%91, %92) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg36: tensor<i1>, %arg37: tensor<i1>):
      %99 = "stablehlo.and"(%arg36, %arg37) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%99) : (tensor<i1>) -> ()
    }) : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %94 = "stablehlo.gather"(%arg34, %83) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xbf16>, tensor<4x8x1xi32>) -> tensor<4x8x32xbf16>
    %95 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %96 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x32xbf16>
    %98 = "stablehlo.select"(%95, %94, %97) : (tensor<4x8x32xi1>, tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x32xbf16>
    "func.return"(%98, %83) : (tensor<4x8x32xbf16>, tensor<4x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<4x8xi1>, %arg32: tensor<4x8xi32>, %arg33: tensor<4x8xi32>):
    %75 = "stablehlo.select"(%arg31, %arg32, %arg33) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    "func.return"(%75) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8x64xbf16>) -> (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>, tensor<4x8x64xbf16>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<4x8x64xbf16>):
    %62 = "stablehlo.negate"(%arg30) : (tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %63 = "stablehlo.exponential"(%62) : (tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %64 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x64xbf16>
    %66 = "stablehlo.add"(%65, %63) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %67 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x64xbf16>
    %69 = "stablehlo.divide"(%68, %66) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %70 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x64xbf16>
    %72 = "stablehlo.subtract"(%71, %69) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %73 = "stablehlo.multiply"(%69, %72) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %74 = "stablehlo.multiply"(%arg30, %69) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    "func.return"(%74, %73, %69) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x64xf32>, tensor<4x7x1xi32>) -> (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<4x7x64xf32>, %arg27: tensor<4x7x1xi32>):
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x7x1xi32>
    %41 = "stablehlo.compare"(%arg27, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x7x1xi32>, tensor<4x7x1xi32>) -> tensor<4x7x1xi1>
    %42 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x7x1xi32>
    %44 = "stablehlo.add"(%arg27, %43) : (tensor<4x7x1xi32>, tensor<4x7x1xi32>) -> tensor<4x7x1xi32>
    %45 = "stablehlo.select"(%41, %44, %arg27) : (tensor<4x7x1xi1>, tensor<4x7x1xi32>, tensor<4x7x1xi32>) -> tensor<4x7x1xi32>
    %46 = "stablehlo.reshape"(%45) : (tensor<4x7x1xi32>) -> tensor<4x7x1x1xi32>
    %47 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x7x1x1xi32>
    %50 = "stablehlo.compare"(%46, %49) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x7x1x1xi32>, tensor<4x7x1x1xi32>) -> tensor<4x7x1x1xi1>
    %51 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<4x7x1x1xi32>
    %53 = "stablehlo.compare"(%46, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x7x1x1xi32>, tensor<4x7x1x1xi32>) -> tensor<4x7x1x1xi1>
    %54 = "stablehlo.and"(%50, %53) : (tensor<4x7x1x1xi1>, tensor<4x7x1x1xi1>) -> tensor<4x7x1x1xi1>
    %55 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %56 = "stablehlo.reduce"(%54, %55) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg28: tensor<i1>, %arg29: tensor<i1>):
      %61 = "stablehlo.and"(%arg28, %arg29) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%61) : (tensor<i1>) -> ()
    }) : (tensor<4x7x1x1xi1>, tensor<i1>) -> tensor<4x7x1xi1>
    %57 = "stablehlo.gather"(%arg26, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x7x64xf32>, tensor<4x7x1x1xi32>) -> tensor<4x7x1xf32>
    %58 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7x1xf32>
    %60 = "stablehlo.select"(%56, %57, %59) : (tensor<4x7x1xi1>, tensor<4x7x1xf32>, tensor<4x7x1xf32>) -> tensor<4x7x1xf32>
    "func.return"(%60, %46) : (tensor<4x7x1xf32>, tensor<4x7x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1xf32>, tensor<i32>) -> (tensor<4x7xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<4x7x1xf32>, %arg23: tensor<i32>):
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.compare"(%arg23, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %20 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.add"(%arg23, %20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %22 = "func.call"(%19, %21, %arg23) <{callee = @_where_1}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %24 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %25 = "stablehlo.convert"(%23) : (tensor<1xi32>) -> tensor<1xi32>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.compare"(%25, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %29 = "stablehlo.compare"(%25, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %30 = "stablehlo.and"(%28, %29) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %31 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %32 = "stablehlo.reduce"(%30, %31) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg24: tensor<i1>, %arg25: tensor<i1>):
      %38 = "stablehlo.and"(%arg24, %arg25) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%38) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %33 = "stablehlo.gather"(%arg22, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 7, 1>}> : (tensor<4x7x1xf32>, tensor<1xi32>) -> tensor<4x7xf32>
    %34 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x7xi1>
    %35 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7xf32>
    %37 = "stablehlo.select"(%34, %33, %36) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    "func.return"(%37, %23) : (tensor<4x7xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<i1>, %arg20: tensor<i32>, %arg21: tensor<i32>):
    %17 = "stablehlo.select"(%arg19, %arg20, %arg21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%17) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>, res_attrs = [{}], sym_name = "_take_2", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<1xi32>, %arg16: tensor<4x7xf32>):
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7x1xf32>
    %15 = "stablehlo.scatter"(%14, %arg15, %arg16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %16 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) : (tensor<4x7x1xf32>, tensor<1xi32>, tensor<4x7xf32>) -> tensor<4x7x1xf32>
    "func.return"(%15) : (tensor<4x7x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_3", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4x7x1x1xi32>, %arg12: tensor<4x7x1xf32>):
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x7x64xf32>
    %11 = "stablehlo.scatter"(%10, %arg11, %arg12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %12 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) : (tensor<4x7x64xf32>, tensor<4x7x1x1xi32>, tensor<4x7x1xf32>) -> tensor<4x7x64xf32>
    "func.return"(%11) : (tensor<4x7x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>, tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>, res_attrs = [{}], sym_name = "silu_4", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x8x64xbf16>, %arg8: tensor<4x8x64xbf16>, %arg9: tensor<4x8x64xbf16>, %arg10: tensor<4x8x64xbf16>):
    %5 = "stablehlo.multiply"(%arg9, %arg10) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %6 = "stablehlo.multiply"(%arg10, %arg8) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %7 = "stablehlo.multiply"(%5, %arg7) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    %8 = "stablehlo.add"(%6, %7) : (tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) -> tensor<4x8x64xbf16>
    "func.return"(%8) : (tensor<4x8x64xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8x1xi32>, tensor<4x8x32xbf16>) -> tensor<64x32xbf16>, res_attrs = [{}], sym_name = "_take_5", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x8x1xi32>, %arg4: tensor<4x8x32xbf16>):
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x32xbf16>
    %3 = "stablehlo.scatter"(%2, %arg3, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<bf16>, %arg6: tensor<bf16>):
      %4 = "stablehlo.add"(%arg5, %arg6) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%4) : (tensor<bf16>) -> ()
    }) : (tensor<64x32xbf16>, tensor<4x8x1xi32>, tensor<4x8x32xbf16>) -> tensor<64x32xbf16>
    "func.return"(%3) : (tensor<64x32xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_6", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
