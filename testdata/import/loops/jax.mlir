"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, []>}], function_type = (tensor<8x16xf32>, tensor<3x16x16xf32>, tensor<f32>) -> (tensor<f32>, tensor<3x16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<i32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg28: tensor<8x16xf32>, %arg29: tensor<3x16x16xf32>, %arg30: tensor<f32>):
    %58 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8x16xf32>
    %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8x16xf32>
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8x16xf32>
    %66 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %67:7 = "stablehlo.while"(%arg29, %66, %arg28, %59, %61, %63, %65) ({
    ^bb0(%arg72: tensor<3x16x16xf32>, %arg73: tensor<i32>, %arg74: tensor<8x16xf32>, %arg75: tensor<3xf32>, %arg76: tensor<3x8x16xf32>, %arg77: tensor<3x8x16xf32>, %arg78: tensor<3x8x16xf32>):
      %134 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %135 = "stablehlo.compare"(%arg73, %134) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%135) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg65: tensor<3x16x16xf32>, %arg66: tensor<i32>, %arg67: tensor<8x16xf32>, %arg68: tensor<3xf32>, %arg69: tensor<3x8x16xf32>, %arg70: tensor<3x8x16xf32>, %arg71: tensor<3x8x16xf32>):
      %126 = "func.call"(%arg65, %arg66) <{callee = @dynamic_index_in_dim}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %127:5 = "func.call"(%arg67, %126) <{callee = @closed_call}> : (tensor<8x16xf32>, tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<f32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>)
      %128 = "func.call"(%arg68, %127#1, %arg66) <{callee = @dynamic_update_index_in_dim}> : (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
      %129 = "func.call"(%arg69, %127#2, %arg66) <{callee = @dynamic_update_index_in_dim_0}> : (tensor<3x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<3x8x16xf32>
      %130 = "func.call"(%arg70, %127#3, %arg66) <{callee = @dynamic_update_index_in_dim_0}> : (tensor<3x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<3x8x16xf32>
      %131 = "func.call"(%arg71, %127#4, %arg66) <{callee = @dynamic_update_index_in_dim_0}> : (tensor<3x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<3x8x16xf32>
      %132 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %133 = "stablehlo.add"(%arg66, %132) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg65, %133, %127#0, %128, %129, %130, %131) : (tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>) -> ()
    }) : (tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>) -> (tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>)
    %68 = "stablehlo.multiply"(%67#2, %67#2) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.reduce"(%68, %69) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %125 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%125) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %71 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.divide"(%70, %71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%67#3, %73) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %124 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%124) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %75 = "stablehlo.add"(%72, %74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %76 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %78 = "stablehlo.multiply"(%77, %67#2) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %79 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %81 = "stablehlo.divide"(%78, %80) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %82 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %86 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %87:8 = "stablehlo.while"(%83, %arg29, %67#4, %67#5, %67#6, %86, %81, %85) ({
    ^bb0(%arg53: tensor<3xf32>, %arg54: tensor<3x16x16xf32>, %arg55: tensor<3x8x16xf32>, %arg56: tensor<3x8x16xf32>, %arg57: tensor<3x8x16xf32>, %arg58: tensor<i32>, %arg59: tensor<8x16xf32>, %arg60: tensor<3x16x16xf32>):
      %122 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %123 = "stablehlo.compare"(%arg58, %122) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%123) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg45: tensor<3xf32>, %arg46: tensor<3x16x16xf32>, %arg47: tensor<3x8x16xf32>, %arg48: tensor<3x8x16xf32>, %arg49: tensor<3x8x16xf32>, %arg50: tensor<i32>, %arg51: tensor<8x16xf32>, %arg52: tensor<3x16x16xf32>):
      %109 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %110 = "stablehlo.subtract"(%109, %arg50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %111 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %112 = "stablehlo.subtract"(%110, %111) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %113 = "func.call"(%arg45, %112) <{callee = @dynamic_index_in_dim_1}> : (tensor<3xf32>, tensor<i32>) -> tensor<f32>
      %114 = "func.call"(%arg46, %112) <{callee = @dynamic_index_in_dim}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %115 = "func.call"(%arg47, %112) <{callee = @dynamic_index_in_dim_2}> : (tensor<3x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %116 = "func.call"(%arg48, %112) <{callee = @dynamic_index_in_dim_2}> : (tensor<3x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %117 = "func.call"(%arg49, %112) <{callee = @dynamic_index_in_dim_2}> : (tensor<3x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %118:2 = "func.call"(%arg51, %113, %114, %115, %116, %117) <{callee = @closed_call_3}> : (tensor<8x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16x16xf32>)
      %119 = "func.call"(%arg52, %118#1, %112) <{callee = @dynamic_update_index_in_dim_4}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %120 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %121 = "stablehlo.add"(%arg50, %120) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg45, %arg46, %arg47, %arg48, %arg49, %121, %118#0, %119) : (tensor<3xf32>, tensor<3x16x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x16x16xf32>) -> ()
    }) : (tensor<3xf32>, tensor<3x16x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x16x16xf32>) -> (tensor<3xf32>, tensor<3x16x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x16x16xf32>)
    %88 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %89 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %90:4 = "stablehlo.while"(%arg30, %89, %88, %67#2) ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<i32>, %arg43: tensor<i32>, %arg44: tensor<8x16xf32>):
      %107 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %108 = "stablehlo.compare"(%arg42, %107) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%108) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<i32>, %arg39: tensor<i32>, %arg40: tensor<8x16xf32>):
      %104:2 = "func.call"(%arg37, %arg39, %arg40) <{callee = @closed_call_5}> : (tensor<f32>, tensor<i32>, tensor<8x16xf32>) -> (tensor<i32>, tensor<8x16xf32>)
      %105 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %106 = "stablehlo.add"(%arg38, %105) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg37, %106, %104#0, %104#1) : (tensor<f32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>) -> ()
    }) : (tensor<f32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>) -> (tensor<f32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>)
    %91 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %92:2 = "stablehlo.while"(%67#2, %91) ({
    ^bb0(%arg33: tensor<8x16xf32>, %arg34: tensor<i32>):
      %98 = "stablehlo.abs"(%arg33) : (tensor<8x16xf32>) -> tensor<8x16xf32>
      %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %100 = "stablehlo.reduce"(%98, %99) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
        %103 = "stablehlo.add"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%103) : (tensor<f32>) -> ()
      }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
      %101 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %102 = "stablehlo.compare"(%100, %101) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%102) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg31: tensor<8x16xf32>, %arg32: tensor<i32>):
      %93 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
      %95 = "stablehlo.multiply"(%arg31, %94) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %96 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %97 = "stablehlo.add"(%arg32, %96) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%95, %97) : (tensor<8x16xf32>, tensor<i32>) -> ()
    }) : (tensor<8x16xf32>, tensor<i32>) -> (tensor<8x16xf32>, tensor<i32>)
    "func.return"(%75, %87#7, %90#3, %92#0, %92#1) : (tensor<f32>, tensor<3x16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<3x16x16xf32>, %arg27: tensor<i32>):
    %54 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %56 = "stablehlo.dynamic_slice"(%arg26, %arg27, %54, %55) <{slice_sizes = array<i64: 1, 16, 16>}> : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %57 = "stablehlo.reshape"(%56) : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    "func.return"(%57) : (tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<f32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>), res_attrs = [{}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<8x16xf32>, %arg23: tensor<16x16xf32>):
    %42 = "stablehlo.dot_general"(%arg22, %arg23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %43 = "stablehlo.tanh"(%42) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %44 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %46 = "stablehlo.subtract"(%45, %43) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %47 = "stablehlo.add"(%arg22, %43) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %48 = "stablehlo.multiply"(%arg22, %arg22) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %53 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%53) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %51 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.divide"(%50, %51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%47, %52, %arg22, %43, %46) : (tensor<8x16xf32>, tensor<f32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<3xf32>, %arg20: tensor<f32>, %arg21: tensor<i32>):
    %40 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %41 = "stablehlo.dynamic_update_slice"(%arg19, %40, %arg21) : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
    "func.return"(%41) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<3x8x16xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<3x8x16xf32>, %arg17: tensor<8x16xf32>, %arg18: tensor<i32>):
    %36 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.dynamic_update_slice"(%arg16, %36, %arg18, %37, %38) : (tensor<3x8x16xf32>, tensor<1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x8x16xf32>
    "func.return"(%39) : (tensor<3x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<3xf32>, %arg15: tensor<i32>):
    %34 = "stablehlo.dynamic_slice"(%arg14, %arg15) <{slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<i32>) -> tensor<1xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%35) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_2", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<3x8x16xf32>, %arg13: tensor<i32>):
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.dynamic_slice"(%arg12, %arg13, %30, %31) <{slice_sizes = array<i64: 1, 8, 16>}> : (tensor<3x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%33) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16x16xf32>), res_attrs = [{}, {}], sym_name = "closed_call_3", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<8x16xf32>, %arg7: tensor<f32>, %arg8: tensor<16x16xf32>, %arg9: tensor<8x16xf32>, %arg10: tensor<8x16xf32>, %arg11: tensor<8x16xf32>):
    %16 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.divide"(%arg7, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %19 = "stablehlo.multiply"(%arg9, %18) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %20 = "stablehlo.multiply"(%18, %arg9) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %21 = "stablehlo.add"(%19, %20) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %22 = "stablehlo.add"(%21, %arg6) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %23 = "stablehlo.multiply"(%arg6, %arg11) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %24 = "stablehlo.multiply"(%23, %arg10) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %25 = "stablehlo.add"(%23, %24) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %26 = "stablehlo.dot_general"(%25, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
    %27 = "stablehlo.transpose"(%26) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %28 = "stablehlo.dot_general"(%25, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %29 = "stablehlo.add"(%22, %28) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%29, %27) : (tensor<8x16xf32>, tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_4", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x16x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<i32>):
    %12 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.dynamic_update_slice"(%arg3, %12, %arg5, %13, %14) : (tensor<3x16x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x16xf32>
    "func.return"(%15) : (tensor<3x16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<i32>, tensor<8x16xf32>) -> (tensor<i32>, tensor<8x16xf32>), res_attrs = [{}, {}], sym_name = "closed_call_5", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<8x16xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg1, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %3 = "stablehlo.multiply"(%arg2, %2) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = "stablehlo.sine"(%arg2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %5 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<f32>
    %6 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.add"(%5, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.convert"(%7) : (tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %10 = "stablehlo.divide"(%4, %9) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %11 = "stablehlo.add"(%3, %10) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%1, %11) : (tensor<i32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
