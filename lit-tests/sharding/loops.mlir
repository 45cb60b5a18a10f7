// Loops keep one sharding per carried value, a fixpoint of propagation: the accumulator,
// which starts unsharded, takes what the body computes into it (split over dp and tp, like
// x @ w), and its zeros are made split (the carried sharding is a hint for an initial value
// without one), so nothing is resharded at the loop's entry; the loop stays a loop in the
// per-device program, its body partitioned once.
// RUN: shardc-opt %s --pass-pipeline='builtin.module(inline,sharding-propagation)' | FileCheck %s --check-prefix=PROP
// RUN: shardc-opt %s --pass-pipeline='builtin.module(inline,sharding-propagation,insert-reshards)' | FileCheck %s --check-prefix=RESHARD
// RUN: shardc compile %s --emit local -o - | FileCheck %s --check-prefix=LOCAL
// RUN: shardc verify %s | FileCheck %s --check-prefix=VERIFY
// RUN: shardc compile %s --emit exec -o - | FileCheck %s --check-prefix=EXEC
// RUN: shardc compile %s --auto-shard --emit global -o - 2>/dev/null | FileCheck %s --check-prefix=AUTO

// PROP-LABEL: func.func private @cond
// PROP-SAME: %arg3: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}
// PROP-LABEL: func.func private @body
// PROP-SAME: %arg3: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}
// PROP-SAME: -> (tensor<i32> {dist.sharding = #dist.sharding<@mesh, []>}, tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>})
// PROP-LABEL: func.func @main
// PROP: hlo.while
// PROP-SAME: dist.sharding = [#dist.sharding<@mesh, []>, #dist.sharding<@mesh, [{"dp"}, {}]>, #dist.sharding<@mesh, [{}, {"tp"}]>, #dist.sharding<@mesh, [{"dp"}, {"tp"}]>]

// RESHARD-LABEL: func.func @main
// RESHARD: %[[Z:.*]] = hlo.broadcast_in_dim {{.*}}dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>
// RESHARD-NEXT: hlo.while %{{.*}}, %arg0, %arg1, %[[Z]]

// LOCAL-LABEL: func.func private @body
// LOCAL: hlo.dot_general {{.*}} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
// LOCAL-LABEL: func.func @main
// LOCAL: hlo.while {{.*}} : (tensor<i32>, tensor<4x16xf32>, tensor<16x8xf32>, tensor<4x8xf32>) -> (tensor<i32>, tensor<4x16xf32>, tensor<16x8xf32>, tensor<4x8xf32>)

// --auto-shard searches the body with each carried value's next value tied to it, then
// pins the carried values the program around the loop hands over split (x over dp, w over
// tp, from their annotations) and searches the body again around them: the loop takes the
// layouts the fixpoint finds, nothing is moved at its entry, the accumulator's zeros are made
// split (the search's report names the candidate kept and the runner-up it beat).
// AUTO-LABEL: func.func private @cond
// AUTO-SAME: %arg3: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}
// AUTO-LABEL: func.func private @body
// AUTO-SAME: %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg2: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}
// AUTO-NOT: dist.all_
// AUTO-LABEL: func.func @main
// AUTO-NOT: dist.all_
// AUTO: hlo.while
// AUTO-SAME: dist.sharding = [#dist.sharding<@mesh, []>, #dist.sharding<@mesh, [{"dp"}, {}]>, #dist.sharding<@mesh, [{}, {"tp"}]>, #dist.sharding<@mesh, [{"dp"}, {"tp"}]>]
// AUTO-NOT: dist.all_
// AUTO: return
// RUN: shardc compile %s --auto-shard --emit global -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTOREPORT
// AUTOREPORT: auto-shard: loop @body at {{.*}}loops.mlir:{{[0-9]+}}:{{[0-9]+}} (3 iterations): carried values as the program around the loop hands them over, {{.*}} s per iteration; runner-up as the body's own search places them: +{{.*}} s per step
// AUTOREPORT: kept the searched plan

// VERIFY: verify: @main on 4 devices (dp=2,tp=2)
// VERIFY: sharded outputs match the single-device reference

// The compiled loop: the carried values in state buffers, the condition, a test leaving the
// loop, the body, its results copied into the state, a jump back.
// EXEC-COUNT-4: exec.loop_state
// EXEC: exec.loop_test %b{{[0-9]+}} else step [[EXIT:[0-9]+]]
// EXEC: exec.jump step
// EXEC: exec.return

dist.mesh @mesh = <["dp"=2, "tp"=2]>

func.func private @cond(%i: tensor<i32>, %x: tensor<8x16xf32>, %w: tensor<16x16xf32>, %acc: tensor<8x16xf32>) -> tensor<i1> {
  %n = hlo.constant dense<3> : tensor<i32>
  %0 = hlo.compare %i, %n {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %0 : tensor<i1>
}

func.func private @body(%i: tensor<i32>, %x: tensor<8x16xf32>, %w: tensor<16x16xf32>, %acc: tensor<8x16xf32>) -> (tensor<i32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>) {
  %one = hlo.constant dense<1> : tensor<i32>
  %next = hlo.add %i, %one : tensor<i32>
  %h = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %t = hlo.tanh %h : tensor<8x16xf32>
  %a = hlo.add %acc, %t : tensor<8x16xf32>
  return %next, %x, %w, %a : tensor<i32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>
}

func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %w: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> tensor<8x16xf32> {
  %zero = hlo.constant dense<0> : tensor<i32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %acc = hlo.broadcast_in_dim %z {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x16xf32>
  %r:4 = hlo.while %zero, %x, %w, %acc {cond = @cond, body = @body} : (tensor<i32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> (tensor<i32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>)
  return %r#3 : tensor<8x16xf32>
}
