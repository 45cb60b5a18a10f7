// Loops nested in a loop's body are planned with it: the inner loop's body is searched
// while the outer body is (a body being planned is a copy of the module's function, so the
// inner loop's functions must count it as their one caller, not twice). Both loops carry
// the activations split over "a" and "b" and the weight whole: data parallel, nothing
// communicated. With the inner loop left unplanned, everything stayed whole.
// RUN: shardc compile %s --auto-shard --emit global -o - 2>/dev/null | FileCheck %s
// RUN: shardc verify %s --auto-shard 2>&1 | FileCheck %s --check-prefix=VERIFY

dist.mesh @mesh = <["a"=2, "b"=2]>
func.func private @icond(%i: tensor<i32>, %x: tensor<128x64xf32>, %w: tensor<64x64xf32>) -> tensor<i1> {
  %n = hlo.constant dense<2> : tensor<i32>
  %c = hlo.compare %i, %n {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @ibody(%i: tensor<i32>, %x: tensor<128x64xf32>, %w: tensor<64x64xf32>) -> (tensor<i32>, tensor<128x64xf32>, tensor<64x64xf32>) {
  %one = hlo.constant dense<1> : tensor<i32>
  %j = hlo.add %i, %one : tensor<i32>
  %h = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
  %t = hlo.tanh %h : tensor<128x64xf32>
  %wt = hlo.transpose %w {permutation = array<i64: 1, 0>} : tensor<64x64xf32>
  return %j, %t, %wt : tensor<i32>, tensor<128x64xf32>, tensor<64x64xf32>
}
func.func private @ocond(%i: tensor<i32>, %x: tensor<128x64xf32>, %w: tensor<64x64xf32>) -> tensor<i1> {
  %n = hlo.constant dense<3> : tensor<i32>
  %c = hlo.compare %i, %n {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @obody(%i: tensor<i32>, %x: tensor<128x64xf32>, %w: tensor<64x64xf32>) -> (tensor<i32>, tensor<128x64xf32>, tensor<64x64xf32>) {
  %one = hlo.constant dense<1> : tensor<i32>
  %j = hlo.add %i, %one : tensor<i32>
  %z = hlo.constant dense<0> : tensor<i32>
  %r:3 = hlo.while %z, %x, %w {cond = @icond, body = @ibody} : (tensor<i32>, tensor<128x64xf32>, tensor<64x64xf32>) -> (tensor<i32>, tensor<128x64xf32>, tensor<64x64xf32>)
  %s = hlo.add %r#1, %x : tensor<128x64xf32>
  return %j, %s, %r#2 : tensor<i32>, tensor<128x64xf32>, tensor<64x64xf32>
}
func.func @main(%x: tensor<128x64xf32>, %w: tensor<64x64xf32>) -> (tensor<128x64xf32>, tensor<64x64xf32>) {
  %zero = hlo.constant dense<0> : tensor<i32>
  %r:3 = hlo.while %zero, %x, %w {cond = @ocond, body = @obody} : (tensor<i32>, tensor<128x64xf32>, tensor<64x64xf32>) -> (tensor<i32>, tensor<128x64xf32>, tensor<64x64xf32>)
  return %r#1, %r#2 : tensor<128x64xf32>, tensor<64x64xf32>
}

// CHECK-LABEL: func.func private @ibody
// CHECK-SAME: %arg1: tensor<128x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"a", "b"}, {}]>}
// CHECK-NOT: dist.all_
// CHECK-LABEL: func.func private @obody
// CHECK-SAME: %arg1: tensor<128x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"a", "b"}, {}]>}
// CHECK-NOT: dist.all_
// CHECK: hlo.while {{.*}}body = @ibody, dist.sharding = [#dist.sharding<@mesh, []>, #dist.sharding<@mesh, [{"a", "b"}, {}]>, #dist.sharding<@mesh, [{}, {}]>]
// CHECK-NOT: dist.all_
// CHECK-LABEL: func.func @main
// CHECK-NOT: dist.all_
// CHECK: hlo.while {{.*}}body = @obody, dist.sharding = [#dist.sharding<@mesh, []>, #dist.sharding<@mesh, [{"a", "b"}, {}]>, #dist.sharding<@mesh, [{}, {}]>]

// VERIFY: verify: @main on 4 devices (a=2,b=2), 0 collective(s), 0 bytes per device
// VERIFY: sharded outputs match the single-device reference
