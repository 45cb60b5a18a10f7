// Bucketing keeps more than one bucket open: in this loop body the second all_reduce over
// "x" reads the first, and the third reads the second but not the first. With one open
// bucket the first was never tried beside the third, and the plan written out compiled to
// another, which fused them (fuzz --loops --ops 20 seed 1330178). Now the plan comes
// back as itself, with the first and third in one tuple.
// RUN: shardc compile %s --emit global -o %t.global.mlir 2>/dev/null
// RUN: shardc compile %t.global.mlir --emit global -o %t.again.mlir 2>/dev/null
// RUN: diff %t.global.mlir %t.again.mlir
// RUN: FileCheck %s --input-file %t.global.mlir
// CHECK: dist.all_reduce %{{[0-9]+}}, %{{[0-9]+}} {reduction_axes = #dist.axes<{"x"}>
module {
  dist.mesh @mesh = <["x"=2, "y"=2, "z"=2]>
  func.func @main(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"z"}, {"x"}]>}) -> (tensor<2x2xf32>, tensor<2x2xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"z"}]>}) {
    %0 = hlo.constant dense<0> : tensor<i32>
    %1 = hlo.negate %arg0 : tensor<2x2xf32>
    %2 = hlo.negate %arg1 : tensor<2x2xf32>
    %3:3 = hlo.while %0, %1, %2 {cond = @cond0, body = @body0} : (tensor<i32>, tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<i32>, tensor<2x2xf32>, tensor<2x2xf32>)
    %4 = hlo.tanh %3#1 : tensor<2x2xf32>
    %5 = hlo.tanh %3#2 : tensor<2x2xf32>
    return %4, %5 : tensor<2x2xf32>, tensor<2x2xf32>
  }
  func.func private @cond0(%arg0: tensor<i32>, %arg1: tensor<2x2xf32>, %arg2: tensor<2x2xf32>) -> tensor<i1> {
    %0 = hlo.constant dense<0> : tensor<i32>
    %1 = hlo.compare %arg0, %0 {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = hlo.constant dense<0.0> : tensor<f32>
    %3 = hlo.reduce %arg1, %2 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
    %4 = hlo.constant dense<1.0e30> : tensor<f32>
    %5 = hlo.compare %3, %4 {comparison_direction = "LT"} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = hlo.and %1, %5 : tensor<i1>
    return %6 : tensor<i1>
  }
  func.func private @body0(%arg0: tensor<i32>, %arg1: tensor<2x2xf32>, %arg2: tensor<2x2xf32>) -> (tensor<i32>, tensor<2x2xf32>, tensor<2x2xf32>) {
    %0 = hlo.tanh %arg1 : tensor<2x2xf32>
    %1 = hlo.tanh %0 : tensor<2x2xf32>
    %2 = hlo.dot_general %arg1, %0 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : tensor<2x2xf32>
    %3 = hlo.constant dense<0.25> : tensor<2x2xf32>
    %4 = hlo.multiply %2, %3 : tensor<2x2xf32>
    %5 = hlo.subtract %0, %0 : tensor<2x2xf32>
    %6 = hlo.dot_general %4, %4 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : tensor<2x2xf32>
    %7 = hlo.constant dense<0.25> : tensor<2x2xf32>
    %8 = hlo.multiply %6, %7 : tensor<2x2xf32>
    %9 = hlo.constant dense<0.0> : tensor<f32>
    %10 = hlo.reduce %8, %9 {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %11 = hlo.broadcast_in_dim %10 {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %12 = hlo.tanh %11 : tensor<2x2xf32>
    %13 = hlo.add %8, %12 : tensor<2x2xf32>
    %14 = hlo.add %13, %arg2 : tensor<2x2xf32>
    %15 = hlo.constant dense<0.0> : tensor<f32>
    %16 = hlo.reduce %1, %15 {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %17 = hlo.broadcast_in_dim %16 {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %18 = hlo.tanh %17 : tensor<2x2xf32>
    %19 = hlo.add %1, %18 : tensor<2x2xf32>
    %20 = hlo.negate %0 : tensor<2x2xf32>
    %21 = hlo.add %8, %4 : tensor<2x2xf32>
    %22 = dist.constraint %1 {dist.sharding = #dist.sharding<@mesh, [{"z"}, {"x"}]>} : tensor<2x2xf32>
    %23 = hlo.negate %0 : tensor<2x2xf32>
    %24 = hlo.constant dense<0.0> : tensor<f32>
    %25 = hlo.reduce %5, %24 {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %26 = hlo.broadcast_in_dim %25 {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %27 = hlo.tanh %26 : tensor<2x2xf32>
    %28 = hlo.add %5, %27 : tensor<2x2xf32>
    %29 = hlo.subtract %arg2, %21 : tensor<2x2xf32>
    %30 = hlo.maximum %22, %1 : tensor<2x2xf32>
    %31 = dist.constraint %28 {dist.sharding = #dist.sharding<@mesh, [{}, {"z"}]>} : tensor<2x2xf32>
    %32 = hlo.add %21, %arg1 : tensor<2x2xf32>
    %33 = hlo.transpose %13 {permutation = array<i64: 1, 0>} : tensor<2x2xf32>
    %34 = hlo.constant dense<0.0> : tensor<f32>
    %35 = hlo.reduce %29, %34 {dimensions = array<i64: 1>, kind = "add"} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %36 = hlo.broadcast_in_dim %35 {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %37 = hlo.tanh %36 : tensor<2x2xf32>
    %38 = hlo.add %29, %37 : tensor<2x2xf32>
    %39 = hlo.dot_general %14, %28 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : tensor<2x2xf32>
    %40 = hlo.constant dense<0.25> : tensor<2x2xf32>
    %41 = hlo.multiply %39, %40 : tensor<2x2xf32>
    %42 = hlo.constant dense<1> : tensor<i32>
    %43 = hlo.add %arg0, %42 : tensor<i32>
    return %43, %41, %38 : tensor<i32>, tensor<2x2xf32>, tensor<2x2xf32>
  }
}

