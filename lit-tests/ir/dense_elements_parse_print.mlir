// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s | shardc-opt | FileCheck %s
// RUN: shardc-opt %s --mlir-print-op-generic | shardc-opt | FileCheck %s

// Dense elements: splats, nested lists, hex data, booleans, infinities and NaNs, empty tensors.

// CHECK-LABEL: func.func @splats
func.func @splats() -> (tensor<2x3xf32>, tensor<4xi64>, tensor<2x2xi1>) {
  // CHECK-NEXT: hlo.constant dense<0.5> : tensor<2x3xf32>
  %0 = hlo.constant dense<0.5> : tensor<2x3xf32>
  // CHECK-NEXT: hlo.constant dense<-7> : tensor<4xi64>
  %1 = hlo.constant dense<-7> : tensor<4xi64>
  // CHECK-NEXT: hlo.constant dense<true> : tensor<2x2xi1>
  %2 = hlo.constant dense<true> : tensor<2x2xi1>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<4xi64>, tensor<2x2xi1>
}

// CHECK-LABEL: func.func @nested
func.func @nested() -> (tensor<2x2x2xi32>, tensor<1x3xf16>, tensor<2xi1>) {
  // CHECK-NEXT: hlo.constant dense<{{\[\[\[}}1, 2], [3, 4]], {{\[\[}}5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  %0 = hlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  // Values are rounded to the element type when parsed: 0.0010004 is not an f16.
  // CHECK-NEXT: hlo.constant dense<{{\[\[}}1.5, -2.25, 0.0010004044]]> : tensor<1x3xf16>
  %1 = hlo.constant dense<[[1.5, -2.25, 0.0010004]]> : tensor<1x3xf16>
  // CHECK-NEXT: hlo.constant dense<[true, false]> : tensor<2xi1>
  %2 = hlo.constant dense<[true, false]> : tensor<2xi1>
  return %0, %1, %2 : tensor<2x2x2xi32>, tensor<1x3xf16>, tensor<2xi1>
}

// Hex strings hold the raw little-endian bytes of every element (or of one, for a splat).
// CHECK-LABEL: func.func @hex_data
func.func @hex_data() -> (tensor<2xf32>, tensor<3xi32>, tensor<2xi64>) {
  // CHECK-NEXT: hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = hlo.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  // CHECK-NEXT: hlo.constant dense<-1> : tensor<3xi32>
  %1 = hlo.constant dense<"0xFFFFFFFF"> : tensor<3xi32>
  // CHECK-NEXT: hlo.constant dense<[1, 256]> : tensor<2xi64>
  %2 = hlo.constant dense<"0x01000000000000000001000000000000"> : tensor<2xi64>
  return %0, %1, %2 : tensor<2xf32>, tensor<3xi32>, tensor<2xi64>
}

// Infinities and NaNs print as bit patterns, which MLIR reads back for the element type.
// CHECK-LABEL: func.func @non_finite
func.func @non_finite() -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<f16>, tensor<f64>) {
  // CHECK-NEXT: hlo.constant dense<0x7F800000> : tensor<f32>
  %0 = hlo.constant dense<0x7F800000> : tensor<f32>
  // CHECK-NEXT: hlo.constant dense<0xFF800000> : tensor<f32>
  %1 = hlo.constant dense<0xFF800000> : tensor<f32>
  // CHECK-NEXT: hlo.constant dense<0x7FC00000> : tensor<f32>
  %2 = hlo.constant dense<0x7FC00000> : tensor<f32>
  // CHECK-NEXT: hlo.constant dense<0xFF80> : tensor<bf16>
  %3 = hlo.constant dense<0xFF80> : tensor<bf16>
  // CHECK-NEXT: hlo.constant dense<0x7C00> : tensor<f16>
  %4 = hlo.constant dense<0x7C00> : tensor<f16>
  // CHECK-NEXT: hlo.constant dense<0x7FF0000000000000> : tensor<f64>
  %5 = hlo.constant dense<0x7FF0000000000000> : tensor<f64>
  return %0, %1, %2, %3, %4, %5 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<f16>, tensor<f64>
}

