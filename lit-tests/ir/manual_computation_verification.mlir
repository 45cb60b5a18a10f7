// RUN: shardc-opt %s --split-input-file --verify-diagnostics

// The body's signature is the blocks the shardings give.
dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{the manual body '@body' has type (tensor<8x8xf32>) -> (tensor<8x8xf32>); the shardings give blocks (tensor<4x8xf32>) -> (tensor<4x8xf32>)}}
  %0 = dist.manual_computation %a {body = @body, manual_axes = #dist.axes<{"x"}>, in_shardings = [#dist.sharding<@mesh, [{"x"}, {}]>], out_shardings = [#dist.sharding<@mesh, [{"x"}, {}]>]} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @body(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  return %a : tensor<8x8xf32>
}

// -----

// Shardings name manual axes only, and split evenly.
dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<8x6xf32>) -> tensor<8x6xf32> {
  // expected-error@+2 {{the sharding of operand 0 splits over "y", which is not a manual axis}}
  // expected-error@+1 {{operand 0: dimension 1 of tensor<8x6xf32> (size 6) is not divisible by its 4-way split}}
  %0 = dist.manual_computation %a {body = @body, manual_axes = #dist.axes<{"x"}>, in_shardings = [#dist.sharding<@mesh, [{"x"}, {"y"}]>], out_shardings = [#dist.sharding<@mesh, [{"x"}, {}]>]} : (tensor<8x6xf32>) -> tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}
func.func private @body(%a: tensor<4x6xf32>) -> tensor<4x6xf32> {
  return %a : tensor<4x6xf32>
}

// -----

// A body's collectives name manual axes; its values carry no sharding.
dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = dist.manual_computation %a {body = @body, manual_axes = #dist.axes<{"x"}>, in_shardings = [#dist.sharding<@mesh, [{"x"}, {}]>], out_shardings = [#dist.sharding<@mesh, [{"x"}, {}]>]} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
// expected-error@+1 {{'@body' is a manual computation's body (one device's blocks): its values carry no sharding}}
func.func private @body(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'dist.all_reduce' names axis "y", which is not a manual axis of the manual computation that runs '@body'}}
  %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"y"}>, kind = "add"} : tensor<4x8xf32>
  %1 = hlo.add %0, %0 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<4x8xf32>
  // expected-error@+1 {{nested manual computations are not supported ('@body' is itself a manual body)}}
  %2 = dist.manual_computation %1 {body = @inner, manual_axes = #dist.axes<{"x"}>, in_shardings = [#dist.sharding<@mesh, [{}, {}]>], out_shardings = [#dist.sharding<@mesh, [{}, {}]>]} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}
func.func private @inner(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  return %a : tensor<4x8xf32>
}

// -----

// The global view cannot call a manual function; a gathering collective has its local type.
dist.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<4xf32>) {
  %0 = dist.manual_computation %a {body = @body, manual_axes = #dist.axes<{"x"}>, in_shardings = [#dist.sharding<@mesh, [{"x"}]>], out_shardings = [#dist.sharding<@mesh, [{}]>]} : (tensor<8xf32>) -> tensor<8xf32>
  %b = hlo.slice %a {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<8xf32>) -> tensor<4xf32>
  // expected-error@+1 {{'@body' is a manual function (one device's blocks, run by the manual computation at}}
  %1 = func.call @body(%b) : (tensor<4xf32>) -> tensor<8xf32>
  return %0, %b : tensor<8xf32>, tensor<4xf32>
}
func.func private @body(%a: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'dist.all_gather' produces tensor<8xf32>, but its result is declared as tensor<4xf32>}}
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}]>} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}]>} : (tensor<4xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
