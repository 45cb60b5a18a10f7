// Input that is not text, or has characters outside the syntax, is an error with a position.
// RUN: printf '\377\376 not text' > %t.binary
// RUN: not shardc-opt %t.binary 2>&1 | FileCheck %s --check-prefix=UTF8
// UTF8: .binary:1:1: error: input is not valid UTF-8 (byte 0xFF)
// RUN: printf 'func.func @f() -> () {\n  return\n}\n\000\001' > %t.nul
// RUN: not shardc-opt %t.nul 2>&1 | FileCheck %s --check-prefix=NUL
// NUL: .nul:4:1: error: unexpected character '\0'
// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// CHECK: {{.*}}parse_error_garbage_bytes.mlir:[[@LINE+3]]:38: error: unexpected character '~'
// CHECK-NEXT: {{^}}  %0 = hlo.negate %x : tensor<4xf32> ~~~{{$}}
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x : tensor<4xf32> ~~~
  return %0 : tensor<4xf32>
}
