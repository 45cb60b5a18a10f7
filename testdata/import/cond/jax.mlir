"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, []>}, {sdy.sharding = #sdy.sharding<@mesh, []>}], function_type = (tensor<8x16xf32>, tensor<16x8xf32>, tensor<f32>, tensor<i32>) -> (tensor<8x8xf32>, tensor<f32>, tensor<16x8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<16x8xf32>, %arg2: tensor<f32>, %arg3: tensor<i32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.compare"(%arg2, %0) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = "stablehlo.convert"(%1) : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %98 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
      %99 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
      %101 = "stablehlo.multiply"(%98, %100) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      "stablehlo.return"(%101) : (tensor<8x8xf32>) -> ()
    }, {
      %96 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
      %97 = "stablehlo.tanh"(%96) : (tensor<8x8xf32>) -> tensor<8x8xf32>
      "stablehlo.return"(%97) : (tensor<8x8xf32>) -> ()
    }) : (tensor<i32>) -> tensor<8x8xf32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.clamp"(%4, %arg3, %5) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %93 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
      %95 = "stablehlo.add"(%3, %94) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      "stablehlo.return"(%95) : (tensor<8x8xf32>) -> ()
    }, {
      %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %85 = "stablehlo.reduce"(%3, %84) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %92 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%92) : (tensor<f32>) -> ()
      }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
      %86 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %87 = "stablehlo.compare"(%85, %86) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %88 = "stablehlo.convert"(%87) : (tensor<i1>) -> tensor<i32>
      %89 = "stablehlo.case"(%88) ({
        %91 = "stablehlo.negate"(%3) : (tensor<8x8xf32>) -> tensor<8x8xf32>
        "stablehlo.return"(%91) : (tensor<8x8xf32>) -> ()
      }, {
        %90 = "stablehlo.multiply"(%3, %3) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
        "stablehlo.return"(%90) : (tensor<8x8xf32>) -> ()
      }) : (tensor<i32>) -> tensor<8x8xf32>
      "stablehlo.return"(%89) : (tensor<8x8xf32>) -> ()
    }, {
      %82 = "stablehlo.negate"(%3) : (tensor<8x8xf32>) -> tensor<8x8xf32>
      %83 = "stablehlo.exponential"(%82) : (tensor<8x8xf32>) -> tensor<8x8xf32>
      "stablehlo.return"(%83) : (tensor<8x8xf32>) -> ()
    }) : (tensor<i32>) -> tensor<8x8xf32>
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.compare"(%arg2, %8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = "stablehlo.convert"(%9) : (tensor<i1>) -> tensor<i32>
    %11:4 = "stablehlo.case"(%10) ({
      %74 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
      %75 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
      %77 = "stablehlo.multiply"(%74, %76) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %78 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
      %80 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
      "stablehlo.return"(%77, %arg0, %79, %81) : (tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> ()
    }, {
      %69 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
      %70 = "stablehlo.tanh"(%69) : (tensor<8x8xf32>) -> tensor<8x8xf32>
      %71 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
      %73 = "stablehlo.subtract"(%72, %70) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      "stablehlo.return"(%70, %arg0, %70, %73) : (tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> ()
    }) : (tensor<i32>) -> (tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>)
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.clamp"(%12, %arg3, %13) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %15:3 = "stablehlo.case"(%14) ({
      %63 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
      %65 = "stablehlo.add"(%11#0, %64) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %66 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
      "stablehlo.return"(%65, %66, %68) : (tensor<8x8xf32>, tensor<i32>, tensor<8x8xf32>) -> ()
    }, {
      %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %53 = "stablehlo.reduce"(%11#0, %52) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %62 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%62) : (tensor<f32>) -> ()
      }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
      %54 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %55 = "stablehlo.compare"(%53, %54) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %56 = "stablehlo.convert"(%55) : (tensor<i1>) -> tensor<i32>
      %57:2 = "stablehlo.case"(%56) ({
        %59 = "stablehlo.negate"(%11#0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
        %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
        "stablehlo.return"(%59, %61) : (tensor<8x8xf32>, tensor<8x8xf32>) -> ()
      }, {
        %58 = "stablehlo.multiply"(%11#0, %11#0) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
        "stablehlo.return"(%58, %11#0) : (tensor<8x8xf32>, tensor<8x8xf32>) -> ()
      }) : (tensor<i32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
      "stablehlo.return"(%57#0, %56, %57#1) : (tensor<8x8xf32>, tensor<i32>, tensor<8x8xf32>) -> ()
    }, {
      %49 = "stablehlo.negate"(%11#0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
      %50 = "stablehlo.exponential"(%49) : (tensor<8x8xf32>) -> tensor<8x8xf32>
      %51 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%50, %51, %50) : (tensor<8x8xf32>, tensor<i32>, tensor<8x8xf32>) -> ()
    }) : (tensor<i32>) -> (tensor<8x8xf32>, tensor<i32>, tensor<8x8xf32>)
    %16 = "stablehlo.multiply"(%15#0, %15#0) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %17 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %19 = "stablehlo.multiply"(%18, %15#0) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.reduce"(%16, %20) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %48 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%48) : (tensor<f32>) -> ()
    }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.divide"(%21, %22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %24 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.divide"(%24, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %28 = "stablehlo.multiply"(%27, %19) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %29 = "stablehlo.case"(%14) ({
      "stablehlo.return"(%28) : (tensor<8x8xf32>) -> ()
    }, {
      %43 = "stablehlo.case"(%15#1) ({
        %47 = "stablehlo.negate"(%28) : (tensor<8x8xf32>) -> tensor<8x8xf32>
        "stablehlo.return"(%47) : (tensor<8x8xf32>) -> ()
      }, {
        %44 = "stablehlo.multiply"(%15#2, %28) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
        %45 = "stablehlo.multiply"(%28, %15#2) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
        %46 = "stablehlo.add"(%44, %45) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
        "stablehlo.return"(%46) : (tensor<8x8xf32>) -> ()
      }) : (tensor<i32>) -> tensor<8x8xf32>
      "stablehlo.return"(%43) : (tensor<8x8xf32>) -> ()
    }, {
      %41 = "stablehlo.multiply"(%28, %15#2) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %42 = "stablehlo.negate"(%41) : (tensor<8x8xf32>) -> tensor<8x8xf32>
      "stablehlo.return"(%42) : (tensor<8x8xf32>) -> ()
    }) : (tensor<i32>) -> tensor<8x8xf32>
    %30 = "stablehlo.case"(%10) ({
      %36 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
      %38 = "stablehlo.multiply"(%29, %37) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %39 = "stablehlo.dot_general"(%38, %11#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %40 = "stablehlo.transpose"(%39) <{permutation = array<i64: 1, 0>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
      "stablehlo.return"(%40) : (tensor<16x8xf32>) -> ()
    }, {
      %31 = "stablehlo.multiply"(%29, %11#3) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %32 = "stablehlo.multiply"(%31, %11#2) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %33 = "stablehlo.add"(%31, %32) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %34 = "stablehlo.dot_general"(%33, %11#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %35 = "stablehlo.transpose"(%34) <{permutation = array<i64: 1, 0>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
      "stablehlo.return"(%35) : (tensor<16x8xf32>) -> ()
    }) : (tensor<i32>) -> tensor<16x8xf32>
    "func.return"(%7, %23, %30) : (tensor<8x8xf32>, tensor<f32>, tensor<16x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
