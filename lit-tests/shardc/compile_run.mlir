// `shardc compile` then `shardc run` on the CPU virtual mesh computes what the reference
// interpreter computes; the emitted global and local views are valid IR for shardc-opt.
// RUN: shardc compile %s -o %t.shardbin
// RUN: shardc run %t.shardbin | FileCheck %s --check-prefix=VMESH
// RUN: shardc interpret %s | FileCheck %s --check-prefix=REF
// RUN: shardc compile %s --emit global -o %t.global.mlir
// RUN: shardc-opt %t.global.mlir | FileCheck %s --check-prefix=GLOBAL
// RUN: shardc compile %s --emit local -o %t.local.mlir
// RUN: shardc-opt %t.local.mlir | FileCheck %s --check-prefix=LOCAL

// VMESH: ran @main on 8 devices (dp=2,tp=4)
// VMESH-NEXT: out0: tensor<8x16xf32>  mean {{-?[0-9]+\.[0-9]+}}
// REF: out0: tensor<8x16xf32>  mean {{-?[0-9]+\.[0-9]+}}

// The row-parallel second matmul leaves partial sums, reduced over "tp".
// GLOBAL: hlo.dot_general {{.*}}unreduced={"tp"}
// GLOBAL: dist.all_reduce %{{.*}} {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<8x16xf32>

// The local view has per-device shapes.
// LOCAL: module @mlp attributes {dist.local_view}
// LOCAL: func.func @main(%arg0: tensor<4x16xf32>
// LOCAL: dist.all_reduce {{.*}} : tensor<4x16xf32>
module @mlp {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                  %w1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w2: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
      -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
    %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %zero = hlo.constant dense<0.0> : tensor<8x32xf32>
    %r = hlo.maximum %h, %zero : tensor<8x32xf32>
    %y = hlo.dot_general %r, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %y : tensor<8x16xf32>
  }
}
