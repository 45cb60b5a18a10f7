// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(comm-fusion)' | FileCheck %s
// RUN: shardc-opt %s --split-input-file --pass-pipeline='builtin.module(comm-fusion{rule-sets=collective-pairs,reductions-through-linear-ops})' | FileCheck %s --check-prefix=WITHOUT
// RUN: not shardc-opt %s --split-input-file --pass-pipeline='builtin.module(comm-fusion{rule-sets=collective-pairs,bogus})' 2>&1 | FileCheck %s --check-prefix=BAD

// work-on-the-shard in comm-fusion: an all_reduce is a reduce_scatter then an all_gather,
// and elementwise work after a gather runs on the shard before it.

// A replicated update after a reduction (4 MiB): the reduce_scatter, the update on each
// device's quarter (the weight sliced locally), one all_gather. Without the rule set, the
// all_reduce stays.
// CHECK-LABEL: func.func @update_on_the_shard(
// CHECK: %[[G:.*]] = dist.reduce_scatter %arg0 {scatter_axes = #dist.dim_axes<[{"dp"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}
// CHECK-NEXT: %[[W:.*]] = dist.all_slice %arg1 {slicing_axes = #dist.dim_axes<[{"dp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}
// CHECK-NEXT: %[[D:.*]] = hlo.subtract %[[W]], %[[G]] {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}
// CHECK-NEXT: %[[T:.*]] = hlo.tanh %[[D]] {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}
// CHECK-NEXT: %[[R:.*]] = dist.all_gather %[[T]] {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>}
// CHECK-NEXT: return %[[R]]
// CHECK-NOT: dist.all_reduce
// WITHOUT-LABEL: func.func @update_on_the_shard(
// WITHOUT: dist.all_reduce
// WITHOUT-NOT: dist.reduce_scatter
// BAD: error: comm-fusion: rule-sets: no rule set 'bogus' (the rule sets: collective-pairs, reductions-through-linear-ops, work-on-the-shard, identities; or all, none)
dist.mesh @mesh = <["dp"=4]>
func.func @update_on_the_shard(%p: tensor<1024x1024xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>}, %w: tensor<1024x1024xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> (tensor<1024x1024xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0 = dist.all_reduce %p {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<1024x1024xf32>
  %1 = hlo.subtract %w, %0 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<1024x1024xf32>
  %2 = hlo.tanh %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<1024x1024xf32>
  return %2 : tensor<1024x1024xf32>
}

// -----

// A small update (8x8): the second collective's latency outweighs the work saved; the
// all_reduce stays.
// CHECK-LABEL: func.func @small_update(
// CHECK: dist.all_reduce %arg0
// CHECK-NOT: dist.reduce_scatter
dist.mesh @mesh = <["dp"=4]>
func.func @small_update(%p: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>}, %w: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0 = dist.all_reduce %p {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %1 = hlo.subtract %w, %0 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----

// A gather then a narrowing conversion: the conversion on the shard, half the bytes gathered.
// CHECK-LABEL: func.func @convert_before_gather(
// CHECK-NEXT: %[[C:.*]] = hlo.convert %arg0 {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : (tensor<64x64xf32>) -> tensor<64x64xbf16>
// CHECK-NEXT: %[[G:.*]] = dist.all_gather %[[C]] {gathering_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x64xbf16>
// CHECK-NEXT: return %[[G]]
dist.mesh @mesh = <["tp"=4]>
func.func @convert_before_gather(%x: tensor<64x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<64x64xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0 = dist.all_gather %x {gathering_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x64xf32>
  %1 = hlo.convert %0 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : (tensor<64x64xf32>) -> tensor<64x64xbf16>
  return %1 : tensor<64x64xbf16>
}

// -----

// A splat read by work moved onto the shard is made sliced (`slice-of-splat`), not sliced
// from the whole; the gather goes after all six elementwise ops, though the algebra looks
// three ops past a collective at first (it looks further while a collective it moved nears
// the edge).
// CHECK-LABEL: func.func @past_the_first_reach(
// CHECK-NEXT: %[[LR:.*]] = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} dense<0.01>
// CHECK-NEXT: %[[T:.*]] = hlo.tanh %arg0 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}
// CHECK-NEXT: hlo.multiply %[[T]], %[[LR]] {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}
// CHECK-NEXT: hlo.exponential
// CHECK-NEXT: hlo.negate
// CHECK-NEXT: hlo.logistic
// CHECK-NEXT: %[[A:.*]] = hlo.abs
// CHECK-NEXT: %[[R:.*]] = dist.all_gather %[[A]]
// CHECK-NEXT: return %[[R]]
// CHECK-NOT: dist.all_slice
dist.mesh @mesh = <["dp"=4]>
func.func @past_the_first_reach(%x: tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %lr = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} dense<0.01> : tensor<64x256xf32>
  %0 = dist.all_gather %x {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %1 = hlo.tanh %0 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %2 = hlo.multiply %1, %lr {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %3 = hlo.exponential %2 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %4 = hlo.negate %3 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %5 = hlo.logistic %4 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %6 = hlo.abs %5 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  return %6 : tensor<64x256xf32>
}

// -----

// Two readers of one gathered value, neither worth rewriting alone (the other keeps the
// gather alive): together they free it. The slice of the gathered tanh is the tanh on the
// shard (`work-through-gather`, then `gather-then-slice` in the rule sets' next round), and
// the other reader's gather moves after its op.
// CHECK-LABEL: func.func @freed_together(
// CHECK-NEXT: %[[T:.*]] = hlo.tanh %arg0 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}
// CHECK-NEXT: %[[E:.*]] = hlo.exponential %[[T]] {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}
// CHECK-NEXT: %[[G:.*]] = dist.all_gather %[[E]]
// CHECK-NEXT: %[[S:.*]] = hlo.add %[[T]], %arg1 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}
// CHECK-NEXT: return %[[G]], %[[S]]
dist.mesh @mesh = <["dp"=4]>
func.func @freed_together(%x: tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %b: tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %0 = dist.all_gather %x {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %1 = hlo.tanh %0 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %2 = hlo.exponential %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %3 = dist.all_slice %1 {slicing_axes = #dist.dim_axes<[{"dp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<64x256xf32>
  %4 = hlo.add %3, %b {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<64x256xf32>
  return %2, %4 : tensor<64x256xf32>, tensor<64x256xf32>
}
