// A manual computation (shard_map) over tp, with dp free: insert-reshards lays its operand
// out as its in_sharding says (replicated over the free dp), propagation gives its result
// its out_sharding, and spmd-partition replaces it by a copy of its body, whose collectives
// are kept as written; an identity reshape gives the result its global layout.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(inline,sharding-propagation,insert-reshards)' 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: shardc-opt %s --pass-pipeline='builtin.module(inline,sharding-propagation,insert-reshards,spmd-partition)' 2>/dev/null | FileCheck %s --check-prefix=LOCAL
// RUN: shardc verify %s 2>/dev/null | FileCheck %s --check-prefix=VERIFY

// PLAN: warning: operand 0 of 'dist.manual_computation' (tensor<8x4xf32>, sharded as #dist.sharding<@mesh, [{"dp"}, {}]>) is gathered in full to #dist.sharding<@mesh, [{}, {}]>
// PLAN-LABEL: func.func @main
// PLAN: %[[G:.*]] = dist.all_gather %{{.*}} {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>
// PLAN-NEXT: %[[S:.*]] = dist.all_slice %[[G]] {slicing_axes = #dist.dim_axes<[{}, {"tp"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}
// PLAN-NEXT: dist.manual_computation %[[S]] {body = @body, {{.*}} dist.sharding = #dist.sharding<@mesh, [{}, {}]>}

// LOCAL-LABEL: func.func @main(%arg0: tensor<4x4xf32>
// LOCAL: %[[S:.*]] = dist.all_slice {{.*}} : (tensor<8x4xf32>) -> tensor<8x2xf32>
// LOCAL-NEXT: %[[B:.*]] = dist.all_gather %[[S]] {gathering_axes = #dist.dim_axes<[{}, {"tp"}]>} : (tensor<8x2xf32>) -> tensor<8x4xf32>
// LOCAL-NEXT: %[[R:.*]] = hlo.reshape %[[B]] {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x4xf32>
// LOCAL-NEXT: hlo.add %[[R]], %[[R]]
// LOCAL-NOT: func.func private @body

// VERIFY: sharded outputs match the single-device reference

dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @main(%x: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<8x4xf32> {
  %y = hlo.tanh %x : tensor<8x4xf32>
  %r = dist.manual_computation %y {body = @body, manual_axes = #dist.axes<{"tp"}>, in_shardings = [#dist.sharding<@mesh, [{}, {"tp"}]>], out_shardings = [#dist.sharding<@mesh, [{}, {}]>]} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %z = hlo.add %r, %r : tensor<8x4xf32>
  func.return %z : tensor<8x4xf32>
}
func.func private @body(%a: tensor<8x2xf32>) -> tensor<8x4xf32> {
  %g = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{}, {"tp"}]>} : (tensor<8x2xf32>) -> tensor<8x4xf32>
  func.return %g : tensor<8x4xf32>
}
