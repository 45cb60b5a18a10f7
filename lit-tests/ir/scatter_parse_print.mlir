// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// hlo.scatter with a combiner kind: replace, add, max, min or mul.

// The gradient of an embedding lookup: rows of updates added into a 16x8 table.
// CHECK-LABEL: func.func @embedding_gradient
// CHECK-SAME: (%[[T:.*]]: tensor<16x8xf32>, %[[I:.*]]: tensor<4x1xi32>, %[[U:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[R:.*]] = hlo.scatter %[[T]], %[[I]], %[[U]] {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @embedding_gradient(%table: tensor<16x8xf32>, %ids: tensor<4x1xi32>, %upd: tensor<4x8xf32>) -> tensor<16x8xf32> {
  %0 = hlo.scatter %table, %ids, %upd {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "add"} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// CHECK-LABEL: func.func @kinds
func.func @kinds(%x: tensor<8xi32>, %ids: tensor<3x1xi64>, %upd: tensor<3xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) {
  // CHECK-NEXT: hlo.scatter {{.*}} kind = "replace"} : (tensor<8xi32>, tensor<3x1xi64>, tensor<3xi32>) -> tensor<8xi32>
  %0 = hlo.scatter %x, %ids, %upd {inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "replace"} : (tensor<8xi32>, tensor<3x1xi64>, tensor<3xi32>) -> tensor<8xi32>
  // CHECK-NEXT: hlo.scatter {{.*}} kind = "max"}
  %1 = hlo.scatter %x, %ids, %upd {inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "max"} : (tensor<8xi32>, tensor<3x1xi64>, tensor<3xi32>) -> tensor<8xi32>
  // CHECK-NEXT: hlo.scatter {{.*}} kind = "min"}
  %2 = hlo.scatter %x, %ids, %upd {inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "min"} : (tensor<8xi32>, tensor<3x1xi64>, tensor<3xi32>) -> tensor<8xi32>
  // CHECK-NEXT: hlo.scatter {{.*}} kind = "mul"}
  %3 = hlo.scatter %x, %ids, %upd {inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1, kind = "mul"} : (tensor<8xi32>, tensor<3x1xi64>, tensor<3xi32>) -> tensor<8xi32>
  return %0, %1, %2, %3 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>
}

// Batching dimensions pair an input dimension with an indices dimension.
// CHECK-LABEL: func.func @batching
// CHECK-NEXT: hlo.scatter %arg0, %arg1, %arg2 {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 1>, input_batching_dims = array<i64: 0>, scatter_indices_batching_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 1>, index_vector_dim = 2 : i64, kind = "add"} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<2x16x8xf32>
func.func @batching(%x: tensor<2x16x8xf32>, %i: tensor<2x4x1xi32>, %u: tensor<2x4x8xf32>) -> tensor<2x16x8xf32> {
  %0 = hlo.scatter %x, %i, %u {update_window_dims = array<i64: 2>, inserted_window_dims = array<i64: 1>, input_batching_dims = array<i64: 0>, scatter_indices_batching_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 1>, index_vector_dim = 2, kind = "add"} : (tensor<2x16x8xf32>, tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
