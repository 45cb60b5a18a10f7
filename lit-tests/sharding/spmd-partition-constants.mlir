// RUN: shardc-opt %s --pass-pipeline='builtin.module(spmd-partition)' | FileCheck %s

// spmd-partition alone accepts a non-splat constant laid out sharded (canonicalize never
// makes one, but a program may be written so): the constant is made whole and every device
// keeps its block of rows with dist.all_slice, moving no data. A splat is made in pieces.
// CHECK-LABEL: func.func @main(
// CHECK: %[[WHOLE:.*]] = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} dense<{{\[\[}}1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
// CHECK-NEXT: %[[MINE:.*]] = dist.all_slice %[[WHOLE]] {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : (tensor<4x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: %[[SPLAT:.*]] = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} dense<2.0> : tensor<2x2xf32>
// CHECK-NEXT: hlo.add %[[MINE]], %[[SPLAT]]
dist.mesh @mesh = <["x"=2]>
func.func @main() -> (tensor<4x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) {
  %c = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %s = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} dense<2.0> : tensor<4x2xf32>
  %r = hlo.add %c, %s {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}
