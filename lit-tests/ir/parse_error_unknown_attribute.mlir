// RUN: not shardc-opt %s --split-input-file 2>&1 | FileCheck %s

// Unknown attribute keywords and unknown op attributes are errors at their position.

// CHECK: {{.*}}parse_error_unknown_attribute.mlir:[[@LINE+3]]:36: error: unknown attribute 'bogus'
// CHECK-NEXT: {{^}}  %0 = hlo.softmax %x {dimension = bogus} : tensor<4xf32>{{$}}
func.func @keyword(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.softmax %x {dimension = bogus} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An inherent attribute an op does not have is reported at the op's name.
// CHECK: {{.*}}parse_error_unknown_attribute.mlir:[[@LINE+3]]:8: error: unknown attribute 'axis' for 'hlo.softmax'
// CHECK-NEXT: {{^}}  %0 = hlo.softmax %x {dimension = 0, axis = 0} : tensor<4xf32>{{$}}
func.func @inherent(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.softmax %x {dimension = 0, axis = 0} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Attributes with a dialect prefix are discardable and kept; #dist.* ones must be known.
// CHECK: {{.*}}parse_error_unknown_attribute.mlir:[[@LINE+3]]:35: error: unknown attribute '#dist.layout'; the dist dialect has #dist.mesh, #dist.sharding, #dist.axes, #dist.dim_axes and #dist.sharding_rule
// CHECK-NOT: error
func.func @dist_attr(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x {my.layout = #dist.layout<"row">} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
