// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// CHECK: %0 = dist.shift %arg0 {axes = #dist.axes<{"x"}>, offset = -1 : i64} : tensor<4x2xf32>
module attributes {dist.local_view} {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%a: tensor<4x2xf32>) -> tensor<4x2xf32> {
    %0 = dist.shift %a {axes = #dist.axes<{"x"}>, offset = -1 : i64} : tensor<4x2xf32>
    return %0 : tensor<4x2xf32>
  }
}

