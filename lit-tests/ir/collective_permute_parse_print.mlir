// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// dist.collective_permute moves pieces between devices: the result may use other axes, as
// long as every dimension is split into as many pieces.

dist.mesh @mesh = <["x"=2, "y"=2, "z"=4]>

// CHECK-LABEL: func.func @permute
// CHECK-NEXT: %[[R:.*]] = dist.collective_permute %arg0 {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x8xf32>
// CHECK-NEXT: %[[S:.*]] = dist.collective_permute %[[R]] {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x8xf32>
// CHECK-NEXT: return %[[S]]
func.func @permute(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  %0 = dist.collective_permute %a {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : tensor<8x8xf32>
  %1 = "dist.collective_permute"(%0) {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// Two axes of size 2 split a dimension as many ways as one axis of size 4.
// CHECK-LABEL: func.func @regroup
// CHECK-NEXT: dist.collective_permute %arg0 {dist.sharding = #dist.sharding<@mesh, [{"z"}]>} : tensor<16xf32>
func.func @regroup(%a: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}]>}) -> tensor<16xf32> {
  %0 = dist.collective_permute %a {dist.sharding = #dist.sharding<@mesh, [{"z"}]>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}
