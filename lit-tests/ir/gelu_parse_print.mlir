// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// CHECK-LABEL: func.func @gelu
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
func.func @gelu(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  // CHECK-NEXT: %[[A:.*]] = hlo.gelu %[[X]] {approximate = true} : tensor<4x8xf32>
  %0 = hlo.gelu %x {approximate = true} : tensor<4x8xf32>
  // CHECK-NEXT: %[[B:.*]] = hlo.gelu %[[A]] {approximate = false} : tensor<4x8xf32>
  %1 = hlo.gelu %0 {approximate = false} : tensor<4x8xf32>
  // CHECK-NEXT: return %[[A]], %[[B]]
  return %0, %1 : tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @half_precision
// CHECK-NEXT: hlo.gelu %arg0 {approximate = true} : tensor<16xf16>
// CHECK-NEXT: hlo.gelu %arg1 {approximate = false} : tensor<bf16>
func.func @half_precision(%x: tensor<16xf16>, %y: tensor<bf16>) -> (tensor<16xf16>, tensor<bf16>) {
  %0 = hlo.gelu %x {approximate = true} : tensor<16xf16>
  %1 = "hlo.gelu"(%y) {approximate = false} : (tensor<bf16>) -> tensor<bf16>
  return %0, %1 : tensor<16xf16>, tensor<bf16>
}
