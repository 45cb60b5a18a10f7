// insert-reshards gathers and slices %arg0 for the readers of %0; comm-fusion undoes the
// pair, and the rebuild places `logistic(%arg0)`, `add` and `divide` for a reader: twins of
// the program's own ops of %arg0, which lie beyond what the algebra looked into. Merged
// within the algebra, the value reading them had no chain (egg cannot show an op it looked
// into equal to one it did not), and the certificate held none for it (fuzz --ops 16 seed
// 1001591). They are merged once the algebra is done.
// RUN: shardc compile %s -o %t.shardbin 2>&1 | FileCheck %s --check-prefix=COMPILE --allow-empty
// RUN: shardc verify --certificate %t.shardbin | FileCheck %s
// RUN: shardc compile %s --emit global -o %t.global.mlir 2>/dev/null
// RUN: shardc compile %t.global.mlir --emit global -o %t.again.mlir 2>/dev/null
// RUN: diff %t.global.mlir %t.again.mlir
// RUN: FileCheck %s --check-prefix=PLAN --input-file %t.global.mlir

// COMPILE-NOT: egg could not explain

// CHECK: certificate accepted
// CHECK: comm-fusion's rewrites (egg's explanations): {{[1-9][0-9]*}} chain(s) replayed

// One logistic: the twins are one.
// PLAN-COUNT-1: hlo.logistic
// PLAN-NOT: hlo.logistic
// PLAN: return

module {
  dist.mesh @mesh = <["x"=4, "y"=2]>
  func.func @main(%arg0: tensor<3xf64> {dist.sharding = #dist.sharding<@mesh, [{"y"}]>}, %arg1: tensor<4xi32>) -> (tensor<3xf64> {dist.sharding = #dist.sharding<@mesh, [{}]>}, tensor<3xf64>) {
    %0 = dist.constraint %arg0 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<3xf64>
    %1 = hlo.add %0, %arg0 : tensor<3xf64>
    %2 = hlo.logistic %arg0 : tensor<3xf64>
    %3 = hlo.constant dense<1.0> : tensor<3xf64>
    %4 = hlo.add %2, %3 : tensor<3xf64>
    %5 = hlo.divide %arg0, %4 : tensor<3xf64>
    %6 = dist.constraint %0 {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<3xf64>
    %7 = hlo.reshape %1 : tensor<3xf64>
    %8 = hlo.transpose %6 {permutation = array<i64: 0>} : tensor<3xf64>
    %9 = hlo.add %0, %5 : tensor<3xf64>
    %10 = hlo.subtract %8, %7 : tensor<3xf64>
    %11 = hlo.dot_general %arg0, %8 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<3xf64>, tensor<3xf64>) -> tensor<f64>
    %12 = hlo.logistic %0 : tensor<3xf64>
    %13 = hlo.constant dense<1.0> : tensor<3xf64>
    %14 = hlo.add %12, %13 : tensor<3xf64>
    %15 = hlo.divide %0, %14 : tensor<3xf64>
    %16 = hlo.reshape %8 : tensor<3xf64>
    %17 = hlo.maximum %1, %9 : tensor<3xf64>
    %18 = hlo.broadcast_in_dim %15 {broadcast_dimensions = array<i64: 1>} : (tensor<3xf64>) -> tensor<4x3xf64>
    %19 = hlo.broadcast_in_dim %11 {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %20 = hlo.minimum %15, %7 : tensor<3xf64>
    %21 = hlo.add %5, %9 : tensor<3xf64>
    return %21, %20 : tensor<3xf64>, tensor<3xf64>
  }
}
