// `shardc compile --comm-rules`: the rule sets of comm-fusion's algebra, checked before
// anything runs; a bad list is a usage error that writes nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shardc compile %s --emit global -o - | FileCheck %s --check-prefix=ALL
// RUN: shardc compile %s --comm-rules collective-pairs,reductions-through-linear-ops --emit global -o - | FileCheck %s --check-prefix=WITHOUT
// RUN: shardc compile %s --comm-rules none --emit global -o - | FileCheck %s --check-prefix=WITHOUT
// RUN: not shardc compile %s --comm-rules bogus -o %t/out.shardbin 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not shardc compile %s --comm-rules collective-pairs,,work-on-the-shard -o %t/out.shardbin 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not test -e %t/out.shardbin

// ALL: dist.reduce_scatter
// ALL: hlo.subtract
// ALL: dist.all_gather
// ALL-NOT: dist.all_reduce
// WITHOUT: dist.all_reduce
// WITHOUT-NOT: dist.reduce_scatter
// BAD: error: --comm-rules: no rule set 'bogus' (the rule sets: collective-pairs, reductions-through-linear-ops, work-on-the-shard, identities; or all, none)
// EMPTY: error: --comm-rules: an empty name in 'collective-pairs,,work-on-the-shard'

dist.mesh @mesh = <["dp"=4]>
func.func @main(%x: tensor<16x1024xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %w: tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>) {
  %g = hlo.dot_general %x, %x {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<16x1024xf32>, tensor<16x1024xf32>) -> tensor<1024x1024xf32>
  %1 = hlo.subtract %w, %g : tensor<1024x1024xf32>
  %2 = hlo.tanh %1 : tensor<1024x1024xf32>
  %3 = hlo.multiply %2, %2 : tensor<1024x1024xf32>
  %4 = hlo.exponential %3 : tensor<1024x1024xf32>
  return %4 : tensor<1024x1024xf32>
}
