// Transposes and negations composing to the identity across a constraint, feeding a loop:
// canonicalization folds `transpose(constraint(transpose x))` and
// `negate(constraint(negate x))` to `x` (the layouts agree, nothing moves), so the plan's loop
// takes the argument itself. A loop cannot be evaluated, so its operands must be related by
// rules: `identity/chain` and `identity/involution` follow the input's chains through its
// constraints (in the global view a constraint's result is its operand's value). Before,
// they stopped at the constraint and the plan carried no certificate (found by
// `shardc fuzz --loops --seed 303 --ops 12`, where the chain sat in a loop's body).

// RUN: shardc compile %s -o %t.shardbin 2>&1 | FileCheck %s --check-prefix=COMPILE --allow-empty
// RUN: shardc verify --certificate %t.shardbin | FileCheck %s
// RUN: shardc compile %s --emit global -o - | FileCheck %s --check-prefix=PLAN

// COMPILE-NOT: carries no certificate

// CHECK: certificate accepted: {{[0-9]+}} steps replayed
// CHECK: plan ops by rule class: 1 loop,
// CHECK: relation rules: identity/chain 1, identity/involution 1, loop 3

// PLAN-LABEL: func.func @main
// PLAN-NEXT: hlo.constant
// PLAN-NEXT: hlo.while %{{[0-9]+}}, %arg0, %arg0

dist.mesh @mesh = <["x"=2, "y"=2]>
func.func private @cond(%i: tensor<i64>, %v: tensor<4x4xf32>, %w: tensor<4x4xf32>) -> tensor<i1> {
  %c = hlo.constant dense<3> : tensor<i64>
  %p = hlo.compare %i, %c {comparison_direction = "LT"} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @body(%i: tensor<i64>, %v: tensor<4x4xf32>, %w: tensor<4x4xf32>) -> (tensor<i64>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %one = hlo.constant dense<1> : tensor<i64>
  %j = hlo.add %i, %one : tensor<i64>
  %a = hlo.tanh %v : tensor<4x4xf32>
  %b = hlo.add %w, %a : tensor<4x4xf32>
  return %j, %a, %b : tensor<i64>, tensor<4x4xf32>, tensor<4x4xf32>
}
func.func @main(%x: tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %t = hlo.transpose %x {permutation = array<i64: 1, 0>} : tensor<4x4xf32>
  %c = dist.constraint %t {dist.sharding = #dist.sharding<@mesh, [{"y"}, {"x"}]>} : tensor<4x4xf32>
  %u = hlo.transpose %c {permutation = array<i64: 1, 0>} : tensor<4x4xf32>
  %n = hlo.negate %x : tensor<4x4xf32>
  %d = dist.constraint %n {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"y"}]>} : tensor<4x4xf32>
  %m = hlo.negate %d : tensor<4x4xf32>
  %z = hlo.constant dense<0> : tensor<i64>
  %r:3 = hlo.while %z, %u, %m {cond = @cond, body = @body} : (tensor<i64>, tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<i64>, tensor<4x4xf32>, tensor<4x4xf32>)
  return %r#1, %r#2 : tensor<4x4xf32>, tensor<4x4xf32>
}
