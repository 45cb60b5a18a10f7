// A plan with a manual computation (JAX's shard_map) is certified: the body gets a
// certificate of its own in the local view — each of its values related, on every device,
// to the input body's (the same op on related operands, a collective too; a member of the
// tuple all-reduce comm-fusion made to the single all-reduce it replaces) — and the manual
// computation is laid out by its in and out shardings ('manual': %b comes split by an
// all_slice, as the body takes it) and related by 'manual', its body certified.

// RUN: shardc compile %s -o %t.shardbin
// RUN: shardc verify --certificate %t.shardbin | FileCheck %s
// RUN: shardc compile %s --emit global -o - | FileCheck %s --check-prefix=PLAN

// CHECK: certificate accepted: 10 steps replayed
// CHECK: plan ops by rule class: 1 collective, 1 manual
// CHECK: layout rules: collective/all_slice 1, manual 1
// CHECK: relation rules: manual 2, same-op 3, through-collective 1, tuple-member 2
// CHECK: 1 function(s) certified on their own

// PLAN: dist.all_slice %arg1
// PLAN: func.func private @body
// PLAN: dist.all_reduce %{{.*}}, %{{.*}} {reduction_axes = #dist.axes<{"dp", "r"}>

dist.mesh @mesh = <["dp"=2, "r"=2]>
func.func @main(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %b: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %r:2 = dist.manual_computation %a, %b {body = @body, manual_axes = #dist.axes<{"dp", "r"}>, in_shardings = [#dist.sharding<@mesh, [{"dp"}, {}]>, #dist.sharding<@mesh, [{"dp"}, {}]>], out_shardings = [#dist.sharding<@mesh, [{}, {}]>, #dist.sharding<@mesh, [{}, {}]>]} : (tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  return %r#0, %r#1 : tensor<4x4xf32>, tensor<4x4xf32>
}
func.func private @body(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %t = hlo.tanh %a : tensor<4x4xf32>
  %0 = hlo.dot_general %t, %b {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"dp", "r"}>, kind = "add"} : tensor<4x4xf32>
  %2 = hlo.dot_general %a, %a {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"dp", "r"}>, kind = "add"} : tensor<4x4xf32>
  return %1, %3 : tensor<4x4xf32>, tensor<4x4xf32>
}
