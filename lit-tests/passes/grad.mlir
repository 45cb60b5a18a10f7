// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(grad,canonicalize,cse)' | FileCheck %s
// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(grad)' --mlir-print-op-generic | FileCheck %s --check-prefix=RAW

// The gradient of sum(w * x): x for w, w for x (the seed 1 folds away).
// CHECK-LABEL: func.func @dot_sum
// CHECK-SAME: -> (tensor<f32>, tensor<2xf32>, tensor<2xf32>)
// CHECK: return %2, %arg1, %arg0
func.func @dot_sum(%w: tensor<2xf32>, %x: tensor<2xf32>) -> tensor<f32> {
  %0 = hlo.multiply %w, %x : tensor<2xf32>
  %1 = hlo.constant dense<0.0> : tensor<f32>
  %2 = hlo.reduce %0, %1 {dimensions = array<i64: 0>, kind = "add"} : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}

// -----

// A matrix product: the weight's gradient contracts the input with the result's adjoint over
// the batch dimension (dimension 0 of both); the input's contracts the adjoint with the
// weight over the output features. Integer arguments get no gradient.
// CHECK-LABEL: func.func @linear
// CHECK-SAME: -> (tensor<f32>, tensor<8x4xf32>, tensor<4x3xf32>)
// CHECK-DAG: hlo.dot_general %{{.*}}, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 1>} : (tensor<8x3xf32>, tensor<4x3xf32>) -> tensor<8x4xf32>
// CHECK-DAG: hlo.dot_general %arg0, %{{.*}} {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x4xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
func.func @linear(%x: tensor<8x4xf32>, %w: tensor<4x3xf32>, %step: tensor<i32>) -> tensor<f32> {
  %y = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
  %t = hlo.tanh %y : tensor<8x3xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce %t, %z {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// tanh: the adjoint is multiplied by 1 - tanh(x)^2 (the forward result, reused).
// RAW-LABEL: "func.func"() <{function_type = (tensor<3xf32>) -> (tensor<f32>, tensor<3xf32>), sym_name = "act"
// RAW: %[[T:.*]] = "hlo.tanh"(%arg0)
// RAW: %[[SQ:.*]] = "hlo.multiply"(%[[T]], %[[T]])
// RAW: %[[ONE:.*]] = "hlo.constant"() {value = dense<1.0> : tensor<3xf32>}
// RAW: "hlo.subtract"(%[[ONE]], %[[SQ]])
func.func @act(%x: tensor<3xf32>) -> tensor<f32> {
  %t = hlo.tanh %x : tensor<3xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce %t, %z {dimensions = array<i64: 0>, kind = "add"} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// An embedding lookup: its gradient is a scatter-add of the rows' adjoints into a table of
// zeros, at the same ids; the ids (i32) get none.
// CHECK-LABEL: func.func @embed
// CHECK-SAME: -> (tensor<f32>, tensor<10x4xf32>)
// CHECK: hlo.scatter %{{.*}}, %arg1, %{{.*}} {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, kind = "add"}
func.func @embed(%table: tensor<10x4xf32>, %ids: tensor<3x1xi32>) -> tensor<f32> {
  %rows = hlo.gather %table, %ids {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 4>} : (tensor<10x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  %sq = hlo.multiply %rows, %rows : tensor<3x4xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce %sq, %z {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}
