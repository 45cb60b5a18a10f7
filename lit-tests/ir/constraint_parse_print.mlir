// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// dist.constraint pins a sharding mid-program; any sharding of the value is allowed.

dist.mesh @mesh = <["dp"=2, "tp"=4]>

// CHECK-LABEL: func.func @constraint
// CHECK-NEXT: %[[A:.*]] = hlo.negate %arg0 : tensor<8x16xf32>
// CHECK-NEXT: %[[B:.*]] = dist.constraint %[[A]] {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : tensor<8x16xf32>
// CHECK-NEXT: %[[C:.*]] = dist.constraint %[[B]] {dist.sharding = #dist.sharding<@mesh, [{?}, {"tp", ?}]>} : tensor<8x16xf32>
// CHECK-NEXT: return %[[C]]
func.func @constraint(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> tensor<8x16xf32> {
  %0 = hlo.negate %x : tensor<8x16xf32>
  %1 = dist.constraint %0 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : tensor<8x16xf32>
  %2 = dist.constraint %1 {dist.sharding = #dist.sharding<@mesh, [{?}, {"tp", ?}]>} : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}
