// RUN: shardc-opt %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s

// Canonicalization never loses a sharding annotation: a value is only replaced by one with
// the same sharding, and folded constants keep the sharding of the value they replace.

dist.mesh @mesh = <["x"=2, "y"=2]>

// CHECK-LABEL: func.func @identities
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %[[U:.*]]: tensor<4xf32>)
func.func @identities(%x: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %u: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %one = hlo.constant dense<1.0> : tensor<4xf32>
  // Same sharding as %x: replaced by %x.
  %0 = hlo.multiply %x, %one {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4xf32>
  // Another sharding: kept, it is a resharding point.
  // CHECK: %[[M:.*]] = hlo.multiply %[[X]], %{{.*}} {dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<4xf32>
  %1 = hlo.multiply %x, %one {dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<4xf32>
  // An unannotated result may be replaced by an unannotated value, whatever lies between.
  %2 = hlo.negate %u {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4xf32>
  %3 = hlo.negate %2 : tensor<4xf32>
  // An annotated result is not replaced by an unannotated value.
  // CHECK: %[[N:.*]] = hlo.negate %[[U]] : tensor<4xf32>
  // CHECK: %[[NN:.*]] = hlo.negate %[[N]] {dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<4xf32>
  %4 = hlo.negate %u : tensor<4xf32>
  %5 = hlo.negate %4 {dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<4xf32>
  // CHECK: return %[[X]], %[[M]], %[[U]], %[[NN]] :
  return %0, %1, %3, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @folded_constants
// CHECK-DAG: %[[S:.*]] = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"y"}]>} dense<2.0> : tensor<4xf32>
// A slice of a splat is the splat itself, laid out sharded.
// CHECK-DAG: %[[P:.*]] = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} dense<2.0> : tensor<8x4xf32>
// CHECK-NOT: dist.all_slice
// CHECK: return %[[S]], %[[P]]
func.func @folded_constants() -> (tensor<4xf32>, tensor<8x4xf32>) {
  %one = hlo.constant dense<1.0> : tensor<4xf32>
  %0 = hlo.add %one, %one {dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<4xf32>
  %c = hlo.constant dense<2.0> : tensor<8x4xf32>
  %1 = dist.all_slice %c {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x4xf32>
  return %0, %1 : tensor<4xf32>, tensor<8x4xf32>
}
