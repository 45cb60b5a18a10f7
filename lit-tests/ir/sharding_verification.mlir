// RUN: shardc-opt %s --split-input-file --verify-diagnostics

// Sharding rules: the mesh exists, axes exist and are used once, sub-axes are valid, the rank
// matches and every split dimension is divisible. Argument and result shardings are reported
// at the function, op result shardings at the op.

dist.mesh @mesh = <["x"=2, "y"=4]>
// expected-error@+1 {{argument 0 of '@unknown_mesh': sharding refers to unknown mesh '@nowhere'}}
func.func @unknown_mesh(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@nowhere, [{"x"}]>}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
// expected-error@+1 {{argument 0 of '@unknown_axis': unknown mesh axis "z" (the mesh @mesh has axes "x", "y")}}
func.func @unknown_axis(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"z"}]>}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}

// -----

dist.mesh @mesh = <[]>
// expected-error@+1 {{unknown mesh axis "x" (the mesh @mesh has axes none)}}
func.func @axis_of_empty_mesh(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
// expected-error@+1 {{result 0 of '@axis_twice': mesh axis "x" is used more than once in this sharding (also as "x")}}
func.func @axis_twice(%a: tensor<8x8xf32>) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {"x"}]>}) {
  return %a : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @replicated_and_split(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{result 0 of 'hlo.negate': mesh axis "y" is used more than once in this sharding (also as "y")}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"y"}], replicated={"y"}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @unreduced_and_split(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{mesh axis "x" is used more than once in this sharding}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x"}], unreduced={"x"}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @uneven_is_padded(%a: tensor<6xf32>) -> tensor<4x12xf32> {
  // A split that does not divide its dimension pads it (6 over 4: pieces of 2; 12 over 8:
  // pieces of 2): valid, no diagnostic.
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<6xf32>
  %1 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}, {"y", "x"}]>} dense<1.0> : tensor<4x12xf32>
  return %1 : tensor<4x12xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @rank_mismatch(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{result 0 of 'hlo.negate': sharding has 1 dimension(s) but the tensor has rank 2}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

dist.mesh @mesh = <["x"=8]>
func.func @sub_axis_not_dividing(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{invalid sub-axis "x":(3)2: pre-size x size (3 x 2) must divide the axis size 8 and size must exceed 1}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(3)2}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=8]>
func.func @sub_axis_of_size_one(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{invalid sub-axis "x":(2)1}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(2)1}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=8]>
func.func @sub_axis_zero_pre_size(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{invalid sub-axis "x":(0)2}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(0)2}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=8]>
func.func @overlapping_sub_axes(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{mesh axis "x":(2)4 is used more than once in this sharding (also as "x":(1)4)}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(1)4}, {"x":(2)4}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["x"=8]>
func.func @sub_axis_and_whole_axis(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{mesh axis "x" is used more than once in this sharding (also as "x":(1)2)}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(1)2}, {"x"}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// Every problem is reported, not only the first.
dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @several(%a: tensor<6x6xf32>) -> tensor<6x6xf32> {
  // expected-error@+3 {{unknown mesh axis "w"}}
  // expected-error@+2 {{mesh axis "x" is used more than once}}
  // expected-error@+1 {{sharding has 3 dimension(s) but the tensor has rank 2}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x", "w"}, {"y", "x"}, {}]>} : tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
}

// -----

// Malformed shardings are parse errors.
dist.mesh @mesh = <["x"=2]>
func.func @unknown_field(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{unknown sharding field 'partial' (expected replicated or unreduced)}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x"}], partial={"x"}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2]>
func.func @bad_priority(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{malformed priority 'pfirst' (expected p0, p1, ...)}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x"}pfirst]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2]>
func.func @open_marker_not_last(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{expected '}', found ','}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{?, "x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2]>
func.func @mesh_not_symbol(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{expected a symbol name ('@name'), found string "mesh"}}
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<"mesh", [{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2]>
func.func @not_a_sharding(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.sharding' must be one #dist.sharding, found string}}
  %0 = hlo.negate %a {dist.sharding = "x"} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2]>
func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
func.func @array_length(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'dist.sharding' must be an array of 2 #dist.sharding, found array}}
  %0:2 = call @pair(%x) {dist.sharding = [#dist.sharding<@mesh, [{"x"}]>]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

dist.mesh @mesh = <["x"=2]>
func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
func.func @array_item(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{expected #dist.sharding in 'dist.sharding', found integer}}
  %0:2 = call @pair(%x) {dist.sharding = [#dist.sharding<@mesh, [{"x"}]>, 1]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

dist.mesh @mesh = <["x"=2]>
func.func @unknown_dist_attribute(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{unknown attribute '#dist.shard'; the dist dialect has #dist.mesh, #dist.sharding, #dist.axes, #dist.dim_axes and #dist.sharding_rule}}
  %0 = hlo.negate %a {dist.sharding = #dist.shard<@mesh, [{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
