// `shardc interpret` reports user errors with a location and exit status 1, never a panic.
// RUN: not shardc interpret %S/../passes/Inputs/invalid.mlir 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: invalid.mlir:5:17: error: argument 0 of '@main': unknown mesh axis "y" (the mesh @mesh has axes "x")
// VERIFY: invalid.mlir:6:3: error: 'hlo.add' produces tensor<6xf32>, but its result is declared as tensor<3xf32>

// RUN: not shardc interpret %s 2>&1 | FileCheck %s --check-prefix=PARSE
// PARSE: interpret_errors.mlir:[[@LINE+3]]:8: error: unknown op 'hlo.frobnicate'
// PARSE-NOT: panicked
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.frobnicate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// RUN: not shardc interpret %S/../ir/Inputs/valid.mlir --function nope 2>&1 | FileCheck %s --check-prefix=FUNCTION
// FUNCTION: error: the program has no function '@nope'

// RUN: not shardc interpret %t.missing.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: {{.*}}missing.mlir
