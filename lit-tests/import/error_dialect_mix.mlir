// RUN: not shardc-opt --split-input-file %s 2>&1 | FileCheck %s
// RUN: not shardc verify %s 2>&1 | FileCheck %s --check-prefix=VERIFY

// A stray StableHLO op in a shardc-IR file is named, with shardc's spelling, instead of the
// whole file going to MLIR's parser ("Dialect `dist' not found" and fifty dialect names).

// CHECK: {{.*}}error_dialect_mix.mlir:[[@LINE+9]]:10: error: `stablehlo.maximum` in a file written as shardc IR: a program is either shardc IR (`hlo`, `dist`) or a JAX export (`stablehlo`, `chlo`, `sdy`), not both; shardc IR spells it `hlo.maximum`
// CHECK: {{.*}}error_dialect_mix.mlir:[[@LINE+5]]:3: note: written as shardc IR here (`dist.mesh`) and in 3 other place(s)
// CHECK-NOT: Dialect `dist' not found
// CHECK-NOT: Available dialects
// VERIFY: error: `stablehlo.maximum` in a file written as shardc IR
module {
  dist.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
    %0 = hlo.negate %a : tensor<8xf32>
    %1 = stablehlo.maximum %0, %a : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}

// -----

// And the other way round: a shardc op in a JAX export. `mhlo.` attributes and names in
// strings are not shardc IR.

// CHECK: {{.*}}error_dialect_mix.mlir:[[@LINE+5]]:10: error: `hlo.add` in a file written as a JAX export: a program is either shardc IR (`hlo`, `dist`) or a JAX export (`stablehlo`, `chlo`, `sdy`), not both; StableHLO spells it `stablehlo.add`
// CHECK: {{.*}}error_dialect_mix.mlir:[[@LINE+2]]:3: note: written as a JAX export here (`sdy.mesh`) and in 3 other place(s)
module @jit_f attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>, mhlo.layout_mode = "hlo.default"}) -> tensor<8xf32> {
    %0 = hlo.add %arg0, %arg0 : tensor<8xf32>
    %1 = stablehlo.negate %0 : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}
