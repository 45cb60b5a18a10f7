"builtin.module"() ({
  "func.func"() <{function_type = (tensor<5x4xf32>, tensor<3x1xi64>, tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<5x4xf32>, tensor<2x4x8xf32>), sym_name = "gs"}> ({
  ^bb0(%arg0: tensor<5x4xf32>, %arg1: tensor<3x1xi64>, %arg2: tensor<3x4xf32>):
    %0 = "hlo.gather"(%arg0, %arg1) {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 4>} : (tensor<5x4xf32>, tensor<3x1xi64>) -> tensor<3x4xf32>
    %1 = "hlo.scatter"(%arg0, %arg1, %arg2) {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, kind = "add"} : (tensor<5x4xf32>, tensor<3x1xi64>, tensor<3x4xf32>) -> tensor<5x4xf32>
    %2 = "hlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x4x16xf32>
    %3 = "hlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x16x8xf32>
    %4 = "hlo.dot_general"(%2, %3) {lhs_batching_dimensions = array<i64: 0>, rhs_batching_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<2x4x16xf32>, tensor<2x16x8xf32>) -> tensor<2x4x8xf32>
    "func.return"(%0, %1, %4) : (tensor<3x4xf32>, tensor<5x4xf32>, tensor<2x4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
