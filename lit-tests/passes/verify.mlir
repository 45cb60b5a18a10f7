// RUN: shardc-opt %s --pass-pipeline='builtin.module(verify)' --split-input-file | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(verify)' --split-input-file --verify-diagnostics | FileCheck %s
// RUN: not shardc-opt %S/Inputs/invalid.mlir --pass-pipeline='builtin.module(verify)' 2>&1 | FileCheck %s --check-prefix=ERR

// The verify pass leaves a valid module unchanged.

dist.mesh @mesh = <["x"=4]>
// CHECK-LABEL: func.func @valid
// CHECK-SAME: {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}
// CHECK-NEXT: %[[N:.*]] = hlo.negate %arg0 : tensor<8xf32>
// CHECK-NEXT: return %[[N]] : tensor<8xf32>
func.func @valid(%x: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %0 = hlo.negate %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @also_valid
func.func @also_valid() -> () {
  return
}

// On an invalid module every problem is reported, each at its own location, and the
// command fails.
// ERR-DAG: invalid.mlir:5:17: error: argument 0 of '@main': unknown mesh axis "y" (the mesh @mesh has axes "x")
// ERR-DAG: invalid.mlir:6:3: error: 'hlo.add' produces tensor<6xf32>, but its result is declared as tensor<3xf32>
// ERR-DAG: invalid.mlir:7:3: error: 'func.return' returns (tensor<3xf32>) but '@main' declares (tensor<6xf32>)
