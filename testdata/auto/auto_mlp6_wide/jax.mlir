"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>) -> (tensor<f32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<256x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<256x256xf32>, %arg5: tensor<256x256xf32>, %arg6: tensor<8x256xf32>, %arg7: tensor<8x256xf32>):
    %0 = "stablehlo.dot_general"(%arg6, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %3 = "stablehlo.maximum"(%0, %2) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %4 = "stablehlo.compare"(%0, %3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %9 = "stablehlo.select"(%4, %6, %8) : (tensor<8x256xi1>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %12 = "stablehlo.compare"(%11, %3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %13 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %15 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %17 = "stablehlo.select"(%12, %14, %16) : (tensor<8x256xi1>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %18 = "stablehlo.divide"(%9, %17) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %19 = "stablehlo.dot_general"(%3, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %22 = "stablehlo.maximum"(%19, %21) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %23 = "stablehlo.compare"(%19, %22) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %24 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %28 = "stablehlo.select"(%23, %25, %27) : (tensor<8x256xi1>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %31 = "stablehlo.compare"(%30, %22) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %32 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %36 = "stablehlo.select"(%31, %33, %35) : (tensor<8x256xi1>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %37 = "stablehlo.divide"(%28, %36) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %38 = "stablehlo.dot_general"(%22, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %41 = "stablehlo.maximum"(%38, %40) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %42 = "stablehlo.compare"(%38, %41) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %43 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %45 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %47 = "stablehlo.select"(%42, %44, %46) : (tensor<8x256xi1>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %50 = "stablehlo.compare"(%49, %41) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %51 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %53 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %55 = "stablehlo.select"(%50, %52, %54) : (tensor<8x256xi1>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %56 = "stablehlo.divide"(%47, %55) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %57 = "stablehlo.dot_general"(%41, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %58 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %60 = "stablehlo.maximum"(%57, %59) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %61 = "stablehlo.compare"(%57, %60) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %62 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %66 = "stablehlo.select"(%61, %63, %65) : (tensor<8x256xi1>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %69 = "stablehlo.compare"(%68, %60) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %70 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %72 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %74 = "stablehlo.select"(%69, %71, %73) : (tensor<8x256xi1>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %75 = "stablehlo.divide"(%66, %74) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %76 = "stablehlo.dot_general"(%60, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %79 = "stablehlo.maximum"(%76, %78) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %80 = "stablehlo.compare"(%76, %79) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %81 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %85 = "stablehlo.select"(%80, %82, %84) : (tensor<8x256xi1>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %86 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %88 = "stablehlo.compare"(%87, %79) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %89 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %91 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %93 = "stablehlo.select"(%88, %90, %92) : (tensor<8x256xi1>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %94 = "stablehlo.divide"(%85, %93) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %95 = "stablehlo.dot_general"(%79, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %98 = "stablehlo.maximum"(%95, %97) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %99 = "stablehlo.compare"(%95, %98) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %100 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %102 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %104 = "stablehlo.select"(%99, %101, %103) : (tensor<8x256xi1>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %105 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %107 = "stablehlo.compare"(%106, %98) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %108 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %110 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %112 = "stablehlo.select"(%107, %109, %111) : (tensor<8x256xi1>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %113 = "stablehlo.divide"(%104, %112) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %114 = "stablehlo.subtract"(%98, %arg7) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %115 = "stablehlo.multiply"(%114, %114) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %116 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %118 = "stablehlo.multiply"(%117, %114) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.reduce"(%115, %119) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %175 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%175) : (tensor<f32>) -> ()
    }) : (tensor<8x256xf32>, tensor<f32>) -> tensor<f32>
    %121 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.divide"(%120, %121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %123 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.divide"(%123, %124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x256xf32>
    %127 = "stablehlo.multiply"(%126, %118) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %128 = "stablehlo.multiply"(%127, %113) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %129 = "stablehlo.dot_general"(%128, %79) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<256x256xf32>
    %130 = "stablehlo.transpose"(%129) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %131 = "stablehlo.dot_general"(%128, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %132 = "stablehlo.multiply"(%131, %94) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %133 = "stablehlo.dot_general"(%132, %60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<256x256xf32>
    %134 = "stablehlo.transpose"(%133) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %135 = "stablehlo.dot_general"(%132, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %136 = "stablehlo.multiply"(%135, %75) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %137 = "stablehlo.dot_general"(%136, %41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<256x256xf32>
    %138 = "stablehlo.transpose"(%137) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %139 = "stablehlo.dot_general"(%136, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %140 = "stablehlo.multiply"(%139, %56) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %141 = "stablehlo.dot_general"(%140, %22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<256x256xf32>
    %142 = "stablehlo.transpose"(%141) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %143 = "stablehlo.dot_general"(%140, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %144 = "stablehlo.multiply"(%143, %37) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %145 = "stablehlo.dot_general"(%144, %3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<256x256xf32>
    %146 = "stablehlo.transpose"(%145) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %147 = "stablehlo.dot_general"(%144, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %148 = "stablehlo.multiply"(%147, %18) : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xf32>
    %149 = "stablehlo.dot_general"(%148, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<256x256xf32>
    %150 = "stablehlo.transpose"(%149) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %151 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %153 = "stablehlo.multiply"(%152, %150) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %154 = "stablehlo.subtract"(%arg0, %153) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %155 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %157 = "stablehlo.multiply"(%156, %146) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %158 = "stablehlo.subtract"(%arg1, %157) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %159 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %161 = "stablehlo.multiply"(%160, %142) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %162 = "stablehlo.subtract"(%arg2, %161) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %163 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %165 = "stablehlo.multiply"(%164, %138) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %166 = "stablehlo.subtract"(%arg3, %165) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %167 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %169 = "stablehlo.multiply"(%168, %134) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %170 = "stablehlo.subtract"(%arg4, %169) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %171 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %173 = "stablehlo.multiply"(%172, %130) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %174 = "stablehlo.subtract"(%arg5, %173) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    "func.return"(%122, %154, %158, %162, %166, %170, %174) : (tensor<f32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
