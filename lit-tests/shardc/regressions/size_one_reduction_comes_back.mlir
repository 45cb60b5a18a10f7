// The argument's partial sums over "p", an axis of size 1, are reduced by an all-reduce that
// moves nothing and cost nothing: comm-fusion copied it into the product's partial sums
// (work-through-reduction, priced as free), and sink-reductions sank the copy past the
// reshape when the plan was compiled again, so the plan written out compiled to another
// (fuzz --ops 12 seed 704728). Every collective now costs comm-fusion a little, so of two
// forms otherwise as dear the one with fewer collectives wins: the product reads the one
// reduced value.
// RUN: shardc compile %s --emit global -o %t.global.mlir 2>/dev/null
// RUN: shardc compile %t.global.mlir --emit global -o %t.again.mlir 2>/dev/null
// RUN: diff %t.global.mlir %t.again.mlir
// RUN: FileCheck %s --input-file %t.global.mlir
// CHECK: %[[R:.*]] = dist.all_reduce %{{.*}} {reduction_axes = #dist.axes<{"p"}>
// CHECK-NOT: dist.all_reduce
// CHECK: %[[L:.*]] = hlo.logistic %[[R]]
// CHECK-NOT: dist.all_reduce
// CHECK: hlo.multiply %[[R]], %[[L]]
// CHECK-NOT: dist.all_reduce
// CHECK: return
module {
  dist.mesh @mesh = <["x"=2, "p"=1, "y"=4]>
  func.func @main(%arg0: tensor<6x2x3xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {}], unreduced={"p", "x"}>}, %arg1: tensor<4x4xi32>) -> (tensor<9x3xbf16>, tensor<36xbf16> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) {
    %0 = hlo.constant dense<0.0> : tensor<bf16>
    %1 = hlo.reduce %arg0, %0 {dimensions = array<i64: 2>, kind = "add"} : (tensor<6x2x3xbf16>, tensor<bf16>) -> tensor<6x2xbf16>
    %2 = hlo.reshape %arg0 : (tensor<6x2x3xbf16>) -> tensor<12x3xbf16>
    %3 = hlo.slice %2 {start_indices = array<i64: 3, 0>, limit_indices = array<i64: 9, 3>, strides = array<i64: 1, 1>} : (tensor<12x3xbf16>) -> tensor<6x3xbf16>
    %4 = hlo.transpose %arg0 {permutation = array<i64: 1, 2, 0>} : (tensor<6x2x3xbf16>) -> tensor<2x3x6xbf16>
    %5 = hlo.logistic %2 : tensor<12x3xbf16>
    %6 = hlo.negate %3 : tensor<6x3xbf16>
    %7 = hlo.negate %6 : tensor<6x3xbf16>
    %8 = hlo.multiply %2, %5 : tensor<12x3xbf16>
    %9 = hlo.reshape %8 : (tensor<12x3xbf16>) -> tensor<36xbf16>
    %10 = hlo.compare %7, %6 {comparison_direction = "GE"} : (tensor<6x3xbf16>, tensor<6x3xbf16>) -> tensor<6x3xi1>
    %11 = hlo.select %10, %6, %7 : (tensor<6x3xi1>, tensor<6x3xbf16>, tensor<6x3xbf16>) -> tensor<6x3xbf16>
    %12 = hlo.transpose %11 {permutation = array<i64: 1, 0>} : (tensor<6x3xbf16>) -> tensor<3x6xbf16>
    %13 = hlo.constant dense<0.5> : tensor<bf16>
    %14 = hlo.pad %3, %13 {edge_padding_low = array<i64: 3, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<6x3xbf16>, tensor<bf16>) -> tensor<9x3xbf16>
    return %14, %9 : tensor<9x3xbf16>, tensor<36xbf16>
  }
}
