// RUN: shardc-opt %s --split-input-file --verify-diagnostics

// A device's position exists only once the program is per device.
dist.mesh @mesh = <["x"=2]>
func.func @global() -> tensor<i64> {
  // expected-error@+1 {{'dist.axis_index' names devices and exists only in the local view (after spmd-partition)}}
  %0 = dist.axis_index {axes = #dist.axes<{"x"}>} : tensor<i64>
  return %0 : tensor<i64>
}

// -----

module attributes {dist.local_view} {
  dist.mesh @mesh = <["x"=2]>
  func.func @not_a_scalar() -> tensor<2xi64> {
    // expected-error@+1 {{'dist.axis_index' produces a scalar integer, not tensor<2xi64>}}
    %0 = dist.axis_index {axes = #dist.axes<{"x"}>} : tensor<2xi64>
    return %0 : tensor<2xi64>
  }
}
