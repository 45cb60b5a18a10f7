// RUN: shardc-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(spmd-partition)'

// Without insert-reshards, an operand laid out against its op's factors is refused.
dist.mesh @mesh = <["x"=2]>
func.func @not_resharded(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> tensor<8xf32> {
  %init = hlo.constant dense<0.0> : tensor<f32>
  // expected-error@+1 {{operand 0 of 'hlo.softmax' is sharded along dimension 1 in a way the op cannot compute locally; run insert-reshards first}}
  %s = hlo.softmax %a {dimension = 1 : i64} : tensor<8x16xf32>
  %r = hlo.reduce %s, %init {dimensions = array<i64: 1>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2]>
func.func @constraint_left(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.constraint' must be lowered by insert-reshards before spmd-partition}}
  %b = dist.constraint %a {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2]>
func.func @partial_operand(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x"}>}) -> tensor<8xf32> {
  // expected-error@+1 {{operand 0 of 'hlo.negate' holds unreduced partial sums; run insert-reshards first}}
  %b = hlo.negate %a : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

// A partial value added to a full one would count the full one once per device.
dist.mesh @mesh = <["x"=2]>
func.func @partial_plus_full(%a: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x"}>}, %c: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> tensor<4xf32> {
  // expected-error@+1 {{operand 0 of 'hlo.add' holds unreduced partial sums; run insert-reshards first}}
  %0 = hlo.add %a, %c {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x"}>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
