// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// hlo.constant: the pretty form is `hlo.constant dense<...> : type`; the type is the
// constant's own, and extra attributes go in a dictionary before the value.

// CHECK-LABEL: func.func @constants
func.func @constants() -> (tensor<2x2xf32>, tensor<3xi32>, tensor<i1>, tensor<f64>) {
  // CHECK-NEXT: %[[A:.*]] = hlo.constant dense<{{\[\[}}1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %a = hlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  // CHECK-NEXT: %[[B:.*]] = hlo.constant dense<[7, -8, 9]> : tensor<3xi32>
  %b = hlo.constant dense<[7, -8, 9]> : tensor<3xi32>
  // CHECK-NEXT: %[[C:.*]] = hlo.constant dense<false> : tensor<i1>
  %c = hlo.constant dense<false> : tensor<i1>
  // CHECK-NEXT: %[[D:.*]] = hlo.constant dense<-2.5> : tensor<f64>
  %d = hlo.constant dense<-2.5> : tensor<f64>
  // CHECK-NEXT: return %[[A]], %[[B]], %[[C]], %[[D]] : tensor<2x2xf32>, tensor<3xi32>, tensor<i1>, tensor<f64>
  return %a, %b, %c, %d : tensor<2x2xf32>, tensor<3xi32>, tensor<i1>, tensor<f64>
}

// An integer literal in a float constant is read as a float and printed with a point.
// CHECK-LABEL: func.func @integer_literal_for_float
// CHECK-NEXT: hlo.constant dense<3.0> : tensor<4xbf16>
func.func @integer_literal_for_float() -> tensor<4xbf16> {
  %0 = hlo.constant dense<3> : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// Discardable attributes and a result sharding are printed in a dictionary before the value.
// CHECK-LABEL: func.func @with_attributes
// CHECK-NEXT: hlo.constant {jax.name = "w", dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} dense<1.0> : tensor<4x2xf32>
dist.mesh @mesh = <["x"=2]>
func.func @with_attributes() -> tensor<4x2xf32> {
  %0 = hlo.constant {jax.name = "w", dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} dense<1.0> : tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// The generic form spells the value as the 'value' attribute.
// CHECK-LABEL: func.func @generic_input
// CHECK-NEXT: hlo.constant dense<[1, 2]> : tensor<2xi64>
func.func @generic_input() -> tensor<2xi64> {
  %0 = "hlo.constant"() {value = dense<[1, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
