// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// An unknown op is named with the ops its dialect does have.

// CHECK: {{.*}}parse_error_unknown_op.mlir:[[@LINE+4]]:8: error: unknown op 'hlo.fft'; the 'hlo' dialect has: hlo.constant, hlo.iota, {{.*}}hlo.add,{{.*}}
// CHECK-NEXT: {{^}}  %0 = hlo.fft %x : tensor<4xf32>{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.fft %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
