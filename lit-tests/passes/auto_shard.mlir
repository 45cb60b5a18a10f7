// RUN: shardc-opt %s --pass-pipeline='builtin.module(auto-shard)' | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(auto-shard{explain=true})' | FileCheck %s --check-prefix=EXPLAIN
// RUN: shardc-opt %s --pass-pipeline='builtin.module(auto-shard,sharding-propagation,insert-reshards)' | FileCheck %s --check-prefix=RESHARDS
// RUN: sh -c "shardc-opt %s --pass-pipeline='builtin.module(auto-shard{memory-budget=12parsecs})'; echo rc=\$?" 2>&1 | FileCheck %s --check-prefix=BADBYTES
// RUN: sh -c "shardc-opt %s --pass-pipeline='builtin.module(auto-shard{profile=tpu9})'; echo rc=\$?" 2>&1 | FileCheck %s --check-prefix=BADPROFILE
// RUN: sh -c "shardc-opt %s --pass-pipeline='builtin.module(auto-shard{memory-budget=1KiB})'; echo rc=\$?" 2>&1 | FileCheck %s --check-prefix=TOOSMALL

// A 2-layer MLP over a batch of 64 with nothing annotated: the batch is split, the small
// weights stay whole, nothing is communicated. The first layer's weight is pinned: it keeps
// its annotation and the search places the rest around it.

dist.mesh @mesh = <["x"=4]>
func.func @main(%x: tensor<64x16xf32>, %w1: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %w2: tensor<16x16xf32>) -> tensor<64x16xf32> {
  %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
  %t = hlo.tanh %h : tensor<64x16xf32>
  %y = hlo.dot_general %t, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
  return %y : tensor<64x16xf32>
}

// CHECK-LABEL: func.func @main
// CHECK-SAME: %arg0: tensor<64x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}
// CHECK-SAME: %arg1: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: -> (tensor<64x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>})
// CHECK: hlo.dot_general {{.*}}dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>
// CHECK: hlo.tanh {{.*}}dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>
// CHECK-NOT: dist.constraint

// EXPLAIN: hlo.tanh %0 {dist.auto_shard = {strategy = "split i:\"x\"", seconds = {{.*}} : f64, runner_up = "whole", runner_up_extra_seconds = {{.*}} : f64}

// RESHARDS-NOT: dist.all_
// RESHARDS: return

// BADBYTES: option 'memory-budget' of pass 'auto-shard' must be a byte count (5000000, 512MiB, 80GiB), got '12parsecs'
// BADBYTES: rc=

// BADPROFILE: error: auto-shard: profile: 'tpu9' is neither a built-in profile (cpu, a100, h100, h200) nor a readable file
// BADPROFILE: rc=1

// TOOSMALL: error: auto-shard: no plan fits the memory budget of 1024 bytes per device on mesh @mesh; the smallest found needs {{[0-9]+}} bytes
// TOOSMALL: rc=1

// Limits: the growth stops where it is told to, and the plan is still a plan.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(auto-shard{node-limit=10},sharding-propagation,insert-reshards)' | FileCheck %s --check-prefix=LIMITED
// LIMITED: func.func @main
// LIMITED: return
