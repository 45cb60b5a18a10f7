// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s
// RUN: shardc interpret %s --function doubled | FileCheck %s --check-prefix=INTERP

// hlo.while: the carried values' initial values in, their last values out; the condition and
// the body are private functions of the carried values.

func.func private @cond(%i: tensor<i32>, %x: tensor<4xf32>) -> tensor<i1> {
  %n = hlo.constant dense<5> : tensor<i32>
  %0 = hlo.compare %i, %n {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %0 : tensor<i1>
}

func.func private @body(%i: tensor<i32>, %x: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
  %one = hlo.constant dense<1> : tensor<i32>
  %0 = hlo.add %i, %one : tensor<i32>
  %1 = hlo.add %x, %x : tensor<4xf32>
  return %0, %1 : tensor<i32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @main(%x: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
  // CHECK: %[[Z:.*]] = hlo.constant dense<0> : tensor<i32>
  %zero = hlo.constant dense<0> : tensor<i32>
  // CHECK-NEXT: %[[L:.*]]:2 = hlo.while %[[Z]], %[[X]] {cond = @cond, body = @body} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  %r:2 = hlo.while %zero, %x {cond = @cond, body = @body} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  // CHECK-NEXT: return %[[L]]#0, %[[L]]#1
  return %r#0, %r#1 : tensor<i32>, tensor<4xf32>
}

// The loop runs five times: [1, 2, 3, 4] doubled five times.
// INTERP: out0: tensor<i32> = [5]
// INTERP-NEXT: out1: tensor<4xf32> = [32.000000, 64.000000, 96.000000, 128.000000]
func.func @doubled() -> (tensor<i32>, tensor<4xf32>) {
  %zero = hlo.constant dense<0> : tensor<i32>
  %x = hlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r:2 = hlo.while %zero, %x {cond = @cond, body = @body} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  return %r#0, %r#1 : tensor<i32>, tensor<4xf32>
}
