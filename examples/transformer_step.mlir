// One SGD step of a small transformer block (attention + MLP), Megatron tp x dp shardings.
// Exported from JAX 0.10.2 by scripts/jax/export_transformer_step.py.
"builtin.module"() <{sym_name = "jit_train_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}, {}]>}, {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}], function_type = (tensor<4x8x16xf32>, tensor<4x8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>) -> (tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x8x16xf32>, %arg1: tensor<4x8x16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<32x16xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %258 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%258) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %3 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %5 = "stablehlo.divide"(%2, %4) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %7 = "stablehlo.subtract"(%arg0, %6) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %8 = "stablehlo.multiply"(%7, %7) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %257 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%257) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %12 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %14 = "stablehlo.divide"(%11, %13) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %15 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %16 = "stablehlo.subtract"(%arg0, %15) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %17 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %19 = "stablehlo.add"(%14, %18) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %20 = "stablehlo.rsqrt"(%19) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %22 = "stablehlo.multiply"(%16, %21) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %23 = "stablehlo.dot_general"(%22, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<4x8x16xf32>) -> tensor<4x8x4x4xf32>
    %25 = "stablehlo.dot_general"(%22, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<4x8x16xf32>) -> tensor<4x8x4x4xf32>
    %27 = "stablehlo.dot_general"(%22, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<4x8x16xf32>) -> tensor<4x8x4x4xf32>
    %29 = "stablehlo.dot_general"(%24, %26) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x8x8xf32>
    %30 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.sqrt"(%30) : (tensor<f32>) -> tensor<f32>
    %32 = "stablehlo.convert"(%31) : (tensor<f32>) -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %34 = "stablehlo.divide"(%29, %33) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %35 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.reduce"(%34, %35) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %256 = "stablehlo.maximum"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%256) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %37 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8xf32>
    %39 = "stablehlo.maximum"(%38, %36) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %42 = "stablehlo.subtract"(%34, %41) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %43 = "stablehlo.exponential"(%42) : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %255 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%255) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %48 = "stablehlo.divide"(%43, %47) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %49 = "stablehlo.multiply"(%46, %46) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %50 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %52 = "stablehlo.divide"(%51, %49) : (tensor<4x4x8x1xf32>, tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %53 = "stablehlo.dot_general"(%28, %48) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x4x4xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x4x8xf32>
    %54 = "stablehlo.transpose"(%53) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x4x8xf32>) -> tensor<4x8x4x4xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<4x8x4x4xf32>) -> tensor<4x8x16xf32>
    %56 = "stablehlo.dot_general"(%55, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %57 = "stablehlo.add"(%arg0, %56) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %58 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.reduce"(%57, %58) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %254 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%254) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %61 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %63 = "stablehlo.divide"(%60, %62) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %65 = "stablehlo.subtract"(%57, %64) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %66 = "stablehlo.multiply"(%65, %65) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %67 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %69 = "stablehlo.multiply"(%68, %65) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %70 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.reduce"(%66, %70) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %253 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%253) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %73 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %75 = "stablehlo.divide"(%72, %74) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %76 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %77 = "stablehlo.subtract"(%57, %76) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %78 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %80 = "stablehlo.add"(%75, %79) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %81 = "stablehlo.rsqrt"(%80) : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %82 = "stablehlo.divide"(%81, %80) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %83 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %85 = "stablehlo.multiply"(%84, %82) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %86 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %87 = "stablehlo.multiply"(%77, %86) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %88 = "stablehlo.dot_general"(%87, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<16x32xf32>) -> tensor<4x8x32xf32>
    %89 = "stablehlo.multiply"(%88, %88) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %90 = "stablehlo.multiply"(%89, %88) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %91 = "stablehlo.multiply"(%88, %88) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %92 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %94 = "stablehlo.multiply"(%93, %91) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %95 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %97 = "stablehlo.multiply"(%96, %90) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %98 = "stablehlo.add"(%88, %97) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %101 = "stablehlo.multiply"(%100, %98) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %102 = "stablehlo.tanh"(%101) : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %103 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %105 = "stablehlo.subtract"(%104, %102) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %106 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %108 = "stablehlo.add"(%107, %102) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %109 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %111 = "stablehlo.multiply"(%110, %108) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %112 = "stablehlo.multiply"(%88, %111) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %113 = "stablehlo.dot_general"(%112, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %114 = "stablehlo.add"(%57, %113) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %115 = "stablehlo.subtract"(%114, %arg1) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %116 = "stablehlo.multiply"(%115, %115) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %117 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %119 = "stablehlo.multiply"(%118, %115) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %120 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.reduce"(%116, %120) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %252 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%252) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<f32>
    %122 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.divide"(%121, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %124 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.divide"(%124, %125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x16xf32>
    %128 = "stablehlo.multiply"(%127, %119) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %129 = "stablehlo.dot_general"(%128, %112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %130 = "stablehlo.transpose"(%129) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %131 = "stablehlo.dot_general"(%128, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %132 = "stablehlo.multiply"(%88, %131) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %133 = "stablehlo.multiply"(%131, %111) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %134 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %136 = "stablehlo.multiply"(%135, %132) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %137 = "stablehlo.multiply"(%136, %105) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %138 = "stablehlo.multiply"(%137, %102) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %139 = "stablehlo.add"(%137, %138) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %140 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %142 = "stablehlo.multiply"(%141, %139) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %143 = "stablehlo.add"(%133, %142) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %144 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x32xf32>
    %146 = "stablehlo.multiply"(%145, %142) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %147 = "stablehlo.multiply"(%146, %94) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %148 = "stablehlo.add"(%143, %147) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %149 = "stablehlo.dot_general"(%148, %87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<4x8x16xf32>) -> tensor<32x16xf32>
    %150 = "stablehlo.transpose"(%149) <{permutation = array<i64: 1, 0>}> : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %151 = "stablehlo.dot_general"(%148, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x32xf32>, tensor<16x32xf32>) -> tensor<4x8x16xf32>
    %152 = "stablehlo.multiply"(%77, %151) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %153 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.reduce"(%152, %153) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %251 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%251) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %155 = "stablehlo.reshape"(%154) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %156 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %157 = "stablehlo.multiply"(%151, %156) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %158 = "stablehlo.multiply"(%155, %85) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %159 = "stablehlo.negate"(%157) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %160 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.reduce"(%159, %160) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %250 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%250) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %162 = "stablehlo.reshape"(%161) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %163 = "stablehlo.add"(%128, %157) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %164 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %166 = "stablehlo.divide"(%158, %165) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.reduce"(%166, %167) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %249 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%249) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %170 = "stablehlo.multiply"(%169, %69) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %171 = "stablehlo.negate"(%170) : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %172 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %173 = "stablehlo.reduce"(%171, %172) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %248 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%248) : (tensor<f32>) -> ()
    }) : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %174 = "stablehlo.reshape"(%173) : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %175 = "stablehlo.add"(%163, %170) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %176 = "stablehlo.add"(%162, %174) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %177 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x1xf32>
    %179 = "stablehlo.divide"(%176, %178) : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %180 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.reduce"(%179, %180) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %247 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%247) : (tensor<f32>) -> ()
    }) : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %183 = "stablehlo.add"(%175, %182) : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %184 = "stablehlo.dot_general"(%183, %55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %185 = "stablehlo.transpose"(%184) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %186 = "stablehlo.dot_general"(%183, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %187 = "stablehlo.reshape"(%186) : (tensor<4x8x16xf32>) -> tensor<4x8x4x4xf32>
    %188 = "stablehlo.transpose"(%187) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x8x4x4xf32>) -> tensor<4x4x4x8xf32>
    %189 = "stablehlo.dot_general"(%188, %28) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x4x8xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x8x8xf32>
    %190 = "stablehlo.dot_general"(%188, %48) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x4x8xf32>
    %191 = "stablehlo.transpose"(%190) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x4x4x8xf32>) -> tensor<4x8x4x4xf32>
    %192 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %193 = "stablehlo.multiply"(%189, %192) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %194 = "stablehlo.multiply"(%193, %43) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %195 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.reduce"(%194, %195) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %246 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%246) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %197 = "stablehlo.reshape"(%196) : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %198 = "stablehlo.negate"(%197) : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %199 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %200 = "stablehlo.divide"(%189, %199) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %201 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %202 = "stablehlo.reduce"(%198, %201) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %245 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%245) : (tensor<f32>) -> ()
    }) : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %204 = "stablehlo.add"(%200, %203) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %205 = "stablehlo.multiply"(%204, %43) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %206 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %207 = "stablehlo.divide"(%205, %206) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %208 = "stablehlo.dot_general"(%207, %24) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x8x4xf32>
    %209 = "stablehlo.transpose"(%208) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x4xf32>) -> tensor<4x8x4x4xf32>
    %210 = "stablehlo.dot_general"(%207, %26) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x8x8xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x8x4xf32>
    %211 = "stablehlo.transpose"(%210) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x4x8x4xf32>) -> tensor<4x8x4x4xf32>
    %212 = "stablehlo.reshape"(%191) : (tensor<4x8x4x4xf32>) -> tensor<4x8x16xf32>
    %213 = "stablehlo.dot_general"(%212, %22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %214 = "stablehlo.transpose"(%213) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %215 = "stablehlo.reshape"(%209) : (tensor<4x8x4x4xf32>) -> tensor<4x8x16xf32>
    %216 = "stablehlo.dot_general"(%215, %22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %217 = "stablehlo.transpose"(%216) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %218 = "stablehlo.reshape"(%211) : (tensor<4x8x4x4xf32>) -> tensor<4x8x16xf32>
    %219 = "stablehlo.dot_general"(%218, %22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %220 = "stablehlo.transpose"(%219) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %221 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %223 = "stablehlo.multiply"(%222, %220) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %224 = "stablehlo.subtract"(%arg2, %223) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %225 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %227 = "stablehlo.multiply"(%226, %217) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %228 = "stablehlo.subtract"(%arg3, %227) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %229 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %231 = "stablehlo.multiply"(%230, %214) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %232 = "stablehlo.subtract"(%arg4, %231) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %233 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %235 = "stablehlo.multiply"(%234, %185) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %236 = "stablehlo.subtract"(%arg5, %235) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %237 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %239 = "stablehlo.multiply"(%238, %150) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %240 = "stablehlo.subtract"(%arg6, %239) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %241 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %243 = "stablehlo.multiply"(%242, %130) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %244 = "stablehlo.subtract"(%arg7, %243) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    "func.return"(%123, %224, %228, %232, %236, %240, %244) : (tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
