"builtin.module"() <{sym_name = "jit_both"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>, tensor<16x12xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x128xf32>, tensor<4x4xf32>, tensor<8x12xf32>, tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg60: tensor<8x16xf32>, %arg61: tensor<16x8xf32>, %arg62: tensor<8x16xf32>, %arg63: tensor<16x12xf32>, %arg64: tensor<16x32xf32>, %arg65: tensor<32x16xf32>, %arg66: tensor<8x16xf32>, %arg67: tensor<8x16xf32>):
    %164 = "stablehlo.custom_call"(%arg60) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %165 = "stablehlo.custom_call"(%164) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<4x4xf32>
    %166 = "stablehlo.custom_call"(%arg61) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %167 = "stablehlo.custom_call"(%166) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x8xf32>) -> tensor<4x8xf32>
    %168:6 = "func.call"(%165, %167) <{callee = @shmap_body}> : (tensor<4x4xf32>, tensor<4x8xf32>) -> (tensor<8x8xf32>, tensor<4x2xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x32xf32>, tensor<4x4xf32>)
    %169 = "stablehlo.custom_call"(%168#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %170 = "stablehlo.custom_call"(%169) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %171 = "stablehlo.custom_call"(%168#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %172 = "stablehlo.custom_call"(%171) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<4x2xf32>) -> tensor<8x8xf32>
    %173 = "stablehlo.custom_call"(%168#2) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %174 = "stablehlo.custom_call"(%173) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<4x4xf32>) -> tensor<8x16xf32>
    %175 = "stablehlo.custom_call"(%168#3) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %176 = "stablehlo.custom_call"(%175) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<4x4xf32>) -> tensor<8x16xf32>
    %177 = "stablehlo.custom_call"(%168#4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %178 = "stablehlo.custom_call"(%177) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<1x32xf32>) -> tensor<2x128xf32>
    %179 = "stablehlo.custom_call"(%168#5) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %180 = "stablehlo.custom_call"(%179) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %181 = "stablehlo.custom_call"(%arg62) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %182 = "stablehlo.custom_call"(%181) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<4x4xf32>
    %183 = "stablehlo.custom_call"(%arg63) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x12xf32>) -> tensor<16x12xf32>
    %184 = "stablehlo.custom_call"(%183) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x12xf32>) -> tensor<16x3xf32>
    %185 = "func.call"(%182, %184) <{callee = @shmap_body_0}> : (tensor<4x4xf32>, tensor<16x3xf32>) -> tensor<4x3xf32>
    %186 = "stablehlo.custom_call"(%185) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %187 = "stablehlo.custom_call"(%186) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<4x3xf32>) -> tensor<8x12xf32>
    %188 = "stablehlo.custom_call"(%arg64) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %189 = "stablehlo.custom_call"(%188) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x32xf32>) -> tensor<16x8xf32>
    %190 = "stablehlo.custom_call"(%arg65) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %191 = "stablehlo.custom_call"(%190) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x16xf32>) -> tensor<8x16xf32>
    %192 = "stablehlo.custom_call"(%arg66) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %193 = "stablehlo.custom_call"(%192) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<4x16xf32>
    %194 = "stablehlo.custom_call"(%arg67) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %195 = "stablehlo.custom_call"(%194) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<4x16xf32>
    %196:14 = "func.call"(%189, %191, %193, %195) <{callee = @shmap_body_1}> : (tensor<16x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x8xf32>, tensor<1xf32>, tensor<1xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<1xf32>, tensor<f32>)
    %197 = "stablehlo.custom_call"(%196#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %198 = "stablehlo.custom_call"(%197) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4x16xf32>) -> tensor<32x16xf32>
    %199 = "stablehlo.custom_call"(%196#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %200 = "stablehlo.custom_call"(%199) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4x8xf32>) -> tensor<32x8xf32>
    %201 = "stablehlo.custom_call"(%196#2) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %202 = "stablehlo.custom_call"(%201) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1xf32>) -> tensor<8xf32>
    %203 = "stablehlo.custom_call"(%196#3) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %204 = "stablehlo.custom_call"(%203) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1xf32>) -> tensor<8xf32>
    %205 = "stablehlo.custom_call"(%196#4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %206 = "stablehlo.custom_call"(%205) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4x8xf32>) -> tensor<32x8xf32>
    %207 = "stablehlo.custom_call"(%196#5) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %208 = "stablehlo.custom_call"(%207) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4x8xf32>) -> tensor<32x8xf32>
    %209 = "stablehlo.custom_call"(%196#6) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %210 = "stablehlo.custom_call"(%209) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1xf32>) -> tensor<8xf32>
    %211 = "stablehlo.custom_call"(%196#7) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %212 = "stablehlo.custom_call"(%211) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4x8xf32>) -> tensor<32x8xf32>
    %213 = "stablehlo.custom_call"(%196#8) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %214 = "stablehlo.custom_call"(%213) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4x8xf32>) -> tensor<32x8xf32>
    %215 = "stablehlo.custom_call"(%196#9) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %216 = "stablehlo.custom_call"(%215) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8x16xf32>) -> tensor<64x16xf32>
    %217 = "stablehlo.custom_call"(%196#10) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %218 = "stablehlo.custom_call"(%217) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4x8xf32>) -> tensor<32x8xf32>
    %219 = "stablehlo.custom_call"(%196#11) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %220 = "stablehlo.custom_call"(%219) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<4x16xf32>) -> tensor<8x16xf32>
    %221 = "stablehlo.custom_call"(%196#12) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %222 = "stablehlo.custom_call"(%221) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1xf32>) -> tensor<1xf32>
    %223 = "stablehlo.custom_call"(%196#13) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %224 = "stablehlo.custom_call"(%223) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %225 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.custom_call"(%225) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %227 = "stablehlo.custom_call"(%226) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %228 = "stablehlo.custom_call"(%198) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %229 = "stablehlo.custom_call"(%228) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x16xf32>) -> tensor<4x16xf32>
    %230 = "stablehlo.custom_call"(%200) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %231 = "stablehlo.custom_call"(%230) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x8xf32>) -> tensor<4x8xf32>
    %232 = "stablehlo.custom_call"(%202) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8xf32>) -> tensor<8xf32>
    %233 = "stablehlo.custom_call"(%232) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<1xf32>
    %234 = "stablehlo.custom_call"(%204) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8xf32>) -> tensor<8xf32>
    %235 = "stablehlo.custom_call"(%234) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<1xf32>
    %236 = "stablehlo.custom_call"(%206) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %237 = "stablehlo.custom_call"(%236) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x8xf32>) -> tensor<4x8xf32>
    %238 = "stablehlo.custom_call"(%208) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %239 = "stablehlo.custom_call"(%238) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x8xf32>) -> tensor<4x8xf32>
    %240 = "stablehlo.custom_call"(%210) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8xf32>) -> tensor<8xf32>
    %241 = "stablehlo.custom_call"(%240) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<1xf32>
    %242 = "stablehlo.custom_call"(%212) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %243 = "stablehlo.custom_call"(%242) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x8xf32>) -> tensor<4x8xf32>
    %244 = "stablehlo.custom_call"(%214) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %245 = "stablehlo.custom_call"(%244) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x8xf32>) -> tensor<4x8xf32>
    %246 = "stablehlo.custom_call"(%216) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %247 = "stablehlo.custom_call"(%246) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x16xf32>) -> tensor<8x16xf32>
    %248 = "stablehlo.custom_call"(%218) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %249 = "stablehlo.custom_call"(%248) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x8xf32>) -> tensor<4x8xf32>
    %250 = "stablehlo.custom_call"(%220) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %251 = "stablehlo.custom_call"(%250) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<4x16xf32>
    %252 = "stablehlo.custom_call"(%222) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1xf32>) -> tensor<1xf32>
    %253 = "stablehlo.custom_call"(%252) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %254:2 = "func.call"(%227, %229, %231, %233, %235, %237, %239, %241, %243, %245, %247, %249, %251, %253) <{callee = @shmap_body_2}> : (tensor<f32>, tensor<4x16xf32>, tensor<4x8xf32>, tensor<1xf32>, tensor<1xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<1xf32>) -> (tensor<16x8xf32>, tensor<8x16xf32>)
    %255 = "stablehlo.custom_call"(%254#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %256 = "stablehlo.custom_call"(%255) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x8xf32>) -> tensor<16x32xf32>
    %257 = "stablehlo.custom_call"(%254#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %258 = "stablehlo.custom_call"(%257) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<32x16xf32>
    %259 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %261 = "stablehlo.multiply"(%260, %256) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %262 = "stablehlo.subtract"(%arg64, %261) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %263 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %265 = "stablehlo.multiply"(%264, %258) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %266 = "stablehlo.subtract"(%arg65, %265) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    "func.return"(%170, %172, %174, %176, %178, %180, %187, %224, %262, %266) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x128xf32>, tensor<4x4xf32>, tensor<8x12xf32>, tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf32>, tensor<4x8xf32>) -> (tensor<8x8xf32>, tensor<4x2xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x32xf32>, tensor<4x4xf32>), res_attrs = [{jax.result_info = "[None, None]"}, {jax.result_info = "[('dp',), ('tp',)]"}, {jax.result_info = "[('dp',), ('tp',)]"}, {jax.result_info = "[('dp',), ('tp',)]"}, {jax.result_info = "[('dp',), ('tp',)]"}, {jax.result_info = "[None, None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<4x4xf32>, %arg53: tensor<4x8xf32>):
    %126 = "stablehlo.dot_general"(%arg52, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %127 = "stablehlo.all_reduce"(%126) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %163 = "stablehlo.add"(%arg58, %arg59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%163) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %128 = "stablehlo.all_gather"(%127) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<4x8xf32>) -> tensor<8x8xf32>
    %129 = "stablehlo.reduce_scatter"(%126) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %162 = "stablehlo.add"(%arg56, %arg57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%162) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>) -> tensor<4x2xf32>
    %130 = "stablehlo.collective_permute"(%arg52) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %131 = "stablehlo.collective_permute"(%arg52) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [4, 5], [5, 6], [6, 7]]> : tensor<6x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %132 = "stablehlo.all_to_all"(%126) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x8xf32>) -> tensor<1x32xf32>
    %133 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %134 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %135 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %136 = "stablehlo.divide"(%135, %133) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %137 = "stablehlo.remainder"(%136, %134) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %138 = "stablehlo.convert"(%137) : (tensor<ui32>) -> tensor<i32>
    %139 = "stablehlo.convert"(%138) : (tensor<i32>) -> tensor<f32>
    %140 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %141 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %142 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %143 = "stablehlo.divide"(%142, %140) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %144 = "stablehlo.remainder"(%143, %141) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %145 = "stablehlo.convert"(%144) : (tensor<ui32>) -> tensor<i32>
    %146 = "stablehlo.convert"(%145) : (tensor<i32>) -> tensor<f32>
    %147 = "stablehlo.sine"(%arg52) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %148 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.add"(%148, %139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %150 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.multiply"(%150, %146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %152 = "stablehlo.add"(%149, %151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %154 = "stablehlo.multiply"(%147, %153) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %155 = "stablehlo.all_reduce"(%154) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %161 = "stablehlo.maximum"(%arg54, %arg55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%161) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %156 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %157 = "stablehlo.add"(%130, %156) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %158 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %160 = "stablehlo.multiply"(%131, %159) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%128, %129, %157, %160, %132, %155) : (tensor<8x8xf32>, tensor<4x2xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x32xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf32>, tensor<16x3xf32>) -> tensor<4x3xf32>, res_attrs = [{jax.result_info = "[('dp',), ('tp',)]"}], sym_name = "shmap_body_0", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<4x4xf32>, %arg39: tensor<16x3xf32>):
    %110 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %111 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %112 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %113 = "stablehlo.divide"(%112, %110) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %114 = "stablehlo.remainder"(%113, %111) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %115 = "stablehlo.convert"(%114) : (tensor<ui32>) -> tensor<i32>
    %116 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %118 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %119 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %120:6 = "stablehlo.while"(%115, %arg39, %119, %118, %117, %arg38) ({
    ^bb0(%arg46: tensor<i32>, %arg47: tensor<16x3xf32>, %arg48: tensor<i32>, %arg49: tensor<i32>, %arg50: tensor<4x3xf32>, %arg51: tensor<4x4xf32>):
      %124 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %125 = "stablehlo.compare"(%arg48, %124) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%125) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg40: tensor<i32>, %arg41: tensor<16x3xf32>, %arg42: tensor<i32>, %arg43: tensor<i32>, %arg44: tensor<4x3xf32>, %arg45: tensor<4x4xf32>):
      %121:3 = "func.call"(%arg40, %arg41, %arg43, %arg44, %arg45) <{callee = @closed_call}> : (tensor<i32>, tensor<16x3xf32>, tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>)
      %122 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %123 = "stablehlo.add"(%arg42, %122) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg40, %arg41, %123, %121#0, %121#1, %121#2) : (tensor<i32>, tensor<16x3xf32>, tensor<i32>, tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>) -> ()
    }) : (tensor<i32>, tensor<16x3xf32>, tensor<i32>, tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<16x3xf32>, tensor<i32>, tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>)
    "func.return"(%120#4) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<16x3xf32>, tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>), res_attrs = [{}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<i32>, %arg34: tensor<16x3xf32>, %arg35: tensor<i32>, %arg36: tensor<4x3xf32>, %arg37: tensor<4x4xf32>):
    %92 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.add"(%arg35, %92) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %94 = "stablehlo.convert"(%arg35) : (tensor<i32>) -> tensor<i32>
    %95 = "stablehlo.subtract"(%arg33, %94) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %96 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %97 = "func.call"(%95, %96) <{callee = @remainder}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %98 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %99 = "stablehlo.multiply"(%97, %98) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %100 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %101 = "stablehlo.compare"(%99, %100) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %102 = "stablehlo.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %103 = "stablehlo.add"(%99, %102) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %104 = "stablehlo.select"(%101, %103, %99) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %105 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %106 = "stablehlo.dynamic_slice"(%arg34, %104, %105) <{slice_sizes = array<i64: 4, 3>}> : (tensor<16x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    %107 = "stablehlo.dot_general"(%arg37, %106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %108 = "stablehlo.add"(%arg36, %107) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %109 = "stablehlo.collective_permute"(%arg37) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%93, %108, %109) : (tensor<i32>, tensor<4x3xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<i32>, %arg32: tensor<i32>):
    %76 = "stablehlo.convert"(%arg32) : (tensor<i32>) -> tensor<i32>
    %77 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %78 = "stablehlo.compare"(%76, %77) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %79 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %80 = "func.call"(%78, %79, %76) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %81 = "stablehlo.remainder"(%arg31, %80) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %82 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %83 = "stablehlo.compare"(%81, %82) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.compare"(%81, %84) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %86 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %87 = "stablehlo.compare"(%80, %86) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %88 = "stablehlo.compare"(%85, %87) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %89 = "stablehlo.and"(%88, %83) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %90 = "stablehlo.add"(%81, %80) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %91 = "stablehlo.select"(%89, %90, %81) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%91) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<i1>, %arg29: tensor<i32>, %arg30: tensor<i32>):
    %75 = "stablehlo.select"(%arg28, %arg29, %arg30) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%75) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<16x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x8xf32>, tensor<1xf32>, tensor<1xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<1xf32>, tensor<f32>), res_attrs = [{jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp', 'tp')]"}, {jax.result_info = "[('dp', 'tp')]"}, {jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp', 'tp')]"}, {jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp',), None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[]"}], sym_name = "shmap_body_1", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<16x8xf32>, %arg19: tensor<8x16xf32>, %arg20: tensor<4x16xf32>, %arg21: tensor<4x16xf32>):
    %30 = "stablehlo.dot_general"(%arg20, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    %31 = "stablehlo.multiply"(%30, %30) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %32 = "stablehlo.multiply"(%31, %30) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %33 = "stablehlo.multiply"(%30, %30) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %34 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %36 = "stablehlo.multiply"(%35, %33) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %37 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %39 = "stablehlo.multiply"(%38, %32) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %40 = "stablehlo.add"(%30, %39) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %41 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %43 = "stablehlo.multiply"(%42, %40) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %44 = "stablehlo.tanh"(%43) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %45 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %47 = "stablehlo.subtract"(%46, %44) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %48 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %50 = "stablehlo.add"(%49, %44) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %51 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %53 = "stablehlo.multiply"(%52, %50) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %54 = "stablehlo.multiply"(%30, %53) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %55 = "stablehlo.dot_general"(%54, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %56 = "stablehlo.all_reduce"(%55) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %74 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%74) : (tensor<f32>) -> ()
    }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %57 = "stablehlo.subtract"(%56, %arg21) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %58 = "stablehlo.multiply"(%57, %57) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %59 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %61 = "stablehlo.multiply"(%60, %57) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.reduce"(%58, %62) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %73 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%73) : (tensor<f32>) -> ()
    }) : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %64 = "stablehlo.all_reduce"(%63) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %72 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%72) : (tensor<f32>) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.divide"(%64, %65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %68 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %69 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %70 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    "func.return"(%arg20, %36, %67, %68, %44, %47, %69, %53, %30, %arg19, %54, %61, %71, %66) : (tensor<4x16xf32>, tensor<4x8xf32>, tensor<1xf32>, tensor<1xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<1xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<f32>, tensor<4x16xf32>, tensor<4x8xf32>, tensor<1xf32>, tensor<1xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<1xf32>) -> (tensor<16x8xf32>, tensor<8x16xf32>), res_attrs = [{jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('tp',), None]"}], sym_name = "shmap_body_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<4x16xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<1xf32>, %arg4: tensor<1xf32>, %arg5: tensor<4x8xf32>, %arg6: tensor<4x8xf32>, %arg7: tensor<1xf32>, %arg8: tensor<4x8xf32>, %arg9: tensor<4x8xf32>, %arg10: tensor<8x16xf32>, %arg11: tensor<4x8xf32>, %arg12: tensor<4x16xf32>, %arg13: tensor<1xf32>):
    %0 = "stablehlo.reshape"(%arg3) : (tensor<1xf32>) -> tensor<f32>
    %1 = "stablehlo.reshape"(%arg4) : (tensor<1xf32>) -> tensor<f32>
    %2 = "stablehlo.reshape"(%arg7) : (tensor<1xf32>) -> tensor<f32>
    %3 = "stablehlo.reshape"(%arg13) : (tensor<1xf32>) -> tensor<f32>
    %4 = "stablehlo.divide"(%arg0, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %6 = "stablehlo.multiply"(%5, %arg12) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %7 = "stablehlo.dot_general"(%6, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %8 = "stablehlo.transpose"(%7) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %9 = "stablehlo.dot_general"(%6, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
    %10 = "stablehlo.all_reduce"(%8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %29 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %11 = "stablehlo.multiply"(%arg9, %9) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %12 = "stablehlo.multiply"(%9, %arg8) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %13 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %14 = "stablehlo.multiply"(%13, %11) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %15 = "stablehlo.multiply"(%14, %arg6) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %16 = "stablehlo.multiply"(%15, %arg5) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %17 = "stablehlo.add"(%15, %16) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %18 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %19 = "stablehlo.multiply"(%18, %17) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %20 = "stablehlo.add"(%12, %19) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %21 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %22 = "stablehlo.multiply"(%21, %19) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %23 = "stablehlo.multiply"(%22, %arg2) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %24 = "stablehlo.add"(%20, %23) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %25 = "stablehlo.dot_general"(%24, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %26 = "stablehlo.transpose"(%25) <{permutation = array<i64: 1, 0>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %27 = "stablehlo.all_reduce"(%26) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %28 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%28) : (tensor<f32>) -> ()
    }) : (tensor<16x8xf32>) -> tensor<16x8xf32>
    "func.return"(%27, %10) : (tensor<16x8xf32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
