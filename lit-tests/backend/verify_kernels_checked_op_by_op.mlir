// A training step (fuzz `--train --ops 24` seed 9400: GELU layers, AdamW) whose compiled
// kernels differ from the reference by 2345x the tolerance in one updated weight, where
// the interpreter's run of the same per-device program matches it. The kernels are right:
// their `tanh` saturates to -1 one ulp before the reference's, so a GELU derivative's
// `1 - tanh²` is 0 instead of 1.2e-7, and AdamW divides the gradient made of such terms by
// the square root of its own tiny second moment. Moving the reference's rounded results by
// up to an ulp at random does not move it that far on these draws; checked op by op, every
// op the kernels computed is within its rounding of the reference op on the same operands,
// and computing one op at a time the kernels make the same wrong value: verify says the
// program is ill-conditioned rather than blame the back end (before 2026-12-05 it did).
// RUN: sh -c 'shardc verify %s --seed 9400; echo rc=$?' 2>&1 | FileCheck %s
// RUN: not shardc verify %s --seed 9400 --json | FileCheck %s --check-prefix=JSON

// CHECK: out6: MISMATCH at element 78
// CHECK: error: the compiled kernels differ from the reference, but the interpreter's run of the same per-device program matches it, and the program is ill-conditioned on these inputs: computed one op at a time, the kernels make the same wrong values, and every one of the {{[0-9]+}} ops checked is within its rounding of the reference op on the operands the kernels computed (the closest to its bound: 'hlo.{{[a-z_]+}}' ({{.*}}verify_kernels_checked_op_by_op.mlir:{{[0-9]+}}:{{[0-9]+}}) on device {{[0-9]}}, element {{[0-9]+}}: {{.*}} ({{0\.[0-9]+}} of its rounding bound), {{[0-9]+}} collectives and loops not checked on their own): the program amplifies the kernels' rounding
// CHECK: rc=1

// JSON: "cause": {
// JSON-NEXT: "detail": "computed one op at a time, the kernels make the same wrong values
// JSON-NEXT: "kind": "ill-conditioned"

