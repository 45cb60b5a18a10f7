// RUN: shardc-opt %s | FileCheck %s

// `stablehlo.dot_general`'s `#stablehlo.dot<...>` dimension numbers become shardc's four
// dimension lists (empty lists are not printed). `precision_config` is a hint to XLA's
// backends and is dropped: shardc computes f32 products in f32 and the reference
// interpreter in f64.

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x32xf32>, tensor<32x24xf32>) -> tensor<16x24xf32>
// CHECK-NEXT: %1 = hlo.dot_general %arg2, %arg3 {lhs_batching_dimensions = array<i64: 0, 2>, rhs_batching_dimensions = array<i64: 0, 1>, lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 3>} : (tensor<2x8x4x16xf32>, tensor<2x4x16x8xf32>) -> tensor<2x4x16x16xf32>
// CHECK-NEXT: %2 = hlo.dot_general %arg4, %arg4 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
// CHECK-NOT: precision
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<16x32xf32>, tensor<32x24xf32>, tensor<2x8x4x16xf32>, tensor<2x4x16x8xf32>, tensor<4xf32>) -> (tensor<16x24xf32>, tensor<2x4x16x16xf32>, tensor<4x4xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<16x32xf32>, %arg1: tensor<32x24xf32>, %arg2: tensor<2x8x4x16xf32>, %arg3: tensor<2x4x16x8xf32>, %arg4: tensor<4xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x24xf32>) -> tensor<16x24xf32>
    %1 = "stablehlo.dot_general"(%arg2, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<2x8x4x16xf32>, tensor<2x4x16x8xf32>) -> tensor<2x4x16x16xf32>
    %2 = "stablehlo.dot_general"(%arg4, %arg4) <{dot_dimension_numbers = #stablehlo.dot<>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    "func.return"(%0, %1, %2) : (tensor<16x24xf32>, tensor<2x4x16x16xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
