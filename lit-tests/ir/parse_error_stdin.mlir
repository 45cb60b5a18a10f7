// Input from standard input ('-') is named <stdin> in diagnostics, and the error quotes
// the line.
// RUN: not shardc-opt - < %s 2>&1 | FileCheck %s
// RUN: shardc-opt - < %S/Inputs/valid.mlir | FileCheck %s --check-prefix=VALID

// CHECK: <stdin>:[[@LINE+4]]:8: error: unknown op 'hlo.nope'
// CHECK-NEXT: {{^}}  %0 = hlo.nope %x : tensor<4xf32>{{$}}
// VALID: func.func @valid
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.nope %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
