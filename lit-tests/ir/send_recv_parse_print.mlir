// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// dist.send and dist.recv pass a value between pipeline stages over a numbered channel.
// send has no result, so its type prints in functional form.

// CHECK-LABEL: func.func @send_recv
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: dist.send %[[X]] {channel = 0 : i64} : (tensor<4x8xf32>) -> ()
// CHECK-NEXT: %[[R:.*]] = dist.recv {channel = 0 : i64} : tensor<4x8xf32>
// CHECK-NEXT: dist.send %[[R]] {channel = 1 : i64, stage.note = "to stage 2"} : (tensor<4x8xf32>) -> ()
// CHECK-NEXT: %[[S:.*]] = dist.recv {channel = 1 : i64} : tensor<4x8xf32>
// CHECK-NEXT: return %[[S]] : tensor<4x8xf32>
// GENERIC: "dist.send"(%arg0) {channel = 0 : i64} : (tensor<4x8xf32>) -> ()
// GENERIC-NEXT: %0 = "dist.recv"() {channel = 0 : i64} : () -> tensor<4x8xf32>
func.func @send_recv(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  dist.send %x {channel = 0} : (tensor<4x8xf32>) -> ()
  %0 = dist.recv {channel = 0} : tensor<4x8xf32>
  "dist.send"(%0) {channel = 1 : i64, stage.note = "to stage 2"} : (tensor<4x8xf32>) -> ()
  %1 = "dist.recv"() {channel = 1 : i64} : () -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// A received value may carry a sharding.
dist.mesh @mesh = <["dp"=2]>
// CHECK-LABEL: func.func @sharded
// CHECK: dist.recv {channel = 3 : i64, dist.sharding = #dist.sharding<@mesh, [{"dp"}]>} : tensor<8xf32>
func.func @sharded(%x: tensor<8xf32>) -> tensor<8xf32> {
  dist.send %x {channel = 3} : (tensor<8xf32>) -> ()
  %0 = dist.recv {channel = 3, dist.sharding = #dist.sharding<@mesh, [{"dp"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
