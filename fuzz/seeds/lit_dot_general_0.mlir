"builtin.module"() ({
  "func.func"() <{function_type = (tensor<16x32xf32>, tensor<32x24xf32>, tensor<2x8x4x16xf32>, tensor<2x4x16x8xf32>, tensor<4xf32>) -> (tensor<16x24xf32>, tensor<2x4x16x16xf32>, tensor<4x4xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<16x32xf32>, %arg1: tensor<32x24xf32>, %arg2: tensor<2x8x4x16xf32>, %arg3: tensor<2x4x16x8xf32>, %arg4: tensor<4xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x24xf32>) -> tensor<16x24xf32>
    %1 = "stablehlo.dot_general"(%arg2, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<2x8x4x16xf32>, tensor<2x4x16x8xf32>) -> tensor<2x4x16x16xf32>
    %2 = "stablehlo.dot_general"(%arg4, %arg4) <{dot_dimension_numbers = #stablehlo.dot<>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    "func.return"(%0, %1, %2) : (tensor<16x24xf32>, tensor<2x4x16x16xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
