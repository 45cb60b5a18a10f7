"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> (tensor<f32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x512xf32>, %arg3: tensor<512x512xf32>, %arg4: tensor<512x2048xf32>, %arg5: tensor<2048x512xf32>, %arg6: tensor<2x16x512xf32>, %arg7: tensor<2x16x512xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg6, %0) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %257 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%257) : (tensor<f32>) -> ()
    }) : (tensor<2x16x512xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %5 = "stablehlo.divide"(%2, %4) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x512xf32>
    %7 = "stablehlo.subtract"(%arg6, %6) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %8 = "stablehlo.multiply"(%7, %7) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %256 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%256) : (tensor<f32>) -> ()
    }) : (tensor<2x16x512xf32>, tensor<f32>) -> tensor<2x16xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %12 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %14 = "stablehlo.divide"(%11, %13) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %15 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x512xf32>
    %16 = "stablehlo.subtract"(%arg6, %15) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %17 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %19 = "stablehlo.add"(%14, %18) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %20 = "stablehlo.rsqrt"(%19) : (tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x512xf32>
    %22 = "stablehlo.multiply"(%16, %21) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %23 = "stablehlo.dot_general"(%22, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x512xf32>, tensor<512x512xf32>) -> tensor<2x16x512xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<2x16x512xf32>) -> tensor<2x16x8x64xf32>
    %25 = "stablehlo.dot_general"(%22, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x512xf32>, tensor<512x512xf32>) -> tensor<2x16x512xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<2x16x512xf32>) -> tensor<2x16x8x64xf32>
    %27 = "stablehlo.dot_general"(%22, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x512xf32>, tensor<512x512xf32>) -> tensor<2x16x512xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<2x16x512xf32>) -> tensor<2x16x8x64xf32>
    %29 = "stablehlo.dot_general"(%24, %26) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x8x64xf32>, tensor<2x16x8x64xf32>) -> tensor<2x8x16x16xf32>
    %30 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16x16xf32>
    %32 = "stablehlo.divide"(%29, %31) : (tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %33 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %255 = "stablehlo.maximum"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%255) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16x16xf32>, tensor<f32>) -> tensor<2x8x16xf32>
    %35 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %37 = "stablehlo.maximum"(%36, %34) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x16xf32>) -> tensor<2x8x16x1xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x8x16x1xf32>) -> tensor<2x8x16x16xf32>
    %40 = "stablehlo.subtract"(%32, %39) : (tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %41 = "stablehlo.exponential"(%40) : (tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %42 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.reduce"(%41, %42) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %254 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%254) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16x16xf32>, tensor<f32>) -> tensor<2x8x16xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x16xf32>) -> tensor<2x8x16x1xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x8x16x1xf32>) -> tensor<2x8x16x16xf32>
    %46 = "stablehlo.divide"(%41, %45) : (tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %47 = "stablehlo.multiply"(%44, %44) : (tensor<2x8x16x1xf32>, tensor<2x8x16x1xf32>) -> tensor<2x8x16x1xf32>
    %48 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16x1xf32>
    %50 = "stablehlo.divide"(%49, %47) : (tensor<2x8x16x1xf32>, tensor<2x8x16x1xf32>) -> tensor<2x8x16x1xf32>
    %51 = "stablehlo.dot_general"(%28, %46) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x8x64xf32>, tensor<2x8x16x16xf32>) -> tensor<2x8x64x16xf32>
    %52 = "stablehlo.transpose"(%51) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x8x64x16xf32>) -> tensor<2x16x8x64xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<2x16x8x64xf32>) -> tensor<2x16x512xf32>
    %54 = "stablehlo.dot_general"(%53, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x512xf32>, tensor<512x512xf32>) -> tensor<2x16x512xf32>
    %55 = "stablehlo.add"(%arg6, %54) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.reduce"(%55, %56) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %253 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%253) : (tensor<f32>) -> ()
    }) : (tensor<2x16x512xf32>, tensor<f32>) -> tensor<2x16xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %59 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %61 = "stablehlo.divide"(%58, %60) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x512xf32>
    %63 = "stablehlo.subtract"(%55, %62) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %64 = "stablehlo.multiply"(%63, %63) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %65 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x512xf32>
    %67 = "stablehlo.multiply"(%66, %63) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.reduce"(%64, %68) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %252 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%252) : (tensor<f32>) -> ()
    }) : (tensor<2x16x512xf32>, tensor<f32>) -> tensor<2x16xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %71 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %73 = "stablehlo.divide"(%70, %72) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %74 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x512xf32>
    %75 = "stablehlo.subtract"(%55, %74) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %76 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %78 = "stablehlo.add"(%73, %77) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %79 = "stablehlo.rsqrt"(%78) : (tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %80 = "stablehlo.divide"(%79, %78) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %81 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %83 = "stablehlo.multiply"(%82, %80) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %84 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x512xf32>
    %85 = "stablehlo.multiply"(%75, %84) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %86 = "stablehlo.dot_general"(%85, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x512xf32>, tensor<512x2048xf32>) -> tensor<2x16x2048xf32>
    %87 = "stablehlo.multiply"(%86, %86) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %88 = "stablehlo.multiply"(%87, %86) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %89 = "stablehlo.multiply"(%86, %86) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %90 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x2048xf32>
    %92 = "stablehlo.multiply"(%91, %89) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %93 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x2048xf32>
    %95 = "stablehlo.multiply"(%94, %88) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %96 = "stablehlo.add"(%86, %95) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %97 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x2048xf32>
    %99 = "stablehlo.multiply"(%98, %96) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %100 = "stablehlo.tanh"(%99) : (tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %101 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x2048xf32>
    %103 = "stablehlo.subtract"(%102, %100) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %104 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x2048xf32>
    %106 = "stablehlo.add"(%105, %100) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %107 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x2048xf32>
    %109 = "stablehlo.multiply"(%108, %106) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %110 = "stablehlo.multiply"(%86, %109) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %111 = "stablehlo.dot_general"(%110, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x2048xf32>, tensor<2048x512xf32>) -> tensor<2x16x512xf32>
    %112 = "stablehlo.add"(%55, %111) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %113 = "stablehlo.subtract"(%112, %arg7) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %114 = "stablehlo.multiply"(%113, %113) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %115 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x512xf32>
    %117 = "stablehlo.multiply"(%116, %113) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %118 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.reduce"(%114, %118) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %251 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%251) : (tensor<f32>) -> ()
    }) : (tensor<2x16x512xf32>, tensor<f32>) -> tensor<f32>
    %120 = "stablehlo.constant"() <{value = dense<1.638400e+04> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.divide"(%119, %120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %122 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.constant"() <{value = dense<1.638400e+04> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.divide"(%122, %123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x512xf32>
    %126 = "stablehlo.multiply"(%125, %117) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %127 = "stablehlo.dot_general"(%126, %110) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x512xf32>, tensor<2x16x2048xf32>) -> tensor<512x2048xf32>
    %128 = "stablehlo.transpose"(%127) <{permutation = array<i64: 1, 0>}> : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %129 = "stablehlo.dot_general"(%126, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x512xf32>, tensor<2048x512xf32>) -> tensor<2x16x2048xf32>
    %130 = "stablehlo.multiply"(%86, %129) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %131 = "stablehlo.multiply"(%129, %109) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %132 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x2048xf32>
    %134 = "stablehlo.multiply"(%133, %130) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %135 = "stablehlo.multiply"(%134, %103) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %136 = "stablehlo.multiply"(%135, %100) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %137 = "stablehlo.add"(%135, %136) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %138 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x2048xf32>
    %140 = "stablehlo.multiply"(%139, %137) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %141 = "stablehlo.add"(%131, %140) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %142 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x2048xf32>
    %144 = "stablehlo.multiply"(%143, %140) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %145 = "stablehlo.multiply"(%144, %92) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %146 = "stablehlo.add"(%141, %145) : (tensor<2x16x2048xf32>, tensor<2x16x2048xf32>) -> tensor<2x16x2048xf32>
    %147 = "stablehlo.dot_general"(%146, %85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x2048xf32>, tensor<2x16x512xf32>) -> tensor<2048x512xf32>
    %148 = "stablehlo.transpose"(%147) <{permutation = array<i64: 1, 0>}> : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %149 = "stablehlo.dot_general"(%146, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x2048xf32>, tensor<512x2048xf32>) -> tensor<2x16x512xf32>
    %150 = "stablehlo.multiply"(%75, %149) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %151 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.reduce"(%150, %151) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %250 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%250) : (tensor<f32>) -> ()
    }) : (tensor<2x16x512xf32>, tensor<f32>) -> tensor<2x16xf32>
    %153 = "stablehlo.reshape"(%152) : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %154 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x512xf32>
    %155 = "stablehlo.multiply"(%149, %154) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %156 = "stablehlo.multiply"(%153, %83) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %157 = "stablehlo.negate"(%155) : (tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.reduce"(%157, %158) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %249 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%249) : (tensor<f32>) -> ()
    }) : (tensor<2x16x512xf32>, tensor<f32>) -> tensor<2x16xf32>
    %160 = "stablehlo.reshape"(%159) : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %161 = "stablehlo.add"(%126, %155) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %162 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %164 = "stablehlo.divide"(%156, %163) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %165 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.reduce"(%164, %165) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %248 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%248) : (tensor<f32>) -> ()
    }) : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x512xf32>
    %168 = "stablehlo.multiply"(%167, %67) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %169 = "stablehlo.negate"(%168) : (tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %170 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.reduce"(%169, %170) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %247 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%247) : (tensor<f32>) -> ()
    }) : (tensor<2x16x512xf32>, tensor<f32>) -> tensor<2x16xf32>
    %172 = "stablehlo.reshape"(%171) : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %173 = "stablehlo.add"(%161, %168) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %174 = "stablehlo.add"(%160, %172) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %175 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %177 = "stablehlo.divide"(%174, %176) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %246 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%246) : (tensor<f32>) -> ()
    }) : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x512xf32>
    %181 = "stablehlo.add"(%173, %180) : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<2x16x512xf32>
    %182 = "stablehlo.dot_general"(%181, %53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<512x512xf32>
    %183 = "stablehlo.transpose"(%182) <{permutation = array<i64: 1, 0>}> : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %184 = "stablehlo.dot_general"(%181, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x512xf32>, tensor<512x512xf32>) -> tensor<2x16x512xf32>
    %185 = "stablehlo.reshape"(%184) : (tensor<2x16x512xf32>) -> tensor<2x16x8x64xf32>
    %186 = "stablehlo.transpose"(%185) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x16x8x64xf32>) -> tensor<2x8x64x16xf32>
    %187 = "stablehlo.dot_general"(%186, %28) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x64x16xf32>, tensor<2x16x8x64xf32>) -> tensor<2x8x16x16xf32>
    %188 = "stablehlo.dot_general"(%186, %46) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x64x16xf32>, tensor<2x8x16x16xf32>) -> tensor<2x8x64x16xf32>
    %189 = "stablehlo.transpose"(%188) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x8x64x16xf32>) -> tensor<2x16x8x64xf32>
    %190 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x8x16x1xf32>) -> tensor<2x8x16x16xf32>
    %191 = "stablehlo.multiply"(%187, %190) : (tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %192 = "stablehlo.multiply"(%191, %41) : (tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.reduce"(%192, %193) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %245 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%245) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16x16xf32>, tensor<f32>) -> tensor<2x8x16xf32>
    %195 = "stablehlo.reshape"(%194) : (tensor<2x8x16xf32>) -> tensor<2x8x16x1xf32>
    %196 = "stablehlo.negate"(%195) : (tensor<2x8x16x1xf32>) -> tensor<2x8x16x1xf32>
    %197 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x8x16x1xf32>) -> tensor<2x8x16x16xf32>
    %198 = "stablehlo.divide"(%187, %197) : (tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %199 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %200 = "stablehlo.reduce"(%196, %199) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %244 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%244) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16x1xf32>, tensor<f32>) -> tensor<2x8x16xf32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x16xf32>) -> tensor<2x8x16x16xf32>
    %202 = "stablehlo.add"(%198, %201) : (tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %203 = "stablehlo.multiply"(%202, %41) : (tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %204 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16x16xf32>
    %206 = "stablehlo.divide"(%203, %205) : (tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %207 = "stablehlo.dot_general"(%206, %24) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16x16xf32>, tensor<2x16x8x64xf32>) -> tensor<2x8x16x64xf32>
    %208 = "stablehlo.transpose"(%207) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x8x16x64xf32>) -> tensor<2x16x8x64xf32>
    %209 = "stablehlo.dot_general"(%206, %26) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16x16xf32>, tensor<2x16x8x64xf32>) -> tensor<2x8x16x64xf32>
    %210 = "stablehlo.transpose"(%209) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x8x16x64xf32>) -> tensor<2x16x8x64xf32>
    %211 = "stablehlo.reshape"(%189) : (tensor<2x16x8x64xf32>) -> tensor<2x16x512xf32>
    %212 = "stablehlo.dot_general"(%211, %22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<512x512xf32>
    %213 = "stablehlo.transpose"(%212) <{permutation = array<i64: 1, 0>}> : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %214 = "stablehlo.reshape"(%208) : (tensor<2x16x8x64xf32>) -> tensor<2x16x512xf32>
    %215 = "stablehlo.dot_general"(%214, %22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<512x512xf32>
    %216 = "stablehlo.transpose"(%215) <{permutation = array<i64: 1, 0>}> : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %217 = "stablehlo.reshape"(%210) : (tensor<2x16x8x64xf32>) -> tensor<2x16x512xf32>
    %218 = "stablehlo.dot_general"(%217, %22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x512xf32>, tensor<2x16x512xf32>) -> tensor<512x512xf32>
    %219 = "stablehlo.transpose"(%218) <{permutation = array<i64: 1, 0>}> : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %220 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x512xf32>
    %222 = "stablehlo.multiply"(%221, %219) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %223 = "stablehlo.subtract"(%arg0, %222) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %224 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x512xf32>
    %226 = "stablehlo.multiply"(%225, %216) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %227 = "stablehlo.subtract"(%arg1, %226) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %228 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x512xf32>
    %230 = "stablehlo.multiply"(%229, %213) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %231 = "stablehlo.subtract"(%arg2, %230) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %232 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x512xf32>
    %234 = "stablehlo.multiply"(%233, %183) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %235 = "stablehlo.subtract"(%arg3, %234) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %236 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x2048xf32>
    %238 = "stablehlo.multiply"(%237, %148) : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %239 = "stablehlo.subtract"(%arg4, %238) : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %240 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2048x512xf32>
    %242 = "stablehlo.multiply"(%241, %128) : (tensor<2048x512xf32>, tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %243 = "stablehlo.subtract"(%arg5, %242) : (tensor<2048x512xf32>, tensor<2048x512xf32>) -> tensor<2048x512xf32>
    "func.return"(%121, %223, %227, %231, %235, %239, %243) : (tensor<f32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
