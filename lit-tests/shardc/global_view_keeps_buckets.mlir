// A plan's buckets are part of the contract: a global view whose gradient all-reduces over
// "y" travel as two tuples (%137:3 and %143:6, as `shardc compile --emit global` bucketed a
// random training step: `shardc fuzz --train --ops 24 --seed 3032`) compiles back to the
// same two tuples. Bucketing from scratch, walking the split members in the global view's
// order, made other buckets of the same price (7 members and 2): now each member first
// joins the tuple the plan states, where that pays.
// RUN: shardc compile %s --emit global -o %t.again.mlir 2>/dev/null
// RUN: FileCheck %s --input-file %t.again.mlir
// RUN: shardc compile %t.again.mlir --emit global -o %t.twice.mlir 2>/dev/null
// RUN: diff %t.again.mlir %t.twice.mlir

// CHECK: %{{[0-9]+}}:3 = dist.all_reduce %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} {reduction_axes = #dist.axes<{"y"}>
// CHECK: %{{[0-9]+}}:6 = dist.all_reduce %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} {reduction_axes = #dist.axes<{"y"}>
module {
  dist.mesh @mesh = <["x"=2, "p"=1, "y"=4]>
  func.func @main(%arg0: tensor<8xi32> {dist.sharding = #dist.sharding<@mesh, [{"y", "x"}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"y", ?}, {?}]>}, %arg2: tensor<16x8xf32> {tf.aliasing_output = 1 : i32, dist.sharding = #dist.sharding<@mesh, [{"p"}, {"x"}]>}, %arg3: tensor<4x8xf32> {tf.aliasing_output = 2 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg4: tensor<4xf32> {tf.aliasing_output = 3 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %arg5: tensor<6x4xf32> {tf.aliasing_output = 4 : i32, dist.sharding = #dist.sharding<@mesh, [{}, {"y":(2)2, "p"}]>}, %arg6: tensor<6xf32> {tf.aliasing_output = 5 : i32, dist.sharding = #dist.sharding<@mesh, [{"p"}]>}, %arg7: tensor<12x6xf32> {tf.aliasing_output = 6 : i32, dist.sharding = #dist.sharding<@mesh, [{}, {"x", "p"}]>}, %arg8: tensor<12xf32> {tf.aliasing_output = 7 : i32, dist.sharding = #dist.sharding<@mesh, [{"x", "p"}]>}, %arg9: tensor<8x12xf32> {tf.aliasing_output = 8 : i32, dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg10: tensor<8x8xf32> {tf.aliasing_output = 9 : i32, dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}]>}, %arg11: tensor<16x8xf32> {tf.aliasing_output = 10 : i32, dist.sharding = #dist.sharding<@mesh, [{}, {"p", "x"}]>}, %arg12: tensor<16xf32> {tf.aliasing_output = 11 : i32, dist.sharding = #dist.sharding<@mesh, [{}]>}) -> (tensor<f32>, tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"p"}, {"x"}]>}, tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, tensor<6x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y":(2)2, "p"}]>}, tensor<6xf32> {dist.sharding = #dist.sharding<@mesh, [{"p"}]>}, tensor<12x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x", "p"}]>}, tensor<12xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "p"}]>}, tensor<8x12xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}]>}, tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"p", "x"}]>}, tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) {
    %0 = dist.all_gather %arg0 {gathering_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<8xi32>
    %1 = hlo.gather %arg2, %0 {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 8>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>} : (tensor<16x8xf32>, tensor<8xi32>) -> tensor<8x8xf32>
    %2 = dist.all_gather %1 {gathering_axes = #dist.dim_axes<[{}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x8xf32>
    %3 = hlo.dot_general %2, %arg3 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>} : (tensor<8x8xf32>, tensor<4x8xf32>) -> tensor<8x4xf32>
    %4 = hlo.broadcast_in_dim %arg4 {broadcast_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %5 = hlo.add %3, %4 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>} : tensor<8x4xf32>
    %6 = hlo.tanh %5 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>} : tensor<8x4xf32>
    %7 = dist.all_gather %6 {gathering_axes = #dist.dim_axes<[{}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x4xf32>
    %8 = dist.all_slice %7 {slicing_axes = #dist.dim_axes<[{}, {"p"}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} : tensor<8x4xf32>
    %9 = dist.all_gather %arg5 {gathering_axes = #dist.dim_axes<[{}, {"y":(2)2, "p"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<6x4xf32>
    %10 = dist.all_slice %9 {slicing_axes = #dist.dim_axes<[{"p"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>} : tensor<6x4xf32>
    %11 = hlo.dot_general %8, %10 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} : (tensor<8x4xf32>, tensor<6x4xf32>) -> tensor<8x6xf32>
    %12 = hlo.broadcast_in_dim %arg6 {broadcast_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} : (tensor<6xf32>) -> tensor<8x6xf32>
    %13 = hlo.add %11, %12 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} : tensor<8x6xf32>
    %14 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} dense<0.0> : tensor<8x6xf32>
    %15 = hlo.maximum %13, %14 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} : tensor<8x6xf32>
    %16 = dist.all_to_all %arg7 {source_dim = 1 : i64, target_dim = 0 : i64, axes = #dist.axes<{"x", "p"}>, dist.sharding = #dist.sharding<@mesh, [{"x", "p"}, {}]>} : tensor<12x6xf32>
    %17 = hlo.dot_general %15, %16 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x", "p"}]>} : (tensor<8x6xf32>, tensor<12x6xf32>) -> tensor<8x12xf32>
    %18 = hlo.broadcast_in_dim %arg8 {broadcast_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x", "p"}]>} : (tensor<12xf32>) -> tensor<8x12xf32>
    %19 = hlo.add %17, %18 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x", "p"}]>} : tensor<8x12xf32>
    %20 = hlo.logistic %19 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x", "p"}]>} : tensor<8x12xf32>
    %21 = dist.all_slice %arg9 {slicing_axes = #dist.dim_axes<[{}, {"x", "p"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"x", "p"}]>} : tensor<8x12xf32>
    %22 = hlo.dot_general %20, %21 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {}], unreduced={"p", "x"}>} : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x8xf32>
    %23 = dist.reduce_scatter %22 {scatter_axes = #dist.dim_axes<[{}, {"p", "x"}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : tensor<8x8xf32>
    %24 = hlo.reshape %23 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}, {}]>} : (tensor<8x8xf32>) -> tensor<8x4x2xf32>
    %25 = hlo.softmax %24 {dimension = 2 : i64, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}, {}]>} : tensor<8x4x2xf32>
    %26 = hlo.reshape %25 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : (tensor<8x4x2xf32>) -> tensor<8x8xf32>
    %27 = dist.all_gather %26 {gathering_axes = #dist.dim_axes<[{}, {"p", "x"}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x8xf32>
    %28 = dist.all_gather %arg10 {gathering_axes = #dist.dim_axes<[{"x", "y"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
    %29 = dist.all_slice %28 {slicing_axes = #dist.dim_axes<[{}, {"p", "x"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"p", "x"}]>} : tensor<8x8xf32>
    %30 = hlo.dot_general %27, %29 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : tensor<8x8xf32>
    %31 = hlo.logistic %30 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : tensor<8x8xf32>
    %32 = hlo.add %31, %26 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : tensor<8x8xf32>
    %33 = hlo.dot_general %32, %arg11 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {}], unreduced={"p", "x"}>} : (tensor<8x8xf32>, tensor<16x8xf32>) -> tensor<8x16xf32>
    %34 = dist.all_reduce %33 {reduction_axes = #dist.axes<{"p", "x"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x16xf32>
    %35 = hlo.broadcast_in_dim %arg12 {broadcast_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : (tensor<16xf32>) -> tensor<8x16xf32>
    %36 = hlo.add %34, %35 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x16xf32>
    %37 = hlo.logistic %36 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x16xf32>
    %38 = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<0.0> : tensor<f32>
    %39 = hlo.subtract %37, %arg1 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x16xf32>
    %40 = hlo.multiply %39, %39 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x16xf32>
    %41 = hlo.reduce %40, %38 {dimensions = array<i64: 0, 1>, kind = "add", dist.sharding = #dist.sharding<@mesh, [], unreduced={"y"}>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %42 = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<0.0078125> : tensor<f32>
    %43 = hlo.multiply %41, %42 {dist.sharding = #dist.sharding<@mesh, [], unreduced={"y"}>} : tensor<f32>
    %44 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} dense<0.0078125> : tensor<8x16xf32>
    %45 = hlo.multiply %44, %39 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x16xf32>
    %46 = hlo.add %45, %45 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x16xf32>
    %47 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} dense<1.0> : tensor<8x16xf32>
    %48 = hlo.subtract %47, %37 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x16xf32>
    %49 = hlo.multiply %37, %48 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x16xf32>
    %50 = hlo.multiply %46, %49 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x16xf32>
    %51 = hlo.reduce %50, %38 {dimensions = array<i64: 0>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %52 = hlo.dot_general %50, %arg11 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %53 = hlo.dot_general %32, %50 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"p", "x"}, {}], unreduced={"y"}>} : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %54 = hlo.transpose %53 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {"p", "x"}], unreduced={"y"}>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %55 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} dense<1.0> : tensor<8x8xf32>
    %56 = hlo.subtract %55, %31 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : tensor<8x8xf32>
    %57 = hlo.multiply %31, %56 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : tensor<8x8xf32>
    %58 = hlo.multiply %52, %57 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : tensor<8x8xf32>
    %59 = dist.all_gather %58 {gathering_axes = #dist.dim_axes<[{"y"}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"p"}]>} : tensor<8x8xf32>
    %60 = dist.all_slice %59 {slicing_axes = #dist.dim_axes<[{"y"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} : tensor<8x8xf32>
    %61 = hlo.dot_general %60, %28 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {}], unreduced={"p"}>} : tensor<8x8xf32>
    %62 = dist.reduce_scatter %61 {scatter_axes = #dist.dim_axes<[{}, {"p"}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} : tensor<8x8xf32>
    %63 = dist.all_slice %62 {slicing_axes = #dist.dim_axes<[{}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : tensor<8x8xf32>
    %64 = hlo.add %52, %63 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : tensor<8x8xf32>
    %65 = hlo.dot_general %26, %60 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {"p"}], unreduced={"y"}>} : tensor<8x8xf32>
    %66 = dist.reduce_scatter %65 {scatter_axes = #dist.dim_axes<[{"y"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {"p"}]>} : tensor<8x8xf32>
    %67 = hlo.reshape %64 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}, {}]>} : (tensor<8x8xf32>) -> tensor<8x4x2xf32>
    %68 = hlo.multiply %67, %25 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}, {}]>} : tensor<8x4x2xf32>
    %69 = hlo.reduce %68, %38 {dimensions = array<i64: 2>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : (tensor<8x4x2xf32>, tensor<f32>) -> tensor<8x4xf32>
    %70 = hlo.broadcast_in_dim %69 {broadcast_dimensions = array<i64: 0, 1>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}, {}]>} : (tensor<8x4xf32>) -> tensor<8x4x2xf32>
    %71 = hlo.subtract %67, %70 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}, {}]>} : tensor<8x4x2xf32>
    %72 = hlo.multiply %25, %71 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}, {}]>} : tensor<8x4x2xf32>
    %73 = hlo.reshape %72 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p", "x"}]>} : (tensor<8x4x2xf32>) -> tensor<8x8xf32>
    %74 = dist.all_gather %73 {gathering_axes = #dist.dim_axes<[{}, {"p", "x"}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x8xf32>
    %75 = hlo.dot_general %74, %21 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x", "p"}]>} : (tensor<8x8xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    %76 = hlo.dot_general %20, %74 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"x", "p"}, {}], unreduced={"y"}>} : (tensor<8x12xf32>, tensor<8x8xf32>) -> tensor<12x8xf32>
    %77 = hlo.transpose %76 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {"x", "p"}], unreduced={"y"}>} : (tensor<12x8xf32>) -> tensor<8x12xf32>
    %78 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x", "p"}]>} dense<1.0> : tensor<8x12xf32>
    %79 = hlo.subtract %78, %20 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x", "p"}]>} : tensor<8x12xf32>
    %80 = hlo.multiply %20, %79 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x", "p"}]>} : tensor<8x12xf32>
    %81 = hlo.multiply %75, %80 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x", "p"}]>} : tensor<8x12xf32>
    %82 = hlo.reduce %81, %38 {dimensions = array<i64: 0>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x", "p"}], unreduced={"y"}>} : (tensor<8x12xf32>, tensor<f32>) -> tensor<12xf32>
    %83 = hlo.dot_general %81, %16 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}], unreduced={"x"}>} : (tensor<8x12xf32>, tensor<12x6xf32>) -> tensor<8x6xf32>
    %84 = dist.all_gather %15 {gathering_axes = #dist.dim_axes<[{}, {"p"}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x6xf32>
    %85 = dist.all_slice %84 {slicing_axes = #dist.dim_axes<[{}, {"x", "p"}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x", "p"}]>} : tensor<8x6xf32>
    %86 = hlo.compare %13, %14 {comparison_direction = "GT", dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<8x6xi1>
    %87 = hlo.compare %13, %14 {comparison_direction = "EQ", dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<8x6xi1>
    %88 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} dense<1.0> : tensor<8x6xf32>
    %89 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} dense<0.5> : tensor<8x6xf32>
    %90 = hlo.select %87, %89, %14 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} : (tensor<8x6xi1>, tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %91 = hlo.select %86, %88, %90 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} : (tensor<8x6xi1>, tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %92 = hlo.multiply %83, %91 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}], unreduced={"x"}>} : tensor<8x6xf32>
    %93 = dist.all_reduce %92 {reduction_axes = #dist.axes<{"x"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"y"}, {"p"}]>} : tensor<8x6xf32>
    %94:2 = dist.all_gather %93, %8 {gathering_axes = #dist.dim_axes<[{"y"}, {"p"}]>, dist.sharding = [#dist.sharding<@mesh, [{}, {}]>, #dist.sharding<@mesh, [{}, {}]>]} : (tensor<8x6xf32>, tensor<8x4xf32>) -> (tensor<8x6xf32>, tensor<8x4xf32>)
    %95 = hlo.reduce %94#0, %38 {dimensions = array<i64: 0>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"p"}]>} : (tensor<8x6xf32>, tensor<f32>) -> tensor<6xf32>
    %96 = hlo.dot_general %93, %9 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {}], unreduced={"p"}>} : (tensor<8x6xf32>, tensor<6x4xf32>) -> tensor<8x4xf32>
    %97 = dist.all_reduce %96 {reduction_axes = #dist.axes<{"p"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x4xf32>
    %98 = dist.all_slice %97 {slicing_axes = #dist.dim_axes<[{}, {"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>} : tensor<8x4xf32>
    %99 = dist.all_slice %94#1 {slicing_axes = #dist.dim_axes<[{}, {"y":(2)2, "p"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"y":(2)2, "p"}]>} : tensor<8x4xf32>
    %100 = hlo.dot_general %99, %94#0 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"y":(2)2, "p"}, {}]>} : (tensor<8x4xf32>, tensor<8x6xf32>) -> tensor<4x6xf32>
    %101 = hlo.transpose %100 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {"y":(2)2, "p"}]>} : (tensor<4x6xf32>) -> tensor<6x4xf32>
    %102 = hlo.multiply %6, %6 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>} : tensor<8x4xf32>
    %103 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>} dense<1.0> : tensor<8x4xf32>
    %104 = hlo.subtract %103, %102 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>} : tensor<8x4xf32>
    %105 = hlo.multiply %98, %104 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>} : tensor<8x4xf32>
    %106 = hlo.reduce %105, %38 {dimensions = array<i64: 0>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x"}], unreduced={"y"}>} : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %107 = hlo.dot_general %105, %arg3 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"y"}, {}], unreduced={"x"}>} : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %108 = dist.reduce_scatter %107 {scatter_axes = #dist.dim_axes<[{}, {"x"}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>} : tensor<8x8xf32>
    %109 = hlo.dot_general %2, %105 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {"x"}], unreduced={"y"}>} : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %110 = hlo.transpose %109 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>} : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %111 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"p"}, {"x"}]>} dense<0.0> : tensor<16x8xf32>
    %112 = hlo.scatter %111, %0, %108 {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"p"}, {"x"}], unreduced={"y"}>} : (tensor<16x8xf32>, tensor<8xi32>, tensor<8x8xf32>) -> tensor<16x8xf32>
    %113 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"p"}, {"x"}]>} dense<0.05> : tensor<16x8xf32>
    %114 = hlo.multiply %112, %113 {dist.sharding = #dist.sharding<@mesh, [{"p"}, {"x"}], unreduced={"y"}>} : tensor<16x8xf32>
    %115 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} dense<0.05> : tensor<4x8xf32>
    %116 = hlo.multiply %110, %115 {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>} : tensor<4x8xf32>
    %117 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} dense<0.05> : tensor<4xf32>
    %118 = hlo.multiply %106, %117 {dist.sharding = #dist.sharding<@mesh, [{"x"}], unreduced={"y"}>} : tensor<4xf32>
    %119 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}, {"y":(2)2, "p"}]>} dense<0.05> : tensor<6x4xf32>
    %120 = hlo.multiply %101, %119 {dist.sharding = #dist.sharding<@mesh, [{}, {"y":(2)2, "p"}]>} : tensor<6x4xf32>
    %121 = hlo.subtract %arg5, %120 {dist.sharding = #dist.sharding<@mesh, [{}, {"y":(2)2, "p"}]>} : tensor<6x4xf32>
    %122 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"p"}]>} dense<0.05> : tensor<6xf32>
    %123 = hlo.multiply %95, %122 {dist.sharding = #dist.sharding<@mesh, [{"p"}]>} : tensor<6xf32>
    %124 = hlo.subtract %arg6, %123 {dist.sharding = #dist.sharding<@mesh, [{"p"}]>} : tensor<6xf32>
    %125 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}, {"x", "p"}]>} dense<0.05> : tensor<12x6xf32>
    %126 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"x", "p"}]>} dense<0.05> : tensor<12xf32>
    %127 = hlo.multiply %82, %126 {dist.sharding = #dist.sharding<@mesh, [{"x", "p"}], unreduced={"y"}>} : tensor<12xf32>
    %128 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}, {"x", "p"}]>} dense<0.05> : tensor<8x12xf32>
    %129 = hlo.multiply %77, %128 {dist.sharding = #dist.sharding<@mesh, [{}, {"x", "p"}], unreduced={"y"}>} : tensor<8x12xf32>
    %130 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {"p"}]>} dense<0.05> : tensor<8x8xf32>
    %131 = hlo.multiply %66, %130 {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {"p"}]>} : tensor<8x8xf32>
    %132 = hlo.subtract %arg10, %131 {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {}]>} : tensor<8x8xf32>
    %133 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}, {"p", "x"}]>} dense<0.05> : tensor<16x8xf32>
    %134 = hlo.multiply %54, %133 {dist.sharding = #dist.sharding<@mesh, [{}, {"p", "x"}], unreduced={"y"}>} : tensor<16x8xf32>
    %135 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}]>} dense<0.05> : tensor<16xf32>
    %136 = hlo.multiply %51, %135 {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>} : tensor<16xf32>
    %137:3 = dist.all_reduce %129, %134, %136 {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = [#dist.sharding<@mesh, [{}, {"x", "p"}]>, #dist.sharding<@mesh, [{}, {"p", "x"}]>, #dist.sharding<@mesh, [{}]>]} : (tensor<8x12xf32>, tensor<16x8xf32>, tensor<16xf32>) -> (tensor<8x12xf32>, tensor<16x8xf32>, tensor<16xf32>)
    %138 = hlo.subtract %21, %137#0 {dist.sharding = #dist.sharding<@mesh, [{}, {"x", "p"}]>} : tensor<8x12xf32>
    %139:2 = dist.all_gather %81, %138 {gathering_axes = #dist.dim_axes<[{}, {"x", "p"}]>, dist.sharding = [#dist.sharding<@mesh, [{"y"}, {}]>, #dist.sharding<@mesh, [{}, {}]>]} : (tensor<8x12xf32>, tensor<8x12xf32>) -> (tensor<8x12xf32>, tensor<8x12xf32>)
    %140 = hlo.dot_general %85, %139#0 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"x", "p"}, {}], unreduced={"y"}>} : (tensor<8x6xf32>, tensor<8x12xf32>) -> tensor<6x12xf32>
    %141 = hlo.transpose %140 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {"x", "p"}], unreduced={"y"}>} : (tensor<6x12xf32>) -> tensor<12x6xf32>
    %142 = hlo.multiply %141, %125 {dist.sharding = #dist.sharding<@mesh, [{}, {"x", "p"}], unreduced={"y"}>} : tensor<12x6xf32>
    %143:6 = dist.all_reduce %43, %114, %116, %118, %142, %127 {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = [#dist.sharding<@mesh, []>, #dist.sharding<@mesh, [{"p"}, {"x"}]>, #dist.sharding<@mesh, [{"x"}, {}]>, #dist.sharding<@mesh, [{"x"}]>, #dist.sharding<@mesh, [{}, {"x", "p"}]>, #dist.sharding<@mesh, [{"x", "p"}]>]} : (tensor<f32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<12x6xf32>, tensor<12xf32>) -> (tensor<f32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<12x6xf32>, tensor<12xf32>)
    %144 = hlo.subtract %arg8, %143#5 {dist.sharding = #dist.sharding<@mesh, [{"x", "p"}]>} : tensor<12xf32>
    %145 = hlo.subtract %arg2, %143#1 {dist.sharding = #dist.sharding<@mesh, [{"p"}, {"x"}]>} : tensor<16x8xf32>
    %146 = hlo.subtract %arg3, %143#2 {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<4x8xf32>
    %147 = hlo.subtract %arg4, %143#3 {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4xf32>
    %148 = hlo.subtract %arg7, %143#4 {dist.sharding = #dist.sharding<@mesh, [{}, {"x", "p"}]>} : tensor<12x6xf32>
    %149 = hlo.subtract %arg11, %137#1 {dist.sharding = #dist.sharding<@mesh, [{}, {"p", "x"}]>} : tensor<16x8xf32>
    %150 = hlo.subtract %arg12, %137#2 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    return %143#0, %145, %146, %147, %121, %124, %148, %144, %139#1, %132, %149, %150 : tensor<f32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<6x4xf32>, tensor<6xf32>, tensor<12x6xf32>, tensor<12xf32>, tensor<8x12xf32>, tensor<8x8xf32>, tensor<16x8xf32>, tensor<16xf32>
  }
}
