// RUN: shardc-opt %s --pass-pipeline='builtin.module(comm-fusion{node-limit=1})' 2>&1 | FileCheck %s --check-prefix=BOUND
// RUN: shardc-opt %s --pass-pipeline='builtin.module(comm-fusion)' 2>&1 | FileCheck %s --check-prefix=FREE
// RUN: not shardc-opt %s --pass-pipeline='builtin.module(comm-fusion{node-limit=lots})' 2>&1 | FileCheck %s --check-prefix=BAD

// The algebra's e-graph grows within a node limit (`node-limit`, 50,000 e-nodes beyond the
// program's by default). A rule set's run that reaches it stops there, and the pass says
// which, on the function: the plan stays correct, but forms past the limit were not
// weighed. Here `work-on-the-shard` adds the reduce-scatter, the update on the shard and
// the gather in its first iteration, and stops at the second (the rule sets after it stop
// at their first): the update stays after the all_reduce.
// BOUND: warning: comm-fusion: the collectives' e-graph of '@update' stopped before it saturated (work-on-the-shard at its node limit (1 e-nodes beyond the program's){{.*}}): the plan is correct, but equal forms past the limit were not weighed (comm-fusion{node-limit=N} raises it)
// BOUND-LABEL: func.func @update(
// BOUND: dist.all_reduce %arg0
// BOUND-NOT: dist.reduce_scatter
// FREE-NOT: warning
// FREE-LABEL: func.func @update(
// FREE: dist.reduce_scatter
// FREE: hlo.subtract
// FREE: hlo.tanh
// FREE: dist.all_gather
// BAD: option 'node-limit' of pass 'comm-fusion' must be a non-negative integer, got 'lots'
dist.mesh @mesh = <["dp"=4]>
func.func @update(%p: tensor<1024x1024xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>}, %w: tensor<1024x1024xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> (tensor<1024x1024xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0 = dist.all_reduce %p {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<1024x1024xf32>
  %1 = hlo.subtract %w, %0 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<1024x1024xf32>
  %2 = hlo.tanh %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<1024x1024xf32>
  return %2 : tensor<1024x1024xf32>
}
