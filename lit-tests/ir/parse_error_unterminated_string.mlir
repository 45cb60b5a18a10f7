// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// The error points at the opening quote and quotes the line.

// CHECK: {{.*}}parse_error_unterminated_string.mlir:[[@LINE+5]]:63: error: unterminated string
// CHECK-NEXT: {{^}}  %0 = hlo.negate %x {dist.sharding = #dist.sharding<@mesh, [{"x}]>} : tensor<4xf32>{{$}}
// CHECK-NEXT: {{^}}                                                              ^{{$}}
dist.mesh @mesh = <["x"=2]>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x {dist.sharding = #dist.sharding<@mesh, [{"x}]>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
