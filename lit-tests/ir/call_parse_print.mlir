// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// func.call: `call` and `func.call` both parse; several results print as `%N:k` and are used
// as `%N#i`.

func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.negate %x : tensor<4xf32>
  return %x, %0 : tensor<4xf32>, tensor<4xf32>
}

func.func private @single(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

func.func private @nothing() -> () {
  return
}

// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>)
func.func @caller(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %[[P:.*]]:2 = func.call @pair(%[[A]]) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %0:2 = call @pair(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  // CHECK-NEXT: %[[S:.*]] = func.call @single(%[[P]]#1) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = func.call @single(%0#1) : (tensor<4xf32>) -> tensor<4xf32>
  // Separate result names are accepted too.
  // CHECK-NEXT: %[[Q:.*]]:2 = func.call @pair(%[[S]]) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %r, %s = func.call @pair(%1) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  // CHECK-NEXT: func.call @nothing() : () -> ()
  call @nothing() : () -> ()
  // Discardable attributes are kept.
  // CHECK-NEXT: func.call @single(%[[Q]]#0) {my.tag = 3 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = call @single(%r) {my.tag = 3} : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: return %[[Q]]#1 : tensor<4xf32>
  return %s : tensor<4xf32>
}

// A callee defined later in the module.
// CHECK-LABEL: func.func @forward_reference
// CHECK-NEXT: func.call @later(%arg0) : (tensor<i32>) -> tensor<i32>
func.func @forward_reference(%x: tensor<i32>) -> tensor<i32> {
  %0 = call @later(%x) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func private @later(%x: tensor<i32>) -> tensor<i32> {
  return %x : tensor<i32>
}
