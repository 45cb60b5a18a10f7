// An argument nothing reads may be handed over split as far as it goes: it moves nothing
// and holds least so. Without a budget the search keeps it whole (equally cheap; 56 bytes
// per device); under a budget of 50 only that split fits (28 bytes). Before, its only
// layout was whole and the budget was refused.
// RUN: shardc compile %s --auto-shard --emit global -o - 2>&1 | FileCheck %s --check-prefix=FREE
// RUN: shardc compile %s --auto-shard --memory-budget 50 --emit global -o - 2>&1 | FileCheck %s --check-prefix=BUDGET

// FREE: peak 56 bytes per device
// FREE: %arg2: tensor<2x4xi32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}
// BUDGET: peak 28 bytes per device
// BUDGET: %arg2: tensor<2x4xi32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>}

dist.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<2xbf16>, %arg1: tensor<2x3xbf16>, %arg2: tensor<2x4xi32>) -> (tensor<2x3xbf16>, tensor<bf16>) {
  %1 = hlo.dot_general %arg0, %arg0 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<bf16>
  %5 = hlo.negate %arg1 : tensor<2x3xbf16>
  %10 = hlo.tanh %5 : tensor<2x3xbf16>
  %11 = hlo.exponential %10 : tensor<2x3xbf16>
  return %11, %1 : tensor<2x3xbf16>, tensor<bf16>
}
