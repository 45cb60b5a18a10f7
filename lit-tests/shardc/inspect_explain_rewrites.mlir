// `shardc inspect --explain` prints, per value comm-fusion's algebra rewrote, egg's chain of
// rewrites from the value as written to the plan's form: each form an expression over the
// plan values it reads, the rule of each step between them. From a program (compiled
// first) and from its binary (the chains its certificate keeps) alike.

// RUN: shardc inspect %s --explain | FileCheck %s
// RUN: shardc compile %s -o %t.shardbin
// RUN: shardc inspect %t.shardbin --explain | FileCheck %s
// RUN: shardc verify --certificate %t.shardbin | FileCheck %s --check-prefix=CERT

// CHECK: comm-fusion's rewrites (1 value(s), egg's explanations as the certificate keeps them):
// CHECK-NEXT: plan op2 ('hlo.tanh' at {{.*}}inspect_explain_rewrites.mlir:[[@LINE+13]]:3):
// CHECK-NEXT:     hlo.tanh(dist.all_slice[{"tp"},{}](dist.all_reduce{"tp"}(op0)))
// CHECK-NEXT:   => reduce-then-slice
// CHECK-NEXT:     hlo.tanh(dist.reduce_scatter[{"tp"},{}](op0))

// CERT: certificate accepted
// CERT: comm-fusion's rewrites (egg's explanations): 1 chain(s) replayed, 1 step(s): reduce-then-slice 1

dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @main(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %b: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %2 = dist.all_slice %1 {slicing_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  %3 = hlo.tanh %2 {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}
