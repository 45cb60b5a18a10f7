// RUN: shardc-opt %s --split-input-file --verify-diagnostics

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @not_unreduced(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_reduce': axis "y" is not unreduced in the operand sharding #dist.sharding<@mesh, [{"x"}]>}}
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @still_unreduced(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_reduce' turns #dist.sharding<@mesh, [{}], unreduced={"y"}> into #dist.sharding<@mesh, [{}]>, but its result is declared #dist.sharding<@mesh, [{}], unreduced={"y"}>}}
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @changes_dims(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_reduce' turns #dist.sharding<@mesh, [{}], unreduced={"y"}> into #dist.sharding<@mesh, [{}]>, but its result is declared #dist.sharding<@mesh, [{"x"}]>}}
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @unknown_axis(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_reduce' names unknown mesh axis "tp" (mesh '@mesh')}}
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @no_result_sharding(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_reduce' must declare its result sharding ('dist.sharding')}}
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"y"}>, kind = "add"} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @unknown_kind(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  // expected-error@+1 {{attribute 'kind' is "avg"; expected one of add, max, min, mul}}
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"y"}>, kind = "avg", dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @missing_axes(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  // expected-error@+1 {{missing attribute 'reduction_axes'}}
  %0 = dist.all_reduce %a {kind = "add", dist.sharding = #dist.sharding<@mesh, [{}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @type_change(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf16> {
  // expected-error@+1 {{'dist.all_reduce' produces tensor<8xf32>, but its result is declared as tensor<8xf16>}}
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}]>} : (tensor<8xf32>) -> tensor<8xf16>
  return %0 : tensor<8xf16>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @tuple_result_count(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}, %b: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_reduce' has one result per operand: 2 operand(s), 1 result(s)}}
  %0 = dist.all_reduce %a, %b {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}]>} : (tensor<8xf32>, tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @tuple_member_type(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}, %b: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_reduce' produces tensor<4xf32>, but its result is declared as tensor<8xf32>}}
  %0:2 = dist.all_reduce %a, %b {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = [#dist.sharding<@mesh, [{}]>, #dist.sharding<@mesh, [{}]>]} : (tensor<8xf32>, tensor<4xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0 : tensor<8xf32>
}

// -----

dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @tuple_member_sharding(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}], unreduced={"y"}>}, %b: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_reduce': axis "y" is not unreduced in the operand sharding #dist.sharding<@mesh, [{}]>}}
  %0:2 = dist.all_reduce %a, %b {reduction_axes = #dist.axes<{"y"}>, kind = "add", dist.sharding = [#dist.sharding<@mesh, [{}]>, #dist.sharding<@mesh, [{}]>]} : (tensor<8xf32>, tensor<4xf32>) -> (tensor<8xf32>, tensor<4xf32>)
  return %0#0 : tensor<8xf32>
}
