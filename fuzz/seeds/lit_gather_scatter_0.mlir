"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64x16xf32>, tensor<2x8x1xi32>, tensor<2x8x64xf32>, tensor<2x8x1x1xi32>) -> (tensor<64x16xf32>, tensor<2x8x64xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<64x16xf32>, %arg1: tensor<2x8x1xi32>, %arg2: tensor<2x8x64xf32>, %arg3: tensor<2x8x1x1xi32>):
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<2x8x1xi32>) -> tensor<2x8x16xf32>
    %1 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x8x64xf32>, tensor<2x8x1x1xi32>) -> tensor<2x8x1xf32>
    %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x16xf32>
    %4 = "stablehlo.scatter"(%3, %arg1, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<64x16xf32>, tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<64x16xf32>
    %5 = "stablehlo.scatter"(%arg2, %arg3, %1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = true}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      "stablehlo.return"(%b) : (tensor<f32>) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x1x1xi32>, tensor<2x8x1xf32>) -> tensor<2x8x64xf32>
    "func.return"(%4, %5) : (tensor<64x16xf32>, tensor<2x8x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()
