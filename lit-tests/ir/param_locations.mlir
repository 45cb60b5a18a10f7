// A bad annotation on an argument or a result is reported where that argument or result is
// written, not at the `func.func` line; also in a chunk of a split file.
// RUN: not shardc-opt --split-input-file %s 2>&1 | FileCheck %s

// CHECK: param_locations.mlir:[[# @LINE + 4]]:19: error: argument 1 of '@main': unknown mesh axis "y" (the mesh @mesh has axes "x")
// CHECK: param_locations.mlir:[[# @LINE + 4]]:24: error: result 1 of '@main': unknown mesh axis "z" (the mesh @mesh has axes "x")
dist.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<8xf32>,
                  %b: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}]>})
    -> (tensor<8xf32>, tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"z"}]>}) {
  return %a, %b : tensor<8xf32>, tensor<8xf32>
}

// -----

// CHECK: param_locations.mlir:[[# @LINE + 3]]:17: error: argument 0 of '@f' has type tensor<4000000000x4000000000xf32>, whose size in bytes overflows 64-bit arithmetic
dist.mesh @mesh = <["x"=2]>
func.func @f(
                %a: tensor<4000000000x4000000000xf32>) -> tensor<1xf32> {
  %0 = hlo.constant dense<1.0> : tensor<1xf32>
  return %0 : tensor<1xf32>
}
