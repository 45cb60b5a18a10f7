// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// StableHLO's pretty syntax needs the StableHLO dialect, which MLIR 22 does not have: MLIR
// rejects it, and a note says how to export the generic form that shardc reads.

// CHECK: {{.*}}error_pretty_form.mlir:[[@LINE+6]]:8: error: Dialect `stablehlo' not found for custom op 'stablehlo.add'
// CHECK-NEXT: {{^}}  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}
// CHECK-NEXT: {{.*}}error_pretty_form.mlir:[[@LINE+3]]:8: note: shardc reads JAX exports in MLIR's generic form: export with jax.jit(f).lower(*args).compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)
// CHECK-NOT: Available dialects
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
