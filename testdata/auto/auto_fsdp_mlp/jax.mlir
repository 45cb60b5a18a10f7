"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<64x512xf32>, tensor<64x512xf32>) -> (tensor<f32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x512xf32>, %arg3: tensor<512x512xf32>, %arg4: tensor<64x512xf32>, %arg5: tensor<64x512xf32>):
    %0 = "stablehlo.dot_general"(%arg4, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
    %1 = "stablehlo.tanh"(%0) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
    %4 = "stablehlo.subtract"(%3, %1) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %5 = "stablehlo.dot_general"(%1, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
    %6 = "stablehlo.tanh"(%5) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %7 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
    %9 = "stablehlo.subtract"(%8, %6) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %10 = "stablehlo.dot_general"(%6, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
    %11 = "stablehlo.tanh"(%10) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %12 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
    %14 = "stablehlo.subtract"(%13, %11) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %15 = "stablehlo.dot_general"(%11, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
    %16 = "stablehlo.tanh"(%15) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %17 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
    %19 = "stablehlo.subtract"(%18, %16) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %20 = "stablehlo.subtract"(%16, %arg5) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %21 = "stablehlo.multiply"(%20, %20) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %22 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
    %24 = "stablehlo.multiply"(%23, %20) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%21, %25) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %73 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%73) : (tensor<f32>) -> ()
    }) : (tensor<64x512xf32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.constant"() <{value = dense<3.276800e+04> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.divide"(%26, %27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.constant"() <{value = dense<3.276800e+04> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.divide"(%29, %30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
    %33 = "stablehlo.multiply"(%32, %24) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %34 = "stablehlo.multiply"(%33, %19) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %35 = "stablehlo.multiply"(%34, %16) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %36 = "stablehlo.add"(%34, %35) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %37 = "stablehlo.dot_general"(%36, %11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<512x512xf32>
    %38 = "stablehlo.transpose"(%37) <{permutation = array<i64: 1, 0>}> : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %39 = "stablehlo.dot_general"(%36, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
    %40 = "stablehlo.multiply"(%39, %14) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %41 = "stablehlo.multiply"(%40, %11) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %42 = "stablehlo.add"(%40, %41) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %43 = "stablehlo.dot_general"(%42, %6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<512x512xf32>
    %44 = "stablehlo.transpose"(%43) <{permutation = array<i64: 1, 0>}> : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %45 = "stablehlo.dot_general"(%42, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
    %46 = "stablehlo.multiply"(%45, %9) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %47 = "stablehlo.multiply"(%46, %6) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %48 = "stablehlo.add"(%46, %47) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %49 = "stablehlo.dot_general"(%48, %1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<512x512xf32>
    %50 = "stablehlo.transpose"(%49) <{permutation = array<i64: 1, 0>}> : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %51 = "stablehlo.dot_general"(%48, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
    %52 = "stablehlo.multiply"(%51, %4) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %53 = "stablehlo.multiply"(%52, %1) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %54 = "stablehlo.add"(%52, %53) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %55 = "stablehlo.dot_general"(%54, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<512x512xf32>
    %56 = "stablehlo.transpose"(%55) <{permutation = array<i64: 1, 0>}> : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %57 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x512xf32>
    %59 = "stablehlo.multiply"(%58, %56) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %60 = "stablehlo.subtract"(%arg0, %59) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %61 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x512xf32>
    %63 = "stablehlo.multiply"(%62, %50) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %64 = "stablehlo.subtract"(%arg1, %63) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %65 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x512xf32>
    %67 = "stablehlo.multiply"(%66, %44) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %68 = "stablehlo.subtract"(%arg2, %67) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %69 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x512xf32>
    %71 = "stablehlo.multiply"(%70, %38) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %72 = "stablehlo.subtract"(%arg3, %71) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    "func.return"(%28, %60, %64, %68, %72) : (tensor<f32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
