// A manual computation's body is bucketed from its live, single collectives. Here the
// dead reduce_scatter %10 (it reads %3 through %8, so it cannot join the first bucket)
// opened a second bucket that took the live %20; once %10 was gone, %20 was left alone,
// and the plan written out compiled to another, which merged %20 into the tuple written
// out (fuzz --manual --ops 24 seed 3400152). Now dead ops go, and tuples are split, before
// bucketing, and the plan comes back as itself: %1 and %3 in one tuple, %20 alone (over
// an axis of one device a merge saves nothing, so it may not hold values longer).
// RUN: shardc compile %s --emit global -o %t.global.mlir 2>/dev/null
// RUN: shardc compile %t.global.mlir --emit global -o %t.again.mlir 2>/dev/null
// RUN: diff %t.global.mlir %t.again.mlir
// RUN: FileCheck %s --input-file %t.global.mlir
// CHECK: func.func private @body
// CHECK: = dist.reduce_scatter %{{[0-9]+}}, %{{[0-9]+}} {scatter_axes = #dist.dim_axes<[{"p"}, {}]>, kind = "add"}
// CHECK: = dist.reduce_scatter %arg0 {scatter_axes = #dist.dim_axes<[{"p"}, {}]>, kind = "add"} : tensor<2x8xf32>
// CHECK-NOT: dist.reduce_scatter
module {
  dist.mesh @mesh = <["p"=1, "x"=4]>
  func.func @main(%arg0: tensor<2x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>}) -> (tensor<2x8xf32>, tensor<2x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>}) {
    %0 = hlo.negate %arg0 : tensor<2x8xf32>
    %1:2 = dist.manual_computation %0 {body = @body, manual_axes = #dist.axes<{"p"}>, in_shardings = [#dist.sharding<@mesh, [{}, {"p"}]>], out_shardings = [#dist.sharding<@mesh, [{}, {"p"}]>, #dist.sharding<@mesh, [{}, {"p"}]>]} : (tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>)
    %2 = hlo.tanh %1#0 : tensor<2x8xf32>
    %3 = hlo.tanh %1#1 : tensor<2x8xf32>
    return %2, %3 : tensor<2x8xf32>, tensor<2x8xf32>
  }
  func.func private @body(%arg0: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
    %0 = dist.all_slice %arg0 {slicing_axes = #dist.dim_axes<[{}, {"p"}]>} : tensor<2x8xf32>
    %1 = dist.reduce_scatter %0 {scatter_axes = #dist.dim_axes<[{"p"}, {}]>, kind = "add"} : tensor<2x8xf32>
    %2 = dist.all_slice %arg0 {slicing_axes = #dist.dim_axes<[{"p"}, {}]>} : tensor<2x8xf32>
    %3 = dist.reduce_scatter %2 {scatter_axes = #dist.dim_axes<[{"p"}, {}]>, kind = "add"} : tensor<2x8xf32>
    %4 = dist.axis_index {axes = #dist.axes<{"p"}>} : tensor<i32>
    %5 = hlo.convert %4 : (tensor<i32>) -> tensor<f32>
    %6 = hlo.broadcast_in_dim %5 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x8xf32>
    %7 = hlo.add %1, %6 : tensor<2x8xf32>
    %8 = hlo.maximum %3, %2 : tensor<2x8xf32>
    %9 = hlo.multiply %arg0, %1 : tensor<2x8xf32>
    %10 = dist.reduce_scatter %8 {scatter_axes = #dist.dim_axes<[{"p"}, {}]>, kind = "add"} : tensor<2x8xf32>
    %11 = dist.all_gather %3 {gathering_axes = #dist.dim_axes<[{"p"}, {}]>} : tensor<2x8xf32>
    %12 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"p"}>, kind = "max"} : tensor<2x8xf32>
    %13 = hlo.tanh %arg0 : tensor<2x8xf32>
    %14 = dist.axis_index {axes = #dist.axes<{"p"}>} : tensor<i32>
    %15 = hlo.convert %14 : (tensor<i32>) -> tensor<f32>
    %16 = hlo.broadcast_in_dim %15 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x8xf32>
    %17 = hlo.add %12, %16 : tensor<2x8xf32>
    %18 = dist.all_to_all %9 {source_dim = 0 : i64, target_dim = 1 : i64, axes = #dist.axes<{"p"}>} : tensor<2x8xf32>
    %19 = hlo.multiply %0, %0 : tensor<2x8xf32>
    %20 = dist.reduce_scatter %arg0 {scatter_axes = #dist.dim_axes<[{"p"}, {}]>, kind = "add"} : tensor<2x8xf32>
    %21 = hlo.sine %12 : tensor<2x8xf32>
    %22 = hlo.add %arg0, %21 : tensor<2x8xf32>
    %23 = dist.all_gather %3 {gathering_axes = #dist.dim_axes<[{"p"}, {}]>} : tensor<2x8xf32>
    %24 = dist.all_slice %10 {slicing_axes = #dist.dim_axes<[{}, {"p"}]>} : tensor<2x8xf32>
    %25 = dist.axis_index {axes = #dist.axes<{"p"}>} : tensor<i32>
    %26 = hlo.convert %25 : (tensor<i32>) -> tensor<f32>
    %27 = hlo.broadcast_in_dim %26 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x8xf32>
    %28 = hlo.add %23, %27 : tensor<2x8xf32>
    %29 = hlo.subtract %20, %3 : tensor<2x8xf32>
    %30 = dist.shift %9 {axes = #dist.axes<{"p"}>, offset = 2 : i64, circular = true} : tensor<2x8xf32>
    %31 = dist.axis_index {axes = #dist.axes<{"p"}>} : tensor<i32>
    %32 = hlo.convert %31 : (tensor<i32>) -> tensor<f32>
    %33 = hlo.broadcast_in_dim %32 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x8xf32>
    %34 = hlo.add %9, %33 : tensor<2x8xf32>
    %35 = dist.all_gather %29 {gathering_axes = #dist.dim_axes<[{"p"}, {}]>} : tensor<2x8xf32>
    return %34, %35 : tensor<2x8xf32>, tensor<2x8xf32>
  }
}

