// RUN: shardc-opt %s --pass-pipeline='builtin.module(comm-fusion)' -o %t.once.mlir
// RUN: shardc-opt %t.once.mlir --pass-pipeline='builtin.module(comm-fusion)' -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir
// RUN: FileCheck %s --input-file %t.once.mlir
// RUN: shardc-opt %s --pass-pipeline='builtin.module(comm-fusion{explain=true})' | FileCheck %s --check-prefix=EXPLAIN

// comm-fusion is its own fixed point. An AdamW update of %arg0 (laid out over "x", "p" and
// half of "y"), made over "x" alone from the gathered weight and then sliced: moving the
// slice onto the update, which makes the gather of %arg0 go, pays only once the algebra's
// first run has rewritten the updates beside it (what stays shared decides what pays). The
// algebra runs again on what it made until a run rewrites nothing; before, one run left
// the gather, and the plan written out compiled to another (fuzz `--train --auto-shard
// --ops 16` seed 11005, this program shrunk from its comm-fusion input).
// CHECK: %[[S:[0-9]+]] = dist.all_slice %{{[0-9]+}} {slicing_axes = #dist.dim_axes<[{"p", "y":(1)2}]>
// CHECK-NEXT: %[[U:[0-9]+]] = hlo.subtract %arg0, %[[S]] {dist.sharding = #dist.sharding<@mesh, [{"x", "p", "y":(1)2}]>}
// CHECK-NEXT: return %[[U]],
// One chain for the update, from the program as given (its gather of %arg0) to the form of
// the last run, the rules of every run in it.
// EXPLAIN: leaves = ["arg0", {{.*}}rules = ["=> work-through-gather", "=> gather-then-slice"]
module {
  dist.mesh @mesh = <["x"=2, "p"=1, "y"=4]>
  func.func @main(%arg0: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "p", "y":(1)2}]>}, %arg1: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "p", "y":(1)2}]>}, %arg3: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg4: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, %arg5: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %arg6: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, %arg7: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "p", "y":(1)2}]>}, %arg8: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg9: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"x", "y"}>}, %arg10: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}, %arg11: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}, %arg12: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}, %arg13: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}, %arg14: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}, %arg15: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}, %arg16: tensor<i1> {dist.sharding = #dist.sharding<@mesh, []>}, %arg17: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, %arg18: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, %arg19: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %arg20: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, %arg21: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg22: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, %arg23: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}, %arg24: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}, %arg25: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}, %arg26: tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}, %arg27: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> (tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "p", "y":(1)2}]>}, tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "p", "y":(1)2}]>}, tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "p", "y":(1)2}]>}) {
    %0 = dist.all_gather %arg0 {gathering_axes = #dist.dim_axes<[{"p", "y":(1)2}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<16xf32>
    %1 = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<0.0> : tensor<f32>
    %2 = dist.all_reduce %arg9 {reduction_axes = #dist.axes<{"x", "y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
    %3 = hlo.subtract %2, %arg3 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
    %4 = hlo.multiply %arg21, %3 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
    %5 = dist.all_slice %4 {slicing_axes = #dist.dim_axes<[{}, {"x", "y"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"x", "y"}]>} : tensor<8x8xf32>
    %6 = hlo.reduce %5, %1 {dimensions = array<i64: 0>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x", "y"}]>} : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %7 = hlo.dot_general %arg8, %4 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : (tensor<8x16xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
    %8 = hlo.transpose %7 {permutation = array<i64: 1, 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %9 = hlo.multiply %8, %8 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
    %10 = hlo.reduce %9, %1 {dimensions = array<i64: 0, 1>, kind = "add", dist.sharding = #dist.sharding<@mesh, []>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %11 = hlo.add %arg23, %10 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %12 = hlo.multiply %6, %6 {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}]>} : tensor<8xf32>
    %13 = hlo.reduce %12, %1 {dimensions = array<i64: 0>, kind = "add", dist.sharding = #dist.sharding<@mesh, [], unreduced={"x", "y"}>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %14 = dist.all_reduce %13 {reduction_axes = #dist.axes<{"x", "y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %15 = hlo.add %11, %14 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %16 = hlo.add %15, %arg24 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %17 = hlo.add %16, %arg10 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %18 = hlo.add %17, %arg11 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %19 = hlo.add %18, %arg12 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %20 = hlo.add %19, %arg13 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %21 = hlo.add %20, %arg25 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %22 = hlo.add %21, %arg14 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %23 = hlo.add %22, %arg15 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %24 = hlo.add %23, %arg26 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %25 = hlo.sqrt %24 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %26 = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<1.0> : tensor<f32>
    %27 = hlo.divide %26, %25 {dist.sharding = #dist.sharding<@mesh, []>} : tensor<f32>
    %28 = hlo.select %arg16, %26, %27 {dist.sharding = #dist.sharding<@mesh, []>} : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %29 = hlo.broadcast_in_dim %28 {broadcast_dimensions = array<i64>, dist.sharding = #dist.sharding<@mesh, [{}]>} : (tensor<f32>) -> tensor<16xf32>
    %30 = hlo.multiply %arg22, %29 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %31 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}]>} dense<0.999> : tensor<16xf32>
    %32 = dist.all_gather %arg2 {gathering_axes = #dist.dim_axes<[{"x", "p", "y":(1)2}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %33 = hlo.multiply %32, %31 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %34 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}]>} dense<0.001> : tensor<16xf32>
    %35 = hlo.add %33, %arg4 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %36 = hlo.divide %35, %arg27 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %37 = hlo.sqrt %36 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %38 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}]>} dense<1.0e-8> : tensor<16xf32>
    %39 = hlo.add %37, %38 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %40 = hlo.divide %arg18, %39 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %41 = dist.all_slice %40 {slicing_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<16xf32>
    %42 = hlo.add %41, %arg5 {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<16xf32>
    %43 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}]>} dense<0.05> : tensor<16xf32>
    %44 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} dense<0.05> : tensor<16xf32>
    %45 = hlo.multiply %42, %44 {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<16xf32>
    %46 = hlo.subtract %0, %45 {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<16xf32>
    %47 = hlo.multiply %30, %30 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %48 = hlo.multiply %47, %34 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %49 = hlo.add %arg20, %48 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %50 = dist.all_gather %arg19 {gathering_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %51 = hlo.divide %50, %arg17 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %52 = hlo.divide %49, %arg27 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %53 = hlo.sqrt %52 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %54 = hlo.add %53, %38 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %55 = hlo.divide %51, %54 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %56 = hlo.add %55, %arg6 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %57 = hlo.multiply %56, %43 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %58 = hlo.subtract %arg1, %57 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<16xf32>
    %59 = dist.all_slice %46 {slicing_axes = #dist.dim_axes<[{"p", "y":(1)2}]>, dist.sharding = #dist.sharding<@mesh, [{"x", "p", "y":(1)2}]>} : tensor<16xf32>
    %60 = dist.all_slice %35 {slicing_axes = #dist.dim_axes<[{"x", "p", "y":(1)2}]>, dist.sharding = #dist.sharding<@mesh, [{"x", "p", "y":(1)2}]>} : tensor<16xf32>
    return %59, %58, %arg7, %60 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
