// RUN: shardc-opt %s --split-input-file --verify-diagnostics

// Which device is a neighbour exists only once the program is per device.
dist.mesh @mesh = <["x"=4]>
func.func @global(%a: tensor<4x2xf32>) -> tensor<4x2xf32> {
  // expected-error@+1 {{'dist.shift' names devices and exists only in the local view (after spmd-partition)}}
  %0 = dist.shift %a {axes = #dist.axes<{"x"}>, offset = 1 : i64} : tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

module attributes {dist.local_view} {
  dist.mesh @mesh = <["x"=4]>
  func.func @type_changed(%a: tensor<4x2xf32>) -> tensor<4x4xf32> {
    // expected-error@+1 {{'dist.shift' produces tensor<4x2xf32>, but its result is declared as tensor<4x4xf32>}}
    %0 = dist.shift %a {axes = #dist.axes<{"x"}>, offset = 1 : i64} : (tensor<4x2xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
