// RUN: shardc-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(spmd-partition)'

// Without insert-reshards, an operand laid out against its op's factors is refused.
dist.mesh @mesh = <["x"=2]>
func.func @not_resharded(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>}) -> tensor<8xf32> {
  %init = hlo.constant dense<0.0> : tensor<f32>
  // expected-error@+1 {{operand 0 of 'hlo.softmax' is sharded along dimension 1 where the op needs the whole dimension; run insert-reshards first}}
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
  // expected-error@+1 {{operand 0 of 'hlo.negate' holds unreduced partial sums over {"x"}, which the op cannot carry to its result (declared partial over {}); run insert-reshards first}}
  %b = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

// Shardings only at the boundary: the IR has not been through sharding-propagation. One
// error says so, instead of one per op about layouts nobody chose.
dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @unpropagated(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %w: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> (tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) {
  // expected-error@+1 {{no value inside @unpropagated has a sharding (only its arguments and results do): spmd-partition needs one on every value; run sharding-propagation and insert-reshards first}}
  %h = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %t = hlo.tanh %h : tensor<8x32xf32>
  return %t : tensor<8x32xf32>
}

// -----

// A partial value added to a full one would count the full one once per device.
dist.mesh @mesh = <["x"=2]>
func.func @partial_plus_full(%a: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x"}>}, %c: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> tensor<4xf32> {
  // expected-error@+1 {{operand 0 of 'hlo.add' holds unreduced partial sums over {"x"}, which the op cannot carry to its result (declared partial over {"x"}); run insert-reshards first}}
  %0 = hlo.add %a, %c {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x"}>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Partial sums over different axes do not add up to partial sums over both: each operand is
// the same on every device of the other axis, and would be counted once per device.
dist.mesh @mesh = <["x"=2, "y"=2]>
func.func @partials_over_different_axes(%p: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x"}>}, %q: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> (tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x", "y"}>}) {
  // expected-error@+1 {{operand 0 of 'hlo.add' holds unreduced partial sums over {"x"}, which the op cannot carry to its result (declared partial over {"x", "y"}); run insert-reshards first}}
  %0 = hlo.add %p, %q {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x", "y"}>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A result claiming partial sums the op does not leave.
dist.mesh @mesh = <["x"=2]>
func.func @invented_partial(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{the result of 'hlo.tanh' is declared partial over {"x"} but the op leaves partial sums over {}}}
  %0 = hlo.tanh %a {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"x"}>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Operands split differently along the same factor.
dist.mesh @mesh = <["x"=2, "y"=2]>
func.func @mismatched_factors(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %b: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{operand 1 of 'hlo.add' is split along dimension 0 differently from the op's other values; run insert-reshards first}}
  %0 = hlo.add %a, %b {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A returned value laid out otherwise than the result is declared.
dist.mesh @mesh = <["x"=2]>
func.func @result_layout(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> (tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) {
  // expected-error@+1 {{result 0 is laid out as #dist.sharding<@mesh, [{"x"}]> but declared #dist.sharding<@mesh, [{}]>; run insert-reshards first}}
  return %a : tensor<8xf32>
}
