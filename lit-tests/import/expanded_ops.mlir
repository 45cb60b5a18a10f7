// RUN: shardc-opt %s | FileCheck %s

// StableHLO ops imported as several shardc ops: clamp is maximum then minimum (scalar bounds
// broadcast); optimization_barrier forwards its operands; dynamic_slice is a gather of one
// window at the start vector; dynamic_update_slice clamps its starts so the update fits,
// then scatters (replace) it.

// CHECK-LABEL: func.func @main
// CHECK:      %[[LO:.*]] = hlo.broadcast_in_dim %arg2 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x16xf32>
// CHECK-NEXT: %[[HI:.*]] = hlo.broadcast_in_dim %arg3 {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x16xf32>
// CHECK-NEXT: %[[UP:.*]] = hlo.maximum %arg0, %[[LO]] : tensor<8x16xf32>
// CHECK-NEXT: %[[C:.*]] = hlo.minimum %[[UP]], %[[HI]] : tensor<8x16xf32>
// CHECK:      hlo.concatenate {{.*}} -> tensor<2xi32>
// CHECK-NEXT: %[[W:.*]] = hlo.gather %[[C]], %{{.*}} {offset_dims = array<i64: 0, 1>, start_index_map = array<i64: 0, 1>, index_vector_dim = 0 : i64, slice_sizes = array<i64: 3, 4>} : (tensor<8x16xf32>, tensor<2xi32>) -> tensor<3x4xf32>
// CHECK:      hlo.constant dense<5> : tensor<i32>
// CHECK:      hlo.constant dense<12> : tensor<i32>
// CHECK:      hlo.scatter %[[C]], %{{.*}}, %[[W]] {update_window_dims = array<i64: 0, 1>, scatter_dims_to_operand_dims = array<i64: 0, 1>, index_vector_dim = 0 : i64, kind = "replace"}
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<f32>):
    %0 = "stablehlo.clamp"(%arg2, %arg0, %arg3) : (tensor<f32>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1:2 = "stablehlo.optimization_barrier"(%0, %arg1) : (tensor<8x16xf32>, tensor<i32>) -> (tensor<8x16xf32>, tensor<i32>)
    %2 = "stablehlo.dynamic_slice"(%1#0, %1#1, %1#1) <{slice_sizes = array<i64: 3, 4>}> : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %3 = "stablehlo.dynamic_update_slice"(%1#0, %2, %1#1, %1#1) : (tensor<8x16xf32>, tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    "func.return"(%3) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()
