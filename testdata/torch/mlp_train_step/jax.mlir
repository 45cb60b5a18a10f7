"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}]>}], function_type = (tensor<64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<4xf32>, tensor<4x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<4xf32>, tensor<4x64xf32>, tensor<16x32xf32>, tensor<16xi32>) -> (tensor<f32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<4xf32>, tensor<4x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<4xf32>, tensor<4x64xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]['0.bias']"}, {jax.result_info = "result[1]['0.weight']"}, {jax.result_info = "result[1]['1.bias']"}, {jax.result_info = "result[1]['1.weight']"}, {jax.result_info = "result[1]['3.bias']"}, {jax.result_info = "result[1]['3.weight']"}, {jax.result_info = "result[1]['4.bias']"}, {jax.result_info = "result[1]['4.weight']"}, {jax.result_info = "result[1]['6.bias']"}, {jax.result_info = "result[1]['6.weight']"}, {jax.result_info = "result[2]['0.bias']"}, {jax.result_info = "result[2]['0.weight']"}, {jax.result_info = "result[2]['1.bias']"}, {jax.result_info = "result[2]['1.weight']"}, {jax.result_info = "result[2]['3.bias']"}, {jax.result_info = "result[2]['3.weight']"}, {jax.result_info = "result[2]['4.bias']"}, {jax.result_info = "result[2]['4.weight']"}, {jax.result_info = "result[2]['6.bias']"}, {jax.result_info = "result[2]['6.weight']"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg41: tensor<64xf32>, %arg42: tensor<64x32xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64x64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<64xf32>, %arg49: tensor<4xf32>, %arg50: tensor<4x64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<64x32xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64xf32>, %arg55: tensor<64xf32>, %arg56: tensor<64x64xf32>, %arg57: tensor<64xf32>, %arg58: tensor<64xf32>, %arg59: tensor<4xf32>, %arg60: tensor<4x64xf32>, %arg61: tensor<16x32xf32>, %arg62: tensor<16xi32>):
    %109 = "stablehlo.dot_general"(%arg61, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %110 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %112 = "stablehlo.add"(%109, %111) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.reduce"(%112, %113) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %428 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%428) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %116 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %118 = "stablehlo.divide"(%115, %117) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %119 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %120:4 = "func.call"(%112, %119) <{callee = @_var}> : (tensor<16x64xf32>, tensor<i32>) -> (tensor<16x1xf32>, tensor<16x64xf32>, tensor<f32>, tensor<i1>)
    %121 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %123 = "stablehlo.add"(%120#0, %122) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %124 = "stablehlo.rsqrt"(%123) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %125 = "stablehlo.divide"(%124, %123) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %126 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %128 = "stablehlo.multiply"(%127, %125) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %129 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %130 = "stablehlo.subtract"(%112, %129) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %131 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %132 = "stablehlo.multiply"(%130, %131) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %133 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %135 = "stablehlo.multiply"(%132, %134) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %136 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %138 = "stablehlo.add"(%135, %137) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %139 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %141 = "stablehlo.multiply"(%140, %138) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %142 = "stablehlo.negate"(%138) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %143 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %145 = "stablehlo.multiply"(%142, %144) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %146 = "chlo.erfc"(%145) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %147 = "chlo.square"(%145) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %148 = "stablehlo.negate"(%147) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %149 = "stablehlo.exponential"(%148) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %150 = "stablehlo.multiply"(%141, %146) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %151 = "stablehlo.dot_general"(%150, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %152 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %154 = "stablehlo.add"(%151, %153) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %155 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.reduce"(%154, %155) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %427 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%427) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %158 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %160 = "stablehlo.divide"(%157, %159) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %161 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %162:4 = "func.call"(%154, %161) <{callee = @_var}> : (tensor<16x64xf32>, tensor<i32>) -> (tensor<16x1xf32>, tensor<16x64xf32>, tensor<f32>, tensor<i1>)
    %163 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %165 = "stablehlo.add"(%162#0, %164) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %166 = "stablehlo.rsqrt"(%165) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %167 = "stablehlo.divide"(%166, %165) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %168 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %170 = "stablehlo.multiply"(%169, %167) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %171 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %172 = "stablehlo.subtract"(%154, %171) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %173 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %174 = "stablehlo.multiply"(%172, %173) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %175 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %177 = "stablehlo.multiply"(%174, %176) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %178 = "stablehlo.broadcast_in_dim"(%arg47) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %180 = "stablehlo.add"(%177, %179) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %181 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %183 = "stablehlo.multiply"(%182, %180) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %184 = "stablehlo.negate"(%180) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %185 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %187 = "stablehlo.multiply"(%184, %186) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %188 = "chlo.erfc"(%187) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %189 = "chlo.square"(%187) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %190 = "stablehlo.negate"(%189) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %191 = "stablehlo.exponential"(%190) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %192 = "stablehlo.multiply"(%183, %188) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %193 = "stablehlo.dot_general"(%192, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<4x64xf32>) -> tensor<16x4xf32>
    %194 = "stablehlo.broadcast_in_dim"(%arg49) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<16x4xf32>
    %196 = "stablehlo.add"(%193, %195) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %197:3 = "func.call"(%196) <{callee = @log_softmax}> : (tensor<16x4xf32>) -> (tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x1xf32>)
    %198 = "stablehlo.broadcast_in_dim"(%arg62) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %199:2 = "func.call"(%197#0, %198) <{callee = @take_along_axis}> : (tensor<16x4xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>)
    %200 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.reduce"(%199#0, %200) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %426 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%426) : (tensor<f32>) -> ()
    }) : (tensor<16x1xf32>, tensor<f32>) -> tensor<f32>
    %202 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.divide"(%201, %202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %204 = "stablehlo.negate"(%203) : (tensor<f32>) -> tensor<f32>
    %205 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.negate"(%205) : (tensor<f32>) -> tensor<f32>
    %207 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.divide"(%206, %207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %210 = "func.call"(%199#1, %209) <{callee = @take_along_axis_0}> : (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x4xf32>
    %211 = "func.call"(%197#1, %197#2, %210) <{callee = @log_softmax_1}> : (tensor<16x4xf32>, tensor<16x1xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %212 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %213 = "stablehlo.reduce"(%211, %212) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %425 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%425) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<4xf32>
    %214 = "stablehlo.reshape"(%213) : (tensor<4xf32>) -> tensor<1x4xf32>
    %215 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %216 = "stablehlo.reduce"(%214, %215) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %424 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%424) : (tensor<f32>) -> ()
    }) : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %217 = "stablehlo.dot_general"(%211, %192) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x4xf32>, tensor<16x64xf32>) -> tensor<4x64xf32>
    %218 = "stablehlo.dot_general"(%211, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
    %219 = "stablehlo.multiply"(%183, %218) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %220 = "stablehlo.multiply"(%218, %188) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %221 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %223 = "stablehlo.multiply"(%222, %219) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %224 = "stablehlo.multiply"(%223, %191) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %225 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %227 = "stablehlo.multiply"(%224, %226) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %228 = "stablehlo.negate"(%227) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %229 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %231 = "stablehlo.multiply"(%230, %220) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %232 = "stablehlo.add"(%228, %231) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %233 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.reduce"(%232, %233) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %423 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%423) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %235 = "stablehlo.reshape"(%234) : (tensor<64xf32>) -> tensor<1x64xf32>
    %236 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.reduce"(%235, %236) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %422 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%422) : (tensor<f32>) -> ()
    }) : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %238 = "stablehlo.multiply"(%174, %232) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %239 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %240 = "stablehlo.reduce"(%238, %239) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %421 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%421) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %241 = "stablehlo.reshape"(%240) : (tensor<64xf32>) -> tensor<1x64xf32>
    %242 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %243 = "stablehlo.multiply"(%232, %242) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %244 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.reduce"(%241, %244) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %420 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%420) : (tensor<f32>) -> ()
    }) : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %246 = "stablehlo.multiply"(%172, %243) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %248 = "stablehlo.reduce"(%246, %247) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %419 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%419) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %249 = "stablehlo.reshape"(%248) : (tensor<16xf32>) -> tensor<16x1xf32>
    %250 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %251 = "stablehlo.multiply"(%243, %250) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %252 = "stablehlo.negate"(%251) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %253 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %254 = "stablehlo.reduce"(%252, %253) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %418 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%418) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %255 = "stablehlo.reshape"(%254) : (tensor<16xf32>) -> tensor<16x1xf32>
    %256 = "stablehlo.multiply"(%249, %170) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %257 = "func.call"(%162#1, %162#2, %162#3, %256) <{callee = @_var_2}> : (tensor<16x64xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>) -> tensor<16x64xf32>
    %258 = "stablehlo.add"(%251, %257) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %259 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %261 = "stablehlo.divide"(%255, %260) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.reduce"(%261, %262) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %417 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%417) : (tensor<f32>) -> ()
    }) : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x64xf32>
    %265 = "stablehlo.add"(%258, %264) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %266 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.reduce"(%265, %266) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %416 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%416) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %268 = "stablehlo.reshape"(%267) : (tensor<64xf32>) -> tensor<1x64xf32>
    %269 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.reduce"(%268, %269) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %415 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%415) : (tensor<f32>) -> ()
    }) : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %271 = "stablehlo.dot_general"(%265, %150) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<64x64xf32>
    %272 = "stablehlo.dot_general"(%265, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %273 = "stablehlo.multiply"(%141, %272) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %274 = "stablehlo.multiply"(%272, %146) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %275 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %277 = "stablehlo.multiply"(%276, %273) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %278 = "stablehlo.multiply"(%277, %149) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %279 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %281 = "stablehlo.multiply"(%278, %280) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %282 = "stablehlo.negate"(%281) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %283 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %285 = "stablehlo.multiply"(%284, %274) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %286 = "stablehlo.add"(%282, %285) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %287 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.reduce"(%286, %287) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %414 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%414) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %289 = "stablehlo.reshape"(%288) : (tensor<64xf32>) -> tensor<1x64xf32>
    %290 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.reduce"(%289, %290) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %413 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%413) : (tensor<f32>) -> ()
    }) : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %292 = "stablehlo.multiply"(%132, %286) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %293 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.reduce"(%292, %293) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %412 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%412) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %295 = "stablehlo.reshape"(%294) : (tensor<64xf32>) -> tensor<1x64xf32>
    %296 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %297 = "stablehlo.multiply"(%286, %296) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %298 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.reduce"(%295, %298) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %411 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%411) : (tensor<f32>) -> ()
    }) : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %300 = "stablehlo.multiply"(%130, %297) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %301 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.reduce"(%300, %301) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %410 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%410) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %303 = "stablehlo.reshape"(%302) : (tensor<16xf32>) -> tensor<16x1xf32>
    %304 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %305 = "stablehlo.multiply"(%297, %304) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %306 = "stablehlo.negate"(%305) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %307 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %308 = "stablehlo.reduce"(%306, %307) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %409 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%409) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %309 = "stablehlo.reshape"(%308) : (tensor<16xf32>) -> tensor<16x1xf32>
    %310 = "stablehlo.multiply"(%303, %128) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %311 = "func.call"(%120#1, %120#2, %120#3, %310) <{callee = @_var_2}> : (tensor<16x64xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>) -> tensor<16x64xf32>
    %312 = "stablehlo.add"(%305, %311) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %313 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %315 = "stablehlo.divide"(%309, %314) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %316 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.reduce"(%315, %316) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %408 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%408) : (tensor<f32>) -> ()
    }) : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x64xf32>
    %319 = "stablehlo.add"(%312, %318) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %320 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.reduce"(%319, %320) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %407 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%407) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %322 = "stablehlo.reshape"(%321) : (tensor<64xf32>) -> tensor<1x64xf32>
    %323 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.reduce"(%322, %323) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %406 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%406) : (tensor<f32>) -> ()
    }) : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %325 = "stablehlo.dot_general"(%319, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %326 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %328 = "stablehlo.multiply"(%327, %arg51) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %329 = "stablehlo.add"(%328, %324) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %330 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %332 = "stablehlo.multiply"(%331, %arg52) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %333 = "stablehlo.add"(%332, %325) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %334 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %336 = "stablehlo.multiply"(%335, %arg53) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %337 = "stablehlo.add"(%336, %291) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %338 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %340 = "stablehlo.multiply"(%339, %arg54) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %341 = "stablehlo.add"(%340, %299) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %342 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %344 = "stablehlo.multiply"(%343, %arg55) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %345 = "stablehlo.add"(%344, %270) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %346 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x64xf32>
    %348 = "stablehlo.multiply"(%347, %arg56) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %349 = "stablehlo.add"(%348, %271) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %350 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %352 = "stablehlo.multiply"(%351, %arg57) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %353 = "stablehlo.add"(%352, %237) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %354 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %356 = "stablehlo.multiply"(%355, %arg58) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %357 = "stablehlo.add"(%356, %245) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %358 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %360 = "stablehlo.multiply"(%359, %arg59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %361 = "stablehlo.add"(%360, %216) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %362 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x64xf32>
    %364 = "stablehlo.multiply"(%363, %arg60) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %365 = "stablehlo.add"(%364, %217) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %366 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %368 = "stablehlo.multiply"(%367, %329) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %369 = "stablehlo.subtract"(%arg41, %368) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %370 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %372 = "stablehlo.multiply"(%371, %333) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %373 = "stablehlo.subtract"(%arg42, %372) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %374 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %376 = "stablehlo.multiply"(%375, %337) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %377 = "stablehlo.subtract"(%arg43, %376) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %378 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %380 = "stablehlo.multiply"(%379, %341) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %381 = "stablehlo.subtract"(%arg44, %380) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %382 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %384 = "stablehlo.multiply"(%383, %345) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %385 = "stablehlo.subtract"(%arg45, %384) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %386 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x64xf32>
    %388 = "stablehlo.multiply"(%387, %349) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %389 = "stablehlo.subtract"(%arg46, %388) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %390 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %392 = "stablehlo.multiply"(%391, %353) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %393 = "stablehlo.subtract"(%arg47, %392) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %394 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %396 = "stablehlo.multiply"(%395, %357) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %397 = "stablehlo.subtract"(%arg48, %396) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %398 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %400 = "stablehlo.multiply"(%399, %361) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %401 = "stablehlo.subtract"(%arg49, %400) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %402 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x64xf32>
    %404 = "stablehlo.multiply"(%403, %365) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %405 = "stablehlo.subtract"(%arg50, %404) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    "func.return"(%204, %369, %373, %377, %381, %385, %389, %393, %397, %401, %405, %329, %333, %337, %341, %345, %349, %353, %357, %361, %365) : (tensor<f32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<4xf32>, tensor<4x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<4xf32>, tensor<4x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16x64xf32>, tensor<i32>) -> (tensor<16x1xf32>, tensor<16x64xf32>, tensor<f32>, tensor<i1>), res_attrs = [{}, {}, {}, {}], sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<16x64xf32>, %arg36: tensor<i32>):
    %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.reduce"(%arg35, %83) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %108 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%108) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %86 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %88 = "stablehlo.divide"(%85, %87) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %90 = "stablehlo.subtract"(%arg35, %89) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %91 = "chlo.square"(%90) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %92 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %94 = "stablehlo.multiply"(%93, %90) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %95 = "stablehlo.convert"(%arg36) : (tensor<i32>) -> tensor<f32>
    %96 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.subtract"(%96, %95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %98 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.reduce"(%91, %98) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %107 = "stablehlo.add"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%107) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %101 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %102 = "stablehlo.divide"(%100, %101) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %103 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.compare"(%97, %103) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %105 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %106 = "func.call"(%104, %102, %105) <{callee = @_where}> : (tensor<i1>, tensor<16x1xf32>, tensor<f32>) -> tensor<16x1xf32>
    "func.return"(%106, %94, %97, %104) : (tensor<16x1xf32>, tensor<16x64xf32>, tensor<f32>, tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<16x1xf32>, tensor<f32>) -> tensor<16x1xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<i1>, %arg33: tensor<16x1xf32>, %arg34: tensor<f32>):
    %80 = "stablehlo.convert"(%arg34) : (tensor<f32>) -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %82 = "stablehlo.select"(%arg32, %arg33, %81) : (tensor<i1>, tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    "func.return"(%82) : (tensor<16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x4xf32>) -> (tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<16x4xf32>):
    %63 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.reduce"(%arg27, %63) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %79 = "stablehlo.maximum"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%79) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %65 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %67 = "stablehlo.maximum"(%66, %64) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x4xf32>
    %70 = "stablehlo.subtract"(%arg27, %69) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %71 = "stablehlo.exponential"(%70) : (tensor<16x4xf32>) -> tensor<16x4xf32>
    %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.reduce"(%71, %72) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %78 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%78) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %75 = "stablehlo.log"(%74) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x4xf32>
    %77 = "stablehlo.subtract"(%70, %76) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    "func.return"(%77, %71, %74) : (tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16x4xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<16x4xf32>, %arg24: tensor<16x1xi32>):
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1xi32>
    %42 = "stablehlo.compare"(%arg24, %41) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %43 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1xi32>
    %45 = "stablehlo.add"(%arg24, %44) : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %46 = "stablehlo.select"(%42, %45, %arg24) : (tensor<16x1xi1>, tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %47 = "stablehlo.reshape"(%46) : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %48 = "stablehlo.constant"() <{value = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1x1xi32>
    %51 = "stablehlo.compare"(%47, %50) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %52 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<16x1x1xi32>
    %54 = "stablehlo.compare"(%47, %53) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %55 = "stablehlo.and"(%51, %54) : (tensor<16x1x1xi1>, tensor<16x1x1xi1>) -> tensor<16x1x1xi1>
    %56 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %57 = "stablehlo.reduce"(%55, %56) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg25: tensor<i1>, %arg26: tensor<i1>):
      %62 = "stablehlo.and"(%arg25, %arg26) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%62) : (tensor<i1>) -> ()
    }) : (tensor<16x1x1xi1>, tensor<i1>) -> tensor<16x1xi1>
    %58 = "stablehlo.gather"(%arg23, %47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x1x1xi32>) -> tensor<16x1xf32>
    %59 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %61 = "stablehlo.select"(%57, %58, %60) : (tensor<16x1xi1>, tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    "func.return"(%61, %47) : (tensor<16x1xf32>, tensor<16x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x4xf32>, res_attrs = [{}], sym_name = "take_along_axis_0", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<16x1x1xi32>, %arg20: tensor<16x1xf32>):
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4xf32>
    %38 = "stablehlo.scatter"(%37, %arg19, %arg20) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %39 = "stablehlo.add"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x4xf32>
    "func.return"(%38) : (tensor<16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x4xf32>, tensor<16x1xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>, res_attrs = [{}], sym_name = "log_softmax_1", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<16x4xf32>, %arg13: tensor<16x1xf32>, %arg14: tensor<16x4xf32>):
    %24 = "stablehlo.negate"(%arg14) : (tensor<16x4xf32>) -> tensor<16x4xf32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%24, %25) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %35 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%35) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<16xf32>) -> tensor<16x1xf32>
    %28 = "stablehlo.divide"(%27, %arg13) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%28, %29) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %34 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x4xf32>
    %32 = "stablehlo.multiply"(%31, %arg12) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %33 = "stablehlo.add"(%arg14, %32) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    "func.return"(%33) : (tensor<16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<16x64xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>) -> tensor<16x64xf32>, res_attrs = [{}], sym_name = "_var_2", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<16x64xf32>, %arg3: tensor<f32>, %arg4: tensor<i1>, %arg5: tensor<16x1xf32>):
    %3 = "func.call"(%arg4, %arg5) <{callee = @_where_3}> : (tensor<i1>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %5 = "stablehlo.divide"(%3, %4) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%5, %6) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %23 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x64xf32>
    %9 = "stablehlo.multiply"(%8, %arg2) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %10 = "stablehlo.negate"(%9) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %22 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<16xf32>) -> tensor<16x1xf32>
    %14 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %16 = "stablehlo.divide"(%13, %15) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %21 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x64xf32>
    %20 = "stablehlo.add"(%9, %19) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    "func.return"(%20) : (tensor<16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i1>, tensor<16x1xf32>) -> tensor<16x1xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<16x1xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<i1>, tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    "func.return"(%2) : (tensor<16x1xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
