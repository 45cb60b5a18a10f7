// The two reductions of %0 are twins: insert-reshards reduces each, cse merges them, and
// only then does canonicalize fold `select(c, x, x)` of them, leaving the reduction one
// reader, a reshape it may sink past. sink-reductions ran before that fold, and the plan
// written out, compiled again, sank it (fuzz --ops 16 seed 1001550). The plan pipeline now
// canonicalizes again after cse, before sink-reductions.
// RUN: shardc compile %s --emit global -o %t.global.mlir 2>/dev/null
// RUN: shardc compile %t.global.mlir --emit global -o %t.again.mlir 2>/dev/null
// RUN: diff %t.global.mlir %t.again.mlir
// RUN: FileCheck %s --input-file %t.global.mlir
// CHECK: hlo.reduce {{.*}}unreduced={"x"}
// CHECK-NEXT: hlo.reshape {{.*}}unreduced={"x"}
// CHECK-NEXT: dist.all_reduce
// CHECK-NEXT: return

module {
  dist.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%arg0: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}], unreduced={"y"}>}, %arg1: tensor<2xi32>) -> tensor<1xf32> {
    %0 = hlo.negate %arg0 : tensor<8xf32>
    %1 = hlo.constant dense<0.0> : tensor<f32>
    %2 = hlo.reduce %0, %1 {dimensions = array<i64: 0>, kind = "add"} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %3 = hlo.constant dense<0.0> : tensor<f32>
    %4 = hlo.reduce %0, %3 {dimensions = array<i64: 0>, kind = "add"} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %5 = hlo.logistic %2 : tensor<f32>
    %6 = hlo.log %5 : tensor<f32>
    %7 = hlo.compare %4, %2 {comparison_direction = "GE"} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = hlo.select %7, %2, %4 : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = hlo.is_finite %2 : (tensor<f32>) -> tensor<i1>
    %10 = hlo.compare %2, %6 {comparison_direction = "LT"} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %11 = hlo.or %9, %10 : tensor<i1>
    %12 = hlo.not %11 : tensor<i1>
    %13 = dist.constraint %8 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %14 = hlo.abs %2 : tensor<f32>
    %15 = hlo.reshape %0 : tensor<8xf32>
    %16 = hlo.slice %15 {start_indices = array<i64: 2>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<8xf32>) -> tensor<4xf32>
    %17 = hlo.logistic %6 : tensor<f32>
    %18 = hlo.constant dense<1.0> : tensor<f32>
    %19 = hlo.add %17, %18 : tensor<f32>
    %20 = hlo.divide %13, %19 : tensor<f32>
    %21 = hlo.tanh %15 : tensor<8xf32>
    %22 = hlo.logistic %16 : tensor<4xf32>
    %23 = dist.constraint %20 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %24 = dist.constraint %6 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %25 = hlo.reshape %8 : (tensor<f32>) -> tensor<1xf32>
    return %25 : tensor<1xf32>
  }
}
