module {
  dist.mesh @mesh = <["x"=2, "y"=2, "z"=2]>
  func.func @main(%arg0: tensor<2x7x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {"x"}]>}, %arg1: tensor<6xi32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> (tensor<2x7x16xf32>, tensor<2x7x16xf32>, tensor<2x16xf32>) {
    %0 = hlo.compare %arg0, %arg0 {comparison_direction = "EQ"} : (tensor<2x7x16xf32>, tensor<2x7x16xf32>) -> tensor<2x7x16xi1>
    %1 = hlo.select %0, %arg0, %arg0 : (tensor<2x7x16xi1>, tensor<2x7x16xf32>, tensor<2x7x16xf32>) -> tensor<2x7x16xf32>
    %2 = hlo.negate %arg0 : tensor<2x7x16xf32>
    %3 = hlo.transpose %1 {permutation = array<i64: 2, 1, 0>} : (tensor<2x7x16xf32>) -> tensor<16x7x2xf32>
    %4 = hlo.slice %arg0 {start_indices = array<i64: 0, 1, 0>, limit_indices = array<i64: 2, 7, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x7x16xf32>) -> tensor<2x6x16xf32>
    %5 = hlo.slice %arg0 {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x7x16xf32>) -> tensor<2x1x16xf32>
    %6 = hlo.concatenate %4, %5 {dimension = 1 : i64} : (tensor<2x6x16xf32>, tensor<2x1x16xf32>) -> tensor<2x7x16xf32>
    %7 = hlo.transpose %arg0 {permutation = array<i64: 0, 2, 1>} : (tensor<2x7x16xf32>) -> tensor<2x16x7xf32>
    %8 = hlo.reshape %6 : (tensor<2x7x16xf32>) -> tensor<224xf32>
    %9 = hlo.logistic %1 : tensor<2x7x16xf32>
    %10 = hlo.constant dense<1.0> : tensor<2x7x16xf32>
    %11 = hlo.add %9, %10 : tensor<2x7x16xf32>
    %12 = hlo.divide %arg0, %11 : tensor<2x7x16xf32>
    %13 = hlo.slice %2 {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 2, 7, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x7x16xf32>) -> tensor<2x7x12xf32>
    %14 = hlo.slice %2 {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 7, 4>, strides = array<i64: 1, 1, 1>} : (tensor<2x7x16xf32>) -> tensor<2x7x4xf32>
    %15 = hlo.concatenate %13, %14 {dimension = 2 : i64} : (tensor<2x7x12xf32>, tensor<2x7x4xf32>) -> tensor<2x7x16xf32>
    %16 = hlo.constant dense<0xFF800000> : tensor<f32>
    %17 = hlo.reduce %15, %16 {dimensions = array<i64: 1>, kind = "max"} : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %18 = dist.constraint %17 {dist.sharding = #dist.sharding<@mesh, [{"z"}, {"x", "y"}]>} : tensor<2x16xf32>
    %19 = hlo.minimum %17, %17 : tensor<2x16xf32>
    %20 = dist.constraint %arg0 {dist.sharding = #dist.sharding<@mesh, [{}, {}, {}]>} : tensor<2x7x16xf32>
    return %20, %6, %17 : tensor<2x7x16xf32>, tensor<2x7x16xf32>, tensor<2x16xf32>
  }
}
