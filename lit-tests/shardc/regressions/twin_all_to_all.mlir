// insert-reshards gathers and slices %1 for one reader and moves it by an all-to-all for
// another; comm-fusion undoes the gather and slice, so the second all-to-all comes to read
// %1 too: a twin of the first. Twins outside the algebra were left (two all-to-alls, 96
// bytes), and the plan written out compiled to another (cse merged them: 48 bytes; fuzz
// --ops 12 seed 805297). comm-fusion now merges the twins its algebra makes, of every pure
// op, once the algebra is done (as the pipeline's `cse` would).
// RUN: shardc compile %s --emit global -o %t.global.mlir 2>/dev/null
// RUN: shardc compile %t.global.mlir --emit global -o %t.again.mlir 2>/dev/null
// RUN: diff %t.global.mlir %t.again.mlir
// RUN: FileCheck %s --input-file %t.global.mlir
// CHECK: dist.all_to_all %1
// CHECK-NOT: dist.all_to_all
// CHECK: return
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%arg0: tensor<12x2xi32>, %arg1: tensor<4xi32>) -> (tensor<12x2xi32>, tensor<12x2xi32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, tensor<12x2xi32>) {
    %0 = hlo.constant dense<1> : tensor<i32>
    %1 = hlo.pad %arg0, %0 {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: -1, 0>, interior_padding = array<i64: 0, 0>} : (tensor<12x2xi32>, tensor<i32>) -> tensor<12x2xi32>
    %2 = dist.constraint %1 {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<12x2xi32>
    %3 = dist.constraint %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<12x2xi32>
    %4 = hlo.transpose %arg0 {permutation = array<i64: 0, 1>} : tensor<12x2xi32>
    %5 = hlo.gather %1, %arg1 {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 2>} : (tensor<12x2xi32>, tensor<4xi32>) -> tensor<4x2xi32>
    %6 = hlo.constant dense<0> : tensor<12x2xi32>
    %7 = hlo.scatter %6, %arg1, %5 {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, kind = "add"} : (tensor<12x2xi32>, tensor<4xi32>, tensor<4x2xi32>) -> tensor<12x2xi32>
    %8 = dist.constraint %3 {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<12x2xi32>
    %9 = hlo.gather %3, %arg1 {offset_dims = array<i64: 1>, collapsed_slice_dims = array<i64: 0>, start_index_map = array<i64: 0>, index_vector_dim = 1 : i64, slice_sizes = array<i64: 1, 2>} : (tensor<12x2xi32>, tensor<4xi32>) -> tensor<4x2xi32>
    %10 = hlo.transpose %9 {permutation = array<i64: 1, 0>} : (tensor<4x2xi32>) -> tensor<2x4xi32>
    %11 = dist.constraint %arg0 {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<12x2xi32>
    %12 = hlo.dot_general %7, %10 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<12x2xi32>, tensor<2x4xi32>) -> tensor<12x4xi32>
    %13 = hlo.maximum %arg0, %8 : tensor<12x2xi32>
    return %13, %8, %2 : tensor<12x2xi32>, tensor<12x2xi32>, tensor<12x2xi32>
  }
}
