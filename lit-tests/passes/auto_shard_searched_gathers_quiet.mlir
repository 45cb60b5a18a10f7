// The constraints `auto-shard` writes carry `dist.searched`: a layout the plan chose on
// purpose — here, under a budget, the hidden activations gathered whole before the second
// product — which `insert-reshards` makes without the "gathered in full" warning a user's
// constraint gets (`lit-tests/sharding/sharding_failures.mlir`). Until 2026-12-04 every
// searched plan that gathered something warned about it: 11 warnings on Gemma's step
// (`shardc compile testdata/flax/gemma/jax.mlir --auto-shard --mesh dp=2,tp=2`), dozens
// on Llama's without annotations under a budget, none of them the user's doing.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(auto-shard{memory-budget=400000})' | FileCheck %s --check-prefix=PLAN
// RUN: shardc compile %s --auto-shard --memory-budget 400000 --emit global -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

// PLAN: dist.constraint {{.*}}{dist.searched, dist.sharding = #dist.sharding<@mesh, [{}, {}]>}
// QUIET-NOT: gathered in full

module @gathered_weights {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%x: tensor<4x256xf32>, %w1: tensor<256x256xf32>, %w2: tensor<256x256xf32>) -> (tensor<4x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>) {
    %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x256xf32>, tensor<256x256xf32>) -> tensor<4x256xf32>
    %t = hlo.tanh %h : tensor<4x256xf32>
    %y = hlo.dot_general %t, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x256xf32>, tensor<256x256xf32>) -> tensor<4x256xf32>
    %e1 = hlo.exponential %w1 : tensor<256x256xf32>
    %e2 = hlo.exponential %w2 : tensor<256x256xf32>
    return %y, %e1, %e2 : tensor<4x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>
  }
}
