// An argument nothing reads may be handed over split as far as it goes: it moves nothing
// and holds least so. Without a budget the search keeps it whole (equally cheap); under a
// budget only that split fits. Before, its only layout was whole and the budget was
// refused (the smallest plan 74 bytes).
// RUN: shardc compile %s --auto-shard --emit global -o - 2>/dev/null | FileCheck %s --check-prefix=FREE
// RUN: shardc compile %s --auto-shard --memory-budget 66 --emit global -o - 2>/dev/null | FileCheck %s --check-prefix=BUDGET

// FREE: %arg2: tensor<2x4xi32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}
// BUDGET: %arg2: tensor<2x4xi32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>}

dist.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<2xbf16>, %arg1: tensor<2x6xbf16>, %arg2: tensor<2x4xi32>) -> (tensor<2x6xbf16>, tensor<bf16>) {
  %1 = hlo.dot_general %arg0, %arg0 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<bf16>
  %5 = hlo.negate %arg1 : tensor<2x6xbf16>
  %10 = hlo.tanh %5 : tensor<2x6xbf16>
  %11 = hlo.exponential %10 : tensor<2x6xbf16>
  return %11, %1 : tensor<2x6xbf16>, tensor<bf16>
}
