dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<3x2xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y":(1)2}]>}, %arg1: tensor<4x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg2: tensor<4x2xi32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> tensor<4x2xf32> {
  %0 = hlo.gather %arg0, %arg2 {offset_dims = array<i64: 2>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 2 : i64, slice_sizes = array<i64: 1, 2>} : (tensor<3x2xf32>, tensor<4x2xi32>) -> tensor<4x2x2xf32>
  %1 = hlo.constant dense<0.0> : tensor<3x2xf32>
  %2 = hlo.scatter %1, %arg2, %0 {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 2 : i64, kind = "add"} : (tensor<3x2xf32>, tensor<4x2xi32>, tensor<4x2x2xf32>) -> tensor<3x2xf32>
  %3 = hlo.slice %2 {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<2x2xf32>
  %4 = hlo.add %3, %3 : tensor<2x2xf32>
  %10 = hlo.concatenate %3, %4 {dimension = 0 : i64} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  return %10 : tensor<4x2xf32>
}
