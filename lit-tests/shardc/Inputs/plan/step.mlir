"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<16xf32>, tensor<16x8xf32>, tensor<4x16xf32>, tensor<8x8xf32>) -> (tensor<f32>, tensor<16xf32>, tensor<16x8xf32>, tensor<4x16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]['fc1.bias']"}, {jax.result_info = "result[1]['fc1.weight']"}, {jax.result_info = "result[1]['fc2.weight']"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<16xf32> loc("w['fc1.bias']"), %arg2: tensor<16x8xf32> loc("w['fc1.weight']"), %arg3: tensor<4x16xf32> loc("w['fc2.weight']"), %arg4: tensor<8x8xf32> loc("x")):
    %3 = "stablehlo.transpose"(%arg2) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %4 = "stablehlo.dot_general"(%arg4, %3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %5 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %7 = "stablehlo.add"(%4, %6) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %8 = "func.call"(%7) <{callee = @relu}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %11 = "stablehlo.compare"(%7, %10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %12 = "stablehlo.transpose"(%arg3) <{permutation = array<i64: 1, 0>}> : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %13 = "stablehlo.dot_general"(%8, %12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %14 = "stablehlo.multiply"(%13, %13) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %15 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %17 = "stablehlo.multiply"(%16, %13) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%14, %18) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg9: tensor<f32> loc("reduce_sum:"), %arg10: tensor<f32> loc("reduce_sum:")):
      %56 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%56) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.divide"(%19, %20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.divide"(%22, %23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %26 = "stablehlo.multiply"(%25, %17) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %27 = "stablehlo.dot_general"(%26, %8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %28 = "stablehlo.transpose"(%27) <{permutation = array<i64: 1, 0>}> : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %29 = "stablehlo.dot_general"(%26, %12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4xf32>, tensor<16x4xf32>) -> tensor<8x16xf32>
    %30 = "stablehlo.transpose"(%28) <{permutation = array<i64: 1, 0>}> : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %33 = "stablehlo.select"(%11, %29, %32) : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %34 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.reduce"(%33, %34) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg7: tensor<f32> loc("reduce_sum:"), %arg8: tensor<f32> loc("reduce_sum:")):
      %55 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<16xf32>) -> tensor<1x16xf32>
    %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.reduce"(%36, %37) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg5: tensor<f32> loc("reduce_sum:"), %arg6: tensor<f32> loc("reduce_sum:")):
      %54 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%54) : (tensor<f32>) -> ()
    }) : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %39 = "stablehlo.dot_general"(%33, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
    %40 = "stablehlo.transpose"(%39) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %41 = "stablehlo.transpose"(%40) <{permutation = array<i64: 1, 0>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %42 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %44 = "stablehlo.multiply"(%43, %38) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %45 = "stablehlo.subtract"(%arg1, %44) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %46 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x8xf32>
    %48 = "stablehlo.multiply"(%47, %41) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %49 = "stablehlo.subtract"(%arg2, %48) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %50 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %52 = "stablehlo.multiply"(%51, %30) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %53 = "stablehlo.subtract"(%arg3, %52) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%21, %45, %49, %53) : (tensor<f32>, tensor<16xf32>, tensor<16x8xf32>, tensor<4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xf32> loc(unknown)):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%2) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