// Mixed: infinities inside a nested list, and a hex pattern for a finite value.
// CHECK-LABEL: func.func @mixed_hex
func.func @mixed_hex() -> (tensor<3xf32>, tensor<f32>) {
  // CHECK-NEXT: hlo.constant dense<[0xFF800000, 0.0, 0x7F800000]> : tensor<3xf32>
  %0 = hlo.constant dense<[0xFF800000, 0.0, 0x7F800000]> : tensor<3xf32>
  // CHECK-NEXT: hlo.constant dense<1.0> : tensor<f32>
  %1 = hlo.constant dense<0x3F800000> : tensor<f32>
  return %0, %1 : tensor<3xf32>, tensor<f32>
}

// Floats print as the shortest decimal that reads back to the same value of their type.
// CHECK-LABEL: func.func @float_formatting
func.func @float_formatting() -> (tensor<f32>, tensor<f64>, tensor<f32>, tensor<f64>, tensor<f32>) {
  // CHECK-NEXT: hlo.constant dense<1.0e-5> : tensor<f32>
  %0 = hlo.constant dense<0.00001> : tensor<f32>
  // CHECK-NEXT: hlo.constant dense<2.5e20> : tensor<f64>
  %1 = hlo.constant dense<250000000000000000000.0> : tensor<f64>
  // CHECK-NEXT: hlo.constant dense<0.1> : tensor<f32>
  %2 = hlo.constant dense<0.1> : tensor<f32>
  // CHECK-NEXT: hlo.constant dense<-0.0> : tensor<f64>
  %3 = hlo.constant dense<-0.0> : tensor<f64>
  // CHECK-NEXT: hlo.constant dense<3.4028235e38> : tensor<f32>
  %4 = hlo.constant dense<3.4028235E+38> : tensor<f32>
  return %0, %1, %2, %3, %4 : tensor<f32>, tensor<f64>, tensor<f32>, tensor<f64>, tensor<f32>
}

// Float values are rounded to their element type when parsed, and printed as such.
// CHECK-LABEL: func.func @rounding
func.func @rounding() -> (tensor<bf16>, tensor<f32>, tensor<f16>) {
  // CHECK-NEXT: hlo.constant dense<0.100097656> : tensor<bf16>
  %0 = hlo.constant dense<0.1> : tensor<bf16>
  // CHECK-NEXT: hlo.constant dense<0.0> : tensor<f32>
  %1 = hlo.constant dense<1.0e-50> : tensor<f32>
  // CHECK-NEXT: hlo.constant dense<0x7C00> : tensor<f16>
  %2 = hlo.constant dense<1.0e6> : tensor<f16>
  return %0, %1, %2 : tensor<bf16>, tensor<f32>, tensor<f16>
}

// Integers: extremes, and i32 literals written as unsigned bit patterns.
// CHECK-LABEL: func.func @integers
func.func @integers() -> (tensor<2xi64>, tensor<i32>, tensor<i32>) {
  // CHECK-NEXT: hlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
  %0 = hlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
  // CHECK-NEXT: hlo.constant dense<-1> : tensor<i32>
  %1 = hlo.constant dense<4294967295> : tensor<i32>
  // CHECK-NEXT: hlo.constant dense<-2147483648> : tensor<i32>
  %2 = hlo.constant dense<-2147483648> : tensor<i32>
  return %0, %1, %2 : tensor<2xi64>, tensor<i32>, tensor<i32>
}

// Empty tensors.
// CHECK-LABEL: func.func @empty
func.func @empty() -> (tensor<0xf32>, tensor<2x0xi64>, tensor<0x3xf32>) {
  // CHECK-NEXT: hlo.constant dense<[]> : tensor<0xf32>
  %0 = hlo.constant dense<[]> : tensor<0xf32>
  // CHECK-NEXT: hlo.constant dense<{{\[\[}}], []]> : tensor<2x0xi64>
  %1 = hlo.constant dense<[[], []]> : tensor<2x0xi64>
  // CHECK-NEXT: hlo.constant dense<2.0> : tensor<0x3xf32>
  %2 = hlo.constant dense<2.0> : tensor<0x3xf32>
  return %0, %1, %2 : tensor<0xf32>, tensor<2x0xi64>, tensor<0x3xf32>
}
