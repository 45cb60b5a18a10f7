// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// CHECK: %0 = dist.axis_index {axes = #dist.axes<{"y", "x":(1)2}>} : tensor<i32>
module attributes {dist.local_view} {
  dist.mesh @mesh = <["x"=4, "y"=2]>
  func.func @main() -> tensor<i32> {
    %0 = dist.axis_index {axes = #dist.axes<{"y", "x":(1)2}>} : tensor<i32>
    return %0 : tensor<i32>
  }
}