module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%arg0: tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg1: tensor<4x4xf32>, %arg2: tensor<6x4xf32> {tf.aliasing_output = 1 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg3: tensor<6xf32> {tf.aliasing_output = 2 : i32, dist.sharding = #dist.sharding<@mesh, [{}]>}, %arg4: tensor<16x6xf32> {tf.aliasing_output = 3 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg5: tensor<16x12xf32> {tf.aliasing_output = 4 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg6: tensor<12x6xf32> {tf.aliasing_output = 5 : i32, dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg7: tensor<16x6xf32> {tf.aliasing_output = 6 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg8: tensor<16xf32> {tf.aliasing_output = 7 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %arg9: tensor<4x16xf32> {tf.aliasing_output = 8 : i32}, %arg10: tensor<4xf32> {tf.aliasing_output = 9 : i32}, %arg11: tensor<6x4xf32> {shardc.optimizer_state = true, tf.aliasing_output = 10 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg12: tensor<6xf32> {shardc.optimizer_state = true, tf.aliasing_output = 11 : i32, dist.sharding = #dist.sharding<@mesh, [{}]>}, %arg13: tensor<16x6xf32> {shardc.optimizer_state = true, tf.aliasing_output = 12 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg14: tensor<16x12xf32> {shardc.optimizer_state = true, tf.aliasing_output = 13 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg15: tensor<12x6xf32> {shardc.optimizer_state = true, tf.aliasing_output = 14 : i32, dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg16: tensor<16x6xf32> {shardc.optimizer_state = true, tf.aliasing_output = 15 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg17: tensor<16xf32> {shardc.optimizer_state = true, tf.aliasing_output = 16 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %arg18: tensor<4x16xf32> {shardc.optimizer_state = true, tf.aliasing_output = 17 : i32}, %arg19: tensor<4xf32> {shardc.optimizer_state = true, tf.aliasing_output = 18 : i32}, %arg20: tensor<6x4xf32> {shardc.optimizer_state = true, tf.aliasing_output = 19 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg21: tensor<6xf32> {shardc.optimizer_state = true, tf.aliasing_output = 20 : i32, dist.sharding = #dist.sharding<@mesh, [{}]>}, %arg22: tensor<16x6xf32> {shardc.optimizer_state = true, tf.aliasing_output = 21 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg23: tensor<16x12xf32> {shardc.optimizer_state = true, tf.aliasing_output = 22 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg24: tensor<12x6xf32> {shardc.optimizer_state = true, tf.aliasing_output = 23 : i32, dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg25: tensor<16x6xf32> {shardc.optimizer_state = true, tf.aliasing_output = 24 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg26: tensor<16xf32> {shardc.optimizer_state = true, tf.aliasing_output = 25 : i32, dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %arg27: tensor<4x16xf32> {shardc.optimizer_state = true, tf.aliasing_output = 26 : i32}, %arg28: tensor<4xf32> {shardc.optimizer_state = true, tf.aliasing_output = 27 : i32}, %arg29: tensor<f32> {shardc.optimizer_state = true, tf.aliasing_output = 28 : i32}) -> (tensor<f32>, tensor<6x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<6xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, tensor<16x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<16x12xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<12x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<16x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, tensor<4x16xf32>, tensor<4xf32>, tensor<6x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<6xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, tensor<16x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<16x12xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<12x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<16x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, tensor<4x16xf32>, tensor<4xf32>, tensor<6x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<6xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}, tensor<16x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<16x12xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<12x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<16x6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, tensor<4x16xf32>, tensor<4xf32>, tensor<f32>) {
    %0 = hlo.dot_general %arg0, %arg2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x4xf32>, tensor<6x4xf32>) -> tensor<4x6xf32>
    %1 = hlo.broadcast_in_dim %arg3 {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<4x6xf32>
    %2 = hlo.add %0, %1 : tensor<4x6xf32>
    %3 = hlo.constant dense<0.0> : tensor<4x6xf32>
    %4 = hlo.maximum %2, %3 : tensor<4x6xf32>
    %5 = dist.constraint %4 {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<4x6xf32>
    %6 = hlo.dot_general %5, %arg4 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x6xf32>, tensor<16x6xf32>) -> tensor<4x16xf32>
    %7 = hlo.constant dense<0.0> : tensor<4x16xf32>
    %8 = hlo.maximum %6, %7 : tensor<4x16xf32>
    %9 = dist.constraint %8 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<4x16xf32>
    %10 = hlo.dot_general %9, %arg5 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x16xf32>, tensor<16x12xf32>) -> tensor<4x12xf32>
    %11 = hlo.gelu %10 {approximate = true} : tensor<4x12xf32>
    %12 = hlo.dot_general %11, %arg6 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x12xf32>, tensor<12x6xf32>) -> tensor<4x6xf32>
    %13 = hlo.constant dense<0.0> : tensor<4x6xf32>
    %14 = hlo.maximum %12, %13 : tensor<4x6xf32>
    %15 = hlo.dot_general %14, %arg7 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x6xf32>, tensor<16x6xf32>) -> tensor<4x16xf32>
    %16 = hlo.broadcast_in_dim %arg8 {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<4x16xf32>
    %17 = hlo.add %15, %16 : tensor<4x16xf32>
    %18 = hlo.gelu %17 {approximate = true} : tensor<4x16xf32>
    %19 = hlo.dot_general %18, %arg9 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x4xf32>
    %20 = hlo.broadcast_in_dim %arg10 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<4x4xf32>
    %21 = hlo.add %19, %20 : tensor<4x4xf32>
    %22 = hlo.constant dense<0.0> : tensor<4x4xf32>
    %23 = hlo.maximum %21, %22 : tensor<4x4xf32>
    %24 = hlo.constant dense<0.0> : tensor<f32>
    %25 = hlo.subtract %23, %arg1 : tensor<4x4xf32>
    %26 = hlo.multiply %25, %25 : tensor<4x4xf32>
    %27 = hlo.reduce %26, %24 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %28 = hlo.constant dense<0.0625> : tensor<f32>
    %29 = hlo.multiply %27, %28 : tensor<f32>
    %30 = hlo.constant dense<1.0> : tensor<f32>
    %31 = hlo.multiply %30, %28 : tensor<f32>
    %32 = hlo.multiply %30, %27 : tensor<f32>
    %33 = hlo.broadcast_in_dim %31 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4xf32>
    %34 = hlo.multiply %33, %25 : tensor<4x4xf32>
    %35 = hlo.multiply %33, %25 : tensor<4x4xf32>
    %36 = hlo.add %34, %35 : tensor<4x4xf32>
    %37 = hlo.negate %36 : tensor<4x4xf32>
    %38 = hlo.compare %21, %22 {comparison_direction = "GT"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %39 = hlo.compare %21, %22 {comparison_direction = "EQ"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %40 = hlo.constant dense<1.0> : tensor<4x4xf32>
    %41 = hlo.constant dense<0.5> : tensor<4x4xf32>
    %42 = hlo.constant dense<0.0> : tensor<4x4xf32>
    %43 = hlo.select %39, %41, %42 : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %44 = hlo.select %38, %40, %43 : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %45 = hlo.subtract %40, %44 : tensor<4x4xf32>
    %46 = hlo.multiply %36, %44 : tensor<4x4xf32>
    %47 = hlo.multiply %36, %45 : tensor<4x4xf32>
    %48 = hlo.constant dense<0.0> : tensor<f32>
    %49 = hlo.reduce %46, %48 {dimensions = array<i64: 0>, kind = "add"} : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %50 = hlo.dot_general %46, %arg9 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x4xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %51 = hlo.dot_general %18, %46 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x16xf32>, tensor<4x4xf32>) -> tensor<16x4xf32>
    %52 = hlo.transpose %51 {permutation = array<i64: 1, 0>} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %53 = hlo.constant dense<0.5> : tensor<4x16xf32>
    %54 = hlo.constant dense<1.0> : tensor<4x16xf32>
    %55 = hlo.multiply %17, %17 : tensor<4x16xf32>
    %56 = hlo.multiply %55, %17 : tensor<4x16xf32>
    %57 = hlo.constant dense<0.044715> : tensor<4x16xf32>
    %58 = hlo.multiply %56, %57 : tensor<4x16xf32>
    %59 = hlo.add %17, %58 : tensor<4x16xf32>
    %60 = hlo.constant dense<0.7978846> : tensor<4x16xf32>
    %61 = hlo.multiply %59, %60 : tensor<4x16xf32>
    %62 = hlo.tanh %61 : tensor<4x16xf32>
    %63 = hlo.add %54, %62 : tensor<4x16xf32>
    %64 = hlo.multiply %53, %63 : tensor<4x16xf32>
    %65 = hlo.multiply %62, %62 : tensor<4x16xf32>
    %66 = hlo.subtract %54, %65 : tensor<4x16xf32>
    %67 = hlo.constant dense<0.134145> : tensor<4x16xf32>
    %68 = hlo.multiply %55, %67 : tensor<4x16xf32>
    %69 = hlo.add %54, %68 : tensor<4x16xf32>
    %70 = hlo.constant dense<0.7978846> : tensor<4x16xf32>
    %71 = hlo.multiply %69, %70 : tensor<4x16xf32>
    %72 = hlo.multiply %66, %71 : tensor<4x16xf32>
    %73 = hlo.multiply %72, %17 : tensor<4x16xf32>
    %74 = hlo.multiply %53, %73 : tensor<4x16xf32>
    %75 = hlo.add %64, %74 : tensor<4x16xf32>
    %76 = hlo.multiply %50, %75 : tensor<4x16xf32>
    %77 = hlo.constant dense<0.0> : tensor<f32>
    %78 = hlo.reduce %76, %77 {dimensions = array<i64: 0>, kind = "add"} : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %79 = hlo.dot_general %76, %arg7 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x16xf32>, tensor<16x6xf32>) -> tensor<4x6xf32>
    %80 = hlo.dot_general %14, %76 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x6xf32>, tensor<4x16xf32>) -> tensor<6x16xf32>
    %81 = hlo.transpose %80 {permutation = array<i64: 1, 0>} : (tensor<6x16xf32>) -> tensor<16x6xf32>
    %82 = hlo.compare %12, %13 {comparison_direction = "GT"} : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %83 = hlo.compare %12, %13 {comparison_direction = "EQ"} : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %84 = hlo.constant dense<1.0> : tensor<4x6xf32>
    %85 = hlo.constant dense<0.5> : tensor<4x6xf32>
    %86 = hlo.constant dense<0.0> : tensor<4x6xf32>
    %87 = hlo.select %83, %85, %86 : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %88 = hlo.select %82, %84, %87 : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %89 = hlo.subtract %84, %88 : tensor<4x6xf32>
    %90 = hlo.multiply %79, %88 : tensor<4x6xf32>
    %91 = hlo.multiply %79, %89 : tensor<4x6xf32>
    %92 = hlo.dot_general %90, %arg6 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x6xf32>, tensor<12x6xf32>) -> tensor<4x12xf32>
    %93 = hlo.dot_general %11, %90 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x12xf32>, tensor<4x6xf32>) -> tensor<12x6xf32>
    %94 = hlo.constant dense<0.5> : tensor<4x12xf32>
    %95 = hlo.constant dense<1.0> : tensor<4x12xf32>
    %96 = hlo.multiply %10, %10 : tensor<4x12xf32>
    %97 = hlo.multiply %96, %10 : tensor<4x12xf32>
    %98 = hlo.constant dense<0.044715> : tensor<4x12xf32>
    %99 = hlo.multiply %97, %98 : tensor<4x12xf32>
    %100 = hlo.add %10, %99 : tensor<4x12xf32>
    %101 = hlo.constant dense<0.7978846> : tensor<4x12xf32>
    %102 = hlo.multiply %100, %101 : tensor<4x12xf32>
    %103 = hlo.tanh %102 : tensor<4x12xf32>
    %104 = hlo.add %95, %103 : tensor<4x12xf32>
    %105 = hlo.multiply %94, %104 : tensor<4x12xf32>
    %106 = hlo.multiply %103, %103 : tensor<4x12xf32>
    %107 = hlo.subtract %95, %106 : tensor<4x12xf32>
    %108 = hlo.constant dense<0.134145> : tensor<4x12xf32>
    %109 = hlo.multiply %96, %108 : tensor<4x12xf32>
    %110 = hlo.add %95, %109 : tensor<4x12xf32>
    %111 = hlo.constant dense<0.7978846> : tensor<4x12xf32>
    %112 = hlo.multiply %110, %111 : tensor<4x12xf32>
    %113 = hlo.multiply %107, %112 : tensor<4x12xf32>
    %114 = hlo.multiply %113, %10 : tensor<4x12xf32>
    %115 = hlo.multiply %94, %114 : tensor<4x12xf32>
    %116 = hlo.add %105, %115 : tensor<4x12xf32>
    %117 = hlo.multiply %92, %116 : tensor<4x12xf32>
    %118 = hlo.dot_general %117, %arg5 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<4x12xf32>, tensor<16x12xf32>) -> tensor<4x16xf32>
    %119 = hlo.dot_general %9, %117 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x16xf32>, tensor<4x12xf32>) -> tensor<16x12xf32>
    %120 = hlo.compare %6, %7 {comparison_direction = "GT"} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %121 = hlo.compare %6, %7 {comparison_direction = "EQ"} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %122 = hlo.constant dense<1.0> : tensor<4x16xf32>
    %123 = hlo.constant dense<0.5> : tensor<4x16xf32>
    %124 = hlo.constant dense<0.0> : tensor<4x16xf32>
    %125 = hlo.select %121, %123, %124 : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %126 = hlo.select %120, %122, %125 : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %127 = hlo.subtract %122, %126 : tensor<4x16xf32>
    %128 = hlo.multiply %118, %126 : tensor<4x16xf32>
    %129 = hlo.multiply %118, %127 : tensor<4x16xf32>
    %130 = hlo.dot_general %128, %arg4 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x16xf32>, tensor<16x6xf32>) -> tensor<4x6xf32>
    %131 = hlo.dot_general %5, %128 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x6xf32>, tensor<4x16xf32>) -> tensor<6x16xf32>
    %132 = hlo.transpose %131 {permutation = array<i64: 1, 0>} : (tensor<6x16xf32>) -> tensor<16x6xf32>
    %133 = hlo.compare %2, %3 {comparison_direction = "GT"} : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %134 = hlo.compare %2, %3 {comparison_direction = "EQ"} : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %135 = hlo.constant dense<1.0> : tensor<4x6xf32>
    %136 = hlo.constant dense<0.5> : tensor<4x6xf32>
    %137 = hlo.constant dense<0.0> : tensor<4x6xf32>
    %138 = hlo.select %134, %136, %137 : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %139 = hlo.select %133, %135, %138 : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %140 = hlo.subtract %135, %139 : tensor<4x6xf32>
    %141 = hlo.multiply %130, %139 : tensor<4x6xf32>
    %142 = hlo.multiply %130, %140 : tensor<4x6xf32>
    %143 = hlo.constant dense<0.0> : tensor<f32>
    %144 = hlo.reduce %141, %143 {dimensions = array<i64: 0>, kind = "add"} : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %145 = hlo.dot_general %141, %arg2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x6xf32>, tensor<6x4xf32>) -> tensor<4x4xf32>
    %146 = hlo.dot_general %arg0, %141 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %147 = hlo.transpose %146 {permutation = array<i64: 1, 0>} : (tensor<4x6xf32>) -> tensor<6x4xf32>
    %148 = hlo.multiply %147, %147 : tensor<6x4xf32>
    %149 = hlo.constant dense<0.0> : tensor<f32>
    %150 = hlo.reduce %148, %149 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<6x4xf32>, tensor<f32>) -> tensor<f32>
    %151 = hlo.multiply %144, %144 : tensor<6xf32>
    %152 = hlo.constant dense<0.0> : tensor<f32>
    %153 = hlo.reduce %151, %152 {dimensions = array<i64: 0>, kind = "add"} : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %154 = hlo.add %150, %153 : tensor<f32>
    %155 = hlo.multiply %132, %132 : tensor<16x6xf32>
    %156 = hlo.constant dense<0.0> : tensor<f32>
    %157 = hlo.reduce %155, %156 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<16x6xf32>, tensor<f32>) -> tensor<f32>
    %158 = hlo.add %154, %157 : tensor<f32>
    %159 = hlo.multiply %119, %119 : tensor<16x12xf32>
    %160 = hlo.constant dense<0.0> : tensor<f32>
    %161 = hlo.reduce %159, %160 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<16x12xf32>, tensor<f32>) -> tensor<f32>
    %162 = hlo.add %158, %161 : tensor<f32>
    %163 = hlo.multiply %93, %93 : tensor<12x6xf32>
    %164 = hlo.constant dense<0.0> : tensor<f32>
    %165 = hlo.reduce %163, %164 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<12x6xf32>, tensor<f32>) -> tensor<f32>
    %166 = hlo.add %162, %165 : tensor<f32>
    %167 = hlo.multiply %81, %81 : tensor<16x6xf32>
    %168 = hlo.constant dense<0.0> : tensor<f32>
    %169 = hlo.reduce %167, %168 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<16x6xf32>, tensor<f32>) -> tensor<f32>
    %170 = hlo.add %166, %169 : tensor<f32>
    %171 = hlo.multiply %78, %78 : tensor<16xf32>
    %172 = hlo.constant dense<0.0> : tensor<f32>
    %173 = hlo.reduce %171, %172 {dimensions = array<i64: 0>, kind = "add"} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %174 = hlo.add %170, %173 : tensor<f32>
    %175 = hlo.multiply %52, %52 : tensor<4x16xf32>
    %176 = hlo.constant dense<0.0> : tensor<f32>
    %177 = hlo.reduce %175, %176 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %178 = hlo.add %174, %177 : tensor<f32>
    %179 = hlo.multiply %49, %49 : tensor<4xf32>
    %180 = hlo.constant dense<0.0> : tensor<f32>
    %181 = hlo.reduce %179, %180 {dimensions = array<i64: 0>, kind = "add"} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %182 = hlo.add %178, %181 : tensor<f32>
    %183 = hlo.sqrt %182 : tensor<f32>
    %184 = hlo.constant dense<1.0> : tensor<f32>
    %185 = hlo.compare %183, %184 {comparison_direction = "LT"} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %186 = hlo.divide %184, %183 : tensor<f32>
    %187 = hlo.constant dense<1.0> : tensor<f32>
    %188 = hlo.select %185, %187, %186 : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %189 = hlo.broadcast_in_dim %188 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6x4xf32>
    %190 = hlo.multiply %147, %189 : tensor<6x4xf32>
    %191 = hlo.broadcast_in_dim %188 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %192 = hlo.multiply %144, %191 : tensor<6xf32>
    %193 = hlo.broadcast_in_dim %188 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x6xf32>
    %194 = hlo.multiply %132, %193 : tensor<16x6xf32>
    %195 = hlo.broadcast_in_dim %188 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x12xf32>
    %196 = hlo.multiply %119, %195 : tensor<16x12xf32>
    %197 = hlo.broadcast_in_dim %188 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x6xf32>
    %198 = hlo.multiply %93, %197 : tensor<12x6xf32>
    %199 = hlo.broadcast_in_dim %188 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x6xf32>
    %200 = hlo.multiply %81, %199 : tensor<16x6xf32>
    %201 = hlo.broadcast_in_dim %188 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %202 = hlo.multiply %78, %201 : tensor<16xf32>
    %203 = hlo.broadcast_in_dim %188 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %204 = hlo.multiply %52, %203 : tensor<4x16xf32>
    %205 = hlo.broadcast_in_dim %188 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %206 = hlo.multiply %49, %205 : tensor<4xf32>
    %207 = hlo.constant dense<1.0> : tensor<f32>
    %208 = hlo.add %arg29, %207 : tensor<f32>
    %209 = hlo.constant dense<0.9> : tensor<f32>
    %210 = hlo.power %209, %208 : tensor<f32>
    %211 = hlo.constant dense<1.0> : tensor<f32>
    %212 = hlo.subtract %211, %210 : tensor<f32>
    %213 = hlo.constant dense<0.999> : tensor<f32>
    %214 = hlo.power %213, %208 : tensor<f32>
    %215 = hlo.constant dense<1.0> : tensor<f32>
    %216 = hlo.subtract %215, %214 : tensor<f32>
    %217 = hlo.constant dense<0.9> : tensor<6x4xf32>
    %218 = hlo.multiply %arg11, %217 : tensor<6x4xf32>
    %219 = hlo.constant dense<0.1> : tensor<6x4xf32>
    %220 = hlo.multiply %190, %219 : tensor<6x4xf32>
    %221 = hlo.add %218, %220 : tensor<6x4xf32>
    %222 = hlo.multiply %190, %190 : tensor<6x4xf32>
    %223 = hlo.constant dense<0.999> : tensor<6x4xf32>
    %224 = hlo.multiply %arg20, %223 : tensor<6x4xf32>
    %225 = hlo.constant dense<0.001> : tensor<6x4xf32>
    %226 = hlo.multiply %222, %225 : tensor<6x4xf32>
    %227 = hlo.add %224, %226 : tensor<6x4xf32>
    %228 = hlo.broadcast_in_dim %212 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6x4xf32>
    %229 = hlo.broadcast_in_dim %216 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6x4xf32>
    %230 = hlo.divide %221, %228 : tensor<6x4xf32>
    %231 = hlo.divide %227, %229 : tensor<6x4xf32>
    %232 = hlo.sqrt %231 : tensor<6x4xf32>
    %233 = hlo.constant dense<1.0e-8> : tensor<6x4xf32>
    %234 = hlo.add %232, %233 : tensor<6x4xf32>
    %235 = hlo.divide %230, %234 : tensor<6x4xf32>
    %236 = hlo.constant dense<0.01> : tensor<6x4xf32>
    %237 = hlo.multiply %arg2, %236 : tensor<6x4xf32>
    %238 = hlo.add %235, %237 : tensor<6x4xf32>
    %239 = hlo.constant dense<0.05> : tensor<6x4xf32>
    %240 = hlo.multiply %238, %239 : tensor<6x4xf32>
    %241 = hlo.subtract %arg2, %240 : tensor<6x4xf32>
    %242 = hlo.constant dense<0.9> : tensor<6xf32>
    %243 = hlo.multiply %arg12, %242 : tensor<6xf32>
    %244 = hlo.constant dense<0.1> : tensor<6xf32>
    %245 = hlo.multiply %192, %244 : tensor<6xf32>
    %246 = hlo.add %243, %245 : tensor<6xf32>
    %247 = hlo.multiply %192, %192 : tensor<6xf32>
    %248 = hlo.constant dense<0.999> : tensor<6xf32>
    %249 = hlo.multiply %arg21, %248 : tensor<6xf32>
    %250 = hlo.constant dense<0.001> : tensor<6xf32>
    %251 = hlo.multiply %247, %250 : tensor<6xf32>
    %252 = hlo.add %249, %251 : tensor<6xf32>
    %253 = hlo.broadcast_in_dim %212 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %254 = hlo.broadcast_in_dim %216 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %255 = hlo.divide %246, %253 : tensor<6xf32>
    %256 = hlo.divide %252, %254 : tensor<6xf32>
    %257 = hlo.sqrt %256 : tensor<6xf32>
    %258 = hlo.constant dense<1.0e-8> : tensor<6xf32>
    %259 = hlo.add %257, %258 : tensor<6xf32>
    %260 = hlo.divide %255, %259 : tensor<6xf32>
    %261 = hlo.constant dense<0.01> : tensor<6xf32>
    %262 = hlo.multiply %arg3, %261 : tensor<6xf32>
    %263 = hlo.add %260, %262 : tensor<6xf32>
    %264 = hlo.constant dense<0.05> : tensor<6xf32>
    %265 = hlo.multiply %263, %264 : tensor<6xf32>
    %266 = hlo.subtract %arg3, %265 : tensor<6xf32>
    %267 = hlo.constant dense<0.9> : tensor<16x6xf32>
    %268 = hlo.multiply %arg13, %267 : tensor<16x6xf32>
    %269 = hlo.constant dense<0.1> : tensor<16x6xf32>
    %270 = hlo.multiply %194, %269 : tensor<16x6xf32>
    %271 = hlo.add %268, %270 : tensor<16x6xf32>
    %272 = hlo.multiply %194, %194 : tensor<16x6xf32>
    %273 = hlo.constant dense<0.999> : tensor<16x6xf32>
    %274 = hlo.multiply %arg22, %273 : tensor<16x6xf32>
    %275 = hlo.constant dense<0.001> : tensor<16x6xf32>
    %276 = hlo.multiply %272, %275 : tensor<16x6xf32>
    %277 = hlo.add %274, %276 : tensor<16x6xf32>
    %278 = hlo.broadcast_in_dim %212 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x6xf32>
    %279 = hlo.broadcast_in_dim %216 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x6xf32>
    %280 = hlo.divide %271, %278 : tensor<16x6xf32>
    %281 = hlo.divide %277, %279 : tensor<16x6xf32>
    %282 = hlo.sqrt %281 : tensor<16x6xf32>
    %283 = hlo.constant dense<1.0e-8> : tensor<16x6xf32>
    %284 = hlo.add %282, %283 : tensor<16x6xf32>
    %285 = hlo.divide %280, %284 : tensor<16x6xf32>
    %286 = hlo.constant dense<0.01> : tensor<16x6xf32>
    %287 = hlo.multiply %arg4, %286 : tensor<16x6xf32>
    %288 = hlo.add %285, %287 : tensor<16x6xf32>
    %289 = hlo.constant dense<0.05> : tensor<16x6xf32>
    %290 = hlo.multiply %288, %289 : tensor<16x6xf32>
    %291 = hlo.subtract %arg4, %290 : tensor<16x6xf32>
    %292 = hlo.constant dense<0.9> : tensor<16x12xf32>
    %293 = hlo.multiply %arg14, %292 : tensor<16x12xf32>
    %294 = hlo.constant dense<0.1> : tensor<16x12xf32>
    %295 = hlo.multiply %196, %294 : tensor<16x12xf32>
    %296 = hlo.add %293, %295 : tensor<16x12xf32>
    %297 = hlo.multiply %196, %196 : tensor<16x12xf32>
    %298 = hlo.constant dense<0.999> : tensor<16x12xf32>
    %299 = hlo.multiply %arg23, %298 : tensor<16x12xf32>
    %300 = hlo.constant dense<0.001> : tensor<16x12xf32>
    %301 = hlo.multiply %297, %300 : tensor<16x12xf32>
    %302 = hlo.add %299, %301 : tensor<16x12xf32>
    %303 = hlo.broadcast_in_dim %212 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x12xf32>
    %304 = hlo.broadcast_in_dim %216 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x12xf32>
    %305 = hlo.divide %296, %303 : tensor<16x12xf32>
    %306 = hlo.divide %302, %304 : tensor<16x12xf32>
    %307 = hlo.sqrt %306 : tensor<16x12xf32>
    %308 = hlo.constant dense<1.0e-8> : tensor<16x12xf32>
    %309 = hlo.add %307, %308 : tensor<16x12xf32>
    %310 = hlo.divide %305, %309 : tensor<16x12xf32>
    %311 = hlo.constant dense<0.01> : tensor<16x12xf32>
    %312 = hlo.multiply %arg5, %311 : tensor<16x12xf32>
    %313 = hlo.add %310, %312 : tensor<16x12xf32>
    %314 = hlo.constant dense<0.05> : tensor<16x12xf32>
    %315 = hlo.multiply %313, %314 : tensor<16x12xf32>
    %316 = hlo.subtract %arg5, %315 : tensor<16x12xf32>
    %317 = hlo.constant dense<0.9> : tensor<12x6xf32>
    %318 = hlo.multiply %arg15, %317 : tensor<12x6xf32>
    %319 = hlo.constant dense<0.1> : tensor<12x6xf32>
    %320 = hlo.multiply %198, %319 : tensor<12x6xf32>
    %321 = hlo.add %318, %320 : tensor<12x6xf32>
    %322 = hlo.multiply %198, %198 : tensor<12x6xf32>
    %323 = hlo.constant dense<0.999> : tensor<12x6xf32>
    %324 = hlo.multiply %arg24, %323 : tensor<12x6xf32>
    %325 = hlo.constant dense<0.001> : tensor<12x6xf32>
    %326 = hlo.multiply %322, %325 : tensor<12x6xf32>
    %327 = hlo.add %324, %326 : tensor<12x6xf32>
    %328 = hlo.broadcast_in_dim %212 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x6xf32>
    %329 = hlo.broadcast_in_dim %216 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x6xf32>
    %330 = hlo.divide %321, %328 : tensor<12x6xf32>
    %331 = hlo.divide %327, %329 : tensor<12x6xf32>
    %332 = hlo.sqrt %331 : tensor<12x6xf32>
    %333 = hlo.constant dense<1.0e-8> : tensor<12x6xf32>
    %334 = hlo.add %332, %333 : tensor<12x6xf32>
    %335 = hlo.divide %330, %334 : tensor<12x6xf32>
    %336 = hlo.constant dense<0.01> : tensor<12x6xf32>
    %337 = hlo.multiply %arg6, %336 : tensor<12x6xf32>
    %338 = hlo.add %335, %337 : tensor<12x6xf32>
    %339 = hlo.constant dense<0.05> : tensor<12x6xf32>
    %340 = hlo.multiply %338, %339 : tensor<12x6xf32>
    %341 = hlo.subtract %arg6, %340 : tensor<12x6xf32>
    %342 = hlo.constant dense<0.9> : tensor<16x6xf32>
    %343 = hlo.multiply %arg16, %342 : tensor<16x6xf32>
    %344 = hlo.constant dense<0.1> : tensor<16x6xf32>
    %345 = hlo.multiply %200, %344 : tensor<16x6xf32>
    %346 = hlo.add %343, %345 : tensor<16x6xf32>
    %347 = hlo.multiply %200, %200 : tensor<16x6xf32>
    %348 = hlo.constant dense<0.999> : tensor<16x6xf32>
    %349 = hlo.multiply %arg25, %348 : tensor<16x6xf32>
    %350 = hlo.constant dense<0.001> : tensor<16x6xf32>
    %351 = hlo.multiply %347, %350 : tensor<16x6xf32>
    %352 = hlo.add %349, %351 : tensor<16x6xf32>
    %353 = hlo.broadcast_in_dim %212 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x6xf32>
    %354 = hlo.broadcast_in_dim %216 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x6xf32>
    %355 = hlo.divide %346, %353 : tensor<16x6xf32>
    %356 = hlo.divide %352, %354 : tensor<16x6xf32>
    %357 = hlo.sqrt %356 : tensor<16x6xf32>
    %358 = hlo.constant dense<1.0e-8> : tensor<16x6xf32>
    %359 = hlo.add %357, %358 : tensor<16x6xf32>
    %360 = hlo.divide %355, %359 : tensor<16x6xf32>
    %361 = hlo.constant dense<0.01> : tensor<16x6xf32>
    %362 = hlo.multiply %arg7, %361 : tensor<16x6xf32>
    %363 = hlo.add %360, %362 : tensor<16x6xf32>
    %364 = hlo.constant dense<0.05> : tensor<16x6xf32>
    %365 = hlo.multiply %363, %364 : tensor<16x6xf32>
    %366 = hlo.subtract %arg7, %365 : tensor<16x6xf32>
    %367 = hlo.constant dense<0.9> : tensor<16xf32>
    %368 = hlo.multiply %arg17, %367 : tensor<16xf32>
    %369 = hlo.constant dense<0.1> : tensor<16xf32>
    %370 = hlo.multiply %202, %369 : tensor<16xf32>
    %371 = hlo.add %368, %370 : tensor<16xf32>
    %372 = hlo.multiply %202, %202 : tensor<16xf32>
    %373 = hlo.constant dense<0.999> : tensor<16xf32>
    %374 = hlo.multiply %arg26, %373 : tensor<16xf32>
    %375 = hlo.constant dense<0.001> : tensor<16xf32>
    %376 = hlo.multiply %372, %375 : tensor<16xf32>
    %377 = hlo.add %374, %376 : tensor<16xf32>
    %378 = hlo.broadcast_in_dim %212 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %379 = hlo.broadcast_in_dim %216 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %380 = hlo.divide %371, %378 : tensor<16xf32>
    %381 = hlo.divide %377, %379 : tensor<16xf32>
    %382 = hlo.sqrt %381 : tensor<16xf32>
    %383 = hlo.constant dense<1.0e-8> : tensor<16xf32>
    %384 = hlo.add %382, %383 : tensor<16xf32>
    %385 = hlo.divide %380, %384 : tensor<16xf32>
    %386 = hlo.constant dense<0.01> : tensor<16xf32>
    %387 = hlo.multiply %arg8, %386 : tensor<16xf32>
    %388 = hlo.add %385, %387 : tensor<16xf32>
    %389 = hlo.constant dense<0.05> : tensor<16xf32>
    %390 = hlo.multiply %388, %389 : tensor<16xf32>
    %391 = hlo.subtract %arg8, %390 : tensor<16xf32>
    %392 = hlo.constant dense<0.9> : tensor<4x16xf32>
    %393 = hlo.multiply %arg18, %392 : tensor<4x16xf32>
    %394 = hlo.constant dense<0.1> : tensor<4x16xf32>
    %395 = hlo.multiply %204, %394 : tensor<4x16xf32>
    %396 = hlo.add %393, %395 : tensor<4x16xf32>
    %397 = hlo.multiply %204, %204 : tensor<4x16xf32>
    %398 = hlo.constant dense<0.999> : tensor<4x16xf32>
    %399 = hlo.multiply %arg27, %398 : tensor<4x16xf32>
    %400 = hlo.constant dense<0.001> : tensor<4x16xf32>
    %401 = hlo.multiply %397, %400 : tensor<4x16xf32>
    %402 = hlo.add %399, %401 : tensor<4x16xf32>
    %403 = hlo.broadcast_in_dim %212 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %404 = hlo.broadcast_in_dim %216 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x16xf32>
    %405 = hlo.divide %396, %403 : tensor<4x16xf32>
    %406 = hlo.divide %402, %404 : tensor<4x16xf32>
    %407 = hlo.sqrt %406 : tensor<4x16xf32>
    %408 = hlo.constant dense<1.0e-8> : tensor<4x16xf32>
    %409 = hlo.add %407, %408 : tensor<4x16xf32>
    %410 = hlo.divide %405, %409 : tensor<4x16xf32>
    %411 = hlo.constant dense<0.01> : tensor<4x16xf32>
    %412 = hlo.multiply %arg9, %411 : tensor<4x16xf32>
    %413 = hlo.add %410, %412 : tensor<4x16xf32>
    %414 = hlo.constant dense<0.05> : tensor<4x16xf32>
    %415 = hlo.multiply %413, %414 : tensor<4x16xf32>
    %416 = hlo.subtract %arg9, %415 : tensor<4x16xf32>
    %417 = hlo.constant dense<0.9> : tensor<4xf32>
    %418 = hlo.multiply %arg19, %417 : tensor<4xf32>
    %419 = hlo.constant dense<0.1> : tensor<4xf32>
    %420 = hlo.multiply %206, %419 : tensor<4xf32>
    %421 = hlo.add %418, %420 : tensor<4xf32>
    %422 = hlo.multiply %206, %206 : tensor<4xf32>
    %423 = hlo.constant dense<0.999> : tensor<4xf32>
    %424 = hlo.multiply %arg28, %423 : tensor<4xf32>
    %425 = hlo.constant dense<0.001> : tensor<4xf32>
    %426 = hlo.multiply %422, %425 : tensor<4xf32>
    %427 = hlo.add %424, %426 : tensor<4xf32>
    %428 = hlo.broadcast_in_dim %212 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %429 = hlo.broadcast_in_dim %216 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %430 = hlo.divide %421, %428 : tensor<4xf32>
    %431 = hlo.divide %427, %429 : tensor<4xf32>
    %432 = hlo.sqrt %431 : tensor<4xf32>
    %433 = hlo.constant dense<1.0e-8> : tensor<4xf32>
    %434 = hlo.add %432, %433 : tensor<4xf32>
    %435 = hlo.divide %430, %434 : tensor<4xf32>
    %436 = hlo.constant dense<0.01> : tensor<4xf32>
    %437 = hlo.multiply %arg10, %436 : tensor<4xf32>
    %438 = hlo.add %435, %437 : tensor<4xf32>
    %439 = hlo.constant dense<0.05> : tensor<4xf32>
    %440 = hlo.multiply %438, %439 : tensor<4xf32>
    %441 = hlo.subtract %arg10, %440 : tensor<4xf32>
    return %29, %241, %266, %291, %316, %341, %366, %391, %416, %441, %221, %246, %271, %296, %321, %346, %371, %396, %421, %227, %252, %277, %302, %327, %352, %377, %402, %427, %208 : tensor<f32>, tensor<6x4xf32>, tensor<6xf32>, tensor<16x6xf32>, tensor<16x12xf32>, tensor<12x6xf32>, tensor<16x6xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>, tensor<6x4xf32>, tensor<6xf32>, tensor<16x6xf32>, tensor<16x12xf32>, tensor<12x6xf32>, tensor<16x6xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>, tensor<6x4xf32>, tensor<6xf32>, tensor<16x6xf32>, tensor<16x12xf32>, tensor<12x6xf32>, tensor<16x6xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>, tensor<f32>
  }
}

