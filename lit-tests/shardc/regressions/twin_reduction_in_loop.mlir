// Twins made by comm-fusion's rewrites are merged after its algebra, not within it: here,
// in a loop's body, a reduction reads a value gathered and sliced; once the gather and the
// slice are undone it is a twin of another reduction of the value itself, and so are the
// all-reduce, broadcast, tanh and sum after it. Merged within the algebra, the merge of an
// op the algebra did not look into (the sum, beyond its reach) with one it did left egg
// unable to explain the rewritten value reading both, and the certificate held no chain
// for it (fuzz `--loops --ops 10` seed 158). The plan also comes back as itself.
// RUN: shardc compile %s -o %t.shardbin 2>&1 | FileCheck %s --check-prefix=COMPILE --allow-empty
// RUN: shardc verify --certificate %t.shardbin | FileCheck %s
// RUN: shardc compile %s --emit global -o %t.global.mlir 2>/dev/null
// RUN: shardc compile %t.global.mlir --emit global -o %t.again.mlir 2>/dev/null
// RUN: diff %t.global.mlir %t.again.mlir
// RUN: FileCheck %s --check-prefix=PLAN --input-file %t.global.mlir

// COMPILE-NOT: egg could not explain

// CHECK: certificate accepted
// CHECK: comm-fusion's rewrites (egg's explanations): 2 chain(s) replayed

// One sum, one all-reduce, one tanh in the body: the twins are one.
// PLAN-LABEL: func.func private @body0
// PLAN-COUNT-1: hlo.reduce
// PLAN-NOT: hlo.reduce
// PLAN-COUNT-1: dist.all_reduce
// PLAN-NOT: dist.all_reduce
// PLAN: return

module {
  dist.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%arg0: tensor<6x6xf32>, %arg1: tensor<6x6xf32>) -> (tensor<6x6xf32>, tensor<6x6xf32>) {
    %0 = hlo.constant dense<0> : tensor<i32>
    %1 = dist.constraint %arg0 {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>} : tensor<6x6xf32>
    %2 = dist.constraint %arg1 {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<6x6xf32>
    %3:3 = hlo.while %0, %1, %2 {cond = @cond0, body = @body0} : (tensor<i32>, tensor<6x6xf32>, tensor<6x6xf32>) -> (tensor<i32>, tensor<6x6xf32>, tensor<6x6xf32>)
    return %3#1, %3#2 : tensor<6x6xf32>, tensor<6x6xf32>
  }
  func.func private @cond0(%arg0: tensor<i32>, %arg1: tensor<6x6xf32>, %arg2: tensor<6x6xf32>) -> tensor<i1> {
    %0 = hlo.constant dense<3> : tensor<i32>
    %1 = hlo.compare %arg0, %0 {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @body0(%arg0: tensor<i32>, %arg1: tensor<6x6xf32>, %arg2: tensor<6x6xf32>) -> (tensor<i32>, tensor<6x6xf32>, tensor<6x6xf32>) {
    %1 = dist.constraint %arg2 {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>} : tensor<6x6xf32>
    %4 = hlo.constant dense<0.0> : tensor<f32>
    %5 = hlo.reduce %arg2, %4 {dimensions = array<i64: 1>, kind = "add"} : (tensor<6x6xf32>, tensor<f32>) -> tensor<6xf32>
    %6 = hlo.broadcast_in_dim %5 {broadcast_dimensions = array<i64: 0>} : (tensor<6xf32>) -> tensor<6x6xf32>
    %7 = hlo.tanh %6 : tensor<6x6xf32>
    %8 = hlo.add %arg2, %7 : tensor<6x6xf32>
    %11 = hlo.reduce %1, %4 {dimensions = array<i64: 1>, kind = "add"} : (tensor<6x6xf32>, tensor<f32>) -> tensor<6xf32>
    %12 = hlo.broadcast_in_dim %11 {broadcast_dimensions = array<i64: 0>} : (tensor<6xf32>) -> tensor<6x6xf32>
    %13 = hlo.tanh %12 : tensor<6x6xf32>
    %14 = hlo.add %1, %13 : tensor<6x6xf32>
    %15 = hlo.multiply %14, %8 : tensor<6x6xf32>
    %20 = hlo.constant dense<1> : tensor<i32>
    %21 = hlo.add %arg0, %20 : tensor<i32>
    return %21, %arg1, %15 : tensor<i32>, tensor<6x6xf32>, tensor<6x6xf32>
  }
}
